import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { storeStock } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { ADDRESS, checkoutCalls, methodIds, newVisitor, pickVariants, readyForDelivery, type Ids, type Variant } from "./checkout-test-kit.ts";

const t = useTestApi();
const c = checkoutCalls(t);
let ids: Ids;
let a: Variant;
let b: Variant;

beforeAll(async () => {
  ids = await methodIds(t);
  [a, b] = (await pickVariants(t, 2, 50)) as [Variant, Variant];
});

describe("checkout state", () => {
  it("starts at step 1 with nothing chosen, and lists the methods of home delivery", async () => {
    const who = { ia: newVisitor() };
    await c.add(who, a);
    const res = await c.get(who, "/checkout");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const data = res.body.data;
    expect(data).toMatchObject({ step1: true, step2: false, shippingMode: 1, shippingCost: -1, fee_payment: 0, fee_shipping: 0, same_shipping_address: true });
    expect(data.cartMethods.deliveryMethods.map((d: { code: string }) => d.code)).toEqual(["standard", "express"]);
    expect(data.cartMethods.paymentsMethods.map((p: { kind: string }) => p.kind)).toEqual(["bank_transfer", "cash_on_delivery"]);
    expect(data.problems).toMatchObject({ "Customer.email": expect.any(String), "ShippingAddress.Street1": expect.any(String), delivery_method: expect.any(String) });
  });

  it("filters payment methods by shipping mode: pay at pickup only with pickup, cash on delivery only with delivery", async () => {
    const who = { ia: newVisitor() };
    await c.add(who, a);
    const pickup = await c.get(who, "/checkout/methods?shippingMode=2");
    expect(pickup.body.data.paymentsMethods.map((p: { kind: string }) => p.kind)).toEqual(["bank_transfer", "pay_at_pickup"]);
    expect(pickup.body.data.deliveryMethods.map((d: { code: string }) => d.code)).toEqual(["pickup"]);
    const refused = await c.put(who, { shippingMode: 1, payment_method: ids.atPickup });
    expect(refused.status).toBe(400);
    expect(refused.body.metadata[0].fields).toHaveProperty("payment_method");
    expect((await c.put(who, { shippingMode: 1, payment_method: ids.card })).status).toBe(400);
  });

  it("computes totals as a line-by-line sum: items + shipping + payment fee, VAT per rate", async () => {
    const who = { ia: newVisitor() };
    await c.add(who, a, 2);
    await c.add(who, b, 1);
    const data = await readyForDelivery(t, who, ids, ids.cod);
    const items = a.priceCents * 2 + b.priceCents;
    const shipping = items >= 5900 ? 0 : 590;
    expect(data.step2).toBe(true);
    expect(data.totals.items).toBeCloseTo(items / 100, 2);
    expect(data.totals.shipping).toBeCloseTo(shipping / 100, 2);
    expect(data.totals.payment_fee).toBe(4);
    expect(data.fee_payment).toBe(4);
    expect(data.totals.total).toBeCloseTo((items + shipping + 400) / 100, 2);
    const vat = [[a.priceCents * 2, a.vatRateBp], [b.priceCents, b.vatRateBp]].reduce((s, [g, r]) => s + (g! - Math.round(g! / (1 + r! / 10000))), 0);
    expect(data.totals.vat_total).toBeCloseTo(vat / 100, 2);
    expect(data.problems).toEqual({});
  });

  it("refuses step 2 while step 1 lacks something, saving what was given, and goToStep1 keeps everything", async () => {
    const who = { ia: newVisitor() };
    await c.add(who, a);
    const incomplete = await c.put(who, { Customer: { email: "guest@example.com" }, step: 2 });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.metadata[0].reason).toBe("incomplete");
    expect(incomplete.body.metadata[0].fields).toHaveProperty("ShippingAddress.Street1");
    expect((await c.get(who, "/checkout")).body.data.Customer.email).toBe("guest@example.com");
    await readyForDelivery(t, who, ids);
    const back = await c.put(who, { step: 1 });
    expect(back.body.data).toMatchObject({ step1: true, step2: false, ShippingAddress: ADDRESS, delivery_method: ids.standard });
  });

  it.each([
    [{ ShippingAddress: { ...ADDRESS, PostalCode: "4012" } }, "ShippingAddress.PostalCode"],
    [{ ShippingAddress: { ...ADDRESS, Phone: "12" } }, "ShippingAddress.Phone"],
    [{ Customer: { email: "not-an-address" } }, "Customer.email"],
    [{ InvoiceAddress: { Country: "IT", Fiscalcode: "RSSMRA85T10A562X" } }, "InvoiceAddress.Fiscalcode"],
    [{ InvoiceAddress: { Country: "IT", Vat: "00743110158" } }, "InvoiceAddress.Vat"],
    [{ InvoiceAddress: { Country: "IT", Sdi: "ABC" } }, "InvoiceAddress.Sdi"],
    [{ InvoiceAddress: { Country: "DE", Vat: "DE000000000" } }, "InvoiceAddress.Vat"],
    [{ totals: { total: 0 } }, "totals"],
    [{ Customer: { email: "a@example.com", isAdmin: true } }, "Customer.isAdmin"],
    [{ shippingMode: 3 }, "shippingMode"],
  ])("answers 400 naming the field for %j", async (body, field) => {
    const who = { ia: newVisitor() };
    await c.add(who, a);
    const res = await c.put(who, body);
    expect(res.status).toBe(400);
    expect(res.body.metadata[0].fields).toHaveProperty([field]);
  });

  it("accepts an Italian invoice with Codice Fiscale, Partita IVA and SDI code", async () => {
    const who = { ia: newVisitor() };
    await c.add(who, a);
    await readyForDelivery(t, who, ids);
    const invoice = { Company: "Rossi Srl", Country: "IT", Vat: "00743110157", Fiscalcode: "RSSMRA85T10A562S", Sdi: "M5UXCR1" };
    const res = await c.put(who, { InvoiceAddress: invoice, same_shipping_address: true });
    expect(res.status).toBe(200);
    expect(res.body.data.problems).toEqual({});
  });

  it("answers 422 for an empty cart", async () => {
    const res = await c.put({ ia: newVisitor() }, { shippingMode: 2 });
    expect(res.status).toBe(422);
    expect(res.body.metadata[0].reason).toBe("empty_cart");
  });
});

describe("pickup stores", () => {
  it("say for this cart whether every line is there, and name the lines a store lacks", async () => {
    const who = { ia: newVisitor() };
    await c.add(who, a, 2);
    await c.add(who, b, 1);
    await t.db.update(storeStock).set({ quantity: 5 }).where(eq(storeStock.variantId, a.id));
    await t.db.update(storeStock).set({ quantity: 5 }).where(eq(storeStock.variantId, b.id));
    await t.db.update(storeStock).set({ quantity: 1 }).where(and(eq(storeStock.storeId, ids.store), eq(storeStock.variantId, a.id)));
    const res = await c.get(who, "/checkout/pickup-stores");
    expect(res.status).toBe(200);
    const [first, ...others] = res.body.data;
    expect(first).toMatchObject({ id: ids.store, available: false, missing: [{ variant_id: a.id, wanted: 2, available: 1 }] });
    expect(first.missing[0].Title).not.toBe("");
    expect(others.every((s: { available: boolean }) => s.available)).toBe(true);

    const chosen = await c.put(who, { Customer: { email: "p@example.com", name: "L", lastname: "B" }, shippingMode: 2, pickupStore: ids.store, step: 2 });
    expect(chosen.status).toBe(422);
    expect(chosen.body.metadata[0].fields.pickupStore).toMatch(/does not have/);
  });
});
