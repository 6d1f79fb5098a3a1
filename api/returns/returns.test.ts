import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orderLines, orders, variants } from "#db/schema/schema.ts";
import { TEST_SESSION_SECRET, useTestApi } from "#tests/setup/test-api.ts";
import { orderAccessKey } from "#api/orders/order-access.ts";
import { PLACE, checkoutCalls, methodIds, newVisitor, pickVariants, readyForDelivery, type Ids, type Variant, type Who } from "#api/checkout/checkout-test-kit.ts";
import { orderAwaitingCard, paymentCalls, useStripePeer } from "#api/payments/payments-test-kit.ts";
import { parseOperators } from "#api/operations/operator-auth.ts";

// Returns (issue 16): asked by the shopper within the window, decided, received and refunded by the staff.

const KEY = "anna-key-0123456789abcdefghij";
const s = useStripePeer("returns");
const t = useTestApi({ deps: () => ({ operators: parseOperators(`anna:${KEY}`), paymentProviders: { stripe: s.provider } }) });
let ids: Ids;
let v: Variant;
let w: Variant;

beforeAll(async () => {
  ids = await methodIds(t);
  [v, w] = (await pickVariants(t, 2, 500, 13)) as [Variant, Variant];
});

const ops = (path: string, body?: unknown) => t.call("POST", `/ops${path}`, {
  ...(body === undefined ? {} : { body }), headers: { authorization: `Basic ${Buffer.from(`anna:${KEY}`).toString("base64")}`, lang: "en" },
});
const headers = (who: Who) => ({ ia: who.ia, ...(who.token ? { authorization: `Bearer ${who.token}` } : {}) });
const ask = (who: Who, orderId: string, body: unknown) => t.call("POST", `/orders/${orderId}/returns`, { body, headers: headers(who) });
const linesOf = async (orderId: string) => t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.sku);
const stockOf = async (variant: Variant) => (await t.db.select({ s: variants.stock }).from(variants).where(eq(variants.id, variant.id)))[0]!.s;

/** A delivered cash-on-delivery order of `quantity` units of v (and one of w), as the staff delivered it. */
async function delivered(quantity = 1): Promise<{ orderId: string; who: Who }> {
  const who = { ia: newVisitor() };
  const c = checkoutCalls(t);
  await c.add(who, v, quantity);
  await c.add(who, w, 1);
  const summary = await readyForDelivery(t, who, ids, ids.cod);
  const orderId = (await c.place(who, PLACE(summary.totals.total))).body.data._id as string;
  expect((await ops(`/orders/${orderId}/shipments`, { carrier: "brt", tracking_number: `RET${orderId.slice(0, 8)}` })).status).toBe(201);
  expect((await ops(`/orders/${orderId}/delivered`)).status).toBe(200);
  return { orderId, who };
}

