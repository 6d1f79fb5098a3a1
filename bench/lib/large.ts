import { execFileSync } from "node:child_process";
import pg from "pg";
import { ROOT } from "./server.ts";

const ADMIN_URL = process.env.BENCH_ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = "vetrina_bench_large";
const PRODUCTS = 100_000;

/** The 100,000-product catalogue in PostgreSQL, created and seeded once (≈ 90 s), kept for later runs. */
export async function prepareLargeCatalogue(): Promise<string> {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  const databaseUrl = url.toString();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [DATABASE])).rowCount === 1;
  if (!exists) await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const env = { ...process.env, DATABASE_URL: databaseUrl };
  execFileSync("npx", ["tsx", "scripts/db-migrate.ts"], { cwd: ROOT, env, stdio: "inherit" });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const count = Number((await client.query("select count(*) from products")).rows[0].count);
  await client.end();
  if (count < PRODUCTS) {
    console.log(`Seeding ${PRODUCTS} products into ${DATABASE} (about a minute and a half) …`);
    execFileSync("npx", ["tsx", "scripts/db-seed.ts", "--skip-images", "--products", String(PRODUCTS)], { cwd: ROOT, env, stdio: "inherit" });
  }
  return databaseUrl;
}
