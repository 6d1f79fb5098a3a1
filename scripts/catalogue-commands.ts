import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, readFile, rename, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parse } from "csv-parse";

/**
 * `npm run catalogue -- import|export|stock FILE` (issue 19, decision 019): the shop owner's catalogue file
 * through the running shop's operations API, with the pictures named by the file taken along. The formats are
 * in docs/operations.md ("Your catalogue in a file").
 */

export interface CatalogueClient {
  /** The shop's address (SHOP_URL). */
  baseUrl: string;
  /** name:key of an operator. */
  operator: string;
  fetch: (request: Request) => Promise<Response>;
  /** Where the progress of a long step is shown (a terminal's status line); nothing by default. */
  progress?: (text: string) => void;
}

export const CATALOGUE_USAGE = `npm run catalogue -- <command>   (SHOP_URL, OPERATOR=name:key; on this machine neither is needed)
  import <FILE> [--dry-run] [--skip-invalid]   products and variants from FILE (.csv, .json or .jsonl), with the pictures it
                                               names from the folder images/ next to it (or FILE's own folder)
  export <FILE> [--without-images]             the whole catalogue into FILE (.csv, .json or .jsonl), its pictures into images/
  stock <FILE> [--dry-run] [--skip-invalid]    a stock feed: rows SKU;store;quantity (store: a pickup store's code, or online)`;

export class CatalogueCommandError extends Error {}

const FORMATS: Record<string, { format: string; type: string }> = {
  ".csv": { format: "csv", type: "text/csv" }, ".txt": { format: "csv", type: "text/csv" },
  ".json": { format: "json", type: "application/json" }, ".jsonl": { format: "jsonl", type: "application/x-ndjson" }, ".ndjson": { format: "jsonl", type: "application/x-ndjson" },
};
const PICTURE_TYPES: Record<string, string> = { ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".webp": "image/webp", ".avif": "image/avif" };
const PICTURE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}\.(jpe?g|png|webp|avif)$/i;

function formatOf(file: string | undefined) {
  if (!file) throw new CatalogueCommandError(CATALOGUE_USAGE);
  const known = FORMATS[path.extname(file).toLowerCase()];
  if (!known) throw new CatalogueCommandError(`${file}: name a .csv, .json or .jsonl file.`);
  return known;
}

const fileArgument = (rest: string[]) => rest.find((a) => !a.startsWith("--"));
const authorization = (client: CatalogueClient) => `Basic ${Buffer.from(client.operator).toString("base64")}`;
const url = (client: CatalogueClient, pathname: string) => `${client.baseUrl.replace(/\/$/, "")}/web/v1/ops${pathname}`;

async function refusal(response: Response, file: string): Promise<CatalogueCommandError> {
  const answer = (await response.json().catch(() => null)) as { metadata?: { errors?: string[] }[] } | null;
  const [first = response.statusText, ...rest] = answer?.metadata?.[0]?.errors ?? [];
  const name = path.basename(file);
  if (response.status === 401) return new CatalogueCommandError(`${first}\nThe shop refused the operator: check OPERATOR (name:key) against the shop's OPERATORS.`);
  return new CatalogueCommandError([`${name}: ${first}`, ...rest.map((line) => `${name}: ${line}`)].join("\n"));
}

/** A file sent as it is read, its progress told as it goes. */
function sending(file: string, size: number, client: CatalogueClient, what: string): ReadableStream<Uint8Array> {
  let sent = 0;
  let shown = -1;
  const source = createReadStream(file);
  source.on("data", (chunk) => {
    sent += chunk.length;
    const percent = size ? Math.floor((sent / size) * 100) : 100;
    if (percent !== shown) {
      shown = percent;
      const bar = "#".repeat(Math.round(percent / 4)).padEnd(25, ".");
      client.progress?.(`${what} [${bar}] ${percent}%  ${(sent / 1024 / 1024).toFixed(1)} of ${(size / 1024 / 1024).toFixed(1)} MB`);
    }
  });
  return Readable.toWeb(source) as unknown as ReadableStream<Uint8Array>;
}

