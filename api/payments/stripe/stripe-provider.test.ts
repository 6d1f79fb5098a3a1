import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripePeer, type StripePeer } from "#tests/peers/stripe-peer.ts";
import { WebhookRejected, type PaymentProvider, type StartPayment } from "../provider.ts";
import { createStripeProvider } from "./stripe-provider.ts";

// The shop's Stripe adapter and the official SDK, against a local server speaking Stripe's HTTP API.

const SECRET_KEY = "sk_test_vetrina";
const WEBHOOK_SECRET = "whsec_vetrina";
let peer: StripePeer;
let stripe: PaymentProvider;

beforeAll(async () => {
  peer = await startStripePeer({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  stripe = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: peer.base });
});
afterAll(() => peer.close());

const order = (overrides: Partial<StartPayment> = {}): StartPayment => ({
  orderId: randomUUID(), orderNumber: "VT-2026-000042", amountCents: 6490, currency: "eur", lang: "it", email: "anna@example.com",
  successUrl: "https://shop.example/order-success?order=1&payment={REFERENCE}", cancelUrl: "https://shop.example/cancel?order=1",
  idempotencyKey: randomUUID(), expiresAt: new Date(Date.now() + 30 * 60_000), ...overrides,
});

describe("Stripe Checkout through the adapter", () => {
  it("opens a hosted session for the order's amount, in the shopper's language, and says what it is", async () => {
    const input = order();
    const hosted = await stripe.startPayment(input);
    expect(hosted.redirectUrl).toBe(`${peer.base}/pay/${hosted.reference}`);
    const session = peer.sessions.get(hosted.reference)!;
    expect(session).toMatchObject({ amount_total: 6490, currency: "eur", locale: "it", client_reference_id: input.orderId, customer_email: "anna@example.com" });
    expect(session.success_url).toBe("https://shop.example/order-success?order=1&payment={CHECKOUT_SESSION_ID}");
    expect(await stripe.checkPayment(hosted.reference)).toEqual({
      reference: hosted.reference, state: "open", amountCents: 6490, currency: "eur", orderId: input.orderId, redirectUrl: hosted.redirectUrl,
    });
  });

  it("closes the page when the order's reservation ends, within the 30 minutes to 24 hours Stripe allows", async () => {
    const now = Math.floor(Date.now() / 1000);
    const inAnHour = await stripe.startPayment(order({ expiresAt: new Date((now + 3600) * 1000) }));
    expect(peer.sessions.get(inAnHour.reference)!.expires_at).toBe(now + 3600);
    const tooSoon = await stripe.startPayment(order({ expiresAt: new Date() }));
    expect(peer.sessions.get(tooSoon.reference)!.expires_at).toBeGreaterThanOrEqual(now + 30 * 60);
  });

  it("closes an open page on request, and answers a paid one as paid instead", async () => {
    const open = await stripe.startPayment(order());
    expect(await stripe.cancelPayment(open.reference)).toMatchObject({ state: "expired", redirectUrl: null });
    const paid = await stripe.startPayment(order());
    peer.pay(paid.reference);
    expect((await stripe.cancelPayment(paid.reference)).state).toBe("paid");
  });

  it("answers the same session for the same key: a retried start never opens a second payment", async () => {
    const input = order();
    const [a, b] = await Promise.all([stripe.startPayment(input), stripe.startPayment(input)]);
    expect(b.reference).toBe(a.reference);
  });

  it("reads a paid session as paid, and an expired one as expired", async () => {
    const paid = await stripe.startPayment(order());
    peer.pay(paid.reference);
    expect((await stripe.checkPayment(paid.reference)).state).toBe("paid");
    const lapsed = await stripe.startPayment(order());
    peer.expire(lapsed.reference);
    expect((await stripe.checkPayment(lapsed.reference)).state).toBe("expired");
  });

  it("refunds part of a paid session's payment, and refuses more than was paid", async () => {
    const hosted = await stripe.startPayment(order());
    peer.pay(hosted.reference);
    const { refundId } = await stripe.refund({ reference: hosted.reference, amountCents: 1000, idempotencyKey: randomUUID() });
    expect(peer.refunds.find((r) => r.id === refundId)).toMatchObject({ amount: 1000, payment_intent: peer.sessions.get(hosted.reference)!.payment_intent });
    await expect(stripe.refund({ reference: hosted.reference, amountCents: 6000, idempotencyKey: randomUUID() })).rejects.toThrow(/greater than the unrefunded/);
  });
});

describe("Stripe's notifications", () => {
  it("are read once their signature checks out: the event, its session, and what it means", async () => {
    const input = order();
    const hosted = await stripe.startPayment(input);
    peer.pay(hosted.reference);
    const { body, headers } = peer.event("checkout.session.completed", hosted.reference);
    const event = await stripe.readWebhook(body, headers);
    expect(event).toMatchObject({ provider: "stripe", type: "checkout.session.completed", reference: hosted.reference, state: "paid", amountCents: 6490, currency: "eur", orderId: input.orderId });
    expect(event.eventId).toMatch(/^evt_/);
  });

  it("tell a delayed payment's outcome and a session that lapsed", async () => {
    const hosted = await stripe.startPayment(order());
    const failed = peer.event("checkout.session.async_payment_failed", hosted.reference);
    expect((await stripe.readWebhook(failed.body, failed.headers)).state).toBe("failed");
    const expired = peer.event("checkout.session.expired", hosted.reference);
    expect((await stripe.readWebhook(expired.body, expired.headers)).state).toBe("expired");
  });

  it("are refused when the signature is missing, forged, made with another secret, or stale", async () => {
    const hosted = await stripe.startPayment(order());
    const good = peer.event("checkout.session.completed", hosted.reference);
    const without = new Headers(good.headers);
    without.delete("stripe-signature");
    await expect(stripe.readWebhook(good.body, without)).rejects.toBeInstanceOf(WebhookRejected);
    // The body changed after signing (an amount rewritten on the way).
    await expect(stripe.readWebhook(good.body.replace("6490", "1"), good.headers)).rejects.toBeInstanceOf(WebhookRejected);
    const otherSecret = peer.event("checkout.session.completed", hosted.reference, { secret: "whsec_someone_else" });
    await expect(stripe.readWebhook(otherSecret.body, otherSecret.headers)).rejects.toBeInstanceOf(WebhookRejected);
    const stale = peer.event("checkout.session.completed", hosted.reference, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    await expect(stripe.readWebhook(stale.body, stale.headers)).rejects.toThrow(/timestamp|tolerance/i);
  });
});
