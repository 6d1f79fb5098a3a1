import { and, eq, gt, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cartLines, carts, coupons, variants } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";

const t = useTestApi();
let visitorCount = 0;
const newVisitor = () => `visitor-${String(++visitorCount).padStart(4, "0")}-${Math.random().toString(36).slice(2, 10)}`;
const as = (ia: string) => ({
  get: (path: string) => t.call("GET", path, { headers: { ia } }),
  post: (path: string, body?: unknown) => t.call("POST", path, { body: body ?? {}, headers: { ia } }),
  del: (path: string) => t.call("DELETE", path, { headers: { ia } }),
});

interface V { id: number; productId: number; priceCents: number }
let plenty: V; // inventory-managed, stock ≥ 40
let other: V;  // a second one, another product

beforeAll(async () => {
  const rows = await t.db.select({ id: variants.id, productId: variants.productId, priceCents: variants.priceCents }).from(variants)
    .where(and(eq(variants.inventoryManaged, true), gt(variants.stock, 0), eq(variants.isActive, true))).orderBy(variants.id).limit(40);
  plenty = rows[0]!;
  other = rows.find((r) => r.productId !== plenty.productId)!;
  await t.db.update(variants).set({ stock: 100 }).where(eq(variants.id, plenty.id));
  await t.db.update(variants).set({ stock: 100 }).where(eq(variants.id, other.id));
});

const add = (ia: string, v: V, quantity = "1") => as(ia).post("/cart/addtocart", { items: v.productId, variants: v.id, categories: [1], brand: null, note: quantity });

