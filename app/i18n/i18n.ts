import i18next, { type i18n as I18n, type Resource } from "i18next";
import type { Locale } from "#domain/locale.ts";

export type Messages = Record<string, string>;

/** Keys are flat ("nav.home"): one catalogue per language, compared key by key in a test. */
export function createI18n(lang: Locale, catalogs: Partial<Record<Locale, Messages>>): I18n {
  const resources: Resource = {};
  for (const [code, messages] of Object.entries(catalogs)) resources[code] = { translation: messages };
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: "it",
    resources,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
