import { describe, expect, it } from "vitest";
import { amountToCents, centsToAmount, roundPrice } from "./money.ts";

describe("money", () => {
  it("rounds prices to two decimals, half up", () => {
    expect(roundPrice(1.005)).toBe(1.01);
    expect(roundPrice(2.344)).toBe(2.34);
  });
  it("moves between cents and amounts without drift", () => {
    expect(centsToAmount(1999)).toBe(19.99);
    expect(amountToCents(19.99)).toBe(1999);
  });
});
