import { useSyncExternalStore, type ReactNode } from "react";
import { splitLocalePath, type Locale } from "#domain/locale.ts";
import { screenForPath } from "#app/route-table.ts";
import { loadCatalog, loadCatalogGroup, type CatalogGroup } from "./catalogs.client.ts";
import { createTranslator, type Messages, type Translator } from "./translator.ts";
import { TranslationProvider } from "./use-translation.tsx";

const catalogs: Partial<Record<Locale, Messages>> = {};
const groupCatalogs = new Map<string, Messages>();
/** Groups a screen has asked for: a later change of language fetches them in the new language too. */
const groups = new Set<CatalogGroup>();
const listeners = new Set<() => void>();
let current: Translator | null = null;
let currentKey = "";
let wanted: Locale | null = null;

async function loadGroup(lang: Locale, group: CatalogGroup): Promise<Messages> {
  const key = `${group}/${lang}`;
  let messages = groupCatalogs.get(key);
  if (!messages) {
    messages = await loadCatalogGroup(lang, group);
    groupCatalogs.set(key, messages);
  }
  return messages;
}

/**
 * The browser's translator: a language's catalogue (and the groups of texts the screens shown so far
 * need) is fetched the first time it is needed. Called before hydration, by the root's client loader
 * and by the client loaders of screens with a group of their own, so the texts are there before the
 * page shows; of two quick changes of language, the later one wins.
 */
export async function getClientI18n(lang: Locale, needed: readonly CatalogGroup[] = []): Promise<void> {
  wanted = lang;
  for (const group of needed) groups.add(group);
  const names = [...groups].sort();
  const [core, ...extra] = await Promise.all([catalogs[lang] ?? loadCatalog(lang), ...names.map((group) => loadGroup(lang, group))]);
  catalogs[lang] = core;
  const key = `${lang}:${names.join(",")}`;
  if (wanted !== lang || currentKey === key) return;
  current = createTranslator(lang, { [lang]: Object.assign({}, core, ...extra) as Messages });
  currentKey = key;
  for (const listener of listeners) listener();
}

/** For a screen's clientLoader: the texts the route table gives it, in the language of the page being opened. */
export function loadScreenTexts(request: Request): Promise<void> {
  const { pathname } = new URL(request.url);
  return getClientI18n(splitLocalePath(pathname).lang, screenForPath(pathname).texts);
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
