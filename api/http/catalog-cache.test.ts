import { eq, type SQL, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { applyCatalogChange } from "#api/http/keyed-cache.ts";
import { productTranslations } from "#db/schema/schema.ts";
import { settled as settleChange } from "#tests/setup/catalogue-changes.ts";
import { useTestApi } from "#tests/setup/test-api.ts";

const t = useTestApi();
// useTestApi listens to the catalogue's notifications, as the server does.

const settled = (change: () => Promise<unknown>) => settleChange(t, change);

describe("what page views ask the API", () => {
  it("sends no query to the database the second time, when nothing changed", async () => {
    const product = (await t.call("GET", "/catalog/products?per_page=1", { headers: { lang: "en" } })).body.data.products[0];
    const settings = (await t.call("GET", "/setting", { headers: { lang: "en" } })).body.data;
    const category = settings.category.list[0];
    const pageViews = [
      "/setting", "/catalog/highlights", "/catalog/brands", `/catalog/resolve?path=${encodeURIComponent(product.url)}`,
      `/catalog/resolve?path=${encodeURIComponent(category.url)}`, `/catalog/products?category=${category.id}&sort=price_asc`,
      `/catalog/products/${product.id}`, "/catalog/products?q=pasta", "/search/suggest?q=pas",
    ];
    for (const path of pageViews) expect((await t.call("GET", path, { headers: { lang: "en" } })).status, path).toBe(200);
    const before = t.handle.queryCount();
    for (const path of pageViews) await t.call("GET", path, { headers: { lang: "en" } });
    expect(t.handle.queryCount() - before).toBe(0);
  });

  it("answers with the change once the catalogue changed", async () => {
    const product = (await t.call("GET", "/catalog/products?per_page=1", { headers: { lang: "de" } })).body.data.products[0];
    const first = await t.call("GET", `/catalog/products/${product.id}`, { headers: { lang: "de" } });
    expect(first.body.data.name).toBe(product.name);
    await t.db.update(productTranslations).set({ name: "Neuer Name" })
      .where(eq(productTranslations.productId, product.id));
    await expect.poll(async () => (await t.call("GET", `/catalog/products/${product.id}`, { headers: { lang: "de" } })).body.data.name, { timeout: 5000 })
      .toBe("Neuer Name");
  });

  it("builds again, after an order, only the answers that show the products it changed (issue 23)", async () => {
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [pantry] = await rows<{ id: number }>(sql`select id from categories where code = 'pantry'`);
    const [kitchen] = await rows<{ id: number }>(sql`select id from categories where code = 'kitchen'`);
    const inCategory = (id: number) => rows<{ id: number }>(sql`select product_id as id from listing_products
      where category_path_ids @> array[${id}::int] and not category_path_ids @> array[${id === pantry!.id ? kitchen!.id : pantry!.id}::int] order by product_id`);
    const shown = (await inCategory(pantry!.id)).map((r) => r.id);
    const listing = `/catalog/products?category=${pantry!.id}`;
    const detail = `/catalog/products/${shown[0]}`;
    const related = new Set<number>((await t.call("GET", detail)).body.data.related.map((r: { id: number }) => r.id));
    const before = (await t.call("GET", listing)).body.data;
    // A kitchen product changes (its name, so that its own page shows when this node has heard of it): the pantry's
    // listing and a pantry product's page do not show it.
    const changed = (await inCategory(kitchen!.id)).map((r) => r.id).find((id) => !related.has(id))!;
    await t.call("GET", `/catalog/products/${changed}`);
    await t.db.execute(sql`update product_translations set name = 'Pentola rinominata' where product_id = ${changed} and lang = 'it'`);
    await expect.poll(async () => (await t.call("GET", `/catalog/products/${changed}`)).body.data.name, { timeout: 5000 }).toBe("Pentola rinominata");
    const counted = t.handle.queryCount();
    expect((await t.call("GET", listing)).body.data).toEqual(before);
    await t.call("GET", detail);
    // Kept: at most the changed product's listing row, read once for every kept category's records.
    expect(t.handle.queryCount() - counted).toBeLessThanOrEqual(1);
    // A pantry product sells out: the pantry's listing counts one product in stock less.
    await t.db.execute(sql`update variants set stock = 0, inventory_managed = true where product_id = ${shown[1]}`);
    await expect.poll(async () => (await t.call("GET", listing)).body.data.facets.in_stock, { timeout: 5000 }).toBe(before.facets.in_stock - 1);
  });
});

describe("after an order's stock change (`offers:…`, migration 0036)", () => {
  it("keeps the highlights, the brands and the suggestions that do not show its products, and builds again those that do", async () => {
    const en = { headers: { lang: "en" } };
    // The answer of a search too: its matches kept, nothing of it shows the product that changes.
    const paths = ["/catalog/highlights", "/catalog/brands", "/search/suggest?q=pas", "/catalog/products?q=pasta"];
    const [highlights, , suggested, searched] = await Promise.all(paths.map(async (path) => (await t.call("GET", path, en)).body.data));
    expect(searched.total).toBeGreaterThan(0);
    const shown = new Set<number>([...highlights.new, ...highlights.bestsellers, ...suggested.products].map((p: { id: number }) => p.id));
    const { rows } = (await t.db.execute(sql`select l.product_id as id from listing_products l where not exists (
      select 1 from search_documents d where d.product_id = l.product_id and d.search_vector @@ websearch_to_tsquery(vetrina_search_config('en'), 'pasta'))
      order by l.product_id`)) as unknown as { rows: { id: number }[] };
    const other = rows.find((r) => !shown.has(r.id))!.id;
    const asked = async (path: string) => {
      const counted = t.handle.queryCount();
      const body = (await t.call("GET", path, en)).body.data;
      return { body, queries: t.handle.queryCount() - counted };
    };

    // A product none of them shows: nothing is asked of the database.
    await settled(() => t.db.execute(sql`update variants set stock = stock + 1 where product_id = ${other}`));
    for (const path of paths) expect((await asked(path)).queries, path).toBe(0);

    // A suggested product's price: the suggestions show it anew, the brands are kept.
    const [first] = suggested.products as { id: number; price: { amount: string } }[];
    await settled(() => t.db.execute(sql`update variants set price_cents = price_cents + 100 where product_id = ${first!.id}`));
    const again = await asked("/search/suggest?q=pas");
    expect(again.queries).toBeGreaterThan(0);
    expect(again.body.products.find((p: { id: number }) => p.id === first!.id).price).not.toEqual(first!.price);
    expect((await asked("/catalog/brands")).queries).toBe(0);

    // A product renamed (`products:…`): which products are suggested, newest or counted may change, all built again.
    await settled(() => t.db.execute(sql`update product_translations set name = name || ' bis' where product_id = ${other} and lang = 'en'`));
    for (const path of paths) expect((await asked(path)).queries, path).toBeGreaterThan(0);
  });
});

describe("a search that found nothing", () => {
  it("asks for its did-you-mean once, not for each of its sorts and filters", async () => {
    const asked: string[] = [];
    // The did-you-mean statement reads the words of the text the search documents do not know.
    const original = t.db.execute.bind(t.db);
    const spy = vi.spyOn(t.db, "execute").mockImplementation(((query: SQL) => {
      asked.push(query.queryChunks.map((chunk) => (chunk as { value?: string[] }).value?.join("") ?? "").join(""));
      return original(query);
    }) as typeof t.db.execute);
    try {
      // A typo among more than two words: nothing found, and the typo corrected.
      const path = "/catalog/products?q=spagetti%20integrali%20di%20grano";
      const first = await t.call("GET", path, { headers: { lang: "it" } });
      expect(first.body.data.total).toBe(0);
      expect(first.body.data.did_you_mean).toContain("spaghetti");
      const corrections = () => asked.filter((text) => text.includes("known")).length;
      expect(corrections()).toBe(1);
      for (const more of ["&sort=price_asc", "&in_stock=1", "&per_page=12"]) {
        const again = await t.call("GET", path + more, { headers: { lang: "it" } });
        expect(again.body.data.did_you_mean).toBe(first.body.data.did_you_mean);
      }
      expect(corrections()).toBe(1);
      // A setting changed: search reads none, the correction is kept; a category renamed: asked again.
      applyCatalogChange("settings");
      await t.call("GET", `${path}&sort=newest`, { headers: { lang: "it" } });
      expect(corrections()).toBe(1);
      applyCatalogChange("category_translations");
      await t.call("GET", `${path}&sort=newest`, { headers: { lang: "it" } });
      expect(corrections()).toBe(2);
      // An order's stock change leaves what a search matches by (`offers:…`, migration 0036): the answer is kept, and
      // nothing is asked of the database. A product renamed (`products:…`) may give a closer word: asked again.
      const [{ id }] = (await t.db.execute(sql`select product_id as id from listing_products order by product_id limit 1`) as unknown as { rows: [{ id: number }] }).rows;
      await settled(() => t.db.execute(sql`update variants set stock = stock + 1 where product_id = ${id}`));
      const counted = t.handle.queryCount();
      expect((await t.call("GET", `${path}&sort=newest`, { headers: { lang: "it" } })).body.data.did_you_mean).toBe(first.body.data.did_you_mean);
      expect(t.handle.queryCount() - counted).toBe(0);
      // A sort not asked before: its answer is built, from the kept search and the kept correction.
      expect((await t.call("GET", `${path}&sort=price_desc`, { headers: { lang: "it" } })).body.data.did_you_mean).toBe(first.body.data.did_you_mean);
      expect(corrections()).toBe(2);
      await settled(() => t.db.execute(sql`update product_translations set name = name || ' bis' where product_id = ${id} and lang = 'it'`));
      await t.call("GET", `${path}&sort=newest`, { headers: { lang: "it" } });
      expect(corrections()).toBe(3);
    } finally {
      spy.mockRestore();
    }
  });
});
