import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orders, paymentEvents } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { methodIds, pickVariants, type Ids, type Variant } from "#api/checkout/checkout-test-kit.ts";
import { orderAwaitingCard, useStripePeer } from "./payments-test-kit.ts";

const s = useStripePeer("webhooks");
const warnings: string[] = [];

const t = useTestApi({ deps: () => ({ paymentProviders: { stripe: s.provider }, logEvent: (_level, msg) => { warnings.push(msg); } }) });
let ids: Ids;
let v: Variant;

beforeAll(async () => {
  ids = await methodIds(t);
  [v] = (await pickVariants(t, 1, 200, 3)) as [Variant];
});

const awaitingCard = async () => orderAwaitingCard(t, { ids, variant: v });

const post = (body: string, headers: Headers) => t.call("POST", "/payments/stripe/webhook", { raw: body, headers: Object.fromEntries(headers) });
const stateOf = async (orderId: string) => {
  const [row] = await t.db.select({ status: orders.status, payment: orders.paymentStatus, flag: orders.paymentFlag }).from(orders).where(eq(orders.id, orderId));
  return row!;
};
const eventsOf = (orderId: string) => t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));

describe("Stripe's notifications", () => {
  it("confirm a paid order once its signature checks out, and record the event", async () => {
    const { orderId, session } = await awaitingCard();
    expect(await stateOf(orderId)).toEqual({ status: "awaiting_payment", payment: "awaiting", flag: null });
    s.peer.pay(session);
    const { body, headers } = s.peer.event("checkout.session.completed", session);
    const res = await post(body, headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ received: true, effect: "confirmed" });
    expect(await stateOf(orderId)).toEqual({ status: "confirmed", payment: "paid", flag: null });
    expect(await eventsOf(orderId)).toMatchObject([{ provider: "stripe", kind: "checkout.session.completed" }]);
  });

  it("change nothing when the signature is missing, forged, another endpoint's or stale: 400", async () => {
    const { orderId, session } = await awaitingCard();
    s.peer.pay(session);
    const good = s.peer.event("checkout.session.completed", session);
    const without = new Headers(good.headers);
    without.delete("stripe-signature");
    const other = s.peer.event("checkout.session.completed", session, { secret: "whsec_other_endpoint" });
    const stale = s.peer.event("checkout.session.completed", session, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    for (const [body, headers] of [[good.body, without], [good.body.replace('"paid"', '"unpaid"'), good.headers], [other.body, other.headers], [stale.body, stale.headers]] as const) {
      const res = await post(body, headers);
      expect(res.status).toBe(400);
      expect(res.body.metadata[0].reason).toBe("bad_signature");
    }
    expect(await stateOf(orderId)).toEqual({ status: "awaiting_payment", payment: "awaiting", flag: null });
    expect(await eventsOf(orderId)).toEqual([]);
  });

  it("give one state change for the same event sent ten times at once, and for a replay later", async () => {
    const { orderId, session } = await awaitingCard();
    s.peer.pay(session);
    const { body, headers } = s.peer.event("checkout.session.completed", session);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(body, headers)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => a.body.data.effect).sort()).toEqual(["confirmed", ...Array(9).fill("duplicate")]);
    expect((await post(body, headers)).body.data.effect).toBe("duplicate");
    expect(await eventsOf(orderId)).toHaveLength(1);
    expect(await stateOf(orderId)).toEqual({ status: "confirmed", payment: "paid", flag: null });
  });

  it("flag a payment of another amount than the order's, and leave the order unpaid", async () => {
    const { orderId, session } = await awaitingCard();
    // The provider reports another amount than the page was opened for (a tampered or misconfigured payment).
    s.peer.pay(session).amount_total = 100;
    const { body, headers } = s.peer.event("checkout.session.completed", session);
    expect((await post(body, headers)).body.data.effect).toBe("flagged");
    expect(await stateOf(orderId)).toEqual({ status: "awaiting_payment", payment: "awaiting", flag: "amount_mismatch" });
    expect(warnings).toContain("a payment of another amount or currency than the order's was reported");
  });

  it("flag a payment in another currency than the order's, and leave the order unpaid", async () => {
    const { orderId, session } = await awaitingCard();
    s.peer.pay(session).currency = "usd";
    const { body, headers } = s.peer.event("checkout.session.completed", session);
    expect((await post(body, headers)).body.data.effect).toBe("flagged");
    expect(await stateOf(orderId)).toEqual({ status: "awaiting_payment", payment: "awaiting", flag: "amount_mismatch" });
  });

  it("keep one state when events arrive out of order: a late 'failed' or 'expired' after the payment changes nothing", async () => {
    const { orderId, session } = await awaitingCard();
    // Made before the payment, delivered after it (providers do not promise an order).
    const failed = s.peer.event("checkout.session.async_payment_failed", session);
    const expired = s.peer.event("checkout.session.expired", session);
    s.peer.pay(session);
    const completed = s.peer.event("checkout.session.completed", session);
    expect((await post(completed.body, completed.headers)).body.data.effect).toBe("confirmed");
    for (const late of [failed, expired, completed]) expect((await post(late.body, late.headers)).status).toBe(200);
    expect(await stateOf(orderId)).toEqual({ status: "confirmed", payment: "paid", flag: null });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, order!.email), eq(emailOutbox.template, "payment-failed")))).toEqual([]);
    expect(await eventsOf(orderId)).toHaveLength(3);
  });

  it("record an event for an order the shop does not know, answer 200 and log it", async () => {
    const hosted = await s.provider.startPayment({
      orderId: randomUUID(), orderNumber: "VT-0", amountCents: 500, currency: "eur", lang: "en", email: "x@example.com",
      successUrl: "https://shop.example/ok", cancelUrl: "https://shop.example/cancel", idempotencyKey: randomUUID(), expiresAt: new Date(),
    });
    s.peer.pay(hosted.reference);
    const { body, headers } = s.peer.event("checkout.session.completed", hosted.reference);
    const res = await post(body, headers);
    expect(res.status).toBe(200);
    expect(res.body.data.effect).toBe("recorded");
    expect(warnings).toContain("payment event for an unknown order");
  });

  it("is a 404 for a provider the shop did not configure", async () => {
    const res = await t.call("POST", "/payments/paypal/webhook", { raw: "{}", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(404);
  });
});
