// Times the catalogue API's hot paths in process against DATABASE_URL (a large catalogue), for docs/performance.md:
// DATABASE_URL=postgres://… npx tsx scripts/measure-catalogue.ts
// Cold: the API keeps answers in memory until the catalogue changes (api/http/keyed-cache.ts), so no two requests
// are alike: each listing differs by its page size (per_page 21–60, the same products and facets counted), each
// suggestion by trailing exclamation marks ("caffe!!", which search reads as "caffe"), so every figure is the
// database's and the API's work. Settings stay cached, as they are on every request. A search's matches are kept
// per language, category and text (its other pages, sorts and filters count them): its p50 / p95 are those of another
// page of a search already made, and "nothing kept" and "after a one-product change" those of a search made afresh.
// What the API keeps until the catalogue changes (answers, a category's listing records, the category counts) is
// built by the first request after a change: "nothing kept" drops every cache, as a restart (or, before issue 23's
// changes, any notification) does, before each of 5 more requests (p50 / max); "after a one-product change" raises the stock of one
// product of the category (or of the catalogue) in the database and applies the notifications its triggers send
// (`offers:ID` and the tags, migrations 0031 and 0036), as after an order, before each of 5 more; "after a settings change" applies a
// notification naming the settings table before each of 5 more. The process's very first request (nothing compiled or kept yet) is
// printed apart, and so is its resident memory once every top-level category's listing has been asked for.
import { tmpdir } from "node:os";
import path from "node:path";
import { createApi } from "#api/app.ts";
import { sql } from "drizzle-orm";
import { answerCacheBytes, applyCatalogChange, invalidateAllCaches, listingCacheBytes, setAnswerCacheBudget, setListingCacheBudget } from "#api/http/keyed-cache.ts";
import { openDatabase } from "#db/client.ts";
import { loadEnv } from "#server/env.ts";

const env = loadEnv();
if (!env.DATABASE_URL) throw new Error("Set DATABASE_URL to the PostgreSQL database to measure");
// The memory budgets as the server sets them (API_CACHE_MB, 32 unless given; LISTING_CACHE_MB, 128).
setAnswerCacheBudget(env.API_CACHE_MB * 1024 * 1024);
setListingCacheBudget(env.LISTING_CACHE_MB * 1024 * 1024);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 10 });
// As the server keeps them (DATA_DIR/listing-records), in a folder of this database's own.
const listingSnapshotDir = path.join(tmpdir(), `vetrina-listing-records-${new URL(env.DATABASE_URL).pathname.slice(1)}`);
const { app } = createApi({ db: database.db, sessionSecret: "measure-catalogue-signs-no-real-session-00", listingSnapshotDir });
const call = (path: string, lang = "it") => app.request(`/web/v1${path}`, { headers: { lang } });

interface Category { id: number; code: string; url: string; children: Category[] }
const settings = (await (await call("/setting")).json()) as { data: { category: { list: Category[] } } };
const topLevel = settings.data.category.list;
const byCode = (code: string) => topLevel.find((c) => c.code === code)!;
const kitchen = byCode("kitchen").id;
const pantry = byCode("pantry");
const products = (await (await call("/catalog/products?per_page=1")).json()) as { data: { total: number } };

type Case = { name: string; path: string; lang: string; cold?: boolean };
const CASES: Case[] = [
  { name: "category, top level", path: `/catalog/products?category=${pantry.id}`, lang: "it" },
  { name: "category + colour + sort by price", path: `/catalog/products?category=${kitchen}&colour=red,black&sort=price_asc`, lang: "it" },
  { name: "category + brand + price + stock, page 3", path: `/catalog/products?category=${kitchen}&brand=rame-toscano&price_min=20&price_max=200&in_stock=1&page=3`, lang: "en" },
  { name: "list: best sellers (the whole catalogue)", path: "/catalog/products?list=bestseller", lang: "it" },
  { name: "brand: Rame Toscano (the whole catalogue)", path: "/catalog/products?brand=rame-toscano", lang: "it" },
  { name: "brand: Rame Toscano + stock, by price, with the other brands' counts", path: "/catalog/products?brand=rame-toscano&in_stock=1&sort=price_asc", lang: "it" },
  { name: "brand's own page: Rame Toscano + stock, by price (brand_facet=0)", path: "/catalog/products?brand=rame-toscano&in_stock=1&sort=price_asc&brand_facet=0", lang: "it" },
  { name: "search: spaghetti", path: "/catalog/products?q=spaghetti", lang: "it" },
  { name: "search: olio (broad)", path: "/catalog/products?q=olio", lang: "it" },
  { name: "search: Olivenöl (German)", path: `/catalog/products?q=${encodeURIComponent("Olivenöl")}`, lang: "de" },
  { name: "search: rame toscano (a brand: most matches outside the name)", path: "/catalog/products?q=rame%20toscano", lang: "it" },
  { name: "search: spagetti (a typo)", path: "/catalog/products?q=spagetti", lang: "it" },
  { name: "search: olio extravergine di olivaa (a typo among four words: did you mean)", path: "/catalog/products?q=olio%20extravergine%20di%20olivaa", lang: "it" },
  { name: "suggest: caffe", path: "/search/suggest?q=caffe", lang: "it" },
  { name: "suggest: olio", path: "/search/suggest?q=olio", lang: "it" },
  { name: "suggest: pa (two letters)", path: "/search/suggest?q=pa", lang: "it" },
  // A text of a few thousand names, few of them among the best sellers: the walk of 3,000 best sellers reads them all.
  { name: "suggest: pentol (few best sellers)", path: "/search/suggest?q=pentol", lang: "it" },
  // Kept answers: only "after a change" says what they cost.
  { name: "settings", path: "/setting", lang: "it", cold: false },
  { name: "category page (its product counts)", path: `/catalog/resolve?path=${encodeURIComponent(pantry.url)}`, lang: "it", cold: false },
];

