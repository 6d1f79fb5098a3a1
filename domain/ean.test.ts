import { describe, expect, it } from "vitest";
import { ean13CheckDigit, isValidEan13 } from "./ean.ts";

describe("EAN-13", () => {
  it("computes the GS1 check digit", () => {
    expect(ean13CheckDigit("800123456789")).toBe(7);
    expect(isValidEan13("4006381333931")).toBe(true);
  });
  it("refuses a wrong check digit or length", () => {
    expect(isValidEan13("4006381333932")).toBe(false);
    expect(isValidEan13("123")).toBe(false);
  });
});
