import { describe, expect, it } from "vitest";
import { ean13CheckDigit, isValidEan13, isValidGtin } from "./ean.ts";

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

describe("GTIN", () => {
  it("checks EAN-8, UPC-A, EAN-13 and GTIN-14 by the same rule", () => {
    expect(isValidGtin("96385074")).toBe(true);
    expect(isValidGtin("036000291452")).toBe(true);
    expect(isValidGtin("4006381333931")).toBe(true);
    expect(isValidGtin("10012345678902")).toBe(true);
  });
  it("refuses a wrong check digit, another length or anything but digits", () => {
    expect(isValidGtin("96385075")).toBe(false);
    expect(isValidGtin("4006381333932")).toBe(false);
    expect(isValidGtin("123456789")).toBe(false);
    expect(isValidGtin("40063813339a1")).toBe(false);
  });
});
