import { DEFAULT_LOCALE, type Locale } from "#domain/locale.ts";

/** Keys are flat ("nav.home"): one catalogue per language, compared key by key in a test. */
export type Messages = Record<string, string>;
export type TranslationValues = Record<string, unknown>;
export type TranslateFunction = (key: string, values?: TranslationValues) => string;

export interface Translator {
  readonly lang: Locale;
  readonly t: TranslateFunction;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** A value missing from `values` leaves its placeholder as written; null or undefined writes nothing. */
function interpolate(text: string, values: TranslationValues | undefined): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(values, key)) return placeholder;
    const value = values[key];
    return value == null ? "" : String(value);
  });
}

/**
 * The texts of one language, with the catalogue of the default language behind it when given.
 * It keeps the rules of i18next as the catalogues use them (decision 007), so texts read the same:
 * a numeric `count` picks `key_zero` (for 0), then `key_{plural category}` (Intl.PluralRules), then
 * `key`, in each catalogue in turn; `{{name}}` takes `values.name`; an unknown key reads as itself.
 */
export function createTranslator(lang: Locale, catalogs: Partial<Record<Locale, Messages>>): Translator {
  const chain = [...new Set([lang, DEFAULT_LOCALE])].flatMap((code) => {
    const messages = catalogs[code];
    return messages ? [{ messages, plurals: new Intl.PluralRules(code) }] : [];
  });
  const t: TranslateFunction = (key, values) => {
    const count = values?.count;
    const counted = count !== undefined && typeof count !== "string";
    for (const { messages, plurals } of chain) {
      const keys = counted ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${plurals.select(count as number)}`, key] : [key];
      for (const candidate of keys) {
        if (Object.hasOwn(messages, candidate)) return interpolate(messages[candidate]!, values);
      }
    }
    return key;
  };
  return { lang, t };
}
