import type { i18n as I18n } from "i18next";
import type { Locale } from "#domain/locale.ts";
import { loadCatalog } from "./catalogs.client.ts";
import { createI18n } from "./i18n.ts";

let instance: I18n | null = null;

/** The browser's one i18next instance; a language's catalogue is fetched the first time it is needed. */
export async function getClientI18n(lang: Locale): Promise<I18n> {
  if (!instance) {
    instance = createI18n(lang, { [lang]: await loadCatalog(lang) });
    return instance;
  }
  if (!instance.hasResourceBundle(lang, "translation")) instance.addResourceBundle(lang, "translation", await loadCatalog(lang));
  if (instance.language !== lang) await instance.changeLanguage(lang);
  return instance;
}
