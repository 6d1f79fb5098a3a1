// Times the catalogue API's hot paths in process against DATABASE_URL (a large catalogue), for docs/performance.md:
// DATABASE_URL=postgres://… npx tsx scripts/measure-catalogue.ts
// Cold: the API keeps answers in memory until the catalogue changes (api/http/keyed-cache.ts), so no two requests
// are alike: each listing differs by its page size (per_page 21–60, the same products and facets counted), each
// suggestion by trailing exclamation marks ("caffe!!", which search reads as "caffe"), so every figure is the
// database's and the API's work. Settings stay cached, as they are on every request.
// What the API keeps until the catalogue changes (answers, a category's listing records) is built by the first
// request after a change: "after a change" drops every cache, as a change notification does, before each of 5
// more requests (p50 / max). The process's very first request (nothing compiled or kept yet) is printed apart.
import { createApi } from "#api/app.ts";
import { invalidateAllCaches } from "#api/http/keyed-cache.ts";
import { openDatabase } from "#db/client.ts";
import { loadEnv } from "#server/env.ts";

const env = loadEnv();
if (!env.DATABASE_URL) throw new Error("Set DATABASE_URL to the PostgreSQL database to measure");
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 10 });
const { app } = createApi({ db: database.db, sessionSecret: "measure-catalogue-signs-no-real-session-00" });
const call = (path: string, lang = "it") => app.request(`/web/v1${path}`, { headers: { lang } });

const settings = (await (await call("/setting")).json()) as { data: { category: { list: { id: number; code: string; children: { id: number }[] }[] } } };
const kitchen = settings.data.category.list.find((c) => c.code === "kitchen")!.id;
const pantry = settings.data.category.list.find((c) => c.code === "pantry")!.id;
const CASES: [string, string, string][] = [
  ["category, top level", `/catalog/products?category=${pantry}`, "it"],
  ["category + colour + sort by price", `/catalog/products?category=${kitchen}&colour=red,black&sort=price_asc`, "it"],
  ["category + brand + price + stock, page 3", `/catalog/products?category=${kitchen}&brand=rame-toscano&price_min=20&price_max=200&in_stock=1&page=3`, "en"],
  ["search: spaghetti", "/catalog/products?q=spaghetti", "it"],
  ["search: olio (broad)", "/catalog/products?q=olio", "it"],
  ["search: Olivenöl (German)", `/catalog/products?q=${encodeURIComponent("Olivenöl")}`, "de"],
  ["suggest: caffe", "/search/suggest?q=caffe", "it"],
  ["suggest: olio", "/search/suggest?q=olio", "it"],
  ["settings", "/setting", "it"],
];

/** The i-th of 45 requests that ask the same of the database but differ as cache keys. */
function distinctPath(path: string, i: number): string {
  // per_page 21–60 for the timed ones, 10–14 for the warm-up (at most 60 are allowed).
  if (path.startsWith("/catalog/products")) return `${path}&per_page=${i < 40 ? 21 + i : i - 30}`;
  // Search drops punctuation (normalizeSearchQuery): "caffe!!!" is searched as "caffe".
  if (path.startsWith("/search/suggest")) return `${path}${"!".repeat(i + 1)}`;
  return path;
}

async function time(path: string, lang: string, name: string): Promise<number> {
  const started = performance.now();
  const response = await call(path, lang);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
  return performance.now() - started;
}

const started = performance.now();
await time(distinctPath(CASES[0]![1], 0), CASES[0]![2], CASES[0]![0]);
console.log(`The first listing request of the process (${CASES[0]![0]}, nothing compiled or kept yet): ${(performance.now() - started).toFixed(1)} ms\n`);
console.log("| request | p50 | p95 | after a change, p50 / max |");
console.log("|---|---|---|---|");
for (const [name, path, lang] of CASES) {
  invalidateAllCaches();
  // Requests 40–44 warm up, 0–39 are timed: all distinct.
  for (let i = 40; i < 45; i++) await time(distinctPath(path, i), lang, name);
  const times: number[] = [];
  for (let i = 0; i < 40; i++) times.push(await time(distinctPath(path, i), lang, name));
  // The caches just dropped hold none of these answers.
  const changed: number[] = [];
  for (let i = 0; i < 40; i += 8) {
    invalidateAllCaches();
    changed.push(await time(distinctPath(path, i), lang, name));
  }
  times.sort((a, b) => a - b);
  changed.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  console.log(`| ${name} | ${at(0.5)} ms | ${at(0.95)} ms | ${changed[2]!.toFixed(1)} / ${changed[4]!.toFixed(1)} ms |`);
}
await database.close();
