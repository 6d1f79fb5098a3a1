import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { deliveryMethods, paymentMethods, pickupStores, variants } from "#db/schema/schema.ts";
import type { TestApi } from "#tests/setup/test-api.ts";
import { newVisitor } from "#api/auth/auth-test-kit.ts";

export { newVisitor };

export interface Variant { id: number; productId: number; priceCents: number; vatRateBp: number }
export interface Ids { standard: number; express: number; pickup: number; bank: number; cod: number; atPickup: number; card: number; store: number }

/** Who calls: a visitor (ia) or a customer (bearer token). */
export type Who = { ia: string; token?: string };

export function checkoutCalls(t: TestApi) {
  const headers = (who: Who, extra: Record<string, string> = {}) => ({
    ia: who.ia, ...(who.token ? { authorization: `Bearer ${who.token}` } : {}), ...extra,
  });
  return {
    get: (who: Who, path: string) => t.call("GET", path, { headers: headers(who) }),
    put: (who: Who, body: unknown) => t.call("PUT", "/checkout", { body, headers: headers(who) }),
    add: (who: Who, v: Variant, quantity = 1) =>
      t.call("POST", "/cart/addtocart", { body: { items: v.productId, variants: v.id, note: String(quantity) }, headers: headers(who) }),
    place: (who: Who, body: unknown, key: string = randomUUID()) =>
      t.call("POST", "/checkout/place-order", { body, headers: headers(who, { "idempotency-key": key }) }),
  };
}

/** Inventory-managed, sellable variants, each of another product, with their stock set to `stock`. */
export async function pickVariants(t: TestApi, count: number, stock = 100, offset = 0): Promise<Variant[]> {
  const rows = await t.db.select({ id: variants.id, productId: variants.productId, priceCents: variants.priceCents, vatRateBp: variants.vatRateBp })
    .from(variants).where(and(eq(variants.inventoryManaged, true), gt(variants.stock, 0), eq(variants.isActive, true), gt(variants.priceCents, 0)))
    .orderBy(variants.id).limit(200);
  const seen = new Set<number>();
  const picked = rows.filter((r) => !seen.has(r.productId) && seen.add(r.productId)).slice(offset, offset + count);
  for (const v of picked) await t.db.update(variants).set({ stock }).where(eq(variants.id, v.id));
  return picked;
}

export async function methodIds(t: TestApi): Promise<Ids> {
  const d = new Map((await t.db.select().from(deliveryMethods)).map((r) => [r.code, r.id]));
  const p = new Map((await t.db.select().from(paymentMethods)).map((r) => [r.code, r.id]));
  const [store] = await t.db.select().from(pickupStores).orderBy(pickupStores.id).limit(1);
  return {
    standard: d.get("standard")!, express: d.get("express")!, pickup: d.get("pickup")!,
    bank: p.get("bank-transfer")!, cod: p.get("cash-on-delivery")!, atPickup: p.get("pay-at-pickup")!, card: p.get("card")!, store: store!.id,
  };
}

export const ADDRESS = {
  Name: "Maria Rossi", Street1: "Via dell'Indipendenza 24", CityName: "Bologna", StateOrProvince: "BO",
  Country: "IT", CountryName: "Italia", Phone: "+39 333 123 4567", PostalCode: "40121",
};

export const PLACE = (expected_total: number) => ({ expected_total, accept_terms: true, accept_privacy: true });

/** A checkout ready to place: home delivery with standard shipping and the given payment method. */
export async function readyForDelivery(t: TestApi, who: Who, ids: Ids, payment: number = ids.bank, email = `${who.ia}@example.com`) {
  const c = checkoutCalls(t);
  const res = await c.put(who, {
    Customer: { email, name: "Maria", lastname: "Rossi" }, ShippingAddress: ADDRESS, shippingMode: 1,
    delivery_method: ids.standard, payment_method: payment, step: 2,
  });
  if (res.status !== 200) throw new Error(`checkout answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function readyForPickup(t: TestApi, who: Who, ids: Ids, store: number = ids.store) {
  const res = await checkoutCalls(t).put(who, {
    Customer: { email: `${who.ia}@example.com`, name: "Luca", lastname: "Bianchi" }, shippingMode: 2, pickupStore: store,
    delivery_method: ids.pickup, payment_method: ids.atPickup, step: 2,
  });
  if (res.status !== 200) throw new Error(`checkout answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}
