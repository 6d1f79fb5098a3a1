import { LOCALE_TAGS, type Locale } from "#domain/locale.ts";
import { roundPrice } from "#domain/money.ts";
import { FALLBACK_CURRENCY, type Currency } from "./currency.ts";

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A EUR amount shown in the shopper's currency (converted with its exchange rate) and the page's
 * language: 12,90 € in Italian, €12.90 in English. Orders are charged in EUR.
 */
export function formatPrice(amountEur: number, lang: Locale, currency: Currency = FALLBACK_CURRENCY): string {
  const key = `${lang}:${currency.id}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE_TAGS[lang], { style: "currency", currency: currency.id });
    formatters.set(key, f);
  }
  return f.format(roundPrice(amountEur * currency.exchange));
}
