import { CommandError, runShopCommand, USAGE } from "./shop-commands.ts";

// `npm run shop -- <command>`: see scripts/shop-commands.ts and docs/operations.md ("The shop's operations").
const operator = process.env.OPERATOR ?? "";
if (!operator.includes(":") || process.argv.length < 3) {
  process.stderr.write(`${USAGE}\n\nSet OPERATOR=name:key (one of the server's OPERATORS) and SHOP_URL (default http://localhost:3000).\n`);
  process.exit(2);
}
try {
  const lines = await runShopCommand(process.argv.slice(2), { baseUrl: process.env.SHOP_URL ?? "http://localhost:3000", operator, fetch: (request) => fetch(request) });
  process.stdout.write(`${lines.join("\n")}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof CommandError ? error.message : String(error)}\n`);
  process.exit(1);
}
