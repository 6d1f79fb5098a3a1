import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { cartLines, carts } from "#db/schema/schema.ts";
import type { CartLineState, CartState, SellableVariant } from "#domain/cart.ts";
import type { Locale } from "#domain/locale.ts";
import type { NetUnit } from "#domain/unit-price.ts";
import { ownerCondition, type Owner } from "#api/http/owner.ts";
import { wishlistIdsQuery } from "#api/wishlist/wishlist.queries.ts";
import type { ShippingAddress } from "./cart.schemas.ts";

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
export interface StoredCart { cart: CartRow; lines: CartLineRow[] }

export function ownedBy(owner: Owner) {
  return ownerCondition(owner, carts);
}

async function linesOf(db: Database, cartId: string): Promise<CartLineRow[]> {
  return db.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

export async function findCart(db: Database, owner: Owner): Promise<StoredCart | null> {
  const [cart] = await db.select().from(carts).where(ownedBy(owner));
  return cart ? { cart, lines: await linesOf(db, cart.id) } : null;
}

/** A cart line with what the catalogue says of its variant now: what reviewLine needs to count it. */
export interface CountedLine { line: CartLineState; variant: SellableVariant | undefined }

/**
 * What the header shows on every page, in one statement (issue 18 §2: a count, not the cart): the cart's
 * lines with their variants' state now, and the wishlist's product ids. The cart page's view
 * (cart.handlers.ts) asks for much more: prices with their notices, pictures, names, coupon, totals.
 */
export async function findHeaderCounts(db: Database, owner: Owner): Promise<{ lines: CountedLine[]; wishlist: number[] }> {
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_object(
          'productId', l.product_id, 'variantId', l.variant_id, 'quantity', l.quantity, 'seenPriceCents', l.seen_price_cents,
          'known', v.id is not null, 'isActive', coalesce(v.is_active and p.is_active, false),
          'inventoryManaged', v.inventory_managed, 'stock', v.stock, 'priceCents', v.price_cents)), '[]')
        from carts join cart_lines l on l.cart_id = carts.id
        left join variants v on v.id = l.variant_id left join products p on p.id = v.product_id
        where ${ownedBy(owner)}) as lines,
      (select coalesce(array_agg(w.product_id), '{}') from (${wishlistIdsQuery(db, owner)}) w) as wishlist`);
  const [row] = (result as unknown as { rows: { lines: CountedRow[] | string; wishlist: number[] }[] }).rows;
  const lines = (typeof row!.lines === "string" ? JSON.parse(row!.lines) as CountedRow[] : row!.lines).map((r) => ({
    line: { productId: r.productId, variantId: r.variantId, quantity: r.quantity, seenPriceCents: r.seenPriceCents },
    variant: r.known ? { productId: r.productId, variantId: r.variantId, isActive: r.isActive, inventoryManaged: r.inventoryManaged, stock: r.stock, priceCents: r.priceCents } : undefined,
  }));
  return { lines, wishlist: row!.wishlist.map(Number) };
}

interface CountedRow {
  productId: number; variantId: number; quantity: number; seenPriceCents: number;
  known: boolean; isActive: boolean; inventoryManaged: boolean; stock: number; priceCents: number;
}

/**
 * The owner's cart, created when missing, locked until the transaction ends: concurrent changes to one
 * cart run one after the other, so twenty simultaneous adds of a line end at the right quantity.
 */
export async function lockCart(tx: Database, owner: Owner): Promise<StoredCart> {
  await tx.execute(owner.kind === "customer"
    ? sql`insert into carts (customer_id) values (${owner.customerId}) on conflict (customer_id) do nothing`
    : sql`insert into carts (anonymous_id) values (${owner.anonymousId}) on conflict (anonymous_id) where customer_id is null do nothing`);
  const [cart] = await tx.select().from(carts).where(ownedBy(owner)).for("update");
  return { cart: cart!, lines: await linesOf(tx, cart!.id) };
}

export function stateOf(stored: StoredCart): CartState<ShippingAddress> {
  const { cart, lines } = stored;
  return {
    lines: lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity, seenPriceCents: l.seenPriceCents })),
    shippingAddress: (cart.shippingAddress as ShippingAddress | null) ?? null,
    couponCode: cart.couponCode,
    linesBackup: (cart.itemsBackup as CartLineState[] | null) ?? null,
    shippingAddressBackup: (cart.shippingAddressBackup as ShippingAddress | null) ?? null,
  };
}

/** Writes a cart's new state: its lines (kept, changed, added, removed) and its coupon and backup. */
export async function writeCart(
  tx: Database, cartId: string, state: CartState<ShippingAddress>, extra: Partial<Pick<CartRow, "freeze" | "pickupStoreId">> = {},
): Promise<void> {
  await tx.update(carts).set({
    couponCode: state.couponCode, itemsBackup: state.linesBackup, shippingAddress: state.shippingAddress,
    shippingAddressBackup: state.shippingAddressBackup, updatedAt: new Date(), ...extra,
  }).where(eq(carts.id, cartId));
  const keep = state.lines.map((l) => l.variantId);
  await tx.delete(cartLines).where(keep.length ? and(eq(cartLines.cartId, cartId), notInArray(cartLines.variantId, keep)) : eq(cartLines.cartId, cartId));
  if (state.lines.length === 0) return;
  await tx.insert(cartLines).values(state.lines.map((l) => ({ cartId, ...l })))
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.variantId],
      set: { quantity: sql`excluded.quantity`, seenPriceCents: sql`excluded.seen_price_cents`, updatedAt: new Date() },
      setWhere: sql`${cartLines.quantity} <> excluded.quantity or ${cartLines.seenPriceCents} <> excluded.seen_price_cents`,
    });
}

/** Clearing (spec §4): the cart returns to its initial state; nothing of it is kept. */
export async function deleteCart(db: Database, owner: Owner): Promise<void> {
  await db.delete(carts).where(ownedBy(owner));
}

/** What a cart line shows and checks about its variant, in one query for all lines. */
export interface VariantFacts extends SellableVariant {
  code: string; sku: string; ean: string | null; name: string; slug: string; image: string | null;
  optionLabels: string[]; minAge: number | null; referenceCents: number | null; netQuantity: number | null; netUnit: NetUnit; vatRateBp: number; weightGrams: number;
  brandId: number | null; primaryCategoryId: number | null; categoryIds: number[];
}

export async function loadVariantFacts(db: Database, lang: Locale, variantIds: number[]): Promise<Map<number, VariantFacts>> {
  if (variantIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select v.id as "variantId", v.product_id as "productId", v.sku, v.ean, v.price_cents as "priceCents",
      v.reference_cents as "referenceCents", v.net_quantity as "netQuantity", v.net_unit as "netUnit", v.vat_rate_bp as "vatRateBp", v.stock, v.inventory_managed as "inventoryManaged",
      v.weight_grams as "weightGrams", (v.is_active and p.is_active) as "isActive",
      p.code, p.min_age as "minAge", p.brand_id as "brandId", p.primary_category_id as "primaryCategoryId",
      coalesce(t.name, p.code) as name, coalesce(t.slug, '') as slug,
      coalesce(
        -- By the product's index: product_images has none on variant_id (a scan of every picture per line at 1,000,000 products).
        (select i.path from product_images i where i.product_id = v.product_id and i.variant_id = v.id order by i.position limit 1),
        (select i.path from product_images i where i.product_id = p.id order by i.position limit 1)) as image,
      coalesce((select array_agg(pc.category_id order by pc.position, pc.category_id) from product_categories pc where pc.product_id = p.id), '{}') as "categoryIds",
      coalesce((select array_agg(coalesce(ov.labels->>${lang}, ov.labels->>'it', o.value) order by ov.position, o.key)
        from jsonb_each_text(v.options) o left join option_values ov on ov.option = o.key and ov.code = o.value), '{}') as "optionLabels"
    from variants v
    join products p on p.id = v.product_id
    left join product_translations t on t.product_id = p.id and t.lang = ${lang}
    where v.id in (${sql.join(variantIds.map((id) => sql`${id}`), sql`, `)})`);
  const rows = (result as unknown as { rows: VariantFacts[] }).rows;
  return new Map(rows.map((r) => [r.variantId, r]));
}

/** The variant a product page posted, if it belongs to that product. */
export async function loadSellable(db: Database, lang: Locale, productId: number, variantId: number): Promise<VariantFacts | null> {
  const facts = (await loadVariantFacts(db, lang, [variantId])).get(variantId);
  return facts && facts.productId === productId ? facts : null;
}

