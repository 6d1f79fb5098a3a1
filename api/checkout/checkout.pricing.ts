import type { Database } from "#db/client.ts";
import { reviewLine, type LineNotice } from "#domain/cart.ts";
import { checkoutTotals, type CheckoutTotals } from "#domain/checkout-totals.ts";
import { refuseCoupon, type CouponRefusal } from "#domain/coupon.ts";
import type { Locale } from "#domain/locale.ts";
import type { ShippingMode } from "#domain/order-states.ts";
import type { Owner } from "#api/http/owner.ts";
import { loadVariantFacts, type StoredCart, type VariantFacts } from "#api/cart/cart.queries.ts";
import { customerUses, findCoupon } from "#api/cart/coupons.queries.ts";
import type { CouponWithText } from "#api/cart/cart.view.ts";
import { listDeliveryMethods, listPaymentMethods, type DeliveryMethodRow, type PaymentMethodRow } from "./checkout.queries.ts";

export interface PricedCartLine {
  variantId: number;
  productId: number;
  /** What the cart holds. */
  wanted: number;
  /** What can be sold now (0 when the line cannot be sold at all). */
  sellable: number;
  seenPriceCents: number;
  fact: VariantFacts | undefined;
  notices: LineNotice[];
}

export interface CheckoutPricingResult {
  mode: ShippingMode;
  lines: PricedCartLine[];
  coupon: CouponWithText | null;
  couponRefusal: CouponRefusal | null;
  deliveryMethods: DeliveryMethodRow[];
  paymentMethods: PaymentMethodRow[];
  delivery: DeliveryMethodRow | null;
  payment: PaymentMethodRow | null;
  totals: CheckoutTotals;
}

/**
 * The checkout of a cart priced from the catalogue and the shop's methods as they are now. The
 * summary, the methods list and placement all call this one function, so the total the shopper saw
 * is computed exactly as the total placement charges. A chosen method that no longer applies (another
 * shipping mode, switched off) counts as not chosen; the only method of a mode is chosen by itself.
 */
export async function priceCheckout(db: Database, lang: Locale, owner: Owner, stored: StoredCart, online: ReadonlySet<string>): Promise<CheckoutPricingResult> {
  const { cart } = stored;
  const mode = (cart.shippingMode === 2 ? 2 : 1) as ShippingMode;
  // One query after another: placement calls this inside its transaction (one connection).
  const facts = await loadVariantFacts(db, lang, stored.lines.map((l) => l.variantId));
  const deliveryMethods = await listDeliveryMethods(db, lang, mode);
  const paymentMethods = await listPaymentMethods(db, lang, mode, online);
  const lines = stored.lines.map((row) => {
    const fact = facts.get(row.variantId);
    const review = reviewLine(row, fact);
    return { variantId: row.variantId, productId: row.productId, wanted: row.quantity, sellable: review.quantity, seenPriceCents: row.seenPriceCents, fact, notices: review.notices };
  });
  const sellable = lines.filter((l) => l.sellable > 0 && l.fact);
  const priced = sellable.map((l) => ({ variantId: l.variantId, quantity: l.sellable, unitPriceCents: l.fact!.priceCents, vatRateBp: l.fact!.vatRateBp }));

  let coupon = cart.couponCode ? await findCoupon(db, cart.couponCode, lang) : null;
  let couponRefusal: CouponRefusal | null = null;
  if (cart.couponCode) {
    const itemsCents = priced.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
    couponRefusal = refuseCoupon(coupon, { now: new Date(), itemsCents, lineCount: priced.length, customerUses: await customerUses(db, owner, cart.couponCode) });
    if (couponRefusal) coupon = null;
  }
  const pick = <T extends { id: number }>(list: T[], id: number | null) => list.find((m) => m.id === id) ?? (list.length === 1 ? list[0]! : null);
  const delivery = pick(deliveryMethods, cart.deliveryMethodId);
  const payment = pick(paymentMethods, cart.paymentMethodId);
  const totals = checkoutTotals({
    lines: priced, coupon, paymentFeeCents: payment?.feeCents ?? 0,
    delivery: delivery ? { priceCents: delivery.priceCents, freeAboveCents: delivery.freeAboveCents } : null,
  });
  return { mode, lines, coupon, couponRefusal, deliveryMethods, paymentMethods, delivery, payment, totals };
}