describe("cart API", () => {
  it("gives a visitor without a cart an empty one, with nothing written", async () => {
    const res = await as(newVisitor()).get("/cart");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: null, Items: [], count: 0, shippingCost: -1, coupon_applied: false, freeze: false });
  });

  it("adds a line with the spec's fields, VAT split and totals", async () => {
    const ia = newVisitor();
    const res = await add(ia, plenty, "2");
    expect(res.status).toBe(200);
    const cart = res.body.data;
    expect(cart._id).toEqual(expect.any(String));
    expect(cart.Items).toHaveLength(1);
    const item = cart.Items[0];
    expect(item).toMatchObject({ id: plenty.productId, variant_id: plenty.id, QuantityPurchased: 2, price: plenty.priceCents / 100, max_quantity: 25, notices: [] });
    expect(item).toHaveProperty("SKU");
    expect(item.url).toMatch(/^\/.+\/.+/);
    expect(item.TransactionPrice).toBeCloseTo((plenty.priceCents * 2) / 100, 2);
    const net = Math.round((plenty.priceCents * 2) / (1 + item.Vat / 100)) / 100;
    expect(item.vat_amount).toBeCloseTo(item.TransactionPrice - net, 2);
    expect(cart.count).toBe(2);
    expect(cart.totals.total).toBeCloseTo(item.TransactionPrice, 2);
    expect(cart.totals.vat[0]).toMatchObject({ rate: item.Vat });
  });

  it("increases the quantity of the same variant instead of adding a second line, capped at 25", async () => {
    const ia = newVisitor();
    await add(ia, plenty, "20");
    const res = await add(ia, plenty, "9");
    expect(res.body.data.Items).toHaveLength(1);
    expect(res.body.data.Items[0].QuantityPurchased).toBe(25);
    expect(res.body.data.Message).toContainEqual({ code: "capped", variant_id: plenty.id, quantity: 25 });
  });

  it("ends 20 simultaneous adds of the same line at the right, capped quantity and one line", async () => {
    const ia = newVisitor();
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(ia, plenty, "2")));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const [cart] = await t.db.select().from(carts).where(eq(carts.anonymousId, ia));
    const lines = await t.db.select().from(cartLines).where(eq(cartLines.cartId, cart!.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(25);

    const small = newVisitor();
    const few = await Promise.all(Array.from({ length: 20 }, () => add(small, other, "1")));
    expect(few.every((a) => a.status === 200)).toBe(true);
    expect((await as(small).get("/cart")).body.data.Items[0].QuantityPurchased).toBe(20);
  });

  it("updates a quantity, lowers it to the stock, and removes the line at 0", async () => {
    const ia = newVisitor();
    await add(ia, plenty, "1");
    const up = await as(ia).post("/cart/updatecart", { items: plenty.productId, variants: plenty.id, note: "4" });
    expect(up.body.data.Items[0].QuantityPurchased).toBe(4);
    const zero = await as(ia).post("/cart/updatecart", { items: plenty.productId, variants: plenty.id, note: "0" });
    expect(zero.body.data.Items).toEqual([]);
    const missing = await as(ia).post("/cart/updatecart", { items: plenty.productId, variants: plenty.id, note: "2" });
    expect(missing.status).toBe(404);
  });

  it("removes lines by variant and clears the cart to its initial state", async () => {
    const ia = newVisitor();
    await add(ia, plenty);
    await add(ia, other);
    const removed = await as(ia).post("/cart/deletecart", { variants: [plenty.id] });
    expect(removed.body.data.Items.map((i: { variant_id: number }) => i.variant_id)).toEqual([other.id]);
    const cleared = await as(ia).post("/cart/clear");
    expect(cleared.body.data).toMatchObject({ _id: null, Items: [], count: 0 });
    expect(await t.db.select().from(carts).where(eq(carts.anonymousId, ia))).toEqual([]);
  });

  it("re-checks stock and price on every read, and never lets a line exceed what can be sold", async () => {
    const ia = newVisitor();
    const rows = await t.db.select().from(variants).where(eq(variants.inventoryManaged, true)).orderBy(variants.id).offset(40).limit(2);
    const [a, b] = rows.map((r) => ({ id: r.id, productId: r.productId, priceCents: r.priceCents })) as [V, V];
    await t.db.update(variants).set({ stock: 50 }).where(sql`${variants.id} in (${a.id}, ${b.id})`);
    await add(ia, a, "5");
    await add(ia, b, "2");
    await t.db.update(variants).set({ stock: 3, priceCents: a.priceCents + 100 }).where(eq(variants.id, a.id));
    await t.db.update(variants).set({ stock: 0 }).where(eq(variants.id, b.id));
    const res = await as(ia).get("/cart");
    const [la, lb] = res.body.data.Items;
    expect(la.QuantityPurchased).toBe(3);
    expect(la.max_quantity).toBe(3);
    expect(la.notices).toEqual(expect.arrayContaining([{ code: "only_left", available: 3 }, { code: "price_changed", previous_price: a.priceCents / 100 }]));
    expect(lb).toMatchObject({ QuantityPurchased: 0, notices: [{ code: "unavailable" }] });
    expect(res.body.data.count).toBe(3);
    expect(res.body.data.totals.items).toBeCloseTo(((a.priceCents + 100) * 3) / 100, 2);
    // Asking for more than is left is lowered, and said.
    const more = await as(ia).post("/cart/updatecart", { items: a.productId, variants: a.id, note: "9" });
    expect(more.body.data.Items[0].QuantityPurchased).toBe(3);
    expect(more.body.data.Message).toContainEqual({ code: "capped", variant_id: a.id, quantity: 3 });
    expect(more.body.data.Items[0].notices).toEqual([]);
    const sold = await add(ia, b, "1");
    expect(sold.body.data.Message).toContainEqual({ code: "capped", variant_id: b.id, quantity: 0 });
  });

  it("refuses to read or change another visitor's cart", async () => {
    const owner = newVisitor();
    const intruder = newVisitor();
    const mine = await add(owner, plenty, "3");
    expect((await as(intruder).get("/cart")).body.data).toMatchObject({ _id: null, Items: [] });
    // The intruder's changes land in the intruder's own cart, never the owner's.
    await as(intruder).post("/cart/deletecart", { variants: [plenty.id] });
    await as(intruder).post("/cart/clear");
    const after = await as(owner).get("/cart");
    expect(after.body.data._id).toBe(mine.body.data._id);
    expect(after.body.data.Items[0].QuantityPurchased).toBe(3);
    // A saved cart id of someone else is not found.
    const saved = await as(owner).post("/savecart/store", {});
    expect((await as(intruder).post(`/savecart/${saved.body.data._id}/restore`)).status).toBe(404);
    expect((await as(intruder).del(`/savecart/${saved.body.data._id}`)).status).toBe(404);
    expect((await as(owner).get("/savecart")).body.data).toHaveLength(1);
  });

  it("refuses a bearer token that is not valid (session_ended), and writes without a visitor id", async () => {
    const res = await t.call("GET", "/cart", { headers: { authorization: `Bearer ${"x".repeat(40)}` } });
    expect(res.status).toBe(401);
    expect(res.body.metadata[0].reason).toBe("session_ended");
    const anonymous = await t.call("POST", "/cart/addtocart", { body: { items: plenty.productId, variants: plenty.id } });
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.metadata[0].errors[0]).toMatch(/visitor id/);
  });

  it.each([
    [{ items: "abc", variants: 1 }],
    [{ items: 1, variants: 1, note: "-1" }],
    [{ items: 1, variants: 1, note: "0" }],
    [{ items: 1, variants: 1, note: "1e9" }],
    [{ items: 1, variants: 1, price: 0.01 }],
    [{ variants: 1 }],
    [{ items: 1, variants: 99999999999 }],
  ])("refuses the malformed body %j with a 400 and changes nothing", async (body) => {
    const ia = newVisitor();
    const res = await as(ia).post("/cart/addtocart", body);
    expect(res.status).toBe(400);
    expect(res.body.metadata[0].errors[0]).toEqual(expect.any(String));
    expect(await t.db.select().from(carts).where(eq(carts.anonymousId, ia))).toEqual([]);
  });

  it("answers 404 for a variant that does not belong to the product", async () => {
    const res = await add(newVisitor(), { ...plenty, productId: other.productId });
    expect(res.status).toBe(404);
  });
});