/** The picture names a catalogue file uses (images and variant_image columns, or their JSON fields). */
export async function picturesOf(file: string, format: string): Promise<Set<string>> {
  const names = new Set<string>();
  const add = (value: unknown) => {
    const list = Array.isArray(value) ? value : typeof value === "string" ? value.split("|") : [];
    for (const name of list) if (typeof name === "string" && PICTURE_NAME.test(name.trim())) names.add(name.trim());
  };
  const fromProduct = (product: { images?: unknown; variants?: { image?: unknown }[] } | null) => {
    add(product?.images);
    for (const variant of Array.isArray(product?.variants) ? product.variants : []) add(variant?.image);
  };
  if (format === "csv") {
    const head = (await readFile(file, { encoding: "utf8", flag: "r" })).slice(0, 65_536).split("\n")[0] ?? "";
    const delimiter = [",", ";", "\t"].sort((a, b) => head.split(b).length - head.split(a).length)[0]!;
    const parser = createReadStream(file).pipe(parse({ bom: true, columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), delimiter, relax_column_count: true, skip_empty_lines: true }));
    try {
      for await (const row of parser as AsyncIterable<Record<string, string>>) { add(row.images); add(row.variant_image); }
    } catch { /* the shop names what is wrong with the file */ }
  } else if (format === "jsonl") {
    let rest = "";
    for await (const chunk of createReadStream(file, { encoding: "utf8" })) {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop()!;
      for (const line of lines) { try { fromProduct(JSON.parse(line)); } catch { /* idem */ } }
    }
    try { if (rest.trim()) fromProduct(JSON.parse(rest)); } catch { /* idem */ }
  } else {
    try {
      const parsed = JSON.parse(await readFile(file, "utf8")) as unknown;
      const list = Array.isArray(parsed) ? parsed : (parsed as { products?: unknown[] })?.products ?? [];
      for (const product of list) fromProduct(product as never);
    } catch { /* idem */ }
  }
  return names;
}

/** Where a file's pictures are: images/ next to it, else its own folder. */
const pictureFolders = (file: string) => [path.join(path.dirname(file), "images"), path.dirname(file)];

