import { MAX_QUANTITY_MANAGED, maxQuantityFor } from "./cart-limits.ts";

/** A cart line as the cart keeps it: which variant, how many, and the unit price the shopper saw. */
export interface CartLineState {
  productId: number;
  variantId: number;
  quantity: number;
  seenPriceCents: number;
}

/** What the catalogue says about a variant right now. */
export interface SellableVariant {
  productId: number;
  variantId: number;
  /** Both the product and the variant are active. */
  isActive: boolean;
  inventoryManaged: boolean;
  stock: number;
  priceCents: number;
}

/**
 * The most of a variant one line may hold. Spec §5 sets the ceiling (25 if inventory-managed, else the
 * stock if positive, else 1); an inventory-managed variant can never be sold beyond its stock either.
 * 0 means it cannot be sold at all.
 */
export function lineCap(variant: Pick<SellableVariant, "isActive" | "inventoryManaged" | "stock">): number {
  if (!variant.isActive) return 0;
  if (variant.inventoryManaged) return Math.min(MAX_QUANTITY_MANAGED, Math.max(0, variant.stock));
  return maxQuantityFor(variant);
}

export type LineNotice =
  | { code: "unavailable" }
  | { code: "only_left"; available: number }
  | { code: "price_changed"; previousPriceCents: number };

/** A line re-checked against the catalogue: the quantity it may keep and what the shopper must be told. */
export function reviewLine(line: CartLineState, variant: SellableVariant | undefined): { quantity: number; notices: LineNotice[] } {
  const cap = variant ? lineCap(variant) : 0;
  if (cap === 0) return { quantity: 0, notices: [{ code: "unavailable" }] };
  const notices: LineNotice[] = [];
  if (line.quantity > cap) notices.push({ code: "only_left", available: cap });
  if (variant!.priceCents !== line.seenPriceCents) notices.push({ code: "price_changed", previousPriceCents: line.seenPriceCents });
  return { quantity: Math.min(line.quantity, cap), notices };
}

/** The coupon part of a cart (spec §4): the items and the address as they were before the coupon. */
export interface CartState<Address = unknown> {
  lines: CartLineState[];
  shippingAddress: Address | null;
  couponCode: string | null;
  linesBackup: CartLineState[] | null;
  shippingAddressBackup: Address | null;
}

export function applyCoupon<A>(state: CartState<A>, code: string): CartState<A> {
  const base = removeCoupon(state);
  return { ...base, couponCode: code, linesBackup: base.lines.map((l) => ({ ...l })), shippingAddressBackup: base.shippingAddress };
}

/** Takes the coupon off and puts back the items and the address saved when it was applied. */
export function removeCoupon<A>(state: CartState<A>): CartState<A> {
  if (state.couponCode === null) return state;
  return {
    lines: state.linesBackup ? state.linesBackup.map((l) => ({ ...l })) : state.lines,
    shippingAddress: state.linesBackup ? state.shippingAddressBackup : state.shippingAddress,
    couponCode: null, linesBackup: null, shippingAddressBackup: null,
  };
}

export type CartChange =
  | { kind: "add"; variant: SellableVariant; quantity: number }
  | { kind: "set"; variantId: number; quantity: number; variant: SellableVariant | undefined }
  | { kind: "remove"; variantIds: number[] };

export interface ChangeOutcome<A> {
  state: CartState<A>;
  /** The quantity asked for was more than the line may hold; this is what it holds now. */
  capped: { variantId: number; quantity: number } | null;
  /** The coupon that this change removed, if any. */
  couponRemoved: string | null;
}

/**
 * Spec §4 and §5: any change first removes the coupon and restores the backup; adding what is already
 * in the cart increases its quantity; no line ever exceeds what may be sold; a quantity of 0 removes.
 */
export function changeCart<A>(state: CartState<A>, change: CartChange): ChangeOutcome<A> {
  const couponRemoved = state.couponCode;
  const base = removeCoupon(state);
  const lines = base.lines.map((l) => ({ ...l }));
  let capped: ChangeOutcome<A>["capped"] = null;

  if (change.kind === "remove") {
    const gone = new Set(change.variantIds);
    return { state: { ...base, lines: lines.filter((l) => !gone.has(l.variantId)) }, capped, couponRemoved };
  }
  const variantId = change.kind === "add" ? change.variant.variantId : change.variantId;
  const existing = lines.find((l) => l.variantId === variantId);
  const cap = change.variant ? lineCap(change.variant) : 0;
  const wanted = change.kind === "add" ? (existing?.quantity ?? 0) + change.quantity : change.quantity;
  const quantity = Math.max(0, Math.min(wanted, cap));
  if (wanted > quantity && wanted > 0) capped = { variantId, quantity };

  let next = lines;
  if (quantity === 0) next = lines.filter((l) => l.variantId !== variantId);
  else if (existing) { existing.quantity = quantity; existing.seenPriceCents = change.variant!.priceCents; }
  else if (change.variant) next = [...lines, { productId: change.variant.productId, variantId, quantity, seenPriceCents: change.variant.priceCents }];
  return { state: { ...base, lines: next }, capped, couponRemoved };
}

/**
 * Before a change is written, every line is brought in line with the catalogue: lowered to what can be
 * sold and marked as seen at today's price. A line that cannot be sold at all stays, flagged, until the
 * shopper removes it: it is never dropped behind their back.
 */
export function settleLines(lines: readonly CartLineState[], variants: ReadonlyMap<number, SellableVariant>): CartLineState[] {
  return lines.map((line) => {
    const variant = variants.get(line.variantId);
    const cap = variant ? lineCap(variant) : 0;
    if (cap === 0) return { ...line };
    return { ...line, quantity: Math.min(line.quantity, cap), seenPriceCents: variant!.priceCents };
  });
}

export function emptyCartState<A>(): CartState<A> {
  return { lines: [], shippingAddress: null, couponCode: null, linesBackup: null, shippingAddressBackup: null };
}

/** Spec §5: the wishlist ignores duplicates by product id. Newest first. */
export function addToWishlist(productIds: readonly number[], productId: number): number[] {
  return productIds.includes(productId) ? [...productIds] : [productId, ...productIds];
}
