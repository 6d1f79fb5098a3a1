import { DEFAULT_LOCALE, type Locale } from "./locale.ts";

export interface OfferedLanguage { lang: string; is_active: boolean }

/**
 * Spec §2: a page in a language the shop does not offer (any more) sends the shopper to the
 * default language's home. The default language is never turned away, and an empty list (a shop
 * not set up yet) offers everything, so no page can redirect to itself.
 */
export function isLanguageOffered(lang: Locale, offered: readonly OfferedLanguage[]): boolean {
  if (lang === DEFAULT_LOCALE || offered.length === 0) return true;
  return offered.some((l) => l.lang === lang && l.is_active);
}
