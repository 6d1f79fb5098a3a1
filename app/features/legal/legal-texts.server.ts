import type { Locale } from "#domain/locale.ts";
import type { Messages } from "#app/i18n/translator.ts";
import de from "#app/i18n/messages/legal/de.json";
import en from "#app/i18n/messages/legal/en.json";
import es from "#app/i18n/messages/legal/es.json";
import fr from "#app/i18n/messages/legal/fr.json";
import it from "#app/i18n/messages/legal/it.json";

const LEGAL_TEXTS: Record<Locale, Messages> = { it, en, fr, de, es };

/**
 * The legal pages' texts in one language. They travel with the page that shows them (its loader data), not
 * in a catalogue a screen downloads: the screen of these pages is the catalogue's /:slug, which products and
 * categories share, and a first visit to a product must not pay for them (decision 007's budget).
 */
export function legalTexts(lang: Locale): Messages {
  return LEGAL_TEXTS[lang];
}
