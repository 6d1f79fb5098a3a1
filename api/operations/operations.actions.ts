import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { operatorActions, orders, shipments, trackingEvents } from "#db/schema/schema.ts";
import { isOnlineKind, nextState, type OrderEvent, type OrderState, type PaymentKind, type PaymentState, type ShippingMode } from "#domain/order-states.ts";
import { ApiError } from "#api/http/errors.ts";
import { queueOrderUpdateMail } from "#api/orders/order-mails.ts";
import { readCarriers } from "#api/orders/shipments.queries.ts";
import type { OrderRow } from "#api/orders/orders.queries.ts";
import { refundPayment, type OnlinePayments } from "#api/payments/order-payments.ts";
import { giveBack } from "#api/payments/reservations.ts";
import { queueReviewInvitation } from "#api/reviews/reviews.queries.ts";

/** What the operations API changes an order with: the staff member's name goes into every record. */
export interface OperationContext { db: Database; operator: string; payments: OnlinePayments }

/** The words of each event in a refusal: "Order VT-… is shipped: it cannot be marked ready for pickup." */
const EVENT_WORDS: Record<OrderEvent, string> = {
  confirmPayment: "marked paid", markReadyForPickup: "marked ready for pickup", markShipped: "shipped", markDelivered: "marked delivered",
  markCollected: "marked collected", cancel: "cancelled", expirePayment: "expired",
};

async function record(tx: Database, context: OperationContext, action: string, orderId: string | null, details: Record<string, unknown> = {}) {
  await tx.insert(operatorActions).values({ operator: context.operator, action, orderId, details });
}

/**
 * One event of the order state machine, by a staff member: the order locked, the event checked from its
 * state (a wrong one is a 409 naming the state), the change, what goes with it (`also`) and the record of
 * who did it, in one transaction.
 */
async function apply(
  context: OperationContext, orderId: string, event: OrderEvent, action: string,
  also?: (tx: Database, order: OrderRow, changed: OrderRow) => Promise<Record<string, unknown> | void>,
): Promise<OrderRow> {
  return context.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw new ApiError(404, "NOT_FOUND", "There is no order with this id.");
    const next = nextState({
      state: order.status as OrderState, payment: order.paymentStatus as PaymentState,
      shippingMode: order.shippingMode as ShippingMode, paymentKind: order.paymentKind as PaymentKind,
    }, event);
    if (!next) {
      const how = order.shippingMode === 2 ? "collected in store" : "delivered";
      throw new ApiError(409, "CONFLICT",
        `Order ${order.number} is ${order.status.replaceAll("_", " ")} (payment ${order.paymentStatus.replaceAll("_", " ")}, ${how}): it cannot be ${EVENT_WORDS[event]}.`,
        undefined, "invalid_transition");
    }
    // Delivered or collected: the return window starts now.
    const fulfilled = event === "markDelivered" || event === "markCollected" ? { fulfilledAt: new Date() } : {};
    const [changed] = await tx.update(orders).set({ status: next.state, paymentStatus: next.payment, updatedAt: new Date(), ...fulfilled }).where(eq(orders.id, order.id)).returning();
    // Delivered or collected: the "how was it?" e-mail waits its days in the outbox (issue 17).
    if (fulfilled.fulfilledAt) await queueReviewInvitation(tx, changed!);
    const details = (await also?.(tx, order, changed!)) ?? {};
    await record(tx, context, action, order.id, { from: order.status, to: next.state, ...details });
    return changed!;
  });
}

/** A bank transfer arrived (the shop matched it by the order number). Card and wallet payments are the providers' to confirm. */
export async function confirmTransfer(context: OperationContext, orderId: string): Promise<OrderRow> {
  const [order] = await context.db.select().from(orders).where(eq(orders.id, orderId));
  if (order && order.paymentKind !== "bank_transfer") {
    throw new ApiError(409, "CONFLICT", `Order ${order.number} is paid by ${order.paymentKind.replaceAll("_", " ")}: only a bank transfer is confirmed by hand.`, undefined, "invalid_transition");
  }
  return apply(context, orderId, "confirmPayment", "confirm_payment");
}

export const readyForPickup = (context: OperationContext, orderId: string) =>
  apply(context, orderId, "markReadyForPickup", "ready_for_pickup", async (tx, _order, changed) => { await queueOrderUpdateMail(tx, changed, "order-ready", {}); });

/** Collected in the store; a payment at pickup is taken then (the state machine says so). */
export const collected = (context: OperationContext, orderId: string) => apply(context, orderId, "markCollected", "collected");

