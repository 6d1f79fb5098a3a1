import type { z } from "@hono/zod-openapi";
import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";
import { pickText } from "#api/settings/settings.build.ts";
import type { PICKUP_STORE } from "./checkout.answers.ts";
import type { PricedCartLine } from "./checkout.pricing.ts";
import { listPickupStores, readStoreStock } from "./checkout.queries.ts";

export type PickupStoreView = z.infer<typeof PICKUP_STORE>;

/**
 * Every active store with, for this cart, whether each line can be collected there (store_stock holds
 * at least the quantity asked) and which lines it lacks, so the shopper can pick another store or delivery.
 */
export async function pickupStoresFor(db: Database, lang: Locale, lines: PricedCartLine[]): Promise<PickupStoreView[]> {
  const wanted = lines.filter((l) => l.wanted > 0);
  const stores = await listPickupStores(db);
  const stock = await readStoreStock(db, wanted.map((l) => l.variantId));
  return stores.map((s) => {
    const held = stock.get(s.id);
    const missing = wanted.flatMap((l) => {
      const available = held?.get(l.variantId) ?? 0;
      return available >= l.wanted ? [] : [{ variant_id: l.variantId, Title: l.fact?.name ?? "", wanted: l.wanted, available }];
    });
    return {
      id: s.id, code: s.code, name: s.name, street: s.street, city: s.city, province: s.province, postal_code: s.postalCode,
      country: s.country, phone: s.phone, email: s.email, latitude: Number(s.latitude), longitude: Number(s.longitude),
      opening_hours: pickText(s.openingHours, lang), available: missing.length === 0, missing,
    };
  });
}

/** The titles of the lines a store lacks; null when the store is unknown or inactive. */
export function missingIn(stores: PickupStoreView[], storeId: number | null): string[] | null {
  const store = stores.find((s) => s.id === storeId);
  return store ? store.missing.map((m) => m.Title || `#${m.variant_id}`) : null;
}
