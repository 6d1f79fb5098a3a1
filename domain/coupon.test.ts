import { describe, expect, it } from "vitest";
import { lineDiscounts, normalizeCouponCode, refuseCoupon, type CouponRule } from "./coupon.ts";

const now = new Date("2026-11-21T10:00:00Z");
const coupon = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: "BENVENUTO10", kind: "percent", value: 10, minOrderCents: null, startsAt: new Date("2026-01-01T00:00:00Z"),
  endsAt: new Date("2027-01-01T00:00:00Z"), usageLimit: null, timesUsed: 0, perCustomerLimit: null, isActive: true, ...over,
});
const context = { now, itemsCents: 5000, lineCount: 2, customerUses: null };

describe("refuseCoupon", () => {
  it("accepts a valid code", () => {
    expect(refuseCoupon(coupon(), context)).toBeNull();
  });
  it.each([
    ["empty_cart", coupon(), { lineCount: 0 }],
    ["unknown", null, {}],
    ["inactive", coupon({ isActive: false }), {}],
    ["not_started", coupon({ startsAt: new Date("2026-12-01T00:00:00Z") }), {}],
    ["expired", coupon({ endsAt: new Date("2026-11-21T09:59:59Z") }), {}],
    ["used_up", coupon({ usageLimit: 100, timesUsed: 100 }), {}],
    ["customer_limit", coupon({ perCustomerLimit: 1 }), { customerUses: 1 }],
    ["min_order", coupon({ minOrderCents: 5001 }), {}],
  ] as const)("refuses with %s", (reason, rule, over) => {
    expect(refuseCoupon(rule, { ...context, ...over })).toBe(reason);
  });
  it("leaves the per-customer limit of an anonymous visitor to checkout", () => {
    expect(refuseCoupon(coupon({ perCustomerLimit: 1 }), { ...context, customerUses: null })).toBeNull();
  });
  it("accepts an order exactly at the minimum", () => {
    expect(refuseCoupon(coupon({ minOrderCents: 5000 }), context)).toBeNull();
  });
});

describe("lineDiscounts", () => {
  it("takes a percentage off every line", () => {
    expect(lineDiscounts([1000, 2555], { kind: "percent", value: 10 })).toEqual([100, 256]);
  });
  it("shares a fixed amount in proportion, the last line taking the rest", () => {
    const shares = lineDiscounts([1000, 3000, 1000], { kind: "fixed", value: 500 });
    expect(shares).toEqual([100, 300, 100]);
    expect(lineDiscounts([333, 333, 334], { kind: "fixed", value: 100 }).reduce((a, b) => a + b)).toBe(100);
  });
  it("never takes more than the items are worth", () => {
    expect(lineDiscounts([300], { kind: "fixed", value: 500 })).toEqual([300]);
  });
  it("discounts no line for free shipping", () => {
    expect(lineDiscounts([1000], { kind: "free_shipping", value: 0 })).toEqual([0]);
  });
});

describe("normalizeCouponCode", () => {
  it("upper-cases and drops spaces", () => {
    expect(normalizeCouponCode(" benvenuto 10 ")).toBe("BENVENUTO10");
  });
});
