import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { orders } from "#db/schema/schema.ts";
import type { TestApi } from "#tests/setup/test-api.ts";
import { PLACE, checkoutCalls, newVisitor, readyForDelivery, type Ids, type Variant } from "#api/checkout/checkout-test-kit.ts";
import type { PaymentProvider } from "./provider.ts";

/**
 * An order waiting for a card payment, with its provider session. Placement with a card comes with the
 * rest of issue 15: until then the order is placed as a bank transfer (the same waiting state, the same
 * stock taken) and given the card's kind and the session's reference, as placement will.
 */
export async function orderAwaitingCard(t: TestApi, provider: PaymentProvider, options: { ids: Ids; variant: Variant; quantity?: number; amountCents?: number }) {
  const c = checkoutCalls(t);
  const who = { ia: newVisitor() };
  await c.add(who, options.variant, options.quantity ?? 1);
  const summary = await readyForDelivery(t, who, options.ids);
  const placed = (await c.place(who, PLACE(summary.totals.total))).body.data as { _id: string; number: string };
  const [row] = await t.db.select().from(orders).where(eq(orders.id, placed._id));
  const hosted = await provider.startPayment({
    orderId: placed._id, orderNumber: placed.number, amountCents: options.amountCents ?? row!.totalCents, currency: "eur", lang: "it", email: row!.email,
    successUrl: "https://shop.example/ok", cancelUrl: "https://shop.example/cancel", idempotencyKey: randomUUID(),
  });
  await t.db.update(orders).set({ paymentKind: "card", paymentReference: hosted.reference }).where(eq(orders.id, placed._id));
  return { orderId: placed._id, number: placed.number, session: hosted.reference, who };
}
