import type { Locale } from "#domain/locale.ts";
import type { Messages } from "#app/i18n/translator.ts";
import de from "#app/i18n/messages/product-info/de.json";
import en from "#app/i18n/messages/product-info/en.json";
import es from "#app/i18n/messages/product-info/es.json";
import fr from "#app/i18n/messages/product-info/fr.json";
import it from "#app/i18n/messages/product-info/it.json";

const PRODUCT_INFO_TEXTS: Record<Locale, Messages> = { it, en, fr, de, es };

/**
 * The product information section's texts in one language (issue 21 §4: labels, allergen and nutrient names).
 * They travel with the product page's loader data, like the legal pages' (app/features/legal): the catalogue's
 * /:slug screen is shared with categories and shop pages, and no other page downloads them.
 */
export function productInfoTexts(lang: Locale): Messages {
  return PRODUCT_INFO_TEXTS[lang];
}