// The catalogue's notifications as a node hears them: those of each change are applied once it is made.
const heard: string[] = [];
const stopListening = await database.listen("vetrina_catalog", (payload) => heard.push(payload));

/** A stock change of one listed product (of the category the path names, if any), as an order makes, and its notifications. */
async function changeOneProduct(path: string): Promise<void> {
  const category = /category=(\d+)/.exec(path)?.[1];
  const scope = category ? sql`where category_path_ids @> array[${Number(category)}::int]` : sql``;
  // One of the category's first thousand products (or of all of them, in a smaller one).
  const found = (await database.db.execute(sql`
    select product_id as id from listing_products ${scope} order by product_id limit 1
    offset (select floor(random() * least(1000, count(*)))::int from listing_products ${scope})`)) as unknown as { rows: { id: number }[] };
  const id = found.rows[0]!.id;
  await database.db.execute(sql`update variants set stock = stock + 1 where product_id = ${id}`);
  await database.db.execute(sql`select pg_notify('vetrina_catalog', 'measured')`);
  while (!heard.includes("measured")) await new Promise((resolve) => setTimeout(resolve, 1));
  for (const payload of heard.splice(0).slice(0, -1)) applyCatalogChange(payload);
}

/** The i-th of 45 requests that ask the same of the database but differ as cache keys. */
function distinctPath(path: string, i: number): string {
  // per_page 21–60 for the timed ones, 10–14 for the warm-up (at most 60 are allowed).
  if (path.startsWith("/catalog/products")) return `${path}&per_page=${i < 40 ? 21 + i : i - 30}`;
  // Search drops punctuation (normalizeSearchQuery): "caffe!!!" is searched as "caffe".
  if (path.startsWith("/search/suggest")) return `${path}${"!".repeat(i + 1)}`;
  return path;
}

let peakRss = process.memoryUsage().rss;
async function time(path: string, lang: string, name: string): Promise<number> {
  const started = performance.now();
  const response = await call(path, lang);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  return performance.now() - started;
}

const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;
const started = performance.now();
await time(distinctPath(CASES[0]!.path, 0), CASES[0]!.lang, CASES[0]!.name);
console.log(`${products.data.total.toLocaleString("en")} listable products.`);
console.log(`The first listing request of the process (${CASES[0]!.name}, nothing compiled or kept yet): ${(performance.now() - started).toFixed(1)} ms\n`);
console.log("| request | p50 | p95 | nothing kept (a restart), p50 / max | after a one-product change, p50 / max | after a settings change, p50 / max |");
console.log("|---|---|---|---|---|---|");
for (const { name, path, lang, cold = true } of CASES) {
  invalidateAllCaches();
  const times: number[] = [];
  if (cold) {
    // Requests 40–44 warm up, 0–39 are timed: all distinct.
    for (let i = 40; i < 45; i++) await time(distinctPath(path, i), lang, name);
    for (let i = 0; i < 40; i++) times.push(await time(distinctPath(path, i), lang, name));
  }
  // The caches just dropped hold none of these answers.
  const changed: number[] = [];
  for (let i = 0; i < 40; i += 8) {
    invalidateAllCaches();
    changed.push(await time(distinctPath(path, i), lang, name));
  }
  // Each after its own one-product change: a kept answer of this path is dropped by it.
  const oneChanged: number[] = [];
  for (let i = 0; i < 40; i += 8) {
    await changeOneProduct(path);
    oneChanged.push(await time(distinctPath(path, i), lang, name));
  }
  // Each after a notification naming another table than the products' (a setting), as a node receives it.
  const otherChanged: number[] = [];
  for (let i = 0; i < 40; i += 8) {
    applyCatalogChange("settings");
    otherChanged.push(await time(distinctPath(path, i), lang, name));
  }
  times.sort((a, b) => a - b);
  changed.sort((a, b) => a - b);
  oneChanged.sort((a, b) => a - b);
  otherChanged.sort((a, b) => a - b);
  const at = (p: number) => (times.length ? `${times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1)} ms` : "kept");
  const median = (list: number[]) => `${list[2]!.toFixed(1)} / ${list[4]!.toFixed(1)} ms`;
  console.log(`| ${name} | ${at(0.5)} | ${at(0.95)} | ${median(changed)} | ${median(oneChanged)} | ${median(otherChanged)} |`);
}

// Every top-level category's listing and a brand's page of the whole catalogue kept at once, as on a shop's busy node.
invalidateAllCaches();
for (const category of topLevel) await time(`/catalog/products?category=${category.id}`, "it", category.code);
await time("/catalog/products?brand=rame-toscano", "it", "brand");
console.log(`\nResident memory: ${mib(process.memoryUsage().rss)} after every top-level category's listing (${topLevel.length}) and a brand's page, `
  + `${mib(listingCacheBytes())} of listing records kept (LISTING_CACHE_MB=${env.LISTING_CACHE_MB}), ${mib(answerCacheBytes())} of answers `
  + `(API_CACHE_MB=${env.API_CACHE_MB}); peak ${mib(peakRss)}.`);
await stopListening();
await database.close();