async function uploadPictures(client: CatalogueClient, file: string, names: Set<string>): Promise<{ sent: number; changed: number; missing: string[] }> {
  const result = { sent: 0, changed: 0, missing: [] as string[] };
  const queue = [...names];
  let done = 0;
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      const local = pictureFolders(file).map((dir) => path.join(dir, name!)).find((candidate) => existsSync(candidate));
      done++;
      if (!local) { result.missing.push(name); continue; }
      const response = await client.fetch(new Request(url(client, `/media/products/${encodeURIComponent(name)}`), {
        method: "PUT", body: new Uint8Array(await readFile(local)),
        headers: { authorization: authorization(client), "content-type": PICTURE_TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream", lang: "en" },
      }));
      if (!response.ok) throw await refusal(response, local);
      const answer = (await response.json()) as { data: { changed: boolean } };
      result.sent++;
      if (answer.data.changed) result.changed++;
      client.progress?.(`pictures ${done} of ${names.size}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return result;
}

async function downloadPictures(client: CatalogueClient, file: string, names: Set<string>): Promise<number> {
  const folder = path.join(path.dirname(file), "images");
  await mkdir(folder, { recursive: true });
  let fetched = 0;
  let done = 0;
  const queue = [...names];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      done++;
      const target = path.join(folder, name);
      if (existsSync(target)) continue;
      const response = await client.fetch(new Request(url(client, `/media/products/${encodeURIComponent(name)}`), { headers: { authorization: authorization(client), lang: "en" } }));
      if (response.status === 404) continue;
      if (!response.ok || !response.body) throw await refusal(response, target);
      await pipeline(Readable.fromWeb(response.body as never), createWriteStream(`${target}.part`));
      await rename(`${target}.part`, target);
      fetched++;
      client.progress?.(`pictures ${done} of ${names.size}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return fetched;
}

type Report = {
  dry_run: boolean; written: boolean; rows: number; products: { created: number; updated: number; unchanged: number; skipped: number };
  variants: { created: number; updated: number }; mistakes: { line: number | null; column: string | null; column_number: number | null; product: number | null; handle: string | null; message: string }[];
  more_mistakes: number;
};

function importLines(file: string, report: Report): string[] {
  const name = path.basename(file);
  const p = report.products;
  const lines = [
    `${report.dry_run ? "Dry run (nothing written): " : ""}${report.rows.toLocaleString("en")} rows read from ${name}.`,
    `Products: ${p.created} created, ${p.updated} updated, ${p.unchanged} unchanged${p.skipped ? `, ${p.skipped} skipped` : ""}. Variants: ${report.variants.created} created, ${report.variants.updated} updated.`,
  ];
  for (const m of report.mistakes) {
    const where = [m.line !== null ? `line ${m.line}` : m.product !== null ? `product ${m.product}` : "", m.column ? (m.column_number ? `column ${m.column_number} (${m.column})` : m.column) : ""].filter(Boolean).join(", ");
    lines.push(`${name}: ${where ? `${where}: ` : ""}skipped: ${m.message}`);
  }
  if (report.more_mistakes) lines.push(`${name}: …and ${report.more_mistakes} more skipped.`);
  return lines;
}

/** Runs one command; answers the lines to print. A refusal is a CatalogueCommandError with the shop's messages. */
export async function runCatalogueCommand(args: string[], client: CatalogueClient): Promise<string[]> {
  const [command, ...rest] = args;
  const file = fileArgument(rest);
  const query = new URLSearchParams();
  if (rest.includes("--dry-run")) query.set("dry_run", "true");
  if (rest.includes("--skip-invalid")) query.set("skip_invalid", "true");
  switch (command) {
    case "import": {
      const { format, type } = formatOf(file);
      const size = (await stat(file!).catch(() => { throw new CatalogueCommandError(`There is no file ${file}.`); })).size;
      const pictures = await uploadPictures(client, file!, await picturesOf(file!, format));
      query.set("format", format);
      const response = await client.fetch(new Request(url(client, `/catalogue/import?${query}`), {
        method: "POST", body: sending(file!, size, client, "sending and checking"), duplex: "half",
        headers: { authorization: authorization(client), "content-type": type, lang: "en" },
      } as RequestInit));
      client.progress?.("");
      if (!response.ok) throw await refusal(response, file!);
      const { data } = (await response.json()) as { data: Report };
      return [
        ...(pictures.sent ? [`Pictures: ${pictures.sent} sent, ${pictures.changed} new or changed.`] : []),
        ...(pictures.missing.length ? [`Pictures not found next to the file (the shop must have them already): ${pictures.missing.slice(0, 10).join(", ")}${pictures.missing.length > 10 ? "…" : ""}`] : []),
        ...importLines(file!, data),
      ];
    }
    case "export": {
      const { format } = formatOf(file);
      const response = await client.fetch(new Request(url(client, `/catalogue/export?format=${format}`), { headers: { authorization: authorization(client), lang: "en" } }));
      if (!response.ok || !response.body) throw await refusal(response, file!);
      await mkdir(path.dirname(path.resolve(file!)), { recursive: true });
      await pipeline(Readable.fromWeb(response.body as never), createWriteStream(`${file}.part`));
      await rename(`${file}.part`, file!);
      const names = await picturesOf(file!, format);
      const fetched = rest.includes("--without-images") ? 0 : await downloadPictures(client, file!, names);
      client.progress?.("");
      return [`Wrote ${file} (${((await stat(file!)).size / 1024).toFixed(0)} kB) and ${fetched} of its ${names.size} pictures into ${path.join(path.dirname(file!), "images")}.`];
    }
    case "stock": {
      if (!file) throw new CatalogueCommandError(CATALOGUE_USAGE);
      const size = (await stat(file).catch(() => { throw new CatalogueCommandError(`There is no file ${file}.`); })).size;
      const response = await client.fetch(new Request(url(client, `/catalogue/stock?${query}`), {
        method: "POST", body: sending(file, size, client, "sending"), duplex: "half",
        headers: { authorization: authorization(client), "content-type": "text/csv", lang: "en" },
      } as RequestInit));
      client.progress?.("");
      if (!response.ok) throw await refusal(response, file);
      const { data } = (await response.json()) as { data: { dry_run: boolean; rows: number; updated: number; unchanged: number; skipped: number; mistakes: { line: number | null; column: string | null; message: string }[] } };
      return [
        `${data.dry_run ? "Dry run (nothing written): " : ""}${data.rows} rows: ${data.updated} quantities changed, ${data.unchanged} unchanged${data.skipped ? `, ${data.skipped} skipped` : ""}.`,
        ...data.mistakes.map((m) => `${path.basename(file)}: ${m.line !== null ? `line ${m.line}, ` : ""}${m.column ? `${m.column}: ` : ""}skipped: ${m.message}`),
      ];
    }
    default:
      throw new CatalogueCommandError(CATALOGUE_USAGE);
  }
}
