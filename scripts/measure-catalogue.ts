// Times the catalogue API's hot paths in process against DATABASE_URL (a large catalogue), for docs/performance.md:
// DATABASE_URL=postgres://… npx tsx scripts/measure-catalogue.ts
// Cold: listings keep no answers in memory, and each timed listing also differs from the last by its page size
// (per_page 21–60, the same products and facets counted), so every figure is the database's and the API's work.
import { createApi } from "#api/app.ts";
import { openDatabase } from "#db/client.ts";
import { loadEnv } from "#server/env.ts";

const env = loadEnv();
if (!env.DATABASE_URL) throw new Error("Set DATABASE_URL to the PostgreSQL database to measure");
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 10 });
const { app } = createApi({ db: database.db });
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
  ["settings", "/setting", "it"],
];

for (const [name, path, lang] of CASES) {
  for (let i = 0; i < 5; i++) await call(path, lang);
  const times: number[] = [];
  for (let i = 0; i < 40; i++) {
    const distinct = path.startsWith("/catalog/products") ? `${path}${path.includes("?") ? "&" : "?"}per_page=${21 + i}` : path;
    const started = performance.now();
    const response = await call(distinct, lang);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  console.log(`| ${name} | ${at(0.5)} ms | ${at(0.95)} ms |`);
}
await database.close();
