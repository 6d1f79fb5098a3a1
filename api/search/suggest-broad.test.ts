import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createListingRecordSets } from "#api/catalog/listing.ts";
import { MAX_BEST_SELLERS } from "#api/catalog/listing.queries.ts";
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

describe("the best sellers of the whole catalogue", () => {
  it("are its first MAX_BEST_SELLERS by sales, not every product with a sale", { timeout: 120_000 }, async () => {
    const [sold] = await rows<{ n: number }>(sql`select count(*)::int as n from listing_products where sold_count > 0`);
    // The products seeded above (this file's other test): more than the list holds.
    if (sold!.n <= MAX_BEST_SELLERS) await seedSyntheticProducts(t.db, 9000);
    const records = (await createListingRecordSets(t.db).get(undefined, "bestseller")).records;
    expect(records.count).toBe(MAX_BEST_SELLERS);
    const [outside] = await rows<{ most: number }>(sql`
      select max(sold_count)::int as most from listing_products where not (product_id = any(${`{${[...records.id].join(",")}}`}::int[]))`);
    expect(Math.min(...records.sold)).toBeGreaterThanOrEqual(outside!.most);
  });
});