describe("coupons", () => {
  async function cartWorth(cents: number) {
    const ia = newVisitor();
    const quantity = Math.max(1, Math.ceil(cents / plenty.priceCents));
    await add(ia, plenty, String(Math.min(quantity, 25)));
    return ia;
  }

  it("applies a percentage and spreads it over the lines, VAT computed after it", async () => {
    const ia = await cartWorth(6000);
    const res = await as(ia).post("/cart/coupon", { code: " benvenuto10 " });
    expect(res.status).toBe(200);
    const cart = res.body.data;
    expect(cart.Coupon).toMatchObject({ code: "BENVENUTO10", kind: "percent", value: 10 });
    expect(cart.coupon_applied).toBe(true);
    expect(cart.totals.discount).toBeCloseTo(cart.totals.items * 0.1, 1);
    expect(cart.totals.total).toBeCloseTo(cart.totals.items - cart.totals.discount, 2);
    expect(cart.Items_backup).toEqual([{ id: plenty.productId, variant_id: plenty.id, QuantityPurchased: cart.Items[0].QuantityPurchased }]);
  });

  it("loses the coupon and restores the backup when the cart changes", async () => {
    const ia = await cartWorth(6000);
    await as(ia).post("/cart/coupon", { code: "BENVENUTO10" });
    const changed = await add(ia, other);
    expect(changed.body.data).toMatchObject({ Coupon: null, coupon_applied: false, Items_backup: null });
    expect(changed.body.data.Message).toContainEqual({ code: "coupon_removed", coupon: "BENVENUTO10" });
    expect(changed.body.data.totals.discount).toBe(0);
    expect(changed.body.data.Items).toHaveLength(2);
  });

  it("removes a coupon on request", async () => {
    const ia = await cartWorth(6000);
    await as(ia).post("/cart/coupon", { code: "ESTATE5" });
    const res = await as(ia).del("/cart/coupon");
    expect(res.body.data.Coupon).toBeNull();
  });

  it.each([
    ["NONESISTE", "unknown"],
    ["SCADUTO20", "expired"],
  ])("refuses %s with reason %s", async (code, reason) => {
    const ia = await cartWorth(6000);
    const res = await as(ia).post("/cart/coupon", { code });
    expect(res.status).toBe(422);
    expect(res.body.metadata[0].reason).toBe(reason);
    expect(res.body.metadata[0].errors[0]).toEqual(expect.any(String));
    expect((await as(ia).get("/cart")).body.data.Coupon).toBeNull();
  });

  it("refuses below the minimum order, on an empty cart, and when used up or not started", async () => {
    const cheap = newVisitor();
    await add(cheap, plenty, "1");
    await t.db.update(variants).set({ priceCents: 1000 }).where(eq(variants.id, plenty.id));
    plenty.priceCents = 1000;
    expect((await as(cheap).post("/cart/coupon", { code: "ESTATE5" })).body.metadata[0].reason).toBe("min_order");
    expect((await as(newVisitor()).post("/cart/coupon", { code: "ESTATE5" })).body.metadata[0].reason).toBe("empty_cart");
    await t.db.update(coupons).set({ timesUsed: 500 }).where(eq(coupons.code, "ESTATE5"));
    const rich = await cartWorth(6000);
    expect((await as(rich).post("/cart/coupon", { code: "ESTATE5" })).body.metadata[0].reason).toBe("used_up");
    await t.db.update(coupons).set({ timesUsed: 0, startsAt: new Date(Date.now() + 86_400_000) }).where(eq(coupons.code, "ESTATE5"));
    expect((await as(rich).post("/cart/coupon", { code: "ESTATE5" })).body.metadata[0].reason).toBe("not_started");
    await t.db.update(coupons).set({ isActive: false }).where(eq(coupons.code, "BENVENUTO10"));
    expect((await as(rich).post("/cart/coupon", { code: "BENVENUTO10" })).body.metadata[0].reason).toBe("inactive");
    await t.db.update(coupons).set({ isActive: true }).where(eq(coupons.code, "BENVENUTO10"));
  });

  it("makes the shipping estimate free with a free-shipping code", async () => {
    const ia = await cartWorth(3500);
    const before = (await as(ia).get("/cart")).body.data;
    expect(before.totals.shipping_estimate).toBeGreaterThan(0);
    const res = await as(ia).post("/cart/coupon", { code: "SPEDIZIONEGRATIS" });
    expect(res.body.data.totals.shipping_estimate).toBe(0);
  });
});

