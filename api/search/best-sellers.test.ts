import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BUILD_AGAIN } from "#api/http/keyed-cache.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { type BestSellerNames, bestSellerCandidates, loadBestSellerNames, patchBestSellerNames } from "./best-sellers.ts";

const t = useTestApi();
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The first `n` of the names, to compare a patched list with one read afresh. */
const first = (names: BestSellerNames, n: number) => ({ ids: names.ids.slice(0, n), sold: names.sold.slice(0, n), lexemes: names.lexemes.slice(0, n) });

describe("the best sellers' names, brought up to date after a change of some products", () => {
  // 12 wanted, 16 read: four may go before they are read again.
  const need = 12;
  const read = 16;

  it("are the same as read afresh after a product's sales rise or fall, it is renamed, no longer sold or sold again", async () => {
    let names = await loadBestSellerNames(t.db, "it", read);
    expect(names.ids).toHaveLength(read);
    expect(names.complete).toBe(false);
    const patch = async (change: ReturnType<typeof sql>, ids: number[]) => {
      await t.db.execute(change);
      const patched = await patchBestSellerNames(t.db, "it", names, ids, need);
      if (patched === BUILD_AGAIN) throw new Error("built again");
      names = patched;
      // Every one kept is where a fresh read puts it: the kept ones are the order's first, exactly.
      expect(names.ids.length).toBeGreaterThanOrEqual(need);
      expect(first(names, names.ids.length)).toEqual(first(await loadBestSellerNames(t.db, "it", names.ids.length), names.ids.length));
    };
    const [outside] = await rows<{ id: number }>(sql`
      select product_id as id from listing_products order by sold_count desc, product_id offset ${read + 5} limit 1`);
    const [top, second, third] = names.ids as [number, number, number];

    // From outside the list to its top, then down past its end, and back.
    await patch(sql`update products set sold_count = ${names.sold[0]! + 10} where id = ${outside!.id}`, [outside!.id]);
    expect(names.ids[0]).toBe(outside!.id);
    await patch(sql`update products set sold_count = 0 where id = ${outside!.id}`, [outside!.id]);
    expect(names.ids).not.toContain(outside!.id);
    // Two in one change: the first one between others, the third one to the top.
    await patch(sql`update products set sold_count = case id when ${top}::int then ${names.sold[5]!}::int else ${names.sold[0]! + 1}::int end
      where id in (${top}, ${third})`, [top, third]);
    expect(names.ids[0]).toBe(third);
    // Renamed: its lexemes follow.
    await patch(sql`update product_translations set name = 'Zafferano purissimo' where product_id = ${second} and lang = 'it'`, [second]);
    expect(names.lexemes[names.ids.indexOf(second)]).toEqual(["purissim", "zaffer"]);
    // No longer sold (no active variant): out of the list; sold again: back in its place.
    await patch(sql`update variants set is_active = false where product_id = ${second}`, [second]);
    expect(names.ids).not.toContain(second);
    await patch(sql`update variants set is_active = true where product_id = ${second}`, [second]);
    expect(names.ids).toContain(second);
    // A change of a product far from the list leaves it as it was.
    const before = first(names, read);
    await patch(sql`update products set sold_count = sold_count where id = ${outside!.id}`, [outside!.id]);
    expect(first(names, read)).toEqual(before);
  });

  it("keep at most as many as were read: products whose sales rose push the last ones out", async () => {
    const names = await loadBestSellerNames(t.db, "fr", read);
    const risen = await rows<{ id: number }>(sql`
      select product_id as id from listing_products order by sold_count desc, product_id offset ${read + 5} limit 3`);
    const ids = risen.map((r) => r.id);
    await t.db.execute(sql`update products set sold_count = ${names.sold[0]! + 5} where id = any(${`{${ids.join(",")}}`}::int[])`);
    const patched = await patchBestSellerNames(t.db, "fr", names, ids, need, read);
    if (patched === BUILD_AGAIN) throw new Error("built again");
    expect(patched.ids).toHaveLength(read);
    expect(patched.complete).toBe(false);
    expect(patched.ids.slice(0, 3)).toEqual([...ids].sort((a, b) => a - b));
    expect(first(patched, read)).toEqual(first(await loadBestSellerNames(t.db, "fr", read), read));
  });

  it("are read again once fewer are known than a walk reads", async () => {
    const names = await loadBestSellerNames(t.db, "en", read);
    const gone = names.ids.slice(0, read - need + 1);
    await t.db.execute(sql`update products set sold_count = 0 where id = any(${`{${gone.join(",")}}`}::int[])`);
    expect(await patchBestSellerNames(t.db, "en", names, gone, need)).toBe(BUILD_AGAIN);
  });

  it("of a whole small catalogue take in a product wherever its sales place it", async () => {
    const [listed] = await rows<{ n: number }>(sql`select count(*)::int as n from listing_products`);
    const names = await loadBestSellerNames(t.db, "de", listed!.n + 1);
    expect(names.complete).toBe(true);
    const last = names.ids.at(-1)!;
    await t.db.execute(sql`update products set sold_count = 0 where id = ${last}`);
    const patched = await patchBestSellerNames(t.db, "de", names, [last], listed!.n + 1);
    expect(patched).not.toBe(BUILD_AGAIN);
    expect(first(patched as BestSellerNames, listed!.n)).toEqual(first(await loadBestSellerNames(t.db, "de", listed!.n + 1), listed!.n));
  });

  it("give the candidates of a text in their order, the first `enough` of an exact test", async () => {
    const names: BestSellerNames = {
      ids: [5, 3, 9, 1], sold: [9, 8, 7, 6], lexemes: [["olio"], ["pasta"], ["oliv", "olio"], null], complete: true,
    };
    // Each with its place among the best sellers, from 1.
    expect(bestSellerCandidates(names, "'oli':*", 4, 10)).toEqual({ ids: [5, 9], at: [1, 3] });
    expect(bestSellerCandidates(names, "'oli':*", 4, 1)).toEqual({ ids: [5], at: [1] });
    expect(bestSellerCandidates(names, "'oli':*", 1, 10)).toEqual({ ids: [5], at: [1] });
    // A negation is read loosely ("olive oil without pasta" as "olive oil"): not exact, so all are given.
    expect(bestSellerCandidates(names, "'oli':* & !'pasta'", 4, 1)).toEqual({ ids: [5, 9], at: [1, 3] });
    expect(bestSellerCandidates(names, "'oli", 4, 10)).toBeNull();
  });
});
