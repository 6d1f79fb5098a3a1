import { and, count, eq, or } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { couponRedemptions, coupons, customers } from "#db/schema/schema.ts";
import type { CouponRefusal } from "#domain/coupon.ts";
import type { Locale } from "#domain/locale.ts";
import type { Owner } from "#api/http/owner.ts";
import type { CouponWithText } from "./cart.view.ts";

export async function findCoupon(db: Database, code: string, lang: Locale): Promise<CouponWithText | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (!row) return null;
  return {
    code: row.code, kind: row.kind as CouponWithText["kind"], value: row.value, minOrderCents: row.minOrderCents,
    startsAt: row.startsAt, endsAt: row.endsAt, usageLimit: row.usageLimit, timesUsed: row.timesUsed,
    perCustomerLimit: row.perCustomerLimit, isActive: row.isActive,
    description: row.descriptions[lang] ?? row.descriptions.it ?? "",
  };
}

/** Orders a customer placed with this code, by account or by e-mail; null for an anonymous visitor. */
export async function customerUses(db: Database, owner: Owner, code: string): Promise<number | null> {
  if (owner.kind !== "customer") return null;
  const [row] = await db.select({ n: count() }).from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .innerJoin(customers, eq(customers.id, owner.customerId))
    .where(and(eq(coupons.code, code), or(eq(couponRedemptions.customerId, owner.customerId), eq(couponRedemptions.email, customers.email))));
  return row?.n ?? 0;
}

/** What the API says when a code is refused; the storefront shows its own translation of each reason. */
export const COUPON_REFUSAL_MESSAGES: Record<CouponRefusal, string> = {
  empty_cart: "Add something to the cart before using a code.",
  unknown: "This code does not exist. Check how it is written.",
  inactive: "This code is no longer active.",
  not_started: "This code cannot be used yet.",
  expired: "This code has expired.",
  min_order: "The cart does not reach this code's minimum order yet.",
  used_up: "This code has been used as many times as it can be.",
  customer_limit: "You have already used this code as many times as allowed.",
};
