import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orders, variants } from "#db/schema/schema.ts";
import { createApi } from "#api/app.ts";
import { TEST_SESSION_SECRET, useTestApi } from "#tests/setup/test-api.ts";
import { checkoutCalls, methodIds, newVisitor, pickVariants, readyForDelivery, type Ids, type Variant } from "#api/checkout/checkout-test-kit.ts";
import { orderAwaitingCard, paymentCalls, useStripePeer } from "./payments-test-kit.ts";

// The shop's side of a card payment (issue 15): placement with the card method, the provider's page opened
// and reopened, the shopper's return checked server to server, another method or the cart instead.

const s = useStripePeer("order_payments");

const t = useTestApi({ deps: () => ({ paymentProviders: { stripe: s.provider }, publicBaseUrl: "https://shop.example", paymentReservationMinutes: 45 }) });
const pay = paymentCalls(t);
let ids: Ids;
let v: Variant;

beforeAll(async () => {
  ids = await methodIds(t);
  [v] = (await pickVariants(t, 1, 500, 7)) as [Variant];
});

const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const mailsTo = async (orderId: string, template: string) => {
  const order = await orderRow(orderId);
  return t.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, order.email), eq(emailOutbox.template, template)));
};
const stock = async () => (await t.db.select({ s: variants.stock }).from(variants).where(eq(variants.id, v.id)))[0]!.s;
const post = (event: { body: string; headers: Headers }) =>
  t.call("POST", "/payments/stripe/webhook", { raw: event.body, headers: Object.fromEntries(event.headers) });

