import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { carts, savedCarts, wishlists } from "#db/schema/schema.ts";
import { mergeCartLines } from "#domain/cart-merge.ts";
import { removeCoupon } from "#domain/cart.ts";
import type { Locale } from "#domain/locale.ts";
import { loadVariantFacts, lockCart, stateOf, writeCart } from "#api/cart/cart.queries.ts";
import { ensureWishlist } from "#api/wishlist/wishlist.queries.ts";

/**
 * DESIGN principle 1: the anonymous id is replaced at login. In the caller's transaction, what the visitor
 * gathered becomes the customer's: cart lines merged (quantities added, capped), wishlist items added
 * without duplicates, saved carts re-owned; the visitor's own cart and wishlist rows are deleted. The
 * orders this visitor placed as a guest with the account's own e-mail become the customer's (issue 14: a
 * guest who creates an account then sees the order); a guest order with another address stays the guest's.
 */
export async function mergeVisitorInto(tx: Database, lang: Locale, anonymousId: string | null, customerId: string): Promise<void> {
  if (!anonymousId) return;
  const visitor = { kind: "anonymous" as const, anonymousId };
  const customer = { kind: "customer" as const, customerId };

  const [visitorCart] = await tx.select({ id: carts.id }).from(carts)
    .where(and(eq(carts.anonymousId, anonymousId), isNull(carts.customerId))).for("update");
  if (visitorCart) {
    const from = await lockCart(tx, visitor);
    const into = await lockCart(tx, customer);
    const visitorState = removeCoupon(stateOf(from));
    if (visitorState.lines.length > 0) {
      const base = removeCoupon(stateOf(into));
      const facts = await loadVariantFacts(tx, lang, [...new Set([...base.lines, ...visitorState.lines].map((l) => l.variantId))]);
      const { lines } = mergeCartLines(base.lines, visitorState.lines, facts);
      await writeCart(tx, into.cart.id, { ...base, lines, shippingAddress: base.shippingAddress ?? visitorState.shippingAddress });
    }
    await tx.delete(carts).where(eq(carts.id, visitorCart.id));
  }

  const [visitorList] = await tx.select({ id: wishlists.id }).from(wishlists)
    .where(and(eq(wishlists.anonymousId, anonymousId), isNull(wishlists.customerId)));
  if (visitorList) {
    const list = await ensureWishlist(tx, customer);
    await tx.execute(sql`
      insert into wishlist_items (wishlist_id, product_id, created_at)
      select ${list.id}, product_id, created_at from wishlist_items where wishlist_id = ${visitorList.id}
      on conflict do nothing`);
    await tx.delete(wishlists).where(eq(wishlists.id, visitorList.id));
  }

  await tx.update(savedCarts).set({ customerId, anonymousId: null })
    .where(and(eq(savedCarts.anonymousId, anonymousId), isNull(savedCarts.customerId)));

  await tx.execute(sql`
    update orders set customer_id = ${customerId}, updated_at = now()
    where anonymous_id = ${anonymousId} and customer_id is null
      and lower(email) = (select lower(email) from customers where id = ${customerId})`);
}
