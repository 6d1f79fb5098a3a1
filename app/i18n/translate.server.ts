import type { i18n as I18n } from "i18next";
import type { Locale } from "#domain/locale.ts";
import { SERVER_CATALOGS } from "./catalogs.server.ts";
import { createI18n } from "./i18n.ts";

const instances = new Map<Locale, I18n>();

/** A text of the catalogues for loaders and meta (titles), where no React hook can run. */
export function translate(lang: Locale, key: string, vars?: Record<string, unknown>): string {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18n(lang, { [lang]: SERVER_CATALOGS[lang], it: SERVER_CATALOGS.it });
    instances.set(lang, instance);
  }
  return instance.t(key, vars ?? {});
}
