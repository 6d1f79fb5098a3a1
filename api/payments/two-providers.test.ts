import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orders, paymentEvents, paymentMethods } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { startPayPalPeer, type PayPalPeer } from "#tests/peers/paypal-peer.ts";
import { startStripePeer, type StripePeer } from "#tests/peers/stripe-peer.ts";
import { methodIds, pickVariants, type Ids, type Variant } from "#api/checkout/checkout-test-kit.ts";
import { orderAwaitingCard, paymentCalls } from "./payments-test-kit.ts";
import { refundPayment } from "./order-payments.ts";
import type { PaymentProvider } from "./provider.ts";
import { createPayPalProvider } from "./paypal/paypal-provider.ts";
import { createStripeProvider } from "./stripe/stripe-provider.ts";

// A shop with Stripe and PayPal (issue 15): PayPal's approval completed by the shop's capture, and one
// order's state kept consistent whatever each provider reports, in whatever order.

const STRIPE = { secretKey: "sk_test_two", webhookSecret: "whsec_two" };
const PAYPAL = { clientId: "client-two", clientSecret: "secret-two", webhookId: "WH-TWO" };
let stripePeer: StripePeer;
let paypalPeer: PayPalPeer;
let stripe: PaymentProvider;
let paypal: PaymentProvider;
beforeAll(async () => {
  [stripePeer, paypalPeer] = await Promise.all([startStripePeer(STRIPE), startPayPalPeer(PAYPAL)]);
  stripe = createStripeProvider({ ...STRIPE, apiBase: stripePeer.base });
  paypal = createPayPalProvider({ ...PAYPAL, environment: "sandbox", apiBase: paypalPeer.base });
});
afterAll(async () => { await Promise.all([stripePeer.close(), paypalPeer.close()]); });

const t = useTestApi({ deps: () => ({ paymentProviders: { stripe, paypal } }) });
const pay = paymentCalls(t);
let ids: Ids;
let paypalMethod: number;
let v: Variant;

beforeAll(async () => {
  ids = await methodIds(t);
  paypalMethod = (await t.db.select().from(paymentMethods).where(eq(paymentMethods.code, "paypal")))[0]!.id;
  [v] = (await pickVariants(t, 1, 500, 9)) as [Variant];
});

const row = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const webhook = (provider: string, e: { body: string; headers: Headers }) =>
  t.call("POST", `/payments/${provider}/webhook`, { raw: e.body, headers: Object.fromEntries(e.headers) });
const confirmations = async (id: string) => {
  const order = await row(id);
  return (await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, order.email), eq(emailOutbox.template, "order-confirmation")))).length;
};

describe("a PayPal order", () => {
  it("is captured by the shop when PayPal says the shopper approved, confirmed once whatever comes after", async () => {
    const { orderId, session, redirectUrl, who } = await orderAwaitingCard(t, { ids, variant: v, method: paypalMethod });
    expect(redirectUrl).toBe(`${paypalPeer.base}/checkoutnow?token=${session}`);
    expect(await row(orderId)).toMatchObject({ paymentKind: "wallet", status: "awaiting_payment" });
    paypalPeer.approve(session);
    const approved = await webhook("paypal", paypalPeer.event("CHECKOUT.ORDER.APPROVED", session));
    expect(approved.status).toBe(200);
    expect(await row(orderId)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect(paypalPeer.orders.get(session)!.status).toBe("COMPLETED");
    // The capture's own notification and the shopper's return change nothing more.
    expect((await webhook("paypal", paypalPeer.event("PAYMENT.CAPTURE.COMPLETED", session))).body.data.effect).toBe("recorded");
    expect((await pay.check(who, orderId)).body.data.status).toBe("confirmed");
    expect(await confirmations(orderId)).toBe(1);
  });

  it("is refused a forged notification: 400, nothing recorded, nothing captured", async () => {
    const { orderId, session } = await orderAwaitingCard(t, { ids, variant: v, method: paypalMethod });
    paypalPeer.approve(session);
    const forged = await webhook("paypal", paypalPeer.event("CHECKOUT.ORDER.APPROVED", session, { forge: true }));
    expect(forged.status).toBe(400);
    expect(await row(orderId)).toMatchObject({ status: "awaiting_payment" });
    expect(paypalPeer.orders.get(session)!.status).toBe("APPROVED");
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId))).toEqual([]);
  });
});

