import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { carts, coupons, emailOutbox, orders, products, storeStock, variants } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { signUp } from "#api/auth/auth-test-kit.ts";
import { renderMail } from "#api/mail/mail-templates.ts";
import { PLACE, checkoutCalls, methodIds, newVisitor, pickVariants, readyForDelivery, readyForPickup, type Ids, type Variant } from "./checkout-test-kit.ts";

const t = useTestApi();
const c = checkoutCalls(t);
let ids: Ids;
let a: Variant;
let b: Variant;

beforeAll(async () => {
  ids = await methodIds(t);
  [a, b] = (await pickVariants(t, 2, 500, 5)) as [Variant, Variant];
});

const stockOf = async (v: Variant) => (await t.db.select({ s: variants.stock }).from(variants).where(eq(variants.id, v.id)))[0]!.s;
const ordersOf = (ia: string) => t.db.select().from(orders).where(eq(orders.anonymousId, ia));

describe("placing an order", () => {
  it("charges what the API computes, takes the stock, empties the cart and queues both mails", async () => {
    const who = { ia: newVisitor() };
    await c.add(who, a, 2);
    await c.add(who, b, 1);
    const summary = await readyForDelivery(t, who, ids, ids.bank);
    const before = await stockOf(a);
    const res = await c.place(who, PLACE(summary.totals.total));
    expect(res.status).toBe(201);
    const order = res.body.data;
    expect(order).toMatchObject({ status: "awaiting_payment", payment_status: "awaiting", payment_kind: "bank_transfer", shippingMode: 1 });
    expect(order.number).toMatch(/^VT-\d{4}-\d{6}$/);
    expect(order._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.totals.total).toBe(summary.totals.total);
    const lineSum = order.Items.reduce((s: number, l: { price: number; QuantityPurchased: number }) => s + Math.round(l.price * 100) * l.QuantityPurchased, 0);
    expect(Math.round(order.totals.items * 100)).toBe(lineSum);
    expect(order.payment_instructions).toMatchObject({ iban: "IT60X0542811101000000123456", reference: order.number, amount: order.totals.total });
    expect(await stockOf(a)).toBe(before - 2);
    expect(await t.db.select().from(carts).where(eq(carts.anonymousId, who.ia))).toHaveLength(0);
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, "order-confirmation"));
    expect(mails.some((m) => m.to === `${who.ia}@example.com` && (m.payload as { number: string }).number === order.number)).toBe(true);
    const notices = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.template, "order-notification"), eq(emailOutbox.to, "ordini@vetrina.example")));
    expect(notices.some((m) => (m.payload as { number: string }).number === order.number)).toBe(true);
  });

  it("asks the buyer of a product sold to adults only to confirm their age, and places the order once they do", async () => {
    const [wine] = (await t.db.select({ id: variants.id, productId: variants.productId, priceCents: variants.priceCents, vatRateBp: variants.vatRateBp })
      .from(variants).innerJoin(products, eq(products.id, variants.productId))
      .where(and(eq(products.minAge, 18), eq(variants.isActive, true))).limit(1)) as [Variant];
    await t.db.update(variants).set({ stock: 50 }).where(eq(variants.id, wine.id));
    const who = { ia: newVisitor() };
    const cart = await c.add(who, wine, 1);
    expect(cart.body.data.Items[0].min_age).toBe(18);
    const summary = await readyForDelivery(t, who, ids, ids.bank);
    const refused = await c.place(who, PLACE(summary.totals.total));
    expect(refused.status).toBe(422);
    expect(refused.body.metadata[0]).toMatchObject({ reason: "age_not_confirmed" });
    expect(refused.body.metadata[0].fields.confirm_age).toMatch(/at least 18/);
    expect(await ordersOf(who.ia)).toHaveLength(0);
    const placed = await c.place(who, { ...PLACE(summary.totals.total), confirm_age: true });
    expect(placed.status).toBe(201);
  });

  it("confirms the order in the shopper's language: placed in German, the mail is German", async () => {
    const who = { ia: newVisitor() };
    await c.add(who, a, 1);
    const summary = await readyForDelivery(t, who, ids, ids.bank);
    const res = await t.call("POST", "/checkout/place-order", { body: PLACE(summary.totals.total), headers: { ia: who.ia, lang: "de", "idempotency-key": randomUUID() } });
    expect(res.status).toBe(201);
    const [mail] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.template, "order-confirmation"), eq(emailOutbox.to, `${who.ia}@example.com`)));
    expect(mail!.lang).toBe("de");
    const rendered = renderMail({ template: "order-confirmation", lang: "de", payload: mail!.payload }, { shopName: "Bottega", publicBaseUrl: "https://shop.example.com/" });
    expect(rendered.subject).toBe(`Ihre Bestellung ${res.body.data.number} bei Bottega`);
    expect(rendered.text).toContain("Vielen Dank für Ihre Bestellung");
  });

  it("charges the cash-on-delivery fee and starts confirmed, paid on delivery", async () => {
    const who = { ia: newVisitor() };
    await c.add(who, a, 1);
    const summary = await readyForDelivery(t, who, ids, ids.cod);
    const res = await c.place(who, PLACE(summary.totals.total));
    expect(res.body.data).toMatchObject({ status: "confirmed", payment_status: "on_handover", payment_instructions: null });
    expect(res.body.data.totals.payment_fee).toBe(4);
  });

  it("answers the same order for the same key, 20 times at once, and creates one", async () => {
    const who = { ia: newVisitor() };
    await c.add(who, a, 1);
    const summary = await readyForDelivery(t, who, ids);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => c.place(who, PLACE(summary.totals.total), key)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await ordersOf(who.ia)).toHaveLength(1);
    expect(answers.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(19);
  });

  it("refuses the same key with another body (409), and leaves the order as it was", async () => {
    const who = { ia: newVisitor() };
    await c.add(who, a, 1);
    const summary = await readyForDelivery(t, who, ids);
    const key = randomUUID();
    expect((await c.place(who, PLACE(summary.totals.total), key)).status).toBe(201);
    const again = await c.place(who, { ...PLACE(summary.totals.total), note: "ring twice" }, key);
    expect(again.status).toBe(409);
    expect(again.body.metadata[0].reason).toBe("idempotency_key_reused");
    expect(again.body.metadata[0].errors[0]).toMatch(/different request/);
  });

  it.each([
    [{ expected_total: 1, accept_terms: true, accept_privacy: true, price: 0.01 }, "price"],
    [{ expected_total: 1, accept_terms: true, accept_privacy: true, total_cents: 1 }, "total_cents"],
    [{ expected_total: 1, accept_terms: false, accept_privacy: true }, "accept_terms"],
    [{ accept_terms: true, accept_privacy: true }, "expected_total"],
  ])("refuses tampered or unknown fields with a 400: %j", async (body, field) => {
    const who = { ia: newVisitor() };
    await c.add(who, a, 1);
    const res = await c.place(who, body);
    expect(res.status).toBe(400);
    expect(res.body.metadata[0].fields).toHaveProperty([field]);
    expect(await ordersOf(who.ia)).toHaveLength(0);
  });

  it("needs an Idempotency-Key", async () => {
    const res = await t.call("POST", "/checkout/place-order", { body: PLACE(1), headers: { ia: newVisitor() } });
    expect(res.status).toBe(400);
    expect(res.body.metadata[0].fields).toHaveProperty(["idempotency-key"]);
  });

  it("refuses with a 409 naming the line when the price changed since the summary", async () => {
    const who = { ia: newVisitor() };
    const [v] = await pickVariants(t, 1, 50, 12);
    await c.add(who, v!, 1);
    const summary = await readyForDelivery(t, who, ids);
    await t.db.update(variants).set({ priceCents: v!.priceCents + 100 }).where(eq(variants.id, v!.id));
    const res = await c.place(who, PLACE(summary.totals.total));
    expect(res.status).toBe(409);
    expect(res.body.metadata[0].reason).toBe("changed");
    expect(res.body.metadata[0].fields[`Items.${v!.id}`]).toMatch(/price of .+ changed from €\d+\.\d\d to €\d+\.\d\d/);
    expect(await ordersOf(who.ia)).toHaveLength(0);
    // The shopper saw the new total: placing with it succeeds.
    const fresh = (await c.get(who, "/checkout")).body.data.totals.total;
    expect((await c.place(who, PLACE(fresh))).status).toBe(201);
  });

  it("refuses with a 409 saying how many are left when the stock fell below the cart", async () => {
    const who = { ia: newVisitor() };
    const [v] = await pickVariants(t, 1, 50, 14);
    await c.add(who, v!, 3);
    const summary = await readyForDelivery(t, who, ids);
    await t.db.update(variants).set({ stock: 2 }).where(eq(variants.id, v!.id));
    const res = await c.place(who, PLACE(summary.totals.total));
    expect(res.status).toBe(409);
    expect(res.body.metadata[0]).toMatchObject({ reason: "stock" });
    expect(res.body.metadata[0].fields[`Items.${v!.id}`]).toMatch(/Only 2 of .+ left/);
    expect(await stockOf(v!)).toBe(2);
  });

  it("takes pickup stock from the chosen store, not the warehouse", async () => {
    const who = { ia: newVisitor() };
    const [v] = await pickVariants(t, 1, 50, 16);
    await c.add(who, v!, 1);
    await t.db.update(storeStock).set({ quantity: 3 }).where(and(eq(storeStock.storeId, ids.store), eq(storeStock.variantId, v!.id)));
    const summary = await readyForPickup(t, who, ids);
    const res = await c.place(who, PLACE(summary.totals.total));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: "confirmed", payment_kind: "pay_at_pickup", shippingMode: 2, ShippingAddress: null });
    expect(res.body.data.pickupStore.id).toBe(ids.store);
    const [row] = await t.db.select().from(storeStock).where(and(eq(storeStock.storeId, ids.store), eq(storeStock.variantId, v!.id)));
    expect(row!.quantity).toBe(2);
    expect(await stockOf(v!)).toBe(50);
  });

  it("records the coupon's use and refuses it once used up", async () => {
    await t.db.insert(coupons).values({ code: "ONCEONLY1", kind: "percent", value: 10, usageLimit: 1, descriptions: { it: "10%" } });
    const first = { ia: newVisitor() };
    const second = { ia: newVisitor() };
    for (const who of [first, second]) {
      await c.add(who, a, 1);
      expect((await t.call("POST", "/cart/coupon", { body: { code: "onceonly1" }, headers: { ia: who.ia } })).status).toBe(200);
    }
    const s1 = await readyForDelivery(t, first, ids);
    const s2 = await readyForDelivery(t, second, ids);
    const placed = await c.place(first, PLACE(s1.totals.total));
    expect(placed.status).toBe(201);
    expect(placed.body.data.coupon).toBe("ONCEONLY1");
    expect(placed.body.data.totals.discount).toBeGreaterThan(0);
    const refused = await c.place(second, PLACE(s2.totals.total));
    expect(refused.status).toBe(409);
    expect(refused.body.metadata[0].reason).toBe("coupon");
  });

  it("counts a guest's uses of a once-per-customer code by e-mail", async () => {
    await t.db.insert(coupons).values({ code: "ONEPERHEAD", kind: "percent", value: 5, perCustomerLimit: 1, descriptions: { it: "5%" } });
    const answers = [];
    for (const who of [{ ia: newVisitor() }, { ia: newVisitor() }]) {
      await c.add(who, a, 1);
      await t.call("POST", "/cart/coupon", { body: { code: "ONEPERHEAD" }, headers: { ia: who.ia } });
      const summary = await readyForDelivery(t, who, ids, ids.bank, "same.guest@example.com");
      answers.push(await c.place(who, PLACE(summary.totals.total)));
    }
    expect(answers.map((r) => r.status)).toEqual([201, 409]);
    expect(answers[1]!.body.metadata[0].fields.Coupon).toMatch(/already used this code/);
  });

  it("places a signed-in customer's order with the account's e-mail", async () => {
    const customer = await signUp(t);
    const who = { ia: newVisitor(), token: customer.accessToken };
    await c.add(who, b, 1);
    const summary = await readyForDelivery(t, who, ids, ids.bank, "typed-in@example.com");
    const res = await c.place(who, PLACE(summary.totals.total));
    expect(res.status).toBe(201);
    expect(res.body.data.Customer.email).toBe(customer.email);
  });
});