describe("a card order", () => {
  it("is offered and placed only while the card's provider has its keys", async () => {
    const withoutKeys = createApi({ db: t.db, sessionSecret: TEST_SESSION_SECRET });
    const who = { ia: newVisitor() };
    await checkoutCalls(t).add(who, v);
    await readyForDelivery(t, who, ids);
    const methodsOf = async (app: typeof withoutKeys.app) => {
      const res = await app.request("/web/v1/checkout", { headers: { ia: who.ia, lang: "en" } });
      return ((await res.json()) as { data: { cartMethods: { paymentsMethods: { code: string }[] } } }).data.cartMethods.paymentsMethods.map((m) => m.code);
    };
    expect(await methodsOf(withoutKeys.app)).not.toContain("card");
    expect(await methodsOf(t.api.app)).toContain("card");
    const chosen = await withoutKeys.app.request("/web/v1/checkout", {
      method: "PUT", headers: { ia: who.ia, lang: "en", "content-type": "application/json" }, body: JSON.stringify({ payment_method: ids.card }),
    });
    expect(chosen.status).toBe(400);
    expect(((await chosen.json()) as { metadata: { fields: Record<string, string> }[] }).metadata[0]!.fields.payment_method).toBeTruthy();
  });

  it("waits for its payment with its stock taken and no confirmation mail yet; the page takes the order's total and sends the shopper back to the shop", async () => {
    const before = await stock();
    const { orderId, session, redirectUrl } = await orderAwaitingCard(t, { ids, variant: v, quantity: 2 });
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: "awaiting_payment", paymentStatus: "awaiting", paymentKind: "card", paymentReference: session });
    expect(await stock()).toBe(before - 2);
    expect(await mailsTo(orderId, "order-confirmation")).toEqual([]);
    expect(redirectUrl).toBe(`${s.peer.base}/pay/${session}`);
    const page = s.peer.sessions.get(session)!;
    expect(page).toMatchObject({ amount_total: order.totalCents, currency: "eur", client_reference_id: orderId, locale: "it" });
    expect(page.success_url).toBe(`https://shop.example/order-success?order=${orderId}`);
    // The reservation's end, rounded up to the whole minute: up to 60 s after the second it was placed in
    // (placed at 12:00:00.5, the page closes at 12:46:00; the bound was < 60 s and failed one run in sixty).
    const deadline = Math.floor(order.placedAt.getTime() / 1000) + 45 * 60;
    expect(page.expires_at).toBeGreaterThanOrEqual(deadline);
    expect(page.expires_at).toBeLessThanOrEqual(deadline + 60);
  });

  it("reopens the same page when the shopper retries, also from two tabs at once", async () => {
    const { orderId, who, redirectUrl } = await orderAwaitingCard(t, { ids, variant: v });
    const again = await Promise.all([pay.start(who, orderId), pay.start(who, orderId)]);
    expect(again.map((a) => a.body.data.redirect_url)).toEqual([redirectUrl, redirectUrl]);
  });

  it("gets a new page when the last one expired, and the expired one is no longer the order's", async () => {
    const { orderId, who, session } = await orderAwaitingCard(t, { ids, variant: v });
    s.peer.expire(session);
    const [a, b] = await Promise.all([pay.start(who, orderId), pay.start(who, orderId)]);
    expect(a.body.data.redirect_url).toBe(b.body.data.redirect_url);
    const now = await orderRow(orderId);
    expect(now.paymentReference).not.toBe(session);
    expect(a.body.data.redirect_url).toBe(`${s.peer.base}/pay/${now.paymentReference}`);
    // Only the stored page can take the money: any other page opened on the way was closed.
    const open = [...s.peer.sessions.values()].filter((s) => s.client_reference_id === orderId && s.status === "open");
    expect(open.map((s) => s.id)).toEqual([now.paymentReference]);
  });

  it("is confirmed by the check on the shopper's return, once, whichever of the check and the notification comes first", async () => {
    const { orderId, who, session } = await orderAwaitingCard(t, { ids, variant: v });
    const unpaid = await pay.check(who, orderId);
    expect(unpaid.status).toBe(200);
    expect(unpaid.body.data).toMatchObject({ status: "awaiting_payment", payment_status: "awaiting" });
    expect(unpaid.body.data.payment_options.deadline).toBe(new Date((await orderRow(orderId)).placedAt.getTime() + 45 * 60_000).toISOString());
    s.peer.pay(session);
    const paid = await Promise.all([pay.check(who, orderId), pay.check(who, orderId)]);
    expect(paid.map((p) => p.body.data.status)).toEqual(["confirmed", "confirmed"]);
    expect(paid[0]!.body.data.payment_options).toBeNull();
    expect((await post(s.peer.event("checkout.session.completed", session))).body.data.effect).toBe("recorded");
    expect(await orderRow(orderId)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect(await mailsTo(orderId, "order-confirmation")).toHaveLength(1);
    expect(await pay.start(who, orderId)).toMatchObject({ status: 409, body: { metadata: [{ reason: "already_paid" }] } });
  });

  it("never trusts the return: a check of an unpaid page changes nothing, and another visitor's order is not found", async () => {
    const { orderId } = await orderAwaitingCard(t, { ids, variant: v });
    const stranger = { ia: newVisitor() };
    expect((await pay.check(stranger, orderId)).status).toBe(404);
    expect((await pay.start(stranger, orderId)).status).toBe(404);
    expect((await pay.choose(stranger, orderId, ids.bank)).status).toBe(404);
    expect((await pay.backToCart(stranger, orderId)).status).toBe(404);
    expect(await orderRow(orderId)).toMatchObject({ status: "awaiting_payment", paymentStatus: "awaiting" });
  });

  it("refuses return addresses off the shop", async () => {
    const { orderId, who } = await orderAwaitingCard(t, { ids, variant: v });
    for (const success_path of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "order-success"]) {
      const res = await t.call("POST", `/orders/${orderId}/payment`, { body: { success_path, cancel_path: "/cancel" }, headers: { ia: who.ia } });
      expect(res.status, success_path).toBe(400);
      expect(res.body.metadata[0].fields.success_path).toMatch(/path of this shop/);
    }
  });
});

