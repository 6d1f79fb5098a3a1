import { describe, expect, it } from "vitest";
import { cartTotalCents, estimateShippingCents, splitVat, vatBreakdown } from "./cart-totals.ts";

describe("splitVat", () => {
  it("takes VAT out of a gross price: net = price / (1 + rate/100)", () => {
    expect(splitVat(1220, 22)).toEqual({ netCents: 1000, vatCents: 220 });
    expect(splitVat(999, 10)).toEqual({ netCents: 908, vatCents: 91 });
    expect(splitVat(500, 0)).toEqual({ netCents: 500, vatCents: 0 });
  });
});

describe("cartTotalCents", () => {
  it("adds shipping, payment fee and shipping fee only when above zero", () => {
    expect(cartTotalCents({ itemsCents: 5000, shippingCostCents: -1, paymentFeeCents: 0, shippingFeeCents: 0 })).toBe(5000);
    expect(cartTotalCents({ itemsCents: 5000, shippingCostCents: 590, paymentFeeCents: 150, shippingFeeCents: 100 })).toBe(5840);
    expect(cartTotalCents({ itemsCents: 5000, shippingCostCents: 0, paymentFeeCents: -10, shippingFeeCents: 0 })).toBe(5000);
  });
});

describe("vatBreakdown", () => {
  it("groups lines by rate, highest first", () => {
    expect(vatBreakdown([
      { grossCents: 1220, ratePercent: 22 }, { grossCents: 440, ratePercent: 10 }, { grossCents: 2440, ratePercent: 22 },
    ])).toEqual([
      { ratePercent: 22, netCents: 3000, vatCents: 660 },
      { ratePercent: 10, netCents: 400, vatCents: 40 },
    ]);
  });
});

describe("estimateShippingCents", () => {
  const offers = [{ priceCents: 590, freeAboveCents: 5900 }, { priceCents: 1290, freeAboveCents: null }];
  it("is the cheapest delivery for the items' value", () => {
    expect(estimateShippingCents(3000, offers, false)).toBe(590);
    expect(estimateShippingCents(5900, offers, false)).toBe(0);
  });
  it("is free with a free-shipping coupon, and unknown without delivery methods", () => {
    expect(estimateShippingCents(3000, offers, true)).toBe(0);
    expect(estimateShippingCents(3000, [], false)).toBeNull();
  });
});
