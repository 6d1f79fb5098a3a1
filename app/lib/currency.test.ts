import { describe, expect, it } from "vitest";
import { FALLBACK_CURRENCY, pickCurrency } from "./currency.ts";
import { formatPrice } from "./format.ts";

const CURRENCIES = [
  { id: "EUR", symbol: "€", country: "EU", flag: "", is_active: true, default: true, exchange: 1 },
  { id: "CHF", symbol: "CHF", country: "CH", flag: "", is_active: true, default: false, exchange: 0.942 },
  { id: "GBP", symbol: "£", country: "GB", flag: "", is_active: false, default: false, exchange: 0.845 },
];

describe("pickCurrency", () => {
  it("keeps an offered choice, refuses an inactive or unknown one", () => {
    expect(pickCurrency(CURRENCIES, "CHF").id).toBe("CHF");
    expect(pickCurrency(CURRENCIES, "GBP").id).toBe("EUR");
    expect(pickCurrency(CURRENCIES, "XYZ").id).toBe("EUR");
  });
  it("falls back to EUR, € and 1 when the shop lists none", () => {
    expect(pickCurrency([], null)).toEqual(FALLBACK_CURRENCY);
  });
});

describe("formatPrice", () => {
  it("converts with the exchange rate and formats for the page's language", () => {
    expect(formatPrice(10, "it")).toBe("10,00\u00a0€");
    expect(formatPrice(10, "en", { id: "CHF", symbol: "CHF", exchange: 0.942 })).toBe("CHF\u00a09.42");
    expect(formatPrice(19.99, "de", { id: "EUR", symbol: "€", exchange: 1 })).toBe("19,99\u00a0€");
  });
});
