import type { Locale } from "#domain/locale.ts";
import type { Messages } from "./translator.ts";

// One chunk per language: a shopper downloads only the catalogue of the language they read.
const LOADERS = import.meta.glob<{ default: Messages }>("./messages/*.json");

export async function loadCatalog(lang: Locale): Promise<Messages> {
  const load = LOADERS[`./messages/${lang}.json`];
  if (!load) throw new Error(`No catalogue for ${lang}`);
  return (await load()).default;
}
