import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { variants } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";

const t = useTestApi();
let n = 0;
const newVisitor = () => `wish-visitor-${++n}-${Math.random().toString(36).slice(2, 10)}`;
const post = (ia: string, path: string, body: unknown) => t.call("POST", path, { body, headers: { ia } });
const get = (ia: string, path: string) => t.call("GET", path, { headers: { ia } });

let single: { productId: number; variantId: number };
let multi: number;

beforeAll(async () => {
  const rows = await t.db.select({ id: variants.id, productId: variants.productId }).from(variants)
    .where(eq(variants.isActive, true)).orderBy(variants.id);
  const perProduct = new Map<number, number[]>();
  for (const r of rows) perProduct.set(r.productId, [...(perProduct.get(r.productId) ?? []), r.id]);
  const [sp, sv] = [...perProduct].find(([, ids]) => ids.length === 1)!;
  single = { productId: sp, variantId: sv[0]! };
  await t.db.update(variants).set({ stock: 50 }).where(eq(variants.id, single.variantId));
  multi = [...perProduct].find(([, ids]) => ids.length > 1)![0];
});

describe("wishlist API", () => {
  it("adds products newest first, ignoring duplicates, each with its min_price", async () => {
    const ia = newVisitor();
    await post(ia, "/wish/addtowish", { items: single.productId, categories: [], brand: null });
    await post(ia, "/wish/addtowish", { items: multi });
    const again = await post(ia, "/wish/addtowish", { items: single.productId });
    expect(again.status).toBe(200);
    const list = again.body.data;
    expect(list.items.map((i: { id: number }) => i.id)).toEqual([multi, single.productId]);
    expect(list.items[1]).toMatchObject({ _id: String(single.productId), variant_id: single.variantId, in_stock: true });
    expect(list.items[1].min_price).toMatchObject({ price: expect.any(Number), start_price: null });
    expect(Object.keys(list.items[1].min_price).sort()).toEqual(["price", "start_price", "unit_price"]);
    expect(list.items[0].variant_id).toBeNull();
    expect(list.items[0].url).toMatch(/^\/.+\/.+/);
    expect(list.share_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await get(ia, "/cart/summary")).body.data.wishlist).toEqual([multi, single.productId]);
  });

  it("removes products", async () => {
    const ia = newVisitor();
    await post(ia, "/wish/addtowish", { items: multi });
    const res = await post(ia, "/wish/deletewish", { items: [multi] });
    expect(res.body.data.items).toEqual([]);
  });

  it("moves a product to the cart in one call", async () => {
    const ia = newVisitor();
    await post(ia, "/wish/addtowish", { items: single.productId });
    const res = await post(ia, "/wish/movetocart", { items: single.productId, variants: single.variantId });
    expect(res.status).toBe(200);
    expect(res.body.data.wishlist.items).toEqual([]);
    expect(res.body.data.cart.Items).toMatchObject([{ id: single.productId, variant_id: single.variantId, QuantityPurchased: 1 }]);
    expect((await get(ia, "/cart/summary")).body.data).toMatchObject({ count: 1, wishlist: [] });
  });

  it("shows a shared list read-only to anyone with the link, and nothing of its owner", async () => {
    const ia = newVisitor();
    const own = await post(ia, "/wish/addtowish", { items: multi });
    const shared = await t.call("GET", `/wish/shared/${own.body.data.share_token}`);
    expect(shared.status).toBe(200);
    expect(Object.keys(shared.body.data)).toEqual(["items"]);
    expect(shared.body.data.items.map((i: { id: number }) => i.id)).toEqual([multi]);
    expect((await t.call("GET", `/wish/shared/${"A".repeat(32)}`)).status).toBe(404);
    expect((await t.call("GET", "/wish/shared/<script>")).status).toBe(400);
  });

  it("keeps one visitor's list away from another", async () => {
    const owner = newVisitor();
    await post(owner, "/wish/addtowish", { items: multi });
    const intruder = newVisitor();
    expect((await get(intruder, "/wish")).body.data).toEqual({ items: [], share_token: null });
    await post(intruder, "/wish/deletewish", { items: [multi] });
    expect((await get(owner, "/wish")).body.data.items).toHaveLength(1);
  });

  it.each([[{ items: "x" }], [{ items: 1, extra: true }], [{}], [{ items: -3 }]])("refuses %j with a 400", async (body) => {
    expect((await post(newVisitor(), "/wish/addtowish", body)).status).toBe(400);
  });

  it("answers 404 for a product that does not exist", async () => {
    expect((await post(newVisitor(), "/wish/addtowish", { items: 99999999 })).status).toBe(404);
  });
});
