import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedSyntheticProducts } from "#db/seed/seed-synthetic.ts";
import { useTestApi } from "#tests/setup/test-api.ts";

// Issue 23: a text that names more products than a suggestion ranks ("pa" names most of a large catalogue)
// ranks a bounded set: the first matches the index meets, and the best sellers among the matches.
const t = useTestApi();
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

describe("suggestions for a broad text", () => {
  // Seeding 9,000 products takes about 10 s on PGlite alone, several times that beside other suites.
  it("rank the best-selling matches too, not only the first ones the index meets", { timeout: 120_000 }, async () => {
    await seedSyntheticProducts(t.db, 9000);
    const [named] = await rows<{ n: number }>(sql`
      select count(*)::int as n from search_documents where lang = 'it' and name_vector @@ to_tsquery(vetrina_search_config('it'), '''pa'':*')`);
    // More than the suggestion ranks in full (search.queries.ts, NAME_SAMPLE).
    expect(named!.n).toBeGreaterThan(1001);

    // Stored after every other product, so the index meets it last; the best seller, and its name says "pa" three times.
    const [category] = await rows<{ id: number }>(sql`select id from categories where code = 'dried-pasta'`);
    const [product] = await rows<{ id: number }>(sql`
      insert into products (code, primary_category_id, sold_count) values ('broad-best-seller', ${category!.id}, 100000) returning id`);
    const id = product!.id;
    await t.db.execute(sql`insert into product_categories (product_id, category_id, position) values (${id}, ${category!.id}, 0)`);
    await t.db.execute(sql`insert into product_translations (product_id, lang, name, slug, description_html)
      values (${id}, 'it', 'Pasta di pane in padella', 'pasta-di-pane-in-padella', '')`);
    await t.db.execute(sql`insert into variants (product_id, sku, price_cents, vat_rate_bp, stock) values (${id}, 'BROAD-1', 300, 1000, 5)`);

    await expect.poll(async () => {
      const { body } = await t.call("GET", "/search/suggest?q=pa");
      return body.data.products.map((p: { id: number }) => p.id);
    }, { timeout: 5000, interval: 50 }).toContain(id);
    const { body } = await t.call("GET", "/search/suggest?q=pa");
    expect(body.data.products[0].name).toBe("Pasta di pane in padella");
    for (const p of body.data.products) expect(p.name).toMatch(/\bpa/i);
  });
});
