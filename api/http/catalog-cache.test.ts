import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productTranslations } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";

const t = useTestApi();
// useTestApi listens to the catalogue's notifications, as the server does.

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
});
