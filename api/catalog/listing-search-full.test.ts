import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedSyntheticProducts } from "#db/seed/seed-synthetic.ts";
import { CATALOG_CHANNEL } from "#api/app.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { MAX_SEARCH_MATCHES } from "./listing.queries.ts";
import { createListingRecordSets } from "./listing.ts";

// Issue 23 (decision 020, 20): a kept search with more matches across the catalogue than a search keeps follows a
// change of some products as a whole search would keep them, narrowed to its category.
const t = useTestApi();
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

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

  /** Makes a change and waits until its notifications were heard (and applied: the test API listens first). */
  async function settled(change: () => Promise<unknown>): Promise<void> {
    const heard: string[] = [];
    const stop = await t.handle.listen(CATALOG_CHANNEL, (payload) => heard.push(payload));
    await change();
    await t.db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, 'settled')`);
    await expect.poll(() => heard.includes("settled"), { timeout: 5000, interval: 20 }).toBe(true);
    await stop();
  }

  /** The search's products and ranks, by id: kept, or as a whole search reads them now. */
  const ranks = (search: { rank: Map<number, number> | null }) => [...search.rank!].sort(([a], [b]) => a - b);
  const whole = async () => ranks(await createListingRecordSets(t.db).search("en", kitchen, "zeta"));

  it("keeps a whole search's answer through an order's stock change, of a product it holds or not, and a rename", { timeout: 60_000 }, async () => {
    const sets = createListingRecordSets(t.db);
    const search = () => sets.search("en", kitchen, "zeta");
    const first = await search();
    expect(first.top!.matched).toBe(MAX_SEARCH_MATCHES);
    expect(first.rank!.size).toBeLessThan(inside.length);
    const held = [...first.rank!.keys()][0]!;
    const outside = inside.findLast((id) => !first.rank!.has(id))!;
    expect(outside).toBeDefined();

    // A stock change of a product it holds: written over in place.
    await settled(() => t.db.execute(sql`update variants set stock = stock + 2 where product_id = ${held}`));
    expect((await search()).records).toBe(first.records);
    expect(ranks(await search())).toEqual(await whole());

    // A stock change of a matching product of the category that is not among the best: left out, as a whole search does.
    await settled(() => t.db.execute(sql`update variants set stock = stock + 2 where product_id = ${outside}`));
    expect((await search()).rank!.has(outside)).toBe(false);
    expect(ranks(await search())).toEqual(await whole());

    // A product renamed so that it matches only through its category's name, and one renamed to match better.
    await settled(async () => {
      await t.db.execute(sql`update product_translations set name = 'Plain thing' where lang = 'en' and product_id = ${held}`);
      await t.db.execute(sql`update product_translations set name = 'Zeta zeta zeta' where lang = 'en' and product_id = ${outside}`);
    });
    expect((await search()).rank!.has(outside)).toBe(true);
    expect(ranks(await search())).toEqual(await whole());
  });
});
