import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPayPalPeer, type PayPalPeer } from "#tests/peers/paypal-peer.ts";
import { WebhookRejected, type PaymentProvider, type StartPayment } from "../provider.ts";
import { createPayPalProvider } from "./paypal-provider.ts";

// The shop's PayPal adapter and the official SDK, against a local server speaking PayPal's REST API.

const CREDENTIALS = { clientId: "client-vetrina", clientSecret: "secret-vetrina", webhookId: "WH-VETRINA-1" };
let peer: PayPalPeer;
let paypal: PaymentProvider;

beforeAll(async () => {
  peer = await startPayPalPeer(CREDENTIALS);
  paypal = createPayPalProvider({ ...CREDENTIALS, environment: "sandbox", apiBase: peer.base });
});
afterAll(() => peer.close());

const order = (overrides: Partial<StartPayment> = {}): StartPayment => ({
  orderId: randomUUID(), orderNumber: "VT-2026-000043", amountCents: 2590, currency: "eur", lang: "es", email: "lucia@example.com",
  successUrl: "https://shop.example/es/order-success?order=1", cancelUrl: "https://shop.example/es/cancel?order=1",
  idempotencyKey: randomUUID(), expiresAt: new Date(Date.now() + 30 * 60_000), ...overrides,
});

describe("PayPal Checkout through the adapter", () => {
  it("creates an order for the amount, in the shopper's language, and sends the shopper to PayPal's page", async () => {
    const input = order();
    const hosted = await paypal.startPayment(input);
    expect(hosted.redirectUrl).toBe(`${peer.base}/checkoutnow?token=${hosted.reference}`);
    const created = peer.orders.get(hosted.reference)!;
    expect(created.purchase_units[0]).toMatchObject({ custom_id: input.orderId, invoice_id: "VT-2026-000043", amount: { currency_code: "EUR", value: "25.90" } });
    expect(created.payment_source?.paypal?.experience_context).toMatchObject({ locale: "es-ES", return_url: input.successUrl, cancel_url: input.cancelUrl });
    expect(await paypal.checkPayment(hosted.reference)).toEqual({
      reference: hosted.reference, state: "open", amountCents: 2590, currency: "eur", orderId: input.orderId, redirectUrl: hosted.redirectUrl,
    });
  });

  it("answers the same order for the same key", async () => {
    const input = order();
    const [a, b] = await Promise.all([paypal.startPayment(input), paypal.startPayment(input)]);
    expect(b.reference).toBe(a.reference);
  });

  it("captures an approved order when asked, once, and reads it paid", async () => {
    const hosted = await paypal.startPayment(order());
    peer.approve(hosted.reference);
    const [first, second] = await Promise.all([paypal.checkPayment(hosted.reference), paypal.checkPayment(hosted.reference)]);
    expect(first).toMatchObject({ state: "paid", amountCents: 2590, currency: "eur", redirectUrl: null });
    expect(second.state).toBe("paid");
    expect(peer.orders.get(hosted.reference)!.purchase_units[0]!.payments!.captures).toHaveLength(1);
  });

  it("closes an order the shop will not capture, and answers a captured one as paid", async () => {
    const open = await paypal.startPayment(order());
    expect((await paypal.cancelPayment(open.reference)).state).toBe("expired");
    const paid = await paypal.startPayment(order());
    peer.approve(paid.reference);
    await paypal.checkPayment(paid.reference);
    expect((await paypal.cancelPayment(paid.reference)).state).toBe("paid");
  });

  it("refunds part of a capture, and refuses more than was captured", async () => {
    const hosted = await paypal.startPayment(order());
    peer.approve(hosted.reference);
    await paypal.checkPayment(hosted.reference);
    const { refundId } = await paypal.refund({ reference: hosted.reference, amountCents: 1000, idempotencyKey: randomUUID() });
    expect(peer.refunds.find((r) => r.id === refundId)).toMatchObject({ amount: { value: "10.00", currency_code: "EUR" } });
    await expect(paypal.refund({ reference: hosted.reference, amountCents: 2000, idempotencyKey: randomUUID() })).rejects.toThrow();
  });
});

describe("PayPal's notifications", () => {
  it("are read once PayPal confirms their signature: a capture is a payment of its order", async () => {
    const input = order();
    const hosted = await paypal.startPayment(input);
    peer.approve(hosted.reference);
    await paypal.checkPayment(hosted.reference);
    const { body, headers } = peer.event("PAYMENT.CAPTURE.COMPLETED", hosted.reference);
    const event = await paypal.readWebhook(body, headers);
    expect(event).toMatchObject({ provider: "paypal", type: "PAYMENT.CAPTURE.COMPLETED", reference: hosted.reference, state: "paid", amountCents: 2590, currency: "eur", orderId: input.orderId });
    expect(event.eventId).toMatch(/^WH-/);
  });

  it("say an approval needs the shop's capture", async () => {
    const hosted = await paypal.startPayment(order());
    peer.approve(hosted.reference);
    const { body, headers } = peer.event("CHECKOUT.ORDER.APPROVED", hosted.reference);
    expect(await paypal.readWebhook(body, headers)).toMatchObject({ state: "open", followUp: "check", reference: hosted.reference });
  });

  it("are refused when a header is missing, the body changed, the signer is not PayPal, or the webhook is another's", async () => {
    const hosted = await paypal.startPayment(order());
    const good = peer.event("CHECKOUT.ORDER.APPROVED", hosted.reference);
    const without = new Headers(good.headers);
    without.delete("paypal-transmission-sig");
    await expect(paypal.readWebhook(good.body, without)).rejects.toBeInstanceOf(WebhookRejected);
    await expect(paypal.readWebhook(good.body.replace("25.90", "0.01"), good.headers)).rejects.toBeInstanceOf(WebhookRejected);
    const forged = peer.event("CHECKOUT.ORDER.APPROVED", hosted.reference, { forge: true });
    await expect(paypal.readWebhook(forged.body, forged.headers)).rejects.toBeInstanceOf(WebhookRejected);
    const other = peer.event("CHECKOUT.ORDER.APPROVED", hosted.reference, { webhookId: "WH-SOMEONE-ELSE" });
    await expect(paypal.readWebhook(other.body, other.headers)).rejects.toBeInstanceOf(WebhookRejected);
  });
});
