import { describe, expect, it } from "vitest";
import {
  addToWishlist, applyCoupon, changeCart, emptyCartState, lineCap, removeCoupon, reviewLine,
  type CartState, type SellableVariant,
} from "./cart.ts";

const variant = (over: Partial<SellableVariant> = {}): SellableVariant => ({
  productId: 1, variantId: 10, isActive: true, inventoryManaged: true, stock: 100, priceCents: 1250, ...over,
});
const withLines = (...lines: CartState["lines"]): CartState<{ city: string }> => ({ ...emptyCartState(), lines });

describe("lineCap", () => {
  it("holds at most 25 of an inventory-managed variant with plenty of stock", () => {
    expect(lineCap(variant({ stock: 300 }))).toBe(25);
  });
  it("never lets an inventory-managed line exceed the stock", () => {
    expect(lineCap(variant({ stock: 3 }))).toBe(3);
    expect(lineCap(variant({ stock: 0 }))).toBe(0);
  });
  it("uses the stock when positive, else 1, for a variant whose stock is not managed", () => {
    expect(lineCap(variant({ inventoryManaged: false, stock: 7 }))).toBe(7);
    expect(lineCap(variant({ inventoryManaged: false, stock: 0 }))).toBe(1);
  });
  it("sells nothing of an inactive product or variant", () => {
    expect(lineCap(variant({ isActive: false }))).toBe(0);
  });
});

describe("changeCart", () => {
  it("adds a new line at the price the shopper sees", () => {
    const { state, capped } = changeCart(withLines(), { kind: "add", variant: variant(), quantity: 2 });
    expect(state.lines).toEqual([{ productId: 1, variantId: 10, quantity: 2, seenPriceCents: 1250 }]);
    expect(capped).toBeNull();
  });
  it("increases the quantity of a variant already in the cart instead of adding a second line", () => {
    const start = withLines({ productId: 1, variantId: 10, quantity: 2, seenPriceCents: 1250 });
    const { state } = changeCart(start, { kind: "add", variant: variant(), quantity: 3 });
    expect(state.lines).toEqual([{ productId: 1, variantId: 10, quantity: 5, seenPriceCents: 1250 }]);
  });
  it("caps an addition at the line's maximum and says so", () => {
    const start = withLines({ productId: 1, variantId: 10, quantity: 24, seenPriceCents: 1250 });
    const { state, capped } = changeCart(start, { kind: "add", variant: variant(), quantity: 3 });
    expect(state.lines[0]!.quantity).toBe(25);
    expect(capped).toEqual({ variantId: 10, quantity: 25 });
  });
  it("sets a quantity within bounds, and removes the line at 0", () => {
    const start = withLines({ productId: 1, variantId: 10, quantity: 2, seenPriceCents: 1250 });
    expect(changeCart(start, { kind: "set", variantId: 10, quantity: 4, variant: variant({ stock: 3 }) }).state.lines[0]!.quantity).toBe(3);
    expect(changeCart(start, { kind: "set", variantId: 10, quantity: 0, variant: variant() }).state.lines).toEqual([]);
  });
  it("adds nothing of a variant that cannot be sold", () => {
    const { state, capped } = changeCart(withLines(), { kind: "add", variant: variant({ stock: 0 }), quantity: 1 });
    expect(state.lines).toEqual([]);
    expect(capped).toEqual({ variantId: 10, quantity: 0 });
  });
  it("removes the listed variants only", () => {
    const start = withLines(
      { productId: 1, variantId: 10, quantity: 1, seenPriceCents: 100 },
      { productId: 2, variantId: 20, quantity: 1, seenPriceCents: 200 },
    );
    expect(changeCart(start, { kind: "remove", variantIds: [10] }).state.lines.map((l) => l.variantId)).toEqual([20]);
  });
});

describe("coupon backup (spec §4)", () => {
  const line = { productId: 1, variantId: 10, quantity: 2, seenPriceCents: 1250 };
  const before: CartState<{ city: string }> = { ...withLines(line), shippingAddress: { city: "Bologna" } };

  it("keeps a copy of the items and the shipping address when a coupon is applied", () => {
    const applied = applyCoupon(before, "BENVENUTO10");
    expect(applied.couponCode).toBe("BENVENUTO10");
    expect(applied.linesBackup).toEqual([line]);
    expect(applied.shippingAddressBackup).toEqual({ city: "Bologna" });
  });
  it("removes the coupon and restores the backup before any change", () => {
    const applied = { ...applyCoupon(before, "BENVENUTO10"), lines: [{ ...line, seenPriceCents: 999 }], shippingAddress: { city: "Roma" } };
    const { state, couponRemoved } = changeCart(applied, { kind: "add", variant: variant(), quantity: 1 });
    expect(couponRemoved).toBe("BENVENUTO10");
    expect(state.couponCode).toBeNull();
    expect(state.linesBackup).toBeNull();
    expect(state.shippingAddress).toEqual({ city: "Bologna" });
    expect(state.lines).toEqual([{ ...line, quantity: 3 }]);
  });
  it("restores on a quantity change and on a removal as well", () => {
    const applied = applyCoupon(before, "X10");
    expect(changeCart(applied, { kind: "set", variantId: 10, quantity: 1, variant: variant() }).couponRemoved).toBe("X10");
    expect(changeCart(applied, { kind: "remove", variantIds: [10] }).state.couponCode).toBeNull();
  });
  it("leaves a cart without coupon as it is", () => {
    expect(removeCoupon(before)).toBe(before);
  });
});

describe("reviewLine", () => {
  const line = { productId: 1, variantId: 10, quantity: 5, seenPriceCents: 1250 };
  it("says nothing when price and stock still hold", () => {
    expect(reviewLine(line, variant())).toEqual({ quantity: 5, notices: [] });
  });
  it("tells the price changed", () => {
    expect(reviewLine(line, variant({ priceCents: 1100 })).notices).toEqual([{ code: "price_changed", previousPriceCents: 1250 }]);
  });
  it("lowers the quantity to what is left", () => {
    expect(reviewLine(line, variant({ stock: 2 }))).toEqual({ quantity: 2, notices: [{ code: "only_left", available: 2 }] });
  });
  it("marks a line no longer available when sold out, deactivated or deleted", () => {
    expect(reviewLine(line, variant({ stock: 0 })).notices).toEqual([{ code: "unavailable" }]);
    expect(reviewLine(line, variant({ isActive: false })).quantity).toBe(0);
    expect(reviewLine(line, undefined).notices).toEqual([{ code: "unavailable" }]);
  });
});

describe("addToWishlist", () => {
  it("puts a new product first", () => {
    expect(addToWishlist([3, 2], 5)).toEqual([5, 3, 2]);
  });
  it("ignores a product already in the list", () => {
    expect(addToWishlist([3, 2], 2)).toEqual([3, 2]);
  });
});
