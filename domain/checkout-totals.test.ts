import { describe, expect, it } from "vitest";
import { checkoutTotals, shippingCostCents } from "./checkout-totals.ts";

const lines = [
  { variantId: 1, quantity: 2, unitPriceCents: 1299, vatRateBp: 2200 },
  { variantId: 2, quantity: 1, unitPriceCents: 450, vatRateBp: 1000 },
  { variantId: 3, quantity: 3, unitPriceCents: 333, vatRateBp: 400 },
];

describe("checkoutTotals", () => {
  it("adds items, shipping and the payment fee, in cents, with VAT per rate", () => {
    const t = checkoutTotals({ lines, coupon: null, delivery: { priceCents: 590, freeAboveCents: 5900 }, paymentFeeCents: 400 });
    expect(t.itemsCents).toBe(2598 + 450 + 999);
    expect(t.shippingCents).toBe(590);
    expect(t.totalCents).toBe(4047 + 590 + 400);
    expect(t.vat.map((r) => r.ratePercent)).toEqual([22, 10, 4]);
    expect(t.vat[0]).toEqual({ ratePercent: 22, netCents: 2130, vatCents: 468 });
    expect(t.vatCents).toBe(t.lines.reduce((s, l) => s + l.vatCents, 0));
  });

  it("is shipping-free at or above the threshold, judged after the coupon", () => {
    const delivery = { priceCents: 590, freeAboveCents: 4000 };
    expect(checkoutTotals({ lines, coupon: null, delivery, paymentFeeCents: 0 }).shippingCents).toBe(0);
    const after = checkoutTotals({ lines, coupon: { kind: "percent", value: 10 }, delivery, paymentFeeCents: 0 });
    expect(after.discountCents).toBe(260 + 45 + 100);
    expect(after.shippingCents).toBe(590);
    expect(after.totalCents).toBe(4047 - 405 + 590);
  });

  it("gives free shipping with a free-shipping coupon, and leaves shipping uncomputed (−1) without a method", () => {
    expect(checkoutTotals({ lines, coupon: { kind: "free_shipping", value: 0 }, delivery: { priceCents: 1290, freeAboveCents: null }, paymentFeeCents: 0 }).shippingCents).toBe(0);
    const none = checkoutTotals({ lines, coupon: null, delivery: null, paymentFeeCents: 0 });
    expect(none.shippingCents).toBe(-1);
    expect(none.totalCents).toBe(4047);
  });

  it("shares a fixed coupon over the lines and never below zero", () => {
    const t = checkoutTotals({ lines, coupon: { kind: "fixed", value: 10_000 }, delivery: null, paymentFeeCents: 0 });
    expect(t.discountCents).toBe(4047);
    expect(t.totalCents).toBe(0);
    expect(t.lines.every((l) => l.totalCents >= 0)).toBe(true);
  });

  it("equals a line-by-line computation for any lines", () => {
    for (let seed = 1; seed < 200; seed++) {
      const random = (n: number) => ((seed * 7919 + n * 104729) % 9973);
      const ls = Array.from({ length: 1 + (seed % 5) }, (_, i) => ({
        variantId: i, quantity: 1 + (random(i) % 25), unitPriceCents: random(i + 10) + 1, vatRateBp: [2200, 1000, 400, 0][i % 4]!,
      }));
      const t = checkoutTotals({ lines: ls, coupon: { kind: "percent", value: seed % 50 }, delivery: { priceCents: 590, freeAboveCents: 5900 }, paymentFeeCents: 150 });
      const byLine = ls.reduce((s, l) => s + l.unitPriceCents * l.quantity - Math.round((l.unitPriceCents * l.quantity * (seed % 50)) / 100), 0);
      expect(t.totalCents).toBe(byLine + (byLine >= 5900 ? 0 : 590) + 150);
    }
  });
});

describe("shippingCostCents", () => {
  it("is −1 without a method", () => expect(shippingCostCents(100, null, false)).toBe(-1));
  it("is the price below the threshold", () => expect(shippingCostCents(5899, { priceCents: 590, freeAboveCents: 5900 }, false)).toBe(590));
});
