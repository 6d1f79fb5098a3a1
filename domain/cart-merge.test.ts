import { describe, expect, it } from "vitest";
import type { SellableVariant } from "./cart.ts";
import { mergeCartLines } from "./cart-merge.ts";

const variant = (variantId: number, over: Partial<SellableVariant> = {}): SellableVariant =>
  ({ productId: variantId * 10, variantId, isActive: true, inventoryManaged: true, stock: 100, priceCents: 1000, ...over });
const line = (variantId: number, quantity: number) => ({ productId: variantId * 10, variantId, quantity, seenPriceCents: 900 });

describe("mergeCartLines (login: the visitor's cart joins the customer's)", () => {
  it("adds the quantities of the same variant and appends new variants", () => {
    const variants = new Map([[1, variant(1)], [2, variant(2)]]);
    const { lines, capped } = mergeCartLines([line(1, 2)], [line(1, 3), line(2, 1)], variants);
    expect(lines).toEqual([
      { productId: 10, variantId: 1, quantity: 5, seenPriceCents: 1000 },
      { productId: 20, variantId: 2, quantity: 1, seenPriceCents: 1000 },
    ]);
    expect(capped).toEqual([]);
  });

  it("caps a merged line at the most one line may hold (25 when inventory-managed, else the stock)", () => {
    const variants = new Map([[1, variant(1)], [2, variant(2, { inventoryManaged: false, stock: 4 })]]);
    const { lines, capped } = mergeCartLines([line(1, 20), line(2, 3)], [line(1, 9), line(2, 3)], variants);
    expect(lines.map((l) => l.quantity)).toEqual([25, 4]);
    expect(capped).toEqual([{ variantId: 1, quantity: 25 }, { variantId: 2, quantity: 4 }]);
  });

  it("keeps a line that cannot be sold now instead of dropping it", () => {
    const { lines } = mergeCartLines([line(1, 2)], [line(1, 1), line(3, 1)], new Map([[1, variant(1, { isActive: false })]]));
    expect(lines.map((l) => [l.variantId, l.quantity])).toEqual([[1, 2], [3, 1]]);
  });
});
