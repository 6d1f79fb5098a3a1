import type { Locale } from "#domain/locale.ts";
import type { Messages } from "#app/i18n/translator.ts";
import de from "#app/i18n/messages/setup/de.json";
import en from "#app/i18n/messages/setup/en.json";
import es from "#app/i18n/messages/setup/es.json";
import fr from "#app/i18n/messages/setup/fr.json";
import it from "#app/i18n/messages/setup/it.json";

const SETUP_TEXTS: Record<Locale, Messages> = { it, en, fr, de, es };

/** The texts of the home page of a shop without a catalogue yet (issue 19), in one language. */
export type SetupTexts = Record<"title" | "soon" | "guide" | "stepConfigure" | "stepCatalogue" | "stepExample" | "note", string>;

/**
 * They travel with the home page that shows them (its loader data), as the legal pages' texts do: only an empty
 * shop shows them, and no shopper's first visit should download them (decision 007's budget).
 */
export function setupTexts(lang: Locale): SetupTexts {
  const texts = SETUP_TEXTS[lang];
  const text = (key: keyof SetupTexts) => texts[`setup.${key}`] ?? SETUP_TEXTS.it[`setup.${key}`]!;
  return {
    title: text("title"), soon: text("soon"), guide: text("guide"), stepConfigure: text("stepConfigure"),
    stepCatalogue: text("stepCatalogue"), stepExample: text("stepExample"), note: text("note"),
  };
}
