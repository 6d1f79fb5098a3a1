import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedSyntheticProducts } from "#db/seed/seed-synthetic.ts";
import { settled as settleChange } from "#tests/setup/catalogue-changes.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { MAX_SEARCH_MATCHES, rankAmongTop } from "./listing.queries.ts";
import { createListingRecordSets } from "./listing.ts";

// Issue 23 (decision 020, 20): a kept search with more matches across the catalogue than a search keeps follows a
// change of some products as a whole search would keep them, narrowed to its category.
const t = useTestApi();
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

const settled = (change: () => Promise<unknown>) => settleChange(t, change);

describe("a kept search of matches outside the name alone", () => {
  it("follows an order's stock change and a product renamed to match by name without being built again", { timeout: 60_000 }, async () => {
    // Every product of one category matches "quorvex" through its category's name alone (ranked under 1).
    const [{ id: category }] = await rows<{ id: number }>(sql`select c.id from categories c
      join listing_products l on l.category_path_ids @> array[c.id] group by c.id having count(*) >= 3 order by count(*), c.id limit 1`) as [{ id: number }];
    await settled(() => t.db.execute(sql`update category_translations set name = name || ' Quorvex' where lang = 'en' and category_id = ${category}`));
    const sets = createListingRecordSets(t.db);
    const search = () => sets.search("en", undefined, "quorvex");
    const whole = async () => [...(await createListingRecordSets(t.db).search("en", undefined, "quorvex")).rank!].sort(([a], [b]) => a - b);
    const first = await search();
    expect(first.rank!.size).toBeGreaterThanOrEqual(3);
    expect(Math.max(...first.rank!.values())).toBeLessThan(1);
    expect(first.typo).toBe(false);
    const [held, other] = [...first.rank!.keys()] as [number, number];

    const before = t.handle.queryCount();
    await settled(() => t.db.execute(sql`update variants set stock = stock + 3 where product_id = ${held}`));
    const afterStock = await search();
    // Written over in place after one statement ranking the changed product alone, not matched again.
    expect(afterStock.records).toBe(first.records);
    expect(t.handle.queryCount() - before).toBeLessThanOrEqual(4);
    expect([...afterStock.rank!].sort(([a], [b]) => a - b)).toEqual(await whole());

    await settled(() => t.db.execute(sql`update product_translations set name = 'Quorvex kettle' where lang = 'en' and product_id = ${other}`));
    const renamed = await search();
    expect(renamed.rank!.get(other)).toBeGreaterThan(1);
    expect([...renamed.rank!].sort(([a], [b]) => a - b)).toEqual(await whole());
    // Every match, of any state, as a whole search knows them: what a later order's stock change keeps.
    const fresh = await createListingRecordSets(t.db).search("en", undefined, "quorvex");
    expect(renamed.top!.all).toBeDefined();
    expect(renamed.top).toEqual(fresh.top);
  });

  it("keeps its typo guesses through an order's stock change, and is built again when a name changes", { timeout: 60_000 }, async () => {
    const [{ id }, { id: another }] = await rows<{ id: number }>(sql`select product_id as id from listing_products order by product_id limit 2`) as [{ id: number }, { id: number }];
    await settled(() => t.db.execute(sql`update product_translations set name = 'Zyxwabble jug' where lang = 'en' and product_id = ${id}`));
    const sets = createListingRecordSets(t.db);
    const search = () => sets.search("en", undefined, "zyxwable");
    const whole = async () => [...(await createListingRecordSets(t.db).search("en", undefined, "zyxwable")).rank!].sort(([a], [b]) => a - b);
    const typo = await search();
    expect(typo.rank!.has(id)).toBe(true);
    expect(typo.typo).toBe(true);
    expect(typo.top!.all!.has(id)).toBe(true);
    expect(await search()).toBe(typo);

    // A product it does not hold (`offers:…`, migration 0036): kept as it is, nothing read.
    await settled(() => t.db.execute(sql`update variants set stock = stock + 1 where product_id = ${another}`));
    let before = t.handle.queryCount();
    expect(await search()).toBe(typo);
    expect(t.handle.queryCount() - before).toBe(0);
    // One it holds: its record written over in place after one statement reading its listing row, not matched again.
    await settled(() => t.db.execute(sql`update variants set stock = stock + 1 where product_id = ${id}`));
    before = t.handle.queryCount();
    const afterStock = await search();
    expect(t.handle.queryCount() - before).toBe(1);
    expect(afterStock.records).toBe(typo.records);
    expect(afterStock.typo).toBe(true);
    expect([...afterStock.rank!].sort(([a], [b]) => a - b)).toEqual(await whole());

    // A name changed (`products:…`): another product now matches the text by name, and the typo guesses give way.
    await settled(() => t.db.execute(sql`update product_translations set name = 'Zyxwable mug' where lang = 'en' and product_id = ${another}`));
    const renamed = await search();
    expect(renamed.rank!.get(another)).toBeGreaterThan(1);
    expect(renamed.rank!.has(id)).toBe(false);
    expect([...renamed.rank!].sort(([a], [b]) => a - b)).toEqual(await whole());
  });
});

