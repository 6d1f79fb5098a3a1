import { readFile, stat, writeFile } from "node:fs/promises";
import { CommandError, runShopCommand, USAGE } from "./shop-commands.ts";
import { shopFromEnv } from "./shop-client.ts";

// `npm run shop -- <command>`: see scripts/shop-commands.ts and docs/operations.md ("The shop's operations").
const shop = shopFromEnv();
if ("problem" in shop || process.argv.length < 3) {
  process.stderr.write(`${USAGE}\n\n${"problem" in shop ? shop.problem : ""}\n`);
  process.exit(2);
}
// configure reads the file and the pictures beside it; export writes the file.
const files = {
  read: async (file: string) => new Uint8Array(await readFile(file)),
  write: (file: string, text: string) => writeFile(file, text, "utf8"),
  exists: (file: string) => stat(file).then((s) => s.isFile(), () => false),
};
try {
  const lines = await runShopCommand(process.argv.slice(2), { ...shop, fetch: (request) => fetch(request), files });
  process.stdout.write(`${lines.join("\n")}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof CommandError ? error.message : String(error)}\n`);
  process.exit(1);
}
