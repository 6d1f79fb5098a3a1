import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Locale } from "#domain/locale.ts";
import { SEARCH_MATCH_BOUNDS } from "#api/catalog/listing.queries.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { type MatchBounds, matchProducts, suggestTerm } from "./search.queries.ts";

const t = useTestApi();

async function select<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Names of the matching products in `lang`, best first, with their codes and ranks. */
function search(lang: Locale, q: string) {
  return select<{ id: number; code: string; name: string; rank: number }>(sql`
    select p.id, p.code, t.name, m.rank from (${matchProducts(lang, q, SEARCH_MATCH_BOUNDS)}) m
    join products p on p.id = m.product_id join product_translations t on t.product_id = p.id and t.lang = ${lang}
    order by m.rank desc, p.id`);
}

describe("matchProducts", () => {
  it("finds Italian plurals through their singular: spaghetti, and pentole → Pentola", async () => {
    expect((await search("it", "spaghetti"))[0]!.code).toBe("po-spaghetti-bronzo");
    const pots = await search("it", "pentole");
    expect(pots.slice(0, 2).map((r) => r.name).sort()).toEqual(["Pentola alta in rame", "Pentola per pasta in rame con cestello"]);
    // The rest come through their category, Pentole.
    expect(pots.map((r) => r.code)).toContain("enamelled-cast-iron-casserole");
  });

  it("finds a misspelled word by trigrams when full text finds nothing: spagetti → spaghetti", async () => {
    expect((await search("it", "spaghetti")).length).toBeGreaterThan(0);
    const found = await search("it", "spagetti");
    expect(found[0]!.code).toBe("po-spaghetti-bronzo");
    expect(found[0]!.rank).toBeLessThan(1);
  });

  it("ignores accents left out or added: caffe finds Caffè, and caffè too", async () => {
    const plain = await search("it", "caffe");
    expect(plain[0]!.name).toMatch(/^Caffè/);
    expect((await search("it", "caffè")).map((r) => r.id)).toEqual(plain.map((r) => r.id));
    expect((await search("it", "CAFFE'")).map((r) => r.id)).toEqual(plain.map((r) => r.id));
  });

  it("stems German: Olivenöl and Olivenol find the oils, Pfannen finds pans by name and by category", async () => {
    const oils = await search("de", "Olivenöl");
    expect(oils[0]!.name).toMatch(/Olivenöl/);
    expect((await search("de", "olivenol")).map((r) => r.id)).toEqual(oils.map((r) => r.id));
    const pans = (await search("de", "Pfannen")).map((r) => r.name);
    expect(pans).toEqual(expect.arrayContaining(["Crêpe-Pfanne aus Eisen", "Blaustahlpfanne", "Grillpfanne aus Gusseisen"]));
  });

  it("puts an exact SKU first, whatever its case", async () => {
    for (const q of ["TE-CAFFE", "te-caffe"]) expect((await search("it", q))[0]!.code).toBe("cb-book-caffe-storia-miscele-ricette");
  });

  it("ranks an exact SKU above products with the same word in their name", async () => {
    const [pasta] = await select<{ id: number }>(sql`select id from products where code = 'po-spaghetti-bronzo'`);
    await t.db.execute(sql`insert into variants (product_id, sku, price_cents, vat_rate_bp, is_active) values (${pasta!.id}, 'MOKA', 100, 400, true)`);
    try {
      const found = await search("it", "moka");
      expect(found[0]!.id).toBe(pasta!.id);
      expect(found.slice(1).every((r) => /moka/i.test(r.name))).toBe(true);
    } finally {
      await t.db.execute(sql`delete from variants where sku = 'MOKA'`);
    }
  });

  it("puts an exact EAN first", async () => {
    const [variant] = await select<{ ean: string; product_id: number }>(sql`select v.ean, v.product_id from variants v join products p on p.id = v.product_id where p.code = 'copper-stockpot' limit 1`);
    const found = await search("en", variant!.ean);
    expect(found[0]!.id).toBe(variant!.product_id);
  });

  it("ranks products with the word in their name above those that have it only in the brand", async () => {
    const found = await search("it", "rame");
    const inName = found.map((r) => /\brame\b/i.test(r.name));
    expect(inName).toContain(true);
    expect(inName).toContain(false);
    expect(inName.lastIndexOf(true)).toBeLessThan(inName.indexOf(false));
  });

  it("answers no rows, never an error, for text that is all syntax or very long", async () => {
    for (const q of ["'", "&|!:*", "<script>", "a:* & !b", "\\", "x".repeat(1000), "\u0000"]) {
      await expect(search("it", q)).resolves.toBeInstanceOf(Array);
    }
    expect(await search("it", "&|!:*")).toEqual([]);
  });

  it("follows a change of brand at once (the search documents are kept by triggers)", async () => {
    const [pasta] = await select<{ id: number; brand_id: number }>(sql`select id, brand_id from products where code = 'po-spaghetti-bronzo'`);
    await t.db.execute(sql`update products set brand_id = (select id from brands where code = 'moka-lario') where id = ${pasta!.id}`);
    expect((await search("it", "lario")).map((r) => r.id)).toContain(pasta!.id);
    await t.db.execute(sql`update products set brand_id = ${pasta!.brand_id} where id = ${pasta!.id}`);
    expect((await search("it", "lario")).map((r) => r.id)).not.toContain(pasta!.id);
  });
});

