// What a stock feed costs a node's kept answers, against DATABASE_URL (a large catalogue), for docs/performance.md:
// DATABASE_URL=postgres://… npx tsx scripts/measure-stock-feed.ts [products per feed, 3000] [rounds, 3]
// Each round keeps some listings and searches (each asked twice), writes a feed raising the online stock of one
// variant of that many listed products (a tenth of them sold out), applies the notifications the feed sends as a node
// does, and times the first request of each path after it. The same feed is written two ways in turn: named (the
// products in statements of STOCK_FEED_BATCH, decision 020, 31) and in one statement (as before: past about 1,000
// products at 1 M its notifications say the tables' names, and every cache is dropped).
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createApi } from "#api/app.ts";
import { importStock } from "#api/catalogue-files/catalogue-stock.ts";
import { applyCatalogChange, invalidateAllCaches, setAnswerCacheBudget, setListingCacheBudget } from "#api/http/keyed-cache.ts";
import { openDatabase } from "#db/client.ts";
import { loadEnv } from "#server/env.ts";

const env = loadEnv();
if (!env.DATABASE_URL) throw new Error("Set DATABASE_URL to the PostgreSQL database to measure");
const size = Number(process.argv[2] ?? 3000);
const rounds = Number(process.argv[3] ?? 3);
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

/** A feed of `size` random listed products' first variants: their stock raised by one, a tenth sold out. */
async function feed(): Promise<string> {
  const variants = await rows<{ sku: string; stock: number }>(sql`
    select distinct on (v.product_id) v.sku, v.stock from variants v
    join (select product_id from listing_products tablesample system (1) limit ${size}) l on l.product_id = v.product_id
    where v.is_active order by v.product_id, v.id`);
  return variants.map((v, i) => `${v.sku};online;${i % 10 === 0 ? 0 : v.stock + 1}`).join("\n");
}

const results = new Map<string, Map<string, number[]>>();
const feedTimes = new Map<string, number[]>();
for (let round = 0; round < rounds; round++) {
  for (const mode of round % 2 === 0 ? ["named", "one statement"] : ["one statement", "named"]) {
    invalidateAllCaches();
    for (const { url } of PATHS) { await time(url); await time(url); }
    const body = await feed();
    const started = performance.now();
    const report = await importStock(database.db, (async function* () { yield Buffer.from(body); })(), { dryRun: false, skipInvalid: false, namedUpTo: mode === "named" ? undefined : 0 });
    feedTimes.set(mode, [...(feedTimes.get(mode) ?? []), performance.now() - started]);
    await database.db.execute(sql`select pg_notify('vetrina_catalog', 'measured')`);
    while (!heard.includes("measured")) await new Promise((resolve) => setTimeout(resolve, 1));
    const payloads = heard.splice(0).slice(0, -1);
    for (const payload of payloads) applyCatalogChange(payload);
    console.log(`round ${round + 1}, ${mode}: ${report.updated} written, ${payloads.length} notifications (${payloads.filter((p) => !p.includes(":")).join(", ") || "no table's name"})`);
    const byPath = results.get(mode) ?? new Map<string, number[]>();
    for (const { name, url } of PATHS) byPath.set(name, [...(byPath.get(name) ?? []), await time(url)]);
    results.set(mode, byPath);
  }
}

const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(" · ");
console.log(`\nThe first request after a feed of ${size.toLocaleString("en")} products (ms, each round):\n`);
console.log("| request | named, 500 a statement | one statement |");
console.log("|---|---|---|");
for (const { name } of PATHS) console.log(`| ${name} | ${list(results.get("named")!.get(name)!)} | ${list(results.get("one statement")!.get(name)!)} |`);
console.log(`| the feed itself | ${list(feedTimes.get("named")!)} | ${list(feedTimes.get("one statement")!)} |`);
await stopListening();
await database.close();
