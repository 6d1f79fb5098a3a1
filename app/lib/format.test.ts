import { describe, expect, it } from "vitest";
import { LOCALE_TAGS, SUPPORTED_LOCALES } from "#domain/locale.ts";
import { formatDecimal, formatPrice, formatWith, priceFormat, withPriceFormat } from "./format.ts";

const AMOUNTS = [0, 0.5, 1, 9.99, 12.9, 100, 999.99, 1000, 1234.5, 12345.67, 999999.99, 1234567.89, -5, -1234.5];

describe("formatWith a format read from Intl", () => {
  for (const lang of SUPPORTED_LOCALES) {
    for (const currency of ["EUR", "CHF", "GBP", "USD", "JPY", "SEK"]) {
      it(`writes ${currency} in ${lang} exactly as Intl does`, () => {
        const intl = new Intl.NumberFormat(LOCALE_TAGS[lang], { style: "currency", currency });
        const format = priceFormat(lang, currency);
        for (const amount of AMOUNTS) expect(formatWith(format, amount)).toBe(intl.format(amount));
      });
    }
  }

  it("survives the trip to the browser as plain data", () => {
    const format = JSON.parse(JSON.stringify(priceFormat("es", "EUR")));
    expect(formatWith(format, 1234.5)).toBe("1234,50\u00a0€");
    expect(formatWith(format, 12345.5)).toBe("12.345,50\u00a0€");
  });
});

describe("formatPrice", () => {
  it("uses the format carried by the currency, and only for its own language", () => {
    const chf = withPriceFormat({ id: "CHF", symbol: "CHF", exchange: 0.942 }, "de");
    expect(formatPrice(1000, "de", chf)).toBe("942,00\u00a0CHF");
    // A format of another language is not used: Intl answers instead.
    expect(formatPrice(1000, "en", chf)).toBe("CHF\u00a0942.00");
  });
});

describe("formatDecimal", () => {
  it("writes a rating as Intl does with at most one decimal", () => {
    for (const lang of SUPPORTED_LOCALES) {
      const intl = new Intl.NumberFormat(LOCALE_TAGS[lang], { maximumFractionDigits: 1 });
      for (const value of [0, 1, 3.5, 4.25, 4.96, 5]) expect(formatDecimal(value, lang)).toBe(intl.format(value));
    }
  });
});