describe("a kept search of typo guesses within a category", () => {
  it("follows an order's stock change of its products, and of another category's match leaves it out", { timeout: 60_000 }, async () => {
    const codes = async (code: string) => (await rows<{ id: number; category: number }>(sql`select l.product_id as id, c.id as category
      from listing_products l join categories c on c.code = ${code} and l.category_path_ids @> array[c.id] order by l.product_id limit 1`))[0]!;
    const [kitchen, pantry] = [await codes("kitchen"), await codes("pantry")];
    await settled(() => t.db.execute(sql`update product_translations set name = case product_id when ${kitchen.id} then 'Qwixabble pot' else 'Qwixabble jar' end
      where lang = 'en' and product_id in (${kitchen.id}, ${pantry.id})`));
    const sets = createListingRecordSets(t.db);
    const search = () => sets.search("en", kitchen.category, "qwixable");
    const first = await search();
    expect(first.typo).toBe(true);
    expect([...first.rank!.keys()]).toEqual([kitchen.id]);
    expect(first.top!.all!.has(pantry.id)).toBe(true);

    // The pantry's match sells: it is among the matches, read again, and its category does not list it here.
    await settled(() => t.db.execute(sql`update variants set stock = stock + 1 where product_id = ${pantry.id}`));
    const after = await search();
    expect([...after.rank!.keys()]).toEqual([kitchen.id]);
    expect([...after.records.id]).toEqual([kitchen.id]);
    // The kitchen's: written over in place.
    await settled(() => t.db.execute(sql`update variants set stock = stock + 1 where product_id = ${kitchen.id}`));
    expect((await search()).records).toBe(first.records);
    expect([...(await search()).rank!.keys()]).toEqual([kitchen.id]);
  });
});

