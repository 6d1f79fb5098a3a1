import { cartTotalCents, vatBreakdown } from "./cart-totals.ts";
import { lineDiscounts, type CouponRule } from "./coupon.ts";

/** One line as placement prices it: the catalogue's unit price now, never one a client sent. */
export interface PricedLine {
  variantId: number;
  quantity: number;
  unitPriceCents: number;
  /** VAT rate in basis points (2200 = 22 %), as the catalogue keeps it. */
  vatRateBp: number;
}

export interface CheckoutPricing {
  lines: readonly PricedLine[];
  coupon: Pick<CouponRule, "kind" | "value"> | null;
  /** The chosen delivery method; null before one is chosen. */
  delivery: { priceCents: number; freeAboveCents: number | null } | null;
  /** The chosen payment method's fee; 0 before one is chosen. */
  paymentFeeCents: number;
  /** A surcharge of the delivery itself (spec §3 fee_shipping); 0 in this shop today. */
  shippingFeeCents?: number;
}

export interface CheckoutTotals {
  lines: { variantId: number; grossCents: number; discountCents: number; totalCents: number; vatCents: number }[];
  itemsCents: number;
  discountCents: number;
  /** −1 while no delivery method is chosen (spec §3). */
  shippingCents: number;
  paymentFeeCents: number;
  shippingFeeCents: number;
  vat: { ratePercent: number; netCents: number; vatCents: number }[];
  vatCents: number;
  totalCents: number;
}

/**
 * Shipping is free when the items after the coupon reach the method's threshold, or with a
 * free-shipping coupon. The threshold is judged after the discount: the shopper pays that amount.
 */
export function shippingCostCents(itemsAfterDiscountCents: number, delivery: CheckoutPricing["delivery"], freeShipping: boolean): number {
  if (!delivery) return -1;
  if (freeShipping) return 0;
  if (delivery.freeAboveCents !== null && itemsAfterDiscountCents >= delivery.freeAboveCents) return 0;
  return delivery.priceCents;
}

/**
 * Spec §5: items − coupon + shipping cost + payment fee + shipping fee, each added only when above
 * zero. VAT is split per line after its share of the coupon, so the breakdown adds up to what is paid
 * for the goods; shipping and fees are shown apart, as the cart shows them.
 */
export function checkoutTotals(input: CheckoutPricing): CheckoutTotals {
  const gross = input.lines.map((l) => l.unitPriceCents * l.quantity);
  const discounts = input.coupon ? lineDiscounts(gross, input.coupon) : gross.map(() => 0);
  const lines = input.lines.map((l, i) => {
    const totalCents = gross[i]! - discounts[i]!;
    const [row] = vatBreakdown([{ grossCents: totalCents, ratePercent: l.vatRateBp / 100 }]);
    return { variantId: l.variantId, grossCents: gross[i]!, discountCents: discounts[i]!, totalCents, vatCents: row!.vatCents };
  });
  const itemsCents = gross.reduce((a, b) => a + b, 0);
  const discountCents = discounts.reduce((a, b) => a + b, 0);
  const shippingCents = input.lines.length ? shippingCostCents(itemsCents - discountCents, input.delivery, input.coupon?.kind === "free_shipping") : -1;
  const shippingFeeCents = input.shippingFeeCents ?? 0;
  const vat = vatBreakdown(input.lines.map((l, i) => ({ grossCents: lines[i]!.totalCents, ratePercent: l.vatRateBp / 100 })));
  return {
    lines, itemsCents, discountCents, shippingCents, paymentFeeCents: input.paymentFeeCents, shippingFeeCents, vat,
    vatCents: vat.reduce((sum, r) => sum + r.vatCents, 0),
    totalCents: cartTotalCents({
      itemsCents: itemsCents - discountCents, shippingCostCents: shippingCents, paymentFeeCents: input.paymentFeeCents, shippingFeeCents,
    }),
  };
}