describe("a payment by a method that settles later (a bank debit)", () => {
  it("keeps the order waiting for it: no second page, no other method, until the bank answers", async () => {
    const { orderId, who, session } = await orderAwaitingCard(t, { ids, variant: v });
    await debit(session);
    expect((await pay.check(who, orderId)).body.data).toMatchObject({ status: "awaiting_payment" });
    expect(await pay.start(who, orderId)).toMatchObject({ status: 409, body: { metadata: [{ reason: "payment_processing" }] } });
    expect(await pay.choose(who, orderId, ids.bank)).toMatchObject({ status: 409, body: { metadata: [{ reason: "payment_processing" }] } });
    expect(await pay.backToCart(who, orderId)).toMatchObject({ status: 409, body: { metadata: [{ reason: "payment_processing" }] } });
    s.peer.sessions.get(session)!.payment_status = "paid";
    expect((await post(s.peer.event("checkout.session.async_payment_succeeded", session))).body.data.effect).toBe("confirmed");
    expect(await orderRow(orderId)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
  });
});

/** The shopper chooses the bank debit on the provider's page: the page completes, the money comes later. */
const debit = async (session: string) => {
  const answer = await fetch(`${s.peer.base}/pay/${session}`, { method: "POST", body: "action=debit", headers: { "content-type": "application/x-www-form-urlencoded" }, redirect: "manual" });
  expect(answer.status).toBe(303);
};

describe("a bank debit the bank refuses", () => {
  it("frees the order to be paid again: a new page, or another way", async () => {
    const { orderId, who, session } = await orderAwaitingCard(t, { ids, variant: v });
    await debit(session);
    expect((await pay.start(who, orderId)).status).toBe(409);
    expect((await fetch(`${s.peer.base}/_peer/sessions/${session}/fail`, { method: "POST" })).ok).toBe(true);
    const again = await pay.start(who, orderId);
    expect(again.status).toBe(200);
    expect(again.body.data.redirect_url).not.toContain(session);
    expect((await pay.choose(who, orderId, ids.bank)).status).toBe(200);
  });
});

describe("paying the order another way", () => {
  it("closes the provider's page, takes the new method's fee and state, and sends the confirmation", async () => {
    const { orderId, who, session } = await orderAwaitingCard(t, { ids, variant: v });
    const before = await orderRow(orderId);
    const offered = (await pay.check(who, orderId)).body.data.payment_options.methods.map((m: { code: string }) => m.code);
    expect(offered).toEqual(expect.arrayContaining(["bank-transfer", "cash-on-delivery"]));
    expect(offered).not.toContain("card");
    const res = await pay.choose(who, orderId, ids.cod);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "confirmed", payment_status: "on_handover", payment_kind: "cash_on_delivery", payment_options: null });
    const after = await orderRow(orderId);
    expect(after.totalCents).toBe(before.totalCents - before.paymentFeeCents + after.paymentFeeCents);
    expect(after.paymentFeeCents).toBeGreaterThan(0);
    expect(after.paymentReference).toBeNull();
    expect(s.peer.sessions.get(session)!.status).toBe("expired");
    expect(await mailsTo(orderId, "order-confirmation")).toHaveLength(1);
  });

  it("is refused when the shopper paid on the page a moment ago: the order is paid instead", async () => {
    const { orderId, who, session } = await orderAwaitingCard(t, { ids, variant: v });
    s.peer.pay(session);
    const res = await pay.choose(who, orderId, ids.bank);
    expect(res).toMatchObject({ status: 409, body: { metadata: [{ reason: "already_paid" }] } });
    expect(await orderRow(orderId)).toMatchObject({ status: "confirmed", paymentStatus: "paid", paymentKind: "card" });
  });

  it("refuses a method the order cannot take (an online one, pickup payment for a delivery)", async () => {
    const { orderId, who } = await orderAwaitingCard(t, { ids, variant: v });
    for (const method of [ids.card, ids.atPickup, 999_999]) {
      const res = await pay.choose(who, orderId, method);
      expect(res.status).toBe(422);
      expect(res.body.metadata[0].fields.payment_method).toBeTruthy();
    }
  });
});

describe("going back to the cart", () => {
  it("cancels the order, gives its stock back and puts its lines in the cart", async () => {
    const before = await stock();
    const { orderId, who, session } = await orderAwaitingCard(t, { ids, variant: v, quantity: 3 });
    expect(await stock()).toBe(before - 3);
    const res = await pay.backToCart(who, orderId);
    expect(res.status).toBe(200);
    expect(res.body.data.Items).toMatchObject([{ variant_id: v.id, QuantityPurchased: 3 }]);
    expect(await stock()).toBe(before);
    expect(await orderRow(orderId)).toMatchObject({ status: "cancelled", paymentStatus: "voided" });
    expect(s.peer.sessions.get(session)!.status).toBe("expired");
    expect((await pay.backToCart(who, orderId)).status).toBe(409);
  });
});

describe("a payment the provider refuses", () => {
  it("sends the shopper a mail with the way back to pay, once", async () => {
    const { orderId, session } = await orderAwaitingCard(t, { ids, variant: v });
    const failed = s.peer.event("checkout.session.async_payment_failed", session);
    expect((await post(failed)).status).toBe(200);
    expect((await post(failed)).body.data.effect).toBe("duplicate");
    const mails = await mailsTo(orderId, "payment-failed");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({ orderId, number: (await orderRow(orderId)).number });
    expect(await orderRow(orderId)).toMatchObject({ status: "awaiting_payment" });
  });
});
