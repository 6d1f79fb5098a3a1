import { lineCap, type CartLineState, type SellableVariant } from "./cart.ts";

/**
 * At login the visitor's cart joins the customer's: the same variant adds its quantities, capped by what
 * one line may hold (spec §5); a new variant is added, capped the same way. A line that cannot be sold now
 * is kept as it is, to be flagged by the cart, never dropped behind the shopper's back.
 */
export function mergeCartLines(
  customer: readonly CartLineState[], visitor: readonly CartLineState[], variants: ReadonlyMap<number, SellableVariant>,
): { lines: CartLineState[]; capped: { variantId: number; quantity: number }[] } {
  const lines = customer.map((l) => ({ ...l }));
  const capped: { variantId: number; quantity: number }[] = [];
  for (const incoming of visitor) {
    const variant = variants.get(incoming.variantId);
    const cap = variant ? lineCap(variant) : 0;
    const existing = lines.find((l) => l.variantId === incoming.variantId);
    if (cap === 0) {
      if (!existing) lines.push({ ...incoming });
      continue;
    }
    const wanted = (existing?.quantity ?? 0) + incoming.quantity;
    const quantity = Math.min(wanted, cap);
    if (quantity < wanted) capped.push({ variantId: incoming.variantId, quantity });
    if (existing) {
      existing.quantity = quantity;
      existing.seenPriceCents = variant!.priceCents;
    } else {
      lines.push({ ...incoming, quantity, seenPriceCents: variant!.priceCents });
    }
  }
  return { lines, capped };
}
