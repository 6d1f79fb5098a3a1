import { SQL, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createListingRecordSets } from "#api/catalog/listing.ts";
import { MAX_BEST_SELLERS } from "#api/catalog/listing.queries.ts";
import { seedSyntheticProducts } from "#db/seed/seed-synthetic.ts";
import type { Locale } from "#domain/locale.ts";
import { settled } from "#tests/setup/catalogue-changes.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { loadBestSellerNames, SPARE_BEST_SELLERS, typedBestSellerCandidates } from "./best-sellers.ts";
import { type BestSellerCandidates, type MatchBounds, matchProducts } from "./search.queries.ts";
import { listSuggestedProductIds, SUGGESTION_BEST_SELLERS } from "./suggest.queries.ts";

// Issue 23: a text that names more products than a suggestion ranks ("pa" names most of a large catalogue)
// ranks a bounded set: the first matches the index meets, and the best sellers among the matches.
const t = useTestApi();
/** A statement's text, its nested fragments included, without its parameters. */
const textOf = (query: SQL): string => query.queryChunks.map((chunk) => {
  if (chunk instanceof SQL) return textOf(chunk);
  const value = (chunk as { value?: unknown } | null | undefined)?.value;
  return Array.isArray(value) ? value.join("") : "";
}).join("");
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

describe("suggestions for a text that 30 best sellers match (decision 020, 35)", () => {
  it("are the best of its 30 best-selling matches when they say it is broad, else its best matches by rank", { timeout: 120_000 }, async () => {
    const [listed] = await rows<{ n: number }>(sql`select count(*)::int as n from listing_products`);
    if (listed!.n < 9000) await seedSyntheticProducts(t.db, 9000);
    const [table] = await rows<{ n: number }>(sql`select reltuples::int as n from pg_class where oid = 'listing_products'::regclass`);
    const texts = [["it", "pa"], ["it", "ca"], ["en", "pa"], ["de", "pa"], ["de", "sa"], ["en", "co"], ["it", "ol"], ["it", "ro"], ["it", "bi"], ["en", "ol"], ["en", "sp"], ["de", "ka"], ["de", "ol"]] as [Locale, string][];
    // Per text, a product that no one has bought whose name says it three times: the best match by rank, not a best seller.
    const [category] = await rows<{ id: number }>(sql`select id from categories where code = 'dried-pasta'`);
    const unsold = new Map<string, number>();
    for (const [lang, q] of texts) {
      const [product] = await rows<{ id: number }>(sql`
        insert into products (code, primary_category_id, sold_count) values (${`unsold-${lang}-${q}`}, ${category!.id}, 0) returning id`);
      const id = product!.id;
      await t.db.execute(sql`insert into product_categories (product_id, category_id, position) values (${id}, ${category!.id}, 0)`);
      await t.db.execute(sql`insert into product_translations (product_id, lang, name, slug, description_html)
        values (${id}, ${lang}, ${`${q} ${q} ${q}`}, ${`unsold-${lang}-${q}`}, '')`);
      await t.db.execute(sql`insert into variants (product_id, sku, price_cents, vat_rate_bp, stock) values (${id}, ${`UNSOLD-${lang}-${q}`}, 300, 1000, 5)`);
      unsold.set(`${lang} ${q}`, id);
    }
    const seen = { popular: 0, ranked: 0 };
    for (const [lang, q] of texts) {
      const [count] = await rows<{ n: number }>(sql`
        select count(*)::int as n from listing_products l join search_documents d on d.product_id = l.product_id and d.lang = ${lang}
        where d.name_vector @@ to_tsquery(vetrina_search_config(${lang}), ${`'${q}':*`})`);
      const names = await loadBestSellerNames(t.db, lang, SUGGESTION_BEST_SELLERS + SPARE_BEST_SELLERS);
      const candidates = await typedBestSellerCandidates(t.db, lang, q, names, { best: 30, sample: 1000, bestSellers: SUGGESTION_BEST_SELLERS, others: null });
      const walked = await listSuggestedProductIds(t.db, lang, q, 30);
      expect(await listSuggestedProductIds(t.db, lang, q, 30, names), `${lang} ${q}`).toEqual(walked);
      // The 30th best-selling match's place in the walk, in the proportion of the listed products: more than 1,000 matches.
      const thirtieth = candidates!.at[29];
      if (thirtieth !== undefined && thirtieth * 1000 < 30 * table!.n) {
        expect(walked.toSorted((a, b) => a - b), `${lang} ${q}`).toEqual(candidates!.ids.slice(0, 30).toSorted((a, b) => a - b));
        expect(walked).not.toContain(unsold.get(`${lang} ${q}`));
        seen.popular++;
      } else if (count!.n <= 1001) {
        expect(walked[0], `${lang} ${q}`).toBe(unsold.get(`${lang} ${q}`));
        seen.ranked++;
      }
    }
    expect(seen.popular).toBeGreaterThanOrEqual(2);
    expect(seen.ranked).toBeGreaterThanOrEqual(2);
  });
});

