import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CATALOG_CHANNEL } from "#api/app.ts";
import { parseChangedProducts } from "#api/http/keyed-cache.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { createListingRecordSets } from "./listing.ts";

// Issue 23: a change of a few products refreshes the kept records that hold them, not every category's records.
const t = useTestApi();
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

async function kitchenProducts(): Promise<{ kitchen: number; ids: number[] }> {
  const [category] = await rows<{ id: number }>(sql`select id from categories where code = 'kitchen'`);
  const listed = await rows<{ product_id: number }>(sql`select product_id from listing_products where category_path_ids @> array[${category!.id}::int] order by product_id limit 3`);
  return { kitchen: category!.id, ids: listed.map((r) => r.product_id) };
}

describe("catalogue change notifications", () => {
  it("name the products a statement changed, and only the table when it is not about products", async () => {
    const payloads: string[] = [];
    const stop = await t.handle.listen(CATALOG_CHANNEL, (payload) => payloads.push(payload));
    const { ids: [a, b] } = await kitchenProducts();
    await t.db.execute(sql`update variants set stock = stock + 1 where product_id in (${a}, ${b})`);
    await t.db.execute(sql`update products set sold_count = sold_count + 1 where id = ${a}`);
    await t.db.execute(sql`update variants set stock = stock where false`);
    await t.db.execute(sql`update categories set position = position where code = 'kitchen'`);
    await expect.poll(() => payloads.length, { timeout: 5000, interval: 20 }).toBeGreaterThanOrEqual(3);
    await stop();
    expect(payloads.map(parseChangedProducts)).toEqual([[a, b].sort((x, y) => x! - y!), [a], null]);
    expect(payloads[2]).toBe("categories");
  });

  it("splice a product's change into the kept category records, which are not read again", async () => {
    const sets = createListingRecordSets(t.db);
    const { kitchen, ids: [x, y] } = await kitchenProducts();
    const before = (await sets.get(kitchen)).records;
    expect([...before.id]).toContain(y);
    // y is taken out of the listing behind the notifications' back: records read again would lack it.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from listing_products where product_id = ${y}`);
    });
    // x sells out, as after an order: the trigger names it, the test API's listener applies it (as server/main.ts).
    await t.db.execute(sql`update variants set stock = 0, inventory_managed = true where product_id = ${x}`);
    await expect.poll(async () => {
      const r = (await sets.get(kitchen)).records;
      const i = [...r.id].indexOf(x!);
      return [...r.inStock.subarray(r.firstVariant[i], r.firstVariant[i + 1])].every((s) => s === 0);
    }, { timeout: 5000, interval: 20 }).toBe(true);
    const after = (await sets.get(kitchen)).records;
    expect(after.count).toBe(before.count);
    expect([...after.id]).toContain(y);
  });
});