/** Handed to the carrier: the shipment with its tracking number, and the shopper's mail with the carrier's tracking link. */
export async function ship(context: OperationContext, orderId: string, input: { carrier: string; trackingNumber: string }) {
  const carrier = (await readCarriers(context.db)).find((c) => c.code === input.carrier);
  if (!carrier) {
    throw new ApiError(422, "UNPROCESSABLE", `There is no carrier "${input.carrier}" in the shop's settings (carriers).`, { carrier: "Give the code of one of the shop's carriers." }, "unknown_carrier");
  }
  const trackingUrl = carrier.tracking_url.replace("{tracking}", encodeURIComponent(input.trackingNumber));
  let shipmentId = "";
  const order = await apply(context, orderId, "markShipped", "ship", async (tx, _before, changed) => {
    const [shipment] = await tx.insert(shipments).values({
      orderId: changed.id, carrier: carrier.code, trackingNumber: input.trackingNumber, trackingUrl, status: "in_transit", shippedAt: new Date(),
    }).onConflictDoNothing({ target: [shipments.carrier, shipments.trackingNumber] }).returning({ id: shipments.id });
    if (!shipment) {
      throw new ApiError(409, "CONFLICT", `${carrier.name} tracking number ${input.trackingNumber} belongs to another shipment already.`, { tracking_number: "Already used." }, "tracking_number_used");
    }
    shipmentId = shipment.id;
    await tx.insert(trackingEvents).values({ shipmentId, status: "shipped", description: carrier.name, occurredAt: new Date() });
    await queueOrderUpdateMail(tx, changed, "order-shipped", { carrier: carrier.name, trackingNumber: input.trackingNumber, trackingUrl });
    return { shipment: shipmentId, carrier: carrier.code, tracking_number: input.trackingNumber };
  });
  return { order, shipmentId };
}

export const TRACKING_STATUSES = ["in_transit", "out_for_delivery", "at_pickup_point", "delivery_attempted", "exception"] as const;

/** A step of the parcel's journey, as the carrier reported it. Delivery itself is `delivered` (the order's event). */
export async function addTrackingEvent(
  context: OperationContext, shipmentId: string, input: { status: (typeof TRACKING_STATUSES)[number]; location?: string; description?: string; occurredAt?: Date },
) {
  return context.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for("update");
    if (!shipment) throw new ApiError(404, "NOT_FOUND", "There is no shipment with this id.");
    if (shipment.status === "delivered") throw new ApiError(409, "CONFLICT", "This shipment is delivered: it has no further steps.", undefined, "invalid_transition");
    const [event] = await tx.insert(trackingEvents).values({
      shipmentId, status: input.status, location: input.location ?? null, description: input.description ?? null, occurredAt: input.occurredAt ?? new Date(),
    }).returning();
    await tx.update(shipments).set({ status: input.status }).where(eq(shipments.id, shipmentId));
    await record(tx, context, "tracking_event", shipment.orderId, { shipment: shipmentId, status: input.status });
    return { event: event!, orderId: shipment.orderId };
  });
}

/** Delivered: the order's event, its shipments closed with a last step (cash on delivery is taken then). */
export const delivered = (context: OperationContext, orderId: string) =>
  apply(context, orderId, "markDelivered", "delivered", async (tx, order) => {
    const now = new Date();
    const open = await tx.update(shipments).set({ status: "delivered", deliveredAt: now })
      .where(and(eq(shipments.orderId, order.id), sql`${shipments.status} <> 'delivered'`)).returning({ id: shipments.id });
    for (const s of open) await tx.insert(trackingEvents).values({ shipmentId: s.id, status: "delivered", occurredAt: now });
  });

/**
 * Cancelled by the shop: the stock and coupon use given back in the change's transaction; a payment taken
 * online is refunded through its provider afterwards. A refund the provider refuses leaves the order
 * cancelled with `payment_flag = 'refund_failed'`, for the shop to refund by hand, and says so.
 */
export async function cancelOrder(context: OperationContext, orderId: string, reason: string) {
  const order = await apply(context, orderId, "cancel", "cancel", async (tx, before) => {
    await giveBack(tx, { id: before.id, shippingMode: before.shippingMode, pickupStoreId: before.pickupStoreId });
    return { reason };
  });
  if (order.paymentStatus !== "paid" || !isOnlineKind(order.paymentKind)) return { order, refund: null };
  try {
    const { refundId } = await refundPayment(context.db, context.payments, order, { amountCents: order.totalCents, idempotencyKey: `cancel-${order.id}` });
    await context.db.update(orders).set({ paymentStatus: "refunded", updatedAt: new Date() }).where(eq(orders.id, order.id));
    return { order: { ...order, paymentStatus: "refunded" }, refund: { status: "refunded" as const, id: refundId } };
  } catch (error) {
    await context.db.update(orders).set({ paymentFlag: "refund_failed", updatedAt: new Date() }).where(eq(orders.id, order.id));
    return { order, refund: { status: "failed" as const, message: error instanceof Error ? error.message : String(error) } };
  }
}

/** Orders for the staff: newest first, by state, by number, e-mail or name. */
export async function searchOrders(db: Database, input: { status?: OrderState; q?: string; page: number; perPage: number }) {
  const where: SQL[] = [];
  if (input.status) where.push(eq(orders.status, input.status));
  if (input.q) {
    const like = `%${input.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(orders.number, like), ilike(orders.email, like), sql`${orders.customer}->>'lastname' ilike ${like}`, sql`${orders.customer}->>'name' ilike ${like}`)!);
  }
  const condition = where.length ? and(...where) : undefined;
  const [rows, [count]] = await Promise.all([
    db.select().from(orders).where(condition).orderBy(desc(orders.placedAt), desc(orders.id)).limit(input.perPage).offset((input.page - 1) * input.perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(condition),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function actionsOf(db: Database, orderId: string) {
  return db.select().from(operatorActions).where(eq(operatorActions.orderId, orderId)).orderBy(asc(operatorActions.createdAt), asc(operatorActions.id));
}