describe("the best sellers' names a node keeps (decision 020, 29)", () => {
  it("find the same products as the walk of the sales index, in three languages", { timeout: 120_000 }, async () => {
    const [listed] = await rows<{ n: number }>(sql`select count(*)::int as n from listing_products`);
    if (listed!.n < 9000) await seedSyntheticProducts(t.db, 9000);
    // A sample of 50 names, so that most of these texts are broad in 9,000 products and their best sellers are looked for.
    const bounds: MatchBounds = { best: 30, sample: 50, bestSellers: SUGGESTION_BEST_SELLERS, others: null };
    const matched = (lang: Locale, q: string, bestSellers?: BestSellerCandidates) => rows<{ product_id: number; rank: number }>(sql`
      select product_id, rank from (${matchProducts(lang, q, bounds, { asYouType: true, bestSellers })}) m order by product_id`);
    // An exact code among the candidates (a best seller's SKU is the text): the statement leaves it out of the best
    // sellers, which must still be 30.
    const [coded] = await rows<{ id: number }>(sql`
      select l.product_id as id from listing_products l join search_documents d on d.product_id = l.product_id and d.lang = 'it'
      where d.name_vector @@ to_tsquery(vetrina_search_config('it'), 'pasta:*')
      order by l.sold_count desc, l.product_id limit 1`);
    await t.db.execute(sql`update variants set sku = 'PASTA' where id = (select min(id) from variants where product_id = ${coded!.id})`);
    let broad = 0;
    for (const lang of ["it", "en", "de"] as Locale[]) {
      // As many as a node keeps: the walk reads only the first SUGGESTION_BEST_SELLERS of them.
      const names = await loadBestSellerNames(t.db, lang, SUGGESTION_BEST_SELLERS + SPARE_BEST_SELLERS);
      expect(names.ids.length).toBe(SUGGESTION_BEST_SELLERS + SPARE_BEST_SELLERS);
      for (const q of ["pa", "pas", "pasta", "pe", "ca", "caff", "ol", "vi", "se", "sa", "pasta s", "ex", "ma", "olio extra", "ro", "bi", "extra-vergine"]) {
        const candidates = await typedBestSellerCandidates(t.db, lang, q, names, bounds);
        const walked = await matched(lang, q);
        expect(await matched(lang, q, candidates), `${lang} ${q}`).toEqual(walked);
        if (walked.length > bounds.sample + 1) broad++;
      }
      // The whole suggestion too, with its own bounds: "pa" is broad in Italian and English.
      for (const q of ["pa", "ca", "caff"]) {
        expect(await listSuggestedProductIds(t.db, lang, q, 30, names), `${lang} ${q}`).toEqual(await listSuggestedProductIds(t.db, lang, q, 30));
      }
    }
    expect(broad).toBeGreaterThanOrEqual(20);
  });

  it("are read once, used once read, kept through an order's stock change, and brought up to date after a product's change", async () => {
    const read: string[] = [];
    // Statements that look the best sellers up among the names kept, not by walking the index.
    const used: string[] = [];
    const original = t.db.execute.bind(t.db);
    const spy = vi.spyOn(t.db, "execute").mockImplementation(((query: SQL) => {
      const text = textOf(query);
      // The whole walk, or the changed products by key.
      if (text.includes("tsvector_to_array")) read.push(text.includes("= any(") ? "patch" : "read");
      if (text.includes("as b(product_id, ord)")) used.push(text);
      return original(query);
    }) as typeof t.db.execute);
    try {
      const suggest = async (q: string) => expect((await t.call("GET", `/search/suggest?q=${q}`, { headers: { lang: "en" } })).status).toBe(200);
      // Each time another text, so that the suggestion is not kept.
      let typed = 0;
      const usedOnceReady = () => expect.poll(async () => {
        await suggest(`pa${"s".repeat(++typed)}`);
        return used.length;
      }, { timeout: 5000, interval: 20 });
      // The first request walks the index, and then has them read.
      await suggest("pa");
      expect(read).toEqual(["read"]);
      expect(used).toHaveLength(0);
      await usedOnceReady().toBe(1);
      const [product] = await rows<{ id: number }>(sql`select product_id as id from listing_products order by sold_count desc, product_id limit 1`);
      await settled(t, () => t.db.execute(sql`update variants set stock = stock + 1 where product_id = ${product!.id}`));
      await suggest("past");
      expect(used).toHaveLength(2);
      // A product's sales: they are brought up to date (after the request that finds a change waiting), and then used.
      await settled(t, () => t.db.execute(sql`update products set sold_count = sold_count + 1 where id = ${product!.id}`));
      await suggest("pasta");
      expect(used).toHaveLength(2);
      await usedOnceReady().toBe(3);
      expect(read).toEqual(["read", "patch"]);
    } finally {
      spy.mockRestore();
    }
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
