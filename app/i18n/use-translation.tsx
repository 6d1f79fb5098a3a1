import { createContext, useContext, type ReactNode } from "react";
import { DEFAULT_LOCALE } from "#domain/locale.ts";
import { createTranslator, type Translator } from "./translator.ts";

// Without a provider every key reads as itself, as i18next did before a catalogue was loaded.
const TranslatorContext = createContext<Translator>(createTranslator(DEFAULT_LOCALE, {}));

/** Gives the page's translator to every component below: the server's per request, the browser's one. */
export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/** The `t` of the page's language; components re-render with the new language when it changes. */
export function useTranslation(): Translator {
  return useContext(TranslatorContext);
}
