import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { wishlistItems, wishlists } from "#db/schema/schema.ts";
import type { Locale } from "#domain/locale.ts";
import type { NetUnit } from "#domain/unit-price.ts";
import { ownerCondition, type Owner } from "#api/http/owner.ts";

export interface WishlistRow { id: string; shareToken: string }

function ownedBy(owner: Owner) {
  return ownerCondition(owner, wishlists);
}

function newShareToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");
}

export async function findWishlist(db: Database, owner: Owner): Promise<WishlistRow | null> {
  const [row] = await db.select({ id: wishlists.id, shareToken: wishlists.shareToken }).from(wishlists).where(ownedBy(owner));
  return row ?? null;
}

export async function findWishlistByShareToken(db: Database, token: string): Promise<WishlistRow | null> {
  const [row] = await db.select({ id: wishlists.id, shareToken: wishlists.shareToken }).from(wishlists).where(eq(wishlists.shareToken, token));
  return row ?? null;
}

/** The owner's wishlist, created on the first heart. Safe under concurrent first adds. */
export async function ensureWishlist(db: Database, owner: Owner): Promise<WishlistRow> {
  await db.execute(owner.kind === "customer"
    ? sql`insert into wishlists (customer_id, share_token) values (${owner.customerId}, ${newShareToken()}) on conflict (customer_id) do nothing`
    : sql`insert into wishlists (anonymous_id, share_token) values (${owner.anonymousId}, ${newShareToken()}) on conflict (anonymous_id) where customer_id is null do nothing`);
  return (await findWishlist(db, owner))!;
}

/** Spec §5: duplicates by product id are ignored. */
export async function addWishlistItem(db: Database, wishlistId: string, productId: number): Promise<void> {
  await db.insert(wishlistItems).values({ wishlistId, productId }).onConflictDoNothing();
}

export async function removeWishlistItems(db: Database, wishlistId: string, productIds: number[]): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.wishlistId, wishlistId), inArray(wishlistItems.productId, productIds)));
}

export async function wishlistProductIds(db: Database, owner: Owner): Promise<number[]> {
  const rows = await wishlistIdsQuery(db, owner);
  return rows.map((r) => r.id);
}

/** The owner's wishlist's product ids, newest first; also a part of the header's counts' one statement (cart.queries.ts). */
export function wishlistIdsQuery(db: Database, owner: Owner) {
  return db.select({ id: wishlistItems.productId }).from(wishlistItems)
    .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
    .where(ownedBy(owner)).orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId)).limit(500);
}

export interface WishlistItemRow {
  id: number; code: string; name: string; slug: string; brand_id: number | null; category_id: number | null;
  category_ids: number[]; image: string | null; price_cents: number | null; reference_cents: number | null; net_quantity: number | null; net_unit: NetUnit | null;
  weight_grams: number | null; in_stock: boolean; variant_count: number; single_variant_id: number | null; added_at: Date;
}

/** The list's products, newest first, each with its cheapest active variant (spec: min_price). */
export async function listWishlistItems(db: Database, lang: Locale, wishlistId: string): Promise<WishlistItemRow[]> {
  const result = await db.execute(sql`
    select p.id, p.code, coalesce(t.name, p.code) as name, coalesce(t.slug, '') as slug, p.brand_id, p.primary_category_id as category_id,
      coalesce((select array_agg(pc.category_id order by pc.position, pc.category_id) from product_categories pc where pc.product_id = p.id), '{}') as category_ids,
      (select i.path from product_images i where i.product_id = p.id order by i.position limit 1) as image,
      v.price_cents, v.reference_cents, v.net_quantity, v.net_unit, v.weight_grams, coalesce(v.in_stock, false) as in_stock, coalesce(v.variant_count, 0)::int as variant_count,
      case when v.variant_count = 1 then v.first_id end as single_variant_id, w.created_at as added_at
    from wishlist_items w
    join products p on p.id = w.product_id and p.is_active
    left join product_translations t on t.product_id = p.id and t.lang = ${lang}
    left join lateral (
      select min(price_cents)::int as price_cents, (array_agg(reference_cents order by price_cents, id))[1] as reference_cents,
        (array_agg(net_quantity order by price_cents, id))[1] as net_quantity, (array_agg(net_unit order by price_cents, id))[1] as net_unit,
        (array_agg(weight_grams order by price_cents))[1] as weight_grams, (array_agg(id order by price_cents))[1] as first_id,
        count(*)::int as variant_count, bool_or(stock > 0 or not inventory_managed) as in_stock
      from variants where product_id = p.id and is_active
    ) v on true
    where w.wishlist_id = ${wishlistId}
    order by w.created_at desc, p.id desc`);
  return (result as unknown as { rows: WishlistItemRow[] }).rows;
}
