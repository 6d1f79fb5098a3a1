import path from "node:path";
import { parse } from "yaml";

/**
 * `npm run shop -- configure FILE [--dry-run]` and `export FILE` (issue 19): thin clients of GET and PUT
 * /ops/configuration. Before the file, configure uploads the pictures it names that are in the folder beside it
 * (PUT /ops/media/<path>), so a configuration travels as a folder: the file and its pictures.
 */

export interface ConfigurationFiles {
  read(file: string): Promise<Uint8Array<ArrayBuffer>>;
  write(file: string, text: string): Promise<void>;
  /** Whether a picture is there (a file, not a folder). */
  exists(file: string): Promise<boolean>;
}

export interface ConfigurationClient {
  fetch: (request: Request) => Promise<Response>;
  /** The shop's /web/v1/ops address and the operator's Basic header. */
  url: (pathname: string) => string;
  authorization: string;
  files: ConfigurationFiles;
}

export class ConfigurationCommandError extends Error {}

const IMAGE_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".webp": "image/webp", ".avif": "image/avif",
};

function formatOf(file: string): "yaml" | "json" {
  const ext = path.extname(file).toLowerCase();
  if (ext === ".yaml" || ext === ".yml") return "yaml";
  if (ext === ".json") return "json";
  throw new ConfigurationCommandError(`Name the file with .yaml, .yml or .json, so the format is clear: ${file}`);
}

type Answer = { data?: any; metadata?: { errors?: string[] }[] } | null;

async function refusal(response: Response, what: string): Promise<ConfigurationCommandError> {
  const answer = (await response.json().catch(() => null)) as Answer;
  const errors = answer?.metadata?.[0]?.errors ?? [response.statusText];
  const head = response.status === 422 ? `${what}: ${errors.length} mistake${errors.length === 1 ? "" : "s"}, nothing was changed.` : `${what}: ${response.status}`;
  return new ConfigurationCommandError([head, ...errors.map((e) => `  ${e}`)].join("\n"));
}

/** The pictures a configuration names (logo, categories, brands, slides), as paths in the media folder. */
export function picturesOf(file: unknown): string[] {
  const config = (file ?? {}) as { shop?: { logo?: unknown }; categories?: { image?: unknown }[]; brands?: { logo?: unknown }[]; slider?: { image?: unknown }[] };
  const list = [config.shop?.logo, ...(Array.isArray(config.categories) ? config.categories.map((c) => c?.image) : []),
    ...(Array.isArray(config.brands) ? config.brands.map((b) => b?.logo) : []), ...(Array.isArray(config.slider) ? config.slider.map((s) => s?.image) : [])];
  return [...new Set(list.filter((p): p is string => typeof p === "string" && p.length > 0))];
}

export async function exportConfigurationFile(client: ConfigurationClient, file: string | undefined): Promise<string[]> {
  if (!file) throw new ConfigurationCommandError("export FILE: name the file to write, e.g. shop.yaml.");
  const format = formatOf(file);
  const response = await client.fetch(new Request(client.url(`/configuration?format=${format}`), { headers: { authorization: client.authorization, lang: "en" } }));
  if (!response.ok) throw await refusal(response, "Export refused");
  await client.files.write(file, await response.text());
  return [`Wrote the shop's configuration to ${file}.`];
}

export async function configureFromFile(client: ConfigurationClient, file: string | undefined, dryRun: boolean): Promise<string[]> {
  if (!file) throw new ConfigurationCommandError("configure FILE [--dry-run]: name the configuration file, e.g. shop.yaml.");
  const format = formatOf(file);
  const bytes = await client.files.read(file).catch((error: unknown) => {
    throw new ConfigurationCommandError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  });
  const text = new TextDecoder().decode(bytes);
  let parsed: unknown = null;
  // The server reads the file and says what is wrong; here it is read only to find the pictures it names.
  try { parsed = format === "json" ? JSON.parse(text) : parse(text); } catch { parsed = null; }
  const lines: string[] = [];
  const uploaded = { sent: 0, same: 0 };
  // Sent on a dry run too (a picture is shown only once a configuration names it): the check then sees them.
  {
    const folder = path.dirname(file);
    for (const picture of picturesOf(parsed)) {
      const local = path.join(folder, picture);
      const type = IMAGE_TYPES[path.extname(picture).toLowerCase()];
      if (!type || path.isAbsolute(picture) || picture.split(/[\\/]/).includes("..") || !(await client.files.exists(local))) continue;
      const response = await client.fetch(new Request(client.url(`/media/${picture.split("/").map(encodeURIComponent).join("/")}`), {
        method: "PUT", headers: { authorization: client.authorization, lang: "en", "content-type": type }, body: await client.files.read(local),
      }));
      if (!response.ok) throw await refusal(response, `The picture ${picture} was refused`);
      const answer = (await response.json()) as { data: { changed?: boolean } };
      uploaded[answer.data.changed === false ? "same" : "sent"]++;
    }
    if (uploaded.sent + uploaded.same) lines.push(`Pictures: ${uploaded.sent} uploaded, ${uploaded.same} already in the shop.`);
  }
  const response = await client.fetch(new Request(client.url(`/configuration?dry_run=${dryRun}`), {
    method: "PUT", headers: { authorization: client.authorization, lang: "en", "content-type": format === "json" ? "application/json" : "application/yaml" }, body: bytes,
  }));
  if (!response.ok) throw await refusal(response, `${file} was refused`);
  const { sections } = ((await response.json()) as { data: { sections: Record<string, Record<string, number>> } }).data;
  lines.push(dryRun ? `${file} is valid; applying it would change:` : `Applied ${file}:`);
  for (const [section, c] of Object.entries(sections)) {
    lines.push(`  ${section.padEnd(20)} ${c.created} created, ${c.updated} updated, ${c.deactivated} deactivated, ${c.unchanged} unchanged${c.removed ? `, ${c.removed} removed` : ""}`);
  }
  return lines;
}
