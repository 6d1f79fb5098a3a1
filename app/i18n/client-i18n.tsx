import { useSyncExternalStore, type ReactNode } from "react";
import type { Locale } from "#domain/locale.ts";
import { loadCatalog } from "./catalogs.client.ts";
import { createTranslator, type Messages, type Translator } from "./translator.ts";
import { TranslationProvider } from "./use-translation.tsx";

const catalogs: Partial<Record<Locale, Messages>> = {};
const listeners = new Set<() => void>();
let current: Translator | null = null;
let wanted: Locale | null = null;

/**
 * The browser's translator: a language's catalogue is fetched the first time it is needed. Called
 * before hydration and by the root's client loader, so a new language is ready before its page shows;
 * of two quick changes, the later one wins.
 */
export async function getClientI18n(lang: Locale): Promise<void> {
  wanted = lang;
  catalogs[lang] ??= await loadCatalog(lang);
  if (wanted !== lang || current?.lang === lang) return;
  current = createTranslator(lang, { [lang]: catalogs[lang] });
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getTranslator(): Translator {
  if (!current) throw new Error("getClientI18n must resolve before the app renders");
  return current;
}

/** Provides the current language's translator and re-renders the page when the language changes. */
export function ClientTranslationProvider({ children }: { children: ReactNode }) {
  const translator = useSyncExternalStore(subscribe, getTranslator, getTranslator);
  return <TranslationProvider translator={translator}>{children}</TranslationProvider>;
}