describe("asking for a return", () => {
  it("numbers it, mails the instructions, and shows it on the order with its lines and amounts", async () => {
    const { orderId, who } = await delivered(2);
    const [line] = (await linesOf(orderId)).filter((l) => l.variantId === v.id);
    const res = await ask(who, orderId, { lines: [{ line_id: line!.id, quantity: 1 }], reason: "damaged", note: "The box arrived crushed." });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: "requested", reason: "damaged", lines: [{ line_id: line!.id, quantity: 1, amount: line!.lineTotalCents / 200 }], refund: null });
    expect(res.body.data.number).toMatch(/^RT-\d{4}-\d{6}$/);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const [mail] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, order!.email), eq(emailOutbox.template, "return-requested")));
    expect(mail!.payload).toMatchObject({ returnNumber: res.body.data.number, sendTo: expect.arrayContaining(["Via del Lavoro 12"]) });
    expect((await t.call("GET", `/orders/${orderId}/returns`, { headers: headers(who) })).body.data.map((r: { number: string }) => r.number)).toEqual([res.body.data.number]);
  });

  it("the order's page says what can still be returned, until when and where to, with its returns", async () => {
    const { orderId, who } = await delivered(2);
    const before = (await t.call("GET", `/orders/${orderId}`, { headers: headers(who) })).body.data;
    const line = before.Items.find((l: { variant_id: number }) => l.variant_id === v.id);
    expect(line).toMatchObject({ QuantityPurchased: 2, returnable: 2 });
    expect(new Date(before.return_until).getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600_000);
    expect(before.return_to.address).toContain("Via del Lavoro 12");
    expect(before.returns).toEqual([]);
    await ask(who, orderId, { lines: [{ line_id: line.line_id, quantity: 1 }], reason: "damaged" });
    const after = (await t.call("GET", `/orders/${orderId}`, { headers: headers(who) })).body.data;
    expect(after.Items.find((l: { variant_id: number }) => l.variant_id === v.id).returnable).toBe(1);
    expect(after.returns).toMatchObject([{ status: "requested", lines: [{ line_id: line.line_id, quantity: 1 }] }]);
    await t.db.update(orders).set({ fulfilledAt: sql`now() - interval '15 days'` }).where(eq(orders.id, orderId));
    expect((await t.call("GET", `/orders/${orderId}`, { headers: headers(who) })).body.data.return_until).toBeNull();
  });

  it("can be asked by a guest in another browser through the order's key (its e-mail link)", async () => {
    const { orderId } = await delivered(1);
    const [line] = (await linesOf(orderId)).filter((l) => l.variantId === v.id);
    const body = { lines: [{ line_id: line!.id, quantity: 1 }], reason: "changed_mind" };
    const elsewhere = { ia: newVisitor() };
    expect((await ask(elsewhere, orderId, body)).status).toBe(404);
    const key = orderAccessKey(TEST_SESSION_SECRET, orderId);
    expect((await t.call("POST", `/orders/${orderId}/returns?key=${key}`, { body, headers: headers(elsewhere) })).status).toBe(201);
  });

  it("accepts one of ten requests at once for a one-unit line", async () => {
    const { orderId, who } = await delivered(1);
    const [line] = (await linesOf(orderId)).filter((l) => l.variantId === v.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask(who, orderId, { lines: [{ line_id: line!.id, quantity: 1 }], reason: "changed_mind" })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(422)]);
    expect(answers.find((a) => a.status === 422)!.body.metadata[0].fields["lines.0.quantity"]).toMatch(/At most 0 of/);
  });

  it("is refused before delivery, after the window, for another's order, and for a line or quantity not bought", async () => {
    const who = { ia: newVisitor() };
    const c = checkoutCalls(t);
    await c.add(who, v, 1);
    const summary = await readyForDelivery(t, who, ids, ids.cod);
    const early = (await c.place(who, PLACE(summary.totals.total))).body.data._id as string;
    const [earlyLine] = await linesOf(early);
    expect((await ask(who, early, { lines: [{ line_id: earlyLine!.id, quantity: 1 }], reason: "other" })).body.metadata[0].reason).toBe("not_returnable");

    const { orderId, who: owner } = await delivered(1);
    const [line] = (await linesOf(orderId)).filter((l) => l.variantId === v.id);
    const body = { lines: [{ line_id: line!.id, quantity: 1 }], reason: "other" };
    expect((await ask({ ia: newVisitor() }, orderId, body)).status).toBe(404);
    expect((await ask(owner, orderId, { ...body, lines: [{ line_id: line!.id, quantity: 2 }] })).status).toBe(422);
    expect((await ask(owner, orderId, { ...body, lines: [{ line_id: earlyLine!.id, quantity: 1 }] })).body.metadata[0].fields["lines.0.line_id"]).toBe("This line is not in the order.");
    expect((await ask(owner, orderId, { ...body, reason: "bored" })).status).toBe(400);
    expect((await ask(owner, orderId, { ...body, lines: [] })).status).toBe(400);
    await t.db.update(orders).set({ fulfilledAt: sql`now() - interval '15 days'` }).where(eq(orders.id, orderId));
    expect((await ask(owner, orderId, body)).body.metadata[0]).toMatchObject({ reason: "return_window_over", errors: [expect.stringMatching(/14 days/)] });
  });
});

