import { describe, expect, it } from "vitest";
import { maxQuantityFor } from "./cart-limits.ts";

describe("maxQuantityFor", () => {
  it("allows 25 of an inventory-managed variant whatever its stock", () => {
    expect(maxQuantityFor({ inventoryManaged: true, stock: 3 })).toBe(25);
  });
  it("allows the stock of a variant that is not inventory-managed", () => {
    expect(maxQuantityFor({ inventoryManaged: false, stock: 7 })).toBe(7);
  });
  it("allows one when the stock is zero or negative", () => {
    expect(maxQuantityFor({ inventoryManaged: false, stock: 0 })).toBe(1);
    expect(maxQuantityFor({ inventoryManaged: false, stock: -2 })).toBe(1);
  });
});
