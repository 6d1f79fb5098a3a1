import { LOCALE_TAGS, type Locale } from "#domain/locale.ts";

const formatters = new Map<string, Intl.NumberFormat>();

/** Money in the page's language, e.g. 12,90 € in Italian and €12.90 in English. */
export function formatPrice(amount: number, lang: Locale, currency = "EUR"): string {
  const key = `${lang}:${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE_TAGS[lang], { style: "currency", currency });
    formatters.set(key, f);
  }
  return f.format(amount);
}