describe("the staff's side of a return", () => {
  it("approved, received (stock back), refunded by hand for cash on delivery; each step once, in order", async () => {
    const { orderId, who } = await delivered(2);
    const [line] = (await linesOf(orderId)).filter((l) => l.variantId === v.id);
    const asked = (await ask(who, orderId, { lines: [{ line_id: line!.id, quantity: 2 }], reason: "wrong_item" })).body.data;
    expect((await ops(`/returns/${asked._id}/receive`)).body.metadata[0].errors[0]).toMatch(/is requested: it cannot be received/);
    expect((await ops(`/returns/${asked._id}/approve`, {})).body.data.status).toBe("approved");
    const before = await stockOf(v);
    expect((await ops(`/returns/${asked._id}/receive`)).body.data.status).toBe("received");
    expect(await stockOf(v)).toBe(before + 2);
    const refunded = (await ops(`/returns/${asked._id}/refund`)).body.data;
    expect(refunded).toMatchObject({ status: "refunded", refund: { amount: line!.lineTotalCents / 100, method: "manual" } });
    expect(refunded.timeline.map((e: { status: string }) => e.status)).toEqual(["requested", "approved", "received", "refunded"]);
    expect((await ops(`/returns/${asked._id}/refund`)).status).toBe(409);
  });

  it("refunds a card order's return through Stripe, with the provider's id", async () => {
    const card = await orderAwaitingCard(t, { ids, variant: w });
    s.peer.pay(card.session);
    await paymentCalls(t).check(card.who, card.orderId);
    await ops(`/orders/${card.orderId}/shipments`, { carrier: "gls", tracking_number: `GLS${card.orderId.slice(0, 8)}` });
    await ops(`/orders/${card.orderId}/delivered`);
    const [line] = await linesOf(card.orderId);
    const asked = (await ask(card.who, card.orderId, { lines: [{ line_id: line!.id, quantity: 1 }], reason: "not_as_described" })).body.data;
    await ops(`/returns/${asked._id}/approve`, { note: "Sorry about that." });
    await ops(`/returns/${asked._id}/receive`);
    const refunded = (await ops(`/returns/${asked._id}/refund`)).body.data;
    expect(refunded.refund).toMatchObject({ method: "stripe", amount: line!.lineTotalCents / 100 });
    expect(s.peer.refunds.find((r) => r.id === refunded.refund.reference)?.amount).toBe(line!.lineTotalCents);
  });

  it("a refused return frees its units for another request, and says why", async () => {
    const { orderId, who } = await delivered(1);
    const [line] = (await linesOf(orderId)).filter((l) => l.variantId === v.id);
    const body = { lines: [{ line_id: line!.id, quantity: 1 }], reason: "changed_mind" };
    const first = (await ask(who, orderId, body)).body.data;
    const refused = (await ops(`/returns/${first._id}/refuse`, { note: "The seal was broken." })).body.data;
    expect(refused).toMatchObject({ status: "refused", decision_note: "The seal was broken." });
    expect((await ask(who, orderId, body)).status).toBe(201);
    expect((await t.call("POST", `/ops/returns/${first._id}/approve`, { body: {}, headers: { lang: "en" } })).status).toBe(401);
  });
});

describe("buying an order again", () => {
  it("empties the cart and fills it with the order's lines as they sell today: a line no longer sold is named, one over today's maximum capped", async () => {
    const { orderId, who } = await delivered(3);
    // Something else in the cart first: it goes (spec §4: delete all current items, clear the cart).
    const [other] = (await pickVariants(t, 1, 50, 20)) as [Variant];
    await checkoutCalls(t).add(who, other, 1);
    await t.db.update(variants).set({ isActive: false }).where(eq(variants.id, w.id));
    await t.db.update(variants).set({ stock: 2 }).where(eq(variants.id, v.id));
    try {
      const res = await t.call("POST", `/orders/${orderId}/buy-again`, { headers: headers(who) });
      expect(res.status).toBe(200);
      expect(res.body.data.Items.map((i: { variant_id: number; QuantityPurchased: number }) => [i.variant_id, i.QuantityPurchased])).toEqual([[v.id, 2]]);
      const [wLine] = (await linesOf(orderId)).filter((l) => l.variantId === w.id);
      expect(res.body.data.Message).toEqual(expect.arrayContaining([{ code: "not_available", title: wLine!.title }, { code: "capped", variant_id: v.id, quantity: 2 }]));
      expect((await t.call("POST", `/orders/${orderId}/buy-again`, { headers: headers({ ia: newVisitor() }) })).status).toBe(404);
    } finally {
      await t.db.update(variants).set({ isActive: true, stock: 500 }).where(sql`${variants.id} in (${v.id}, ${w.id})`);
    }
  });
});

