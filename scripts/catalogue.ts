import { CATALOGUE_USAGE, CatalogueCommandError, runCatalogueCommand } from "./catalogue-commands.ts";
import { shopFromEnv } from "./shop-client.ts";

// `npm run catalogue -- import|export|stock FILE`: see scripts/catalogue-commands.ts and docs/operations.md ("Your catalogue in a file").
const shop = shopFromEnv();
if ("problem" in shop || process.argv.length < 3) {
  process.stderr.write(`${CATALOGUE_USAGE}\n\n${"problem" in shop ? shop.problem : ""}\n`);
  process.exit(2);
}
// A status line that rewrites itself on a terminal; nothing when the output goes to a file.
const progress = process.stderr.isTTY ? (text: string) => process.stderr.write(`\r\x1b[2K${text}`) : undefined;
try {
  const lines = await runCatalogueCommand(process.argv.slice(2), { ...shop, fetch: (request) => fetch(request), ...(progress ? { progress } : {}) });
  process.stdout.write(`${lines.join("\n")}\n`);
} catch (error) {
  progress?.("");
  process.stderr.write(`${error instanceof CatalogueCommandError ? error.message : String(error)}\n`);
  process.exit(1);
}
