import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { carts, customers, deliveryMethods, paymentMethods, pickupStores, storeStock } from "#db/schema/schema.ts";
import type { Locale } from "#domain/locale.ts";
import { isOnlineKind, isPaymentKind, paymentKindAllows, type PaymentKind, type ShippingMode } from "#domain/order-states.ts";
import { pickText } from "#api/settings/settings.build.ts";
import { ownedBy, type CartRow } from "#api/cart/cart.queries.ts";
import type { Owner } from "#api/http/owner.ts";

export interface DeliveryMethodRow {
  id: number; code: string; shippingMode: ShippingMode; priceCents: number; freeAboveCents: number | null;
  minDays: number; maxDays: number; name: string; description: string;
}
export interface PaymentMethodRow { id: number; code: string; kind: PaymentKind; feeCents: number; name: string; description: string }

/** Active delivery methods of one shipping mode, in the shop's order. */
export async function listDeliveryMethods(db: Database, lang: Locale, mode: ShippingMode): Promise<DeliveryMethodRow[]> {
  const rows = await db.select().from(deliveryMethods)
    .where(and(eq(deliveryMethods.isActive, true), eq(deliveryMethods.shippingMode, mode))).orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id));
  return rows.map((r) => ({
    id: r.id, code: r.code, shippingMode: r.shippingMode as ShippingMode, priceCents: r.priceCents, freeAboveCents: r.freeAboveCents,
    minDays: r.minDays, maxDays: r.maxDays, name: pickText(r.names, lang), description: pickText(r.descriptions, lang),
  }));
}

/**
 * Active payment methods a shopper can use with this shipping mode: the shop's own list of modes and
 * the kind's rule must both allow it. A card or wallet method is offered only while its provider is
 * configured (`online`: the names of the providers with keys, issue 15).
 */
export async function listPaymentMethods(db: Database, lang: Locale, mode: ShippingMode, online: ReadonlySet<string>): Promise<PaymentMethodRow[]> {
  const rows = await db.select().from(paymentMethods).where(eq(paymentMethods.isActive, true)).orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
  return rows.flatMap((r) => {
    if (!isPaymentKind(r.kind) || (isOnlineKind(r.kind) && !online.has(r.provider ?? ""))) return [];
    if (!r.shippingModes.includes(mode) || !paymentKindAllows(r.kind, mode)) return [];
    return [{ id: r.id, code: r.code, kind: r.kind, feeCents: r.feeCents, name: pickText(r.names, lang), description: pickText(r.descriptions, lang) }];
  });
}

export type PickupStoreRow = typeof pickupStores.$inferSelect;

export async function listPickupStores(db: Database): Promise<PickupStoreRow[]> {
  return db.select().from(pickupStores).where(eq(pickupStores.isActive, true)).orderBy(asc(pickupStores.id));
}

/** How many of each variant each store holds: store id → variant id → quantity (absent = none). */
export async function readStoreStock(db: Database, variantIds: number[]): Promise<Map<number, Map<number, number>>> {
  const byStore = new Map<number, Map<number, number>>();
  if (variantIds.length === 0) return byStore;
  const rows = await db.select().from(storeStock).where(inArray(storeStock.variantId, variantIds));
  for (const row of rows) {
    const store = byStore.get(row.storeId) ?? new Map<number, number>();
    store.set(row.variantId, row.quantity);
    byStore.set(row.storeId, store);
  }
  return byStore;
}

/** The checkout fields of the owner's cart (spec §3), written in one statement. */
export async function writeCheckoutFields(db: Database, owner: Owner, fields: Partial<CartRow>): Promise<boolean> {
  const rows = await db.update(carts).set({ ...fields, updatedAt: new Date() }).where(ownedBy(owner)).returning({ id: carts.id });
  return rows.length > 0;
}

/** A signed-in customer's own details: the order is theirs, whatever e-mail a form sent. */
export async function findCustomerDetails(db: Database, customerId: string) {
  const [row] = await db.select({ email: customers.email, name: customers.name, lastname: customers.lastname, company: customers.company, lang: customers.lang })
    .from(customers).where(eq(customers.id, customerId));
  return row ?? null;
}
