import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { savedCarts } from "#db/schema/schema.ts";
import type { Locale } from "#domain/locale.ts";
import { ownerCondition, type Owner } from "#api/http/owner.ts";
import type { SavedCart, ShippingAddress } from "./cart.schemas.ts";
import { loadVariantFacts } from "./cart.queries.ts";

/** A visitor keeps this many saved carts; saving one more lets the oldest go. */
export const SAVED_CARTS_KEPT = 20;

interface SavedItem { productId: number; variantId: number; quantity: number }
type SavedRow = typeof savedCarts.$inferSelect;

function ownedBy(owner: Owner) {
  return ownerCondition(owner, savedCarts);
}

async function toViews(db: Database, lang: Locale, rows: SavedRow[]): Promise<SavedCart[]> {
  const facts = await loadVariantFacts(db, lang, [...new Set(rows.flatMap((r) => (r.items as SavedItem[]).map((i) => i.variantId)))]);
  return rows.map((row) => {
    const items = row.items as SavedItem[];
    return {
      _id: row.id, created_at: row.createdAt.toISOString(),
      Items: items.map((i) => ({
        id: i.productId, variant_id: i.variantId, QuantityPurchased: i.quantity,
        Title: facts.get(i.variantId)?.name ?? "", image: facts.get(i.variantId)?.image ?? null,
      })),
      count: items.reduce((sum, i) => sum + i.quantity, 0),
      ShippingAddress: (row.shippingAddress as ShippingAddress | null) ?? null,
      pickupStore: row.pickupStoreId,
    };
  });
}

export async function saveCart(
  db: Database, lang: Locale, owner: Owner,
  cart: { items: SavedItem[]; shippingAddress: ShippingAddress | null; pickupStoreId: number | null },
): Promise<SavedCart> {
  const row = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [inserted] = await tx.insert(savedCarts).values({
      ...(owner.kind === "customer" ? { customerId: owner.customerId } : { anonymousId: owner.anonymousId }),
      items: cart.items, shippingAddress: cart.shippingAddress, pickupStoreId: cart.pickupStoreId,
    }).returning();
    const kept = await tx.select({ id: savedCarts.id }).from(savedCarts).where(ownedBy(owner))
      .orderBy(desc(savedCarts.createdAt), desc(savedCarts.id)).limit(SAVED_CARTS_KEPT);
    await tx.delete(savedCarts).where(and(ownedBy(owner), notInArray(savedCarts.id, kept.map((k) => k.id))));
    return inserted!;
  });
  return (await toViews(db, lang, [row]))[0]!;
}

export async function listSavedCarts(db: Database, lang: Locale, owner: Owner): Promise<SavedCart[]> {
  const rows = await db.select().from(savedCarts).where(ownedBy(owner)).orderBy(desc(savedCarts.createdAt), desc(savedCarts.id));
  return toViews(db, lang, rows);
}

/** Only the owner's: another visitor's id is simply not found. */
export async function findSavedCart(db: Database, owner: Owner, id: string) {
  const [row] = await db.select().from(savedCarts).where(and(ownedBy(owner), eq(savedCarts.id, id)));
  return row ? { items: row.items as SavedItem[], shippingAddress: (row.shippingAddress as ShippingAddress | null) ?? null, pickupStoreId: row.pickupStoreId } : null;
}

export async function deleteSavedCart(db: Database, owner: Owner, id: string): Promise<boolean> {
  const rows = await db.delete(savedCarts).where(and(ownedBy(owner), inArray(savedCarts.id, [id]))).returning({ id: savedCarts.id });
  return rows.length > 0;
}