describe("one order, two providers", () => {
  it("switches from the card to PayPal: the card's page is closed, and a late card payment is flagged, never a second confirmation", async () => {
    const { orderId, session: card, who } = await orderAwaitingCard(t, { ids, variant: v });
    const switched = await pay.choose(who, orderId, paypalMethod);
    expect(switched.status).toBe(200);
    expect(switched.body.data).toMatchObject({ status: "awaiting_payment", payment_kind: "wallet" });
    expect(stripePeer.sessions.get(card)!.status).toBe("expired");
    expect(await confirmations(orderId)).toBe(0);
    const opened = await pay.start(who, orderId);
    expect(opened.body.data.redirect_url).toMatch(`${paypalPeer.base}/checkoutnow?token=`);
    const paypalOrder = (await row(orderId)).paymentReference!;

    // Both providers report a payment at once (the card's from a page paid just before it closed).
    stripePeer.pay(card);
    paypalPeer.approve(paypalOrder);
    const [fromStripe, fromPayPal] = await Promise.all([
      webhook("stripe", stripePeer.event("checkout.session.completed", card)),
      webhook("paypal", paypalPeer.event("CHECKOUT.ORDER.APPROVED", paypalOrder)),
    ]);
    expect([fromStripe.status, fromPayPal.status]).toEqual([200, 200]);
    expect(fromStripe.body.data.effect).toBe("flagged");
    expect(await row(orderId)).toMatchObject({ status: "confirmed", paymentStatus: "paid", paymentKind: "wallet", paymentFlag: "unknown_payment" });
    expect(await confirmations(orderId)).toBe(1);
  });

  it("gives one confirmation when each provider's notification arrives twice, in any order", async () => {
    const { orderId, session } = await orderAwaitingCard(t, { ids, variant: v, method: paypalMethod });
    paypalPeer.approve(session);
    const approved = paypalPeer.event("CHECKOUT.ORDER.APPROVED", session);
    await webhook("paypal", approved);
    const captured = paypalPeer.event("PAYMENT.CAPTURE.COMPLETED", session);
    const answers = await Promise.all([webhook("paypal", captured), webhook("paypal", approved), webhook("paypal", captured)]);
    expect(answers.map((a) => a.body.data.effect).sort()).toEqual(["duplicate", "duplicate", "recorded"]);
    expect(await row(orderId)).toMatchObject({ status: "confirmed", paymentStatus: "paid", paymentFlag: null });
    expect(await confirmations(orderId)).toBe(1);
  });
});

describe("refunds", () => {
  const deps = () => ({ providers: { stripe, paypal }, publicBaseUrl: "https://shop.example", reservationMinutes: 30, log: () => undefined });

  it("go through each order's provider with its id recorded once, the same key giving the same refund", async () => {
    const card = await orderAwaitingCard(t, { ids, variant: v });
    stripePeer.pay(card.session);
    await pay.check(card.who, card.orderId);
    const wallet = await orderAwaitingCard(t, { ids, variant: v, method: paypalMethod });
    paypalPeer.approve(wallet.session);
    await pay.check(wallet.who, wallet.orderId);

    const key = randomUUID();
    const first = await refundPayment(t.db, deps(), await row(card.orderId), { amountCents: 100, idempotencyKey: key });
    const again = await refundPayment(t.db, deps(), await row(card.orderId), { amountCents: 100, idempotencyKey: key });
    expect(again.refundId).toBe(first.refundId);
    expect(stripePeer.refunds.filter((r) => r.id === first.refundId)).toHaveLength(1);
    const fromPayPal = await refundPayment(t.db, deps(), await row(wallet.orderId), { amountCents: 250, idempotencyKey: randomUUID() });
    expect(paypalPeer.refunds.find((r) => r.id === fromPayPal.refundId)?.amount.value).toBe("2.50");
    const recorded = await t.db.select().from(paymentEvents).where(eq(paymentEvents.kind, "refund"));
    expect(recorded.map((r) => [r.orderId, r.provider, r.providerEventId]).sort()).toEqual([
      [card.orderId, "stripe", `refund:${first.refundId}`], [wallet.orderId, "paypal", `refund:${fromPayPal.refundId}`],
    ].sort());
  });

  it("are refused for an order not paid online, and above what was paid", async () => {
    const unpaid = await orderAwaitingCard(t, { ids, variant: v });
    await expect(refundPayment(t.db, deps(), await row(unpaid.orderId), { amountCents: 100, idempotencyKey: randomUUID() })).rejects.toMatchObject({ status: 409 });
    stripePeer.pay(unpaid.session);
    await pay.check(unpaid.who, unpaid.orderId);
    const paid = await row(unpaid.orderId);
    await expect(refundPayment(t.db, deps(), paid, { amountCents: paid.totalCents + 1, idempotencyKey: randomUUID() })).rejects.toMatchObject({ status: 422 });
  });
});
