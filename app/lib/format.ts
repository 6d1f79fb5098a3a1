import { LOCALE_TAGS, type Locale } from "#domain/locale.ts";
import { roundPrice } from "#domain/money.ts";
import { FALLBACK_CURRENCY, type Currency } from "./currency.ts";

/**
 * How a language writes an amount of one currency, read once from Intl on the server and sent to the
 * browser with the root data. The browser formats prices with it by string work alone: its first
 * Intl.NumberFormat costs 25–50 ms of loading number data (four times that on a slow phone), one
 * long task in the middle of hydration (docs/performance.md).
 */
export interface PriceFormat {
  lang: Locale;
  currency: string;
  /** Text before and after the digits, for a positive and a negative amount (symbol, spaces, sign). */
  prefix: string;
  suffix: string;
  negativePrefix: string;
  negativeSuffix: string;
  decimal: string;
  group: string;
  /** Digits before the first group separator appears: 1 (1.234,00) or 2 (Spanish: 1234,00 but 12.345,00). */
  minimumGrouping: number;
  fraction: number;
}

const intlFormats = new Map<string, PriceFormat>();

/** The format of a currency in a language, from Intl (computed once per pair and kept). */
export function priceFormat(lang: Locale, currencyId: string): PriceFormat {
  const key = `${lang}:${currencyId}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = readPriceFormat(lang, currencyId);
    intlFormats.set(key, format);
  }
  return format;
}

function readPriceFormat(lang: Locale, currencyId: string): PriceFormat {
  const intl = new Intl.NumberFormat(LOCALE_TAGS[lang], { style: "currency", currency: currencyId });
  const fraction = intl.resolvedOptions().maximumFractionDigits ?? 2;
  const affixes = (amount: number) => {
    const parts = intl.formatToParts(amount);
    const first = parts.findIndex((p) => p.type === "integer");
    let last = parts.length - 1;
    while (last >= 0 && !["integer", "group", "decimal", "fraction"].includes(parts[last]!.type)) last--;
    const text = (list: Intl.NumberFormatPart[]) => list.map((p) => p.value).join("");
    return { prefix: text(parts.slice(0, first)), suffix: text(parts.slice(last + 1)), parts };
  };
  const positive = affixes(1234567.5);
  const negative = affixes(-1234567.5);
  const part = (type: string, fallback: string) => positive.parts.find((p) => p.type === type)?.value ?? fallback;
  const groupedAtFour = intl.formatToParts(1234).some((p) => p.type === "group");
  return {
    lang, currency: currencyId, prefix: positive.prefix, suffix: positive.suffix,
    negativePrefix: negative.prefix, negativeSuffix: negative.suffix,
    decimal: part("decimal", "."), group: part("group", ""), minimumGrouping: groupedAtFour ? 1 : 2, fraction,
  };
}

/** Digits with the language's separators: grouped by three, rounded half away from zero. */
function formatDigits(value: number, format: Pick<PriceFormat, "decimal" | "group" | "minimumGrouping">, fraction: number, trimZeros = false): string {
  const scale = 10 ** fraction;
  let [integer = "0", decimals = ""] = (Math.round(Math.abs(value) * scale) / scale).toFixed(fraction).split(".");
  if (trimZeros) decimals = decimals.replace(/0+$/, "");
  if (format.group && integer.length > 3 + format.minimumGrouping - 1) integer = integer.replace(/\B(?=(\d{3})+$)/g, format.group);
  return decimals ? `${integer}${format.decimal}${decimals}` : integer;
}

/** Formats an amount already in the currency with a format read from Intl: the same text as Intl. */
export function formatWith(format: PriceFormat, amount: number): string {
  const digits = formatDigits(amount, format, format.fraction);
  const negative = amount < 0 && /[1-9]/.test(digits);
  return negative ? `${format.negativePrefix}${digits}${format.negativeSuffix}` : `${format.prefix}${digits}${format.suffix}`;
}

/** The shopper's currency with the format of the page's language, as the root data carries it. */
export function withPriceFormat(currency: Currency, lang: Locale): Currency {
  return { ...currency, format: priceFormat(lang, currency.id) };
}

/**
 * A EUR amount shown in the shopper's currency (converted with its exchange rate) and the page's
 * language: 12,90 € in Italian, €12.90 in English. Orders are charged in EUR.
 */
export function formatPrice(amountEur: number, lang: Locale, currency: Currency = FALLBACK_CURRENCY): string {
  const format = currency.format?.lang === lang && currency.format.currency === currency.id ? currency.format : priceFormat(lang, currency.id);
  return formatWith(format, roundPrice(amountEur * currency.exchange));
}

/** Separators of the five languages (it, fr, de, es: comma; en: point), checked against Intl by a test. */
const DECIMAL_SEPARATOR: Record<Locale, string> = { it: ",", en: ".", fr: ",", de: ",", es: "," };

/** A small number such as a rating, with at most `fraction` decimals and no trailing zeros: 4,5 / 4. */
export function formatDecimal(value: number, lang: Locale, fraction = 1): string {
  const digits = formatDigits(value, { decimal: DECIMAL_SEPARATOR[lang], group: "", minimumGrouping: 1 }, fraction, true);
  return value < 0 && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

/**
 * A date and time as the shop reads them (its time zone is Italy's), for loaders to send ready-written:
 * the browser then prints the same text as the server, and loads no Intl date data.
 */
export function formatShopDateTime(iso: string, lang: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso.slice(0, 16).replace("T", " ");
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Rome" }).format(date);
}

/** A date as the shop reads it: in Italy's time zone, so server and browser print the same day ("24 novembre 2026", "24 November 2026"). */
export function formatShopDate(iso: string, lang: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso.slice(0, 10);
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: "long", timeZone: "Europe/Rome" }).format(date);
}
