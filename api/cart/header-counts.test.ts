import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cartLines, carts, variants } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";

// Issue 18 §2: the header's counts are kept per visitor, and must never outlive a change of the cart, the
// wishlist or the stock, however it is made.
const t = useTestApi();
let n = 0;
const newVisitor = () => `counts-visitor-${++n}-${Math.random().toString(36).slice(2, 10)}`;
const summary = async (ia: string) => (await t.call("GET", "/cart/summary", { headers: { ia } })).body.data as { count: number; wishlist: number[] };
const add = (ia: string, quantity: number) =>
  t.call("POST", "/cart/addtocart", { headers: { ia }, body: { items: product.productId, variants: product.variantId, note: String(quantity) } });

/** Until the summary says what is expected: a change made elsewhere arrives as the database's notification. */
async function eventually(ia: string, expected: Partial<{ count: number; wishlist: number[] }>) {
  let last = await summary(ia);
  for (let i = 0; i < 100 && !Object.entries(expected).every(([k, v]) => JSON.stringify(last[k as "count"]) === JSON.stringify(v)); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    last = await summary(ia);
  }
  return last;
}

let product: { productId: number; variantId: number };

beforeAll(async () => {
  const [row] = await t.db.select({ id: variants.id, productId: variants.productId }).from(variants)
    .where(eq(variants.isActive, true)).orderBy(variants.id).limit(1);
  product = { productId: row!.productId, variantId: row!.id };
  await t.db.update(variants).set({ stock: 20, inventoryManaged: true }).where(eq(variants.id, product.variantId));
});

describe("the header's counts", () => {
  it("answer the cart's units and the wishlist, newest first, and change at once with a change made through the API", async () => {
    const ia = newVisitor();
    expect(await summary(ia)).toEqual({ count: 0, wishlist: [] });
    await add(ia, 2);
    expect(await summary(ia)).toEqual({ count: 2, wishlist: [] });
    await add(ia, 1);
    expect((await summary(ia)).count).toBe(3);
    await t.call("POST", "/wish/addtowish", { headers: { ia }, body: { items: product.productId } });
    expect(await summary(ia)).toEqual({ count: 3, wishlist: [product.productId] });
    // Another visitor's counts are their own.
    expect(await summary(newVisitor())).toEqual({ count: 0, wishlist: [] });
  });

  it("follow a change made in the database by another node or a script", async () => {
    const ia = newVisitor();
    await add(ia, 2);
    expect((await summary(ia)).count).toBe(2);
    const [cart] = await t.db.select({ id: carts.id }).from(carts).where(eq(carts.anonymousId, ia));
    await t.db.update(cartLines).set({ quantity: 5 }).where(eq(cartLines.cartId, cart!.id));
    expect((await eventually(ia, { count: 5 })).count).toBe(5);
    await t.db.delete(carts).where(eq(carts.id, cart!.id));
    expect((await eventually(ia, { count: 0 })).count).toBe(0);
  });

  it("count only what may be sold now: a lower stock lowers them", async () => {
    const ia = newVisitor();
    await add(ia, 4);
    expect((await summary(ia)).count).toBe(4);
    await t.db.update(variants).set({ stock: 1 }).where(eq(variants.id, product.variantId));
    try {
      expect((await eventually(ia, { count: 1 })).count).toBe(1);
    } finally {
      await t.db.update(variants).set({ stock: 20 }).where(eq(variants.id, product.variantId));
    }
  });

  it("are dropped for everyone when a table is emptied at once", async () => {
    const ia = newVisitor();
    await add(ia, 1);
    expect((await summary(ia)).count).toBe(1);
    await t.db.execute(sql`truncate cart_lines`);
    expect((await eventually(ia, { count: 0 })).count).toBe(0);
  });
});