describe("matchProducts among some products (a kept search brought up to date, decision 020, 20)", () => {
  const ranked = (q: string, among?: number[]) => select<{ product_id: number; rank: number }>(sql`
    select product_id, rank from (${matchProducts("it", q, SEARCH_MATCH_BOUNDS, among ? { among } : {})}) m order by product_id`);

  it("ranks only those products, each as it ranks among all the matches", async () => {
    const all = await ranked("pentole");
    const some = [all[0]!.product_id, all.at(-1)!.product_id];
    const [unmatched] = await select<{ id: number }>(sql`select id from products where id <> all(${sql.raw(`'{${all.map((r) => r.product_id).join(",")}}'`)}::int[]) order by id limit 1`);
    expect(await ranked("pentole", [...some, unmatched!.id])).toEqual(all.filter((r) => some.includes(r.product_id)));
    expect(await ranked("pentole", [])).toEqual([]);
  });

  it("gives no typo guesses: a text that matches none of them matches nothing", async () => {
    const guesses = await ranked("spagetti");
    expect(guesses.length).toBeGreaterThan(0);
    expect(await ranked("spagetti", guesses.map((r) => r.product_id))).toEqual([]);
  });
});

describe("matchProducts within bounds (issue 23: a broad text ranks a bounded set)", () => {
  const matches = (q: string, bounds: MatchBounds) => select<{ product_id: number; rank: number }>(sql`
    select product_id, rank from (${matchProducts("it", q, bounds)}) m order by rank desc, product_id`);
  const nameMatches = async (q: string) => (await select<{ n: number }>(sql`
    select count(*)::int as n from search_documents
    where lang = 'it' and name_vector @@ websearch_to_tsquery(vetrina_search_config('it'), vetrina_unaccent(${q}))`))[0]!.n;

  it("ranks every match of a text within its bounds, as without them", async () => {
    const all = await matches("pentole", SEARCH_MATCH_BOUNDS);
    expect(await matches("pentole", { best: 1000, sample: 1000, bestSellers: 1000, others: null })).toEqual(all);
    expect(all.length).toBeGreaterThan(4);
  });

  it("ranks a sample of a broad text's name matches, and its best seller beyond the sample", async () => {
    const named = await nameMatches("pasta");
    expect(named).toBeGreaterThan(3);
    // The name match the index meets last (the last row stored) becomes the catalogue's best seller.
    const [last] = await select<{ id: number }>(sql`
      select product_id as id from search_documents
      where lang = 'it' and name_vector @@ websearch_to_tsquery(vetrina_search_config('it'), 'pasta') order by ctid desc limit 1`);
    await t.db.execute(sql`update products set sold_count = 1000000 where id = ${last!.id}`);

    const found = await matches("pasta", { best: 1, sample: 1, bestSellers: 10, others: null });
    // The sample and one more (how a broad text is told), and the best sellers among the matches: at most `best`.
    expect(found.length).toBeLessThanOrEqual(1 + 1 + 1);
    expect(found.length).toBeLessThan(named);
    expect(found.map((m) => m.product_id)).toContain(last!.id);
    for (const m of found) expect(m.rank).toBeGreaterThanOrEqual(1);
  });

  it("ranks at most `others` matches outside the name, and none once the name matches fill `best`", async () => {
    // "pentole" names two pots; the other pots match through their category, Pentole.
    const named = await nameMatches("pentole");
    const all = await matches("pentole", SEARCH_MATCH_BOUNDS);
    expect(all.length - named).toBeGreaterThan(2);
    const bounded = await matches("pentole", { best: 100, sample: 100, bestSellers: 10, others: 2 });
    expect(bounded.filter((m) => m.rank < 1)).toHaveLength(2);
    const filled = await matches("pentole", { best: named, sample: 100, bestSellers: 10, others: 100 });
    expect(filled.filter((m) => m.rank < 1)).toHaveLength(0);
    expect(filled).toHaveLength(named);
  });
});

describe("suggestTerm", () => {
  it("corrects a misspelt word into one of the catalogue's, word by word", async () => {
    expect(await suggestTerm(t.db, "it", "spagetti")).toBe("spaghetti");
    expect(await suggestTerm(t.db, "it", "olio extraverigne")).toBe("olio extravergine");
    expect(await suggestTerm(t.db, "de", "pfane")).toBe("pfanne");
    // The words the catalogue knows stay as typed, accents and all.
    expect(await suggestTerm(t.db, "it", "Caffè spagetti")).toBe("caffè spaghetti");
  });

  it("is how a text of three words or more with a typo is answered: its names are not compared by trigrams", async () => {
    expect(await search("it", "spagetti trafilati bronzo")).toEqual([]);
    expect(await suggestTerm(t.db, "it", "spagetti trafilati bronzo")).toBe("spaghetti trafilati bronzo");
    // Two words still are.
    expect((await search("it", "spagetti trafilati"))[0]!.code).toBe("po-spaghetti-bronzo");
  });

  it("answers null when the text is right, differs only in accents, or is close to nothing", async () => {
    for (const q of ["spaghetti", "caffe", "xqzzwv", "&|!", ""]) expect(await suggestTerm(t.db, "it", q)).toBeNull();
  });
});
