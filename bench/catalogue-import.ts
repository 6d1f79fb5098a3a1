/**
 * `npx tsx bench/catalogue-import.ts [--rows 100000] [--no-build] [--postgres]`: a large catalogue file into the production server
 * on the demo store (embedded database), through `npm run catalogue -- import`'s code, with the server's resident
 * memory sampled all along (issue 19: 100,000 rows in minutes, memory bounded). Then the same file again (nothing to
 * write) and a file where every price changed. Prints one line per step; docs/performance.md has the figures.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runCatalogueCommand } from "../scripts/catalogue-commands.ts";
import { writeSyntheticCatalogue } from "./lib/synthetic-catalogue.ts";
import { ROOT, startServer } from "./lib/server.ts";

const args = process.argv.slice(2);
const rows = Number(args[args.indexOf("--rows") + 1]) || 100_000;
if (!args.includes("--no-build")) execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });

const dir = mkdtempSync(path.join(os.tmpdir(), "vetrina-import-"));
// --postgres: a database of its own on TEST_DATABASE_URL's server, migrated; the server loads the demo store into it.
let databaseUrl: string | undefined;
if (args.includes("--postgres")) {
  const admin = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const url = new URL(admin);
  url.pathname = "/vetrina_import_bench";
  execFileSync("psql", [admin, "-qc", "drop database if exists vetrina_import_bench with (force)", "-c", "create database vetrina_import_bench"], { stdio: "inherit" });
  execFileSync("npx", ["tsx", "scripts/db-migrate.ts"], { cwd: ROOT, stdio: "inherit", env: { ...process.env, DATABASE_URL: url.toString() } });
  databaseUrl = url.toString();
}
const server = await startServer({ port: 3260, ...(databaseUrl ? { databaseUrl } : {}) });
try {
  const operator = `owner:${readFileSync(path.join(ROOT, ".bench-data/operator-key"), "utf8").trim()}`;
  const client = { baseUrl: server.origin, operator, fetch: (request: Request) => fetch(request) };
  const file = path.join(dir, "catalogue.csv");
  const made = await writeSyntheticCatalogue(file, rows);
  const changed = path.join(dir, "changed.csv");
  await writeSyntheticCatalogue(changed, rows, { priceShift: 10 });
  console.log(`file: ${made.rows.toLocaleString("en")} rows, ${made.products.toLocaleString("en")} products, ${(statSync(file).size / 1024 / 1024).toFixed(1)} MB`);
  for (const [step, name] of [["first import", file], ["same file again", file], ["every price changed", changed]] as const) {
    let peak = server.rssMb() ?? 0;
    const before = peak;
    const sampler = setInterval(() => { peak = Math.max(peak, server.rssMb() ?? 0); }, 100);
    const started = performance.now();
    const lines = await runCatalogueCommand(["import", name], client);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    console.log(`${step}: ${seconds.toFixed(1)} s (${Math.round(made.rows / seconds).toLocaleString("en")} rows/s); server RSS ${before} → peak ${peak} MB, after ${server.rssMb()} MB`);
    for (const line of lines) console.log(`  ${line}`);
  }
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
