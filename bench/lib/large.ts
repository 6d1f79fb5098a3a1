import { execFileSync } from "node:child_process";
import pg from "pg";
import { ROOT } from "./server.ts";

const ADMIN_URL = process.env.BENCH_ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** The catalogues the bench seeds in PostgreSQL: --large for the full bench's pages, --huge for the catalogue's hot paths (issue 23). */
export const CATALOGUES = {
  large: { database: "vetrina_bench_large", products: 100_000, seeding: "about a minute and a half" },
  huge: { database: "vetrina_bench_huge", products: 1_000_000, seeding: "about a quarter of an hour" },
} as const;

/** A catalogue in PostgreSQL, created, migrated and seeded once, kept for later runs; its database URL. */
export async function prepareLargeCatalogue(size: keyof typeof CATALOGUES = "large"): Promise<string> {
  const { database, products, seeding } = CATALOGUES[size];
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [database])).rowCount === 1;
  if (!exists) await admin.query(`create database ${database}`);
  await admin.end();
  const env = { ...process.env, DATABASE_URL: databaseUrl };
  execFileSync("npx", ["tsx", "scripts/db-migrate.ts"], { cwd: ROOT, env, stdio: "inherit" });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const count = Number((await client.query("select count(*) from products")).rows[0].count);
  if (count < products) {
    // A run cut off half-way is completed, not started again.
    console.log(`Seeding ${(products - count).toLocaleString("en")} products into ${database} (${count ? "to complete it" : seeding}) …`);
    const started = Date.now();
    execFileSync("npx", ["tsx", "scripts/db-seed.ts", "--skip-images", "--products", String(products - count)], { cwd: ROOT, env, stdio: "inherit" });
    console.log(`Seeded in ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
    // Measured as docs/performance.md says: after VACUUM ANALYZE.
    await client.query("vacuum analyze");
  }
  await client.end();
  return databaseUrl;
}

/**
 * The catalogue API's hot paths timed against a seeded catalogue (scripts/measure-catalogue.ts), twice, each in a
 * process of its own (the table of docs/performance.md, "A million products").
 */
export function measureCatalogue(databaseUrl: string): void {
  for (const run of [1, 2]) {
    console.log(`\nRun ${run} of 2, ${new Date().toISOString()}:`);
    execFileSync("npx", ["tsx", "scripts/measure-catalogue.ts"], { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: "inherit" });
  }
}
