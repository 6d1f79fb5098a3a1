import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CATALOG_CHANNEL, createApi, type Api } from "#api/app.ts";
import { invalidateAllCaches } from "#api/http/keyed-cache.ts";
import { ANNA, operators } from "#api/configuration/configuration-test-kit.ts";
import type { Database } from "#db/client.ts";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { createEmptyTestDatabase } from "#tests/setup/empty-test-database.ts";
import { TEST_SESSION_SECRET, useTestApi } from "#tests/setup/test-api.ts";
import { picturesOf } from "../../scripts/shop-configuration.ts";

// Issue 19, "Done when": the demo store's own exports — its configuration, then its catalogue — into an empty
// database give the same storefront: the same answer from the API for the settings, every category, every page
// and every product, in every language.

const mediaDir = mkdtempSync(path.join(os.tmpdir(), "vetrina-whole-shop-"));
const t = useTestApi({ deps: () => ({ operators, mediaDir }) });
const auth = { authorization: `Basic ${Buffer.from(`${ANNA.name}:${ANNA.key}`).toString("base64")}`, lang: "en" };
let empty: Awaited<ReturnType<typeof createEmptyTestDatabase>>;
let rebuilt: Api;
let stopListening: (() => Promise<void>) | undefined;

const rows = async <T>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

async function call(api: Api, method: string, pathname: string, options: { body?: string; type?: string; lang?: string; operator?: boolean } = {}) {
  const headers: Record<string, string> = { lang: options.lang ?? "it", ...(options.operator ? { authorization: auth.authorization } : {}) };
  if (options.type) headers["content-type"] = options.type;
  const response = await api.app.request(`/web/v1${pathname}`, { method, headers, ...(options.body === undefined ? {} : { body: options.body }) });
  const text = await response.text();
  try { return { status: response.status, body: JSON.parse(text), text }; } catch { return { status: response.status, body: null, text }; }
}

beforeAll(async () => {
  // The shop's pictures: a real picture under each name the catalogue uses (its size is read), a stand-in for the rest.
  const picture = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: "#c8a27a" } }).jpeg().toBuffer();
  mkdirSync(path.join(mediaDir, "products"), { recursive: true });
  for (const { path: file } of await rows<{ path: string }>(t.db, sql`select distinct path from product_images`)) writeFileSync(path.join(mediaDir, file), picture);
  const configuration = await call(t.api, "GET", "/ops/configuration", { operator: true });
  for (const file of picturesOf(parse(configuration.text))) {
    mkdirSync(path.dirname(path.join(mediaDir, file)), { recursive: true });
    writeFileSync(path.join(mediaDir, file), picture);
  }
  empty = await createEmptyTestDatabase();
  rebuilt = createApi({ db: empty.db, sessionSecret: TEST_SESSION_SECRET, operators, mediaDir });
  stopListening = await empty.listen(CATALOG_CHANNEL, () => invalidateAllCaches());
  const applied = await call(rebuilt, "PUT", "/ops/configuration", { body: configuration.text, type: "application/yaml", operator: true });
  expect(applied.status, applied.text.slice(0, 2000)).toBe(200);
  const catalogue = await call(t.api, "GET", "/ops/catalogue/export?format=jsonl", { operator: true });
  const imported = await call(rebuilt, "POST", "/ops/catalogue/import", { body: catalogue.text, type: "application/x-ndjson", operator: true });
  expect(imported.status, imported.text.slice(0, 2000)).toBe(200);
  invalidateAllCaches();
}, 120_000);

afterAll(async () => {
  await stopListening?.();
  await empty?.drop();
  rmSync(mediaDir, { recursive: true, force: true });
});

/** Ids are the database's own numbering, and the ratings, reviews, related products and prior prices its history. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value)
      .filter(([key]) => !/^(_?id|product_id|variant_id|category_id|parent_id|rating|reviews|related|start_price|sold|bestseller.*)$/.test(key))
      .map(([key, v]) => [key, comparable(v)]));
  }
  return value;
}

describe("the demo store rebuilt from its own exports", () => {
  it("has the same settings, menus and featured products in every language", async () => {
    for (const lang of SUPPORTED_LOCALES) {
      const demo = await call(t.api, "GET", "/setting", { lang });
      const again = await call(rebuilt, "GET", "/setting", { lang });
      expect(comparable(again.body), lang).toEqual(comparable(demo.body));
    }
  });

  it("has every category with the same products, and every page, in every language", async () => {
    const paths = await rows<{ lang: string; slug: string; id: number }>(t.db, sql`select lang, slug, category_id as id from category_translations order by category_id, lang`);
    expect(paths.length).toBeGreaterThan(50);
    for (const { lang, id } of paths) {
      const [code] = await rows<{ code: string }>(t.db, sql`select code from categories where id = ${id}`);
      const [twin] = await rows<{ id: number }>(empty.db, sql`select id from categories where code = ${code!.code}`);
      const listing = (api: Api, category: number) => call(api, "GET", `/catalog/products?category=${category}&per_page=60&sort=price_asc`, { lang });
      const demo = await listing(t.api, id);
      expect(demo.body.data.products.length, `${code!.code} ${lang}`).toBeGreaterThan(0);
      expect(comparable((await listing(rebuilt, twin!.id)).body), `${code!.code} ${lang}`).toEqual(comparable(demo.body));
    }
    const pages = await rows<{ lang: string; slug: string }>(t.db, sql`select lang, slug from page_translations order by page_id, lang`);
    for (const { lang, slug } of pages) {
      const page = (api: Api) => call(api, "GET", `/catalog/resolve?path=${encodeURIComponent(`/${slug}`)}`, { lang });
      const demo = await page(t.api);
      expect(demo.status, `${slug} ${lang}`).toBe(200);
      expect(comparable((await page(rebuilt)).body), `${slug} ${lang}`).toEqual(comparable(demo.body));
    }
  }, 120_000);

  it("has every product page the same, in every language", async () => {
    const products = await rows<{ id: number; code: string }>(t.db, sql`select id, code from products order by code`);
    for (const { id, code } of products) {
      const [twin] = await rows<{ id: number }>(empty.db, sql`select id from products where code = ${code}`);
      for (const lang of SUPPORTED_LOCALES) {
        const demo = await call(t.api, "GET", `/catalog/products/${id}`, { lang });
        expect(demo.status).toBe(200);
        const again = await call(rebuilt, "GET", `/catalog/products/${twin!.id}`, { lang });
        expect(comparable(again.body), `${code} ${lang}`).toEqual(comparable(demo.body));
      }
    }
  }, 180_000);
});
