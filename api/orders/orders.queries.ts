import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { deliveryMethods, orderLines, orders, paymentMethods, pickupStores, settings } from "#db/schema/schema.ts";
import type { OrderState } from "#domain/order-states.ts";
import type { Owner } from "#api/http/owner.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export interface BankTransferSettings { iban: string; holder: string; bank: string; bic: string }

/**
 * Only the owner's order: a customer's by account, a visitor's by the anonymous id that placed it. Any
 * other id, or someone else's, is simply not found.
 */
function ownedBy(owner: Owner) {
  return owner.kind === "customer"
    ? eq(orders.customerId, owner.customerId)
    : and(eq(orders.anonymousId, owner.anonymousId), isNull(orders.customerId));
}

export async function findOwnedOrder(db: Database, owner: Owner, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(and(ownedBy(owner), eq(orders.id, id)));
  return row ?? null;
}

/** The owner's orders, newest first, a page at a time, optionally in one state; with how many there are. */
export async function pageOwnedOrders(db: Database, owner: Owner, input: { status?: OrderState; page: number; perPage: number }) {
  const where = and(ownedBy(owner), input.status ? eq(orders.status, input.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.placedAt), desc(orders.id)).limit(input.perPage).offset((input.page - 1) * input.perPage),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findOrderByKey(db: Database, keyHash: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, keyHash));
  return row ?? null;
}

/** What an order's answer shows beside the order row. One query after another: this also runs inside the placement's transaction. */
export async function loadOrderParts(db: Database, order: OrderRow) {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.sku), asc(orderLines.id));
  const [store] = order.pickupStoreId ? await db.select().from(pickupStores).where(eq(pickupStores.id, order.pickupStoreId)) : [];
  const [delivery] = order.deliveryMethodId ? await db.select().from(deliveryMethods).where(eq(deliveryMethods.id, order.deliveryMethodId)) : [];
  const [payment] = order.paymentMethodId ? await db.select().from(paymentMethods).where(eq(paymentMethods.id, order.paymentMethodId)) : [];
  return { lines, store: store ?? null, delivery: delivery ?? null, payment: payment ?? null };
}

/** The shop's bank details (settings key bank_transfer); null when the shop has not set them. */
export async function readBankTransfer(db: Database): Promise<BankTransferSettings | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "bank_transfer"));
  const v = row?.value as Partial<BankTransferSettings> | undefined;
  return v?.iban ? { iban: v.iban, holder: v.holder ?? "", bank: v.bank ?? "", bic: v.bic ?? "" } : null;
}

/** Where new orders are announced (settings order_notifications.email, else profile.email). */
export async function readOrderNotificationAddress(db: Database): Promise<string | null> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, ["order_notifications", "profile"]));
  const byKey = new Map(rows.map((r) => [r.key, r.value as { email?: unknown } | undefined]));
  const email = byKey.get("order_notifications")?.email ?? byKey.get("profile")?.email;
  return typeof email === "string" && email.includes("@") ? email : null;
}