describe("a kept search of more matches than it keeps", () => {
  let kitchen: number;
  let inside: number[];
  beforeAll(async () => {
    await seedSyntheticProducts(t.db, 5600);
    // 4,500 English names hold "zeta", and every category's name: every product matches, more than a search keeps,
    // and the last of the best 5,000 is one matching outside its name. (Fewer name matches than a search samples, and
    // fewer others than it ranks: the best 5,000 are the same whichever way the index meets them.)
    await t.db.execute(sql`update product_translations set name = name || ' zeta'
      where lang = 'en' and product_id in (select id from products order by id limit 4500)`);
    await t.db.execute(sql`update category_translations set name = name || ' zeta' where lang = 'en'`);
    [{ id: kitchen }] = await rows<{ id: number }>(sql`select id from categories where code = 'kitchen'`) as [{ id: number }];
    inside = (await rows<{ product_id: number }>(sql`select product_id from listing_products
      where category_path_ids @> array[${kitchen}::int] order by product_id`)).map((r) => r.product_id);
  }, 120_000);

  /** The search's products and ranks, by id: kept, or as a whole search reads them now. */
  const ranks = (search: { rank: Map<number, number> | null }) => [...search.rank!].sort(([a], [b]) => a - b);
  const whole = async () => ranks(await createListingRecordSets(t.db).search("en", kitchen, "zeta"));

  it("keeps its best matches' ranks by product id, whatever order they rank in", { timeout: 60_000 }, async () => {
    // 600 matches (more than a search keeps all of, fewer than its best): the later half ranks higher.
    await settled(() => t.db.execute(sql`update product_translations set name = name || case when product_id % 2 = 0 then ' yotta yotta' else ' yotta' end
      where lang = 'en' and product_id in (select product_id from listing_products order by product_id limit 600)`));
    const found = await createListingRecordSets(t.db).search("en", undefined, "yotta");
    expect(found.top!.all).toBeUndefined();
    const { ids, ranks } = found.top!.ranks!;
    expect(ids).toHaveLength(600);
    expect(new Set(ranks).size).toBeGreaterThan(1);
    for (let i = 1; i < ids.length; i++) expect(ids[i]!).toBeGreaterThan(ids[i - 1]!);
    for (const [id, rank] of found.rank!) expect(rankAmongTop(found.top!, id)).toBe(rank);
  });

  it("keeps a whole search's answer through an order's stock change, of a product it holds or not, and a rename", { timeout: 60_000 }, async () => {
    const sets = createListingRecordSets(t.db);
    const search = () => sets.search("en", kitchen, "zeta");
    const first = await search();
    expect(first.top!.matched).toBe(MAX_SEARCH_MATCHES);
    expect(first.rank!.size).toBeLessThan(inside.length);
    const held = [...first.rank!.keys()][0]!;
    const outside = inside.findLast((id) => !first.rank!.has(id))!;
    expect(outside).toBeDefined();

    // The statements a change and the search after it cost: those of a change of nothing are the test's own.
    const statements = async (change: () => Promise<unknown>) => {
      const before = t.handle.queryCount();
      await settled(change);
      await search();
      return t.handle.queryCount() - before;
    };
    const own = await statements(() => t.db.execute(sql`select 1`));
    // Its best matches of any state are known with their ranks (decision 020, 31).
    expect(first.top!.ranks!.ids).toHaveLength(MAX_SEARCH_MATCHES);

    // A stock change of a product it holds: its listing row read (not ranked again), written over in place.
    expect(await statements(() => t.db.execute(sql`update variants set stock = stock + 2 where product_id = ${held}`))).toBe(own + 1);
    expect((await search()).records).toBe(first.records);
    expect(ranks(await search())).toEqual(await whole());

    // A stock change of a matching product of the category that is not among the best: left out, as a whole search
    // does, with nothing read.
    expect(await statements(() => t.db.execute(sql`update variants set stock = stock + 2 where product_id = ${outside}`))).toBe(own);
    expect((await search()).rank!.has(outside)).toBe(false);
    expect(ranks(await search())).toEqual(await whole());

    // One among the best of the whole catalogue but of another category, sold out and back: nothing changes here,
    // its listing row is read and left out.
    const elsewhere = first.top!.ranks!.ids.find((id) => !inside.includes(id))!;
    expect(elsewhere).toBeDefined();
    expect(await statements(() => t.db.execute(sql`update variants set stock = 0 where product_id = ${elsewhere}`))).toBe(own + 1);
    expect(ranks(await search())).toEqual(await whole());

    // A product renamed so that it matches only through its category's name, and one renamed to match better.
    await settled(async () => {
      await t.db.execute(sql`update product_translations set name = 'Plain thing' where lang = 'en' and product_id = ${held}`);
      await t.db.execute(sql`update product_translations set name = 'Zeta zeta zeta' where lang = 'en' and product_id = ${outside}`);
    });
    expect((await search()).rank!.has(outside)).toBe(true);
    expect(ranks(await search())).toEqual(await whole());
    // Which are the best, and their ranks, are those of a whole search (built again: one rose above the last), or no
    // longer known (a stock change then ranks its products again, as before).
    const top = (await search()).top!;
    if (top.ranks) expect(top).toEqual((await createListingRecordSets(t.db).search("en", kitchen, "zeta")).top);
    await settled(() => t.db.execute(sql`update variants set stock = stock + 2 where product_id = ${held}`));
    expect(ranks(await search())).toEqual(await whole());
  });
});
