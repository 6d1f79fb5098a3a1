import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { orders, paymentEvents } from "#db/schema/schema.ts";
import { nextState, type OrderState, type PaymentKind, type PaymentState, type ShippingMode } from "#domain/order-states.ts";
import type { Locale } from "#domain/locale.ts";
import { queueOrderMails, queuePaymentFailedMail } from "#api/orders/order-mails.ts";
import type { PaymentEvent } from "./provider.ts";

export type EventEffect = "confirmed" | "flagged" | "recorded" | "duplicate";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * confirmPayment from a provider's notification, in one transaction with its record: the event row is
 * unique per provider event, so a replay, a duplicate or a concurrent copy inserts nothing and changes
 * nothing. The order row is locked before it is read, so two events of one order change it one at a time.
 * A payment is taken as the order's only when the provider's reference is the order's and the amount and
 * currency are the order's; otherwise the order is flagged for the shop and stays as it was.
 */
export async function applyPaymentEvent(db: Database, event: PaymentEvent, log: (msg: string, fields: Record<string, unknown>) => void): Promise<EventEffect> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const orderId = event.orderId && UUID.test(event.orderId) ? event.orderId : null;
    const [order] = orderId ? await tx.select().from(orders).where(eq(orders.id, orderId)).for("update") : [];
    const [recorded] = await tx.insert(paymentEvents).values({
      orderId: order?.id ?? null, provider: event.provider, providerEventId: event.eventId, kind: event.type.slice(0, 40), payload: event.payload,
    }).onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.providerEventId] }).returning({ id: paymentEvents.id });
    if (!recorded) return "duplicate";
    if (!order) {
      log("payment event for an unknown order", { provider: event.provider, eventId: event.eventId, orderId: event.orderId });
      return "recorded";
    }
    if (event.state === "failed" && order.status === "awaiting_payment" && order.paymentReference === event.reference) {
      // The provider refused the payment (a declined debit, a denied capture): the shopper is told, with a way back to pay.
      await queuePaymentFailedMail(tx, order);
      return "recorded";
    }
    if (event.state !== "paid") return "recorded";
    const flag = (paymentFlag: string, why: string) => {
      log(why, { provider: event.provider, eventId: event.eventId, order: order.number, amount: event.amountCents, currency: event.currency });
      return tx.update(orders).set({ paymentFlag, updatedAt: new Date() }).where(eq(orders.id, order.id)).then(() => "flagged" as const);
    };
    if (order.paymentReference !== event.reference) return flag("unknown_payment", "a payment the order does not know was reported for it");
    if (event.amountCents !== order.totalCents || event.currency?.toLowerCase() !== order.currency.toLowerCase()) {
      return flag("amount_mismatch", "a payment of another amount or currency than the order's was reported");
    }
    const next = nextState({
      state: order.status as OrderState, payment: order.paymentStatus as PaymentState,
      shippingMode: order.shippingMode as ShippingMode, paymentKind: order.paymentKind as PaymentKind,
    }, "confirmPayment");
    if (!next) {
      if (order.paymentStatus === "paid") return "recorded";
      return flag("late_payment", "a payment arrived for an order no longer waiting for one");
    }
    const [confirmed] = await tx.update(orders).set({ status: next.state, paymentStatus: next.payment, updatedAt: sql`now()` }).where(eq(orders.id, order.id)).returning();
    // An online order's confirmation waited for its money: it goes out with the change that confirms it.
    await queueOrderMails(tx, confirmed!, confirmed!.lang as Locale);
    return "confirmed";
  });
}
