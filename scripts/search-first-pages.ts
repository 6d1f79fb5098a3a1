// The first page of 20 searches and 20 suggestions, as JSON, for comparing search quality before and after a
// change (issue 23; docs/performance.md, "A million products"):
// DATABASE_URL=postgres://… npx tsx scripts/search-first-pages.ts > after.json
import { createApi } from "#api/app.ts";
import { openDatabase } from "#db/client.ts";
import { loadEnv } from "#server/env.ts";

const env = loadEnv();
if (!env.DATABASE_URL) throw new Error("Set DATABASE_URL to the PostgreSQL database to search");
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 4 });
const { app } = createApi({ db: database.db, sessionSecret: "search-first-pages-signs-no-real-session" });

/** Broad and narrow, several words, other languages, a typo, a code, a brand. */
const QUERIES: [string, string][] = [
  ["it", "olio"], ["it", "pasta"], ["it", "spaghetti"], ["it", "olio extravergine"], ["it", "caffè"],
  ["it", "pentola"], ["it", "vino rosso"], ["it", "spagetti"], ["it", "parmigiano reggiano"], ["it", "rame toscano"],
  ["en", "olive oil"], ["en", "pan"], ["en", "coffee"], ["en", "red wine"], ["de", "Olivenöl"],
  ["de", "Pfanne"], ["fr", "huile d'olive"], ["fr", "casserole"], ["es", "aceite"], ["es", "sartén"],
];

const pages: Record<string, unknown> = {};
for (const [lang, q] of QUERIES) {
  const headers = { lang };
  const search = (await (await app.request(`/web/v1/catalog/products?q=${encodeURIComponent(q)}&per_page=24`, { headers })).json()) as { data: { total: number; products: { id: number; name: string }[] } };
  const suggest = (await (await app.request(`/web/v1/search/suggest?q=${encodeURIComponent(q)}`, { headers })).json()) as { data: { products: { id: number; name: string }[] } };
  pages[`${lang}:${q}`] = {
    total: search.data.total,
    search: search.data.products.map((p) => `${p.id} ${p.name}`),
    suggest: suggest.data.products.map((p) => `${p.id} ${p.name}`),
  };
}
console.log(JSON.stringify(pages, null, 1));
await database.close();
