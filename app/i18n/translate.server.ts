import type { Locale } from "#domain/locale.ts";
import { SERVER_CATALOGS } from "./catalogs.server.ts";
import { createTranslator, type TranslationValues, type Translator } from "./translator.ts";

const translators = new Map<Locale, Translator>();

/** The page's translator on the server: its language, then the default language's catalogue. */
export function serverTranslator(lang: Locale): Translator {
  let translator = translators.get(lang);
  if (!translator) {
    translator = createTranslator(lang, SERVER_CATALOGS);
    translators.set(lang, translator);
  }
  return translator;
}

/** A text of the catalogues for loaders and meta (titles), where no React hook can run. */
export function translate(lang: Locale, key: string, vars?: TranslationValues): string {
  return serverTranslator(lang).t(key, vars);
}
