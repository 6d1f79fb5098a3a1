// What a stock feed or a supplier's price list costs a node's kept answers, against DATABASE_URL (a large catalogue),
// for docs/performance.md:
// DATABASE_URL=postgres://… npx tsx scripts/measure-stock-feed.ts [products per file, 3000] [rounds, 3] [stock|prices]
// Each round keeps some listings and searches (each asked twice), writes a file for that many random listed products
// (a stock feed raising the online stock of one variant of each, a tenth of them sold out; or a price list
// `handle,sku,price` lowering one variant's price by a cent), applies the notifications it sends as a node does, and
// times the first request of each path after it. The same file is written two ways in turn: named (statements of
// 500 products, decision 020, 31 and 33) and whole (as before: past about 1,000 products at 1 M its notifications say
// the tables' names, and every cache is dropped).
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createApi } from "#api/app.ts";
import { importCatalogue } from "#api/catalogue-files/catalogue-import.ts";
import { importStock } from "#api/catalogue-files/catalogue-stock.ts";
import { applyCatalogChange, invalidateAllCaches, setAnswerCacheBudget, setListingCacheBudget } from "#api/http/keyed-cache.ts";
import { openDatabase } from "#db/client.ts";
import { loadEnv } from "#server/env.ts";

const env = loadEnv();
if (!env.DATABASE_URL) throw new Error("Set DATABASE_URL to the PostgreSQL database to measure");
const size = Number(process.argv[2] ?? 3000);
const rounds = Number(process.argv[3] ?? 3);
const kind = process.argv[4] === "prices" ? "prices" : "stock";
setAnswerCacheBudget(env.API_CACHE_MB * 1024 * 1024);
setListingCacheBudget(env.LISTING_CACHE_MB * 1024 * 1024);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 10 });
const listingSnapshotDir = path.join(tmpdir(), `vetrina-listing-records-${new URL(env.DATABASE_URL).pathname.slice(1)}`);
const { app } = createApi({ db: database.db, sessionSecret: "measure-stock-feed-signs-no-real-session-000", listingSnapshotDir });
const call = (url: string, lang = "it") => app.request(`/web/v1${url}`, { headers: { lang } });
const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

const [pantry, kitchen] = await rows<{ id: number }>(sql`select id from categories where code in ('pantry', 'kitchen') order by code desc`);
const PATHS = [
  { name: "category, top level", url: `/catalog/products?category=${pantry!.id}` },
  { name: "category + colour + sort by price", url: `/catalog/products?category=${kitchen!.id}&colour=red,black&sort=price_asc` },
  { name: "brand's own page (brand_facet=0)", url: "/catalog/products?brand=rame-toscano&brand_facet=0" },
  { name: "search: olio", url: "/catalog/products?q=olio" },
  { name: "search: spagetti (a typo)", url: "/catalog/products?q=spagetti" },
  { name: "suggest: caffe", url: "/search/suggest?q=caffe" },
];

const heard: string[] = [];
const stopListening = await database.listen("vetrina_catalog", (payload) => heard.push(payload));

async function time(url: string): Promise<number> {
  const started = performance.now();
  const response = await call(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/** A file for `size` random listed products' first variants (those not on offer, for a price list). */
async function file(): Promise<string> {
  const variants = await rows<{ code: string; sku: string; stock: number; price_cents: number }>(sql`
    select distinct on (v.product_id) p.code, v.sku, v.stock, v.price_cents from variants v join products p on p.id = v.product_id
    join (select product_id from listing_products tablesample system (1) limit ${size}) l on l.product_id = v.product_id
    where v.is_active and v.compare_at_cents is null order by v.product_id, v.id`);
  return kind === "stock"
    ? variants.map((v, i) => `${v.sku};online;${i % 10 === 0 ? 0 : v.stock + 1}`).join("\n")
    : ["handle,sku,price", ...variants.map((v) => `${v.code},${v.sku},${(Math.max(1, v.price_cents - 1) / 100).toFixed(2)}`)].join("\n");
}

/** Writes the file named (as the shop does) or whole (one statement per table, as before). */
async function write(text: string, named: boolean): Promise<number> {
  const body = (async function* () { yield Buffer.from(text); })();
  if (kind === "stock") return (await importStock(database.db, body, { dryRun: false, skipInvalid: false, namedUpTo: named ? undefined : 0 })).updated;
  const report = await importCatalogue(database.db, body, { format: "csv", dryRun: false, skipInvalid: false, mediaDir: tmpdir(), writeBatch: named ? undefined : Number.MAX_SAFE_INTEGER });
  if (report.mistakes.length) throw new Error(JSON.stringify(report.mistakes.slice(0, 3)));
  return report.variants.updated;
}

const results = new Map<string, Map<string, number[]>>();
const feedTimes = new Map<string, number[]>();
for (let round = 0; round < rounds; round++) {
  for (const mode of round % 2 === 0 ? ["named", "whole"] : ["whole", "named"]) {
    invalidateAllCaches();
    for (const { url } of PATHS) { await time(url); await time(url); }
    const text = await file();
    const started = performance.now();
    const updated = await write(text, mode === "named");
    feedTimes.set(mode, [...(feedTimes.get(mode) ?? []), performance.now() - started]);
    await database.db.execute(sql`select pg_notify('vetrina_catalog', 'measured')`);
    while (!heard.includes("measured")) await new Promise((resolve) => setTimeout(resolve, 1));
    const payloads = heard.splice(0).slice(0, -1);
    for (const payload of payloads) applyCatalogChange(payload);
    console.log(`round ${round + 1}, ${mode}: ${updated} written, ${payloads.length} notifications (${payloads.filter((p) => !p.includes(":")).join(", ") || "no table's name"})`);
    const byPath = results.get(mode) ?? new Map<string, number[]>();
    for (const { name, url } of PATHS) byPath.set(name, [...(byPath.get(name) ?? []), await time(url)]);
    results.set(mode, byPath);
  }
}

const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(" · ");
console.log(`\nThe first request after a ${kind === "stock" ? "stock feed" : "price list"} of ${size.toLocaleString("en")} products (ms, each round):\n`);
console.log("| request | named, 500 a statement | whole |");
console.log("|---|---|---|");
for (const { name } of PATHS) console.log(`| ${name} | ${list(results.get("named")!.get(name)!)} | ${list(results.get("whole")!.get(name)!)} |`);
console.log(`| the file's writing | ${list(feedTimes.get("named")!)} | ${list(feedTimes.get("whole")!)} |`);
await stopListening();
await database.close();
