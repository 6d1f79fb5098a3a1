/** A discount code as the shop defines it. Money is integer cents. */
export interface CouponRule {
  code: string;
  kind: "percent" | "fixed" | "free_shipping";
  /** Percent (10 = 10 %) for "percent", cents for "fixed", ignored for "free_shipping". */
  value: number;
  minOrderCents: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  timesUsed: number;
  perCustomerLimit: number | null;
  isActive: boolean;
}

/** Why a code cannot be used; each has its own message in every language (`coupon.refused.*`). */
export const COUPON_REFUSALS = ["empty_cart", "unknown", "inactive", "not_started", "expired", "min_order", "used_up", "customer_limit"] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,39}$/;

/** Codes are kept upper-case without spaces: " benvenuto10 " is BENVENUTO10. */
export function normalizeCouponCode(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

export interface CouponContext {
  now: Date;
  itemsCents: number;
  lineCount: number;
  /** Times this customer already used it; null for an anonymous visitor (checked again at checkout with the e-mail). */
  customerUses: number | null;
}

/** The first rule the code breaks, in the order a shopper can act on them, or null when it applies. */
export function refuseCoupon(coupon: CouponRule | null, context: CouponContext): CouponRefusal | null {
  if (context.lineCount === 0) return "empty_cart";
  if (!coupon) return "unknown";
  if (!coupon.isActive) return "inactive";
  if (coupon.startsAt && context.now < coupon.startsAt) return "not_started";
  if (coupon.endsAt && context.now >= coupon.endsAt) return "expired";
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return "used_up";
  if (coupon.perCustomerLimit !== null && context.customerUses !== null && context.customerUses >= coupon.perCustomerLimit) return "customer_limit";
  if (coupon.minOrderCents !== null && context.itemsCents < coupon.minOrderCents) return "min_order";
  return null;
}

/**
 * The discount on each line. A percentage comes off every line; a fixed amount is shared in proportion
 * to the line totals (the last line takes the rounding rest) and never exceeds the items' value.
 */
export function lineDiscounts(lineTotalsCents: readonly number[], coupon: Pick<CouponRule, "kind" | "value">): number[] {
  if (coupon.kind === "percent") {
    const pct = Math.min(100, Math.max(0, coupon.value));
    return lineTotalsCents.map((t) => Math.round((t * pct) / 100));
  }
  if (coupon.kind !== "fixed") return lineTotalsCents.map(() => 0);
  const sum = lineTotalsCents.reduce((a, b) => a + b, 0);
  const amount = Math.min(Math.max(0, coupon.value), sum);
  if (sum === 0) return lineTotalsCents.map(() => 0);
  let given = 0;
  return lineTotalsCents.map((t, i) => {
    if (i === lineTotalsCents.length - 1) return amount - given;
    const share = Math.floor((amount * t) / sum);
    given += share;
    return share;
  });
}