describe("saved carts", () => {
  it("saves the cart, lists it, restores it with freeze set, and deletes it", async () => {
    const ia = newVisitor();
    await add(ia, plenty, "2");
    await add(ia, other, "1");
    const saved = await as(ia).post("/savecart/store", { ShippingAddress: { Name: "Anna Rossi", CityName: "Bologna", Country: "IT" }, pickupStore: null });
    expect(saved.status).toBe(201);
    expect(saved.body.data._id).toEqual(expect.any(String));
    expect(saved.body.data).toMatchObject({ count: 3, ShippingAddress: { CityName: "Bologna" } });
    await as(ia).post("/cart/clear");
    const restored = await as(ia).post(`/savecart/${saved.body.data._id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ freeze: true, count: 3, ShippingAddress: { CityName: "Bologna" } });
    expect(restored.body.data.Message).toContainEqual({ code: "restored", skipped: 0 });
    const list = await as(ia).get("/savecart");
    expect(list.body.data.map((s: { _id: string }) => s._id)).toEqual([saved.body.data._id]);
    expect((await as(ia).del(`/savecart/${saved.body.data._id}`)).body.data).toEqual({ _id: saved.body.data._id, deleted: true });
    expect((await as(ia).get("/savecart")).body.data).toEqual([]);
    // Clearing resets freeze with the rest.
    expect((await as(ia).post("/cart/clear")).body.data.freeze).toBe(false);
  });

  it("saves the given Items, and refuses an empty save", async () => {
    const ia = newVisitor();
    const res = await as(ia).post("/savecart/store", { Items: [{ id: plenty.productId, variant_id: plenty.id, QuantityPurchased: 2 }] });
    expect(res.status).toBe(201);
    expect(res.body.data.Items[0]).toMatchObject({ id: plenty.productId, variant_id: plenty.id, QuantityPurchased: 2 });
    expect((await as(newVisitor()).post("/savecart/store", {})).status).toBe(422);
    expect((await as(ia).post("/savecart/not-a-uuid/restore")).status).toBe(400);
  });

  it.each([{ price: 1 }, { discount: 100 }, { Title: "copied from the cart" }])("refuses a line with an unknown field %j, and saves nothing", async (extra) => {
    const ia = newVisitor();
    const res = await as(ia).post("/savecart/store", { Items: [{ id: plenty.productId, variant_id: plenty.id, QuantityPurchased: 2, ...extra }] });
    expect(res.status).toBe(400);
    expect(res.body.metadata[0].fields).toEqual({ [`Items.0.${Object.keys(extra)[0]}`]: "This field is not accepted." });
    expect((await as(ia).get("/savecart")).body.data).toEqual([]);
  });
});
