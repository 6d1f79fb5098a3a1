import type { Locale } from "#domain/locale.ts";
import type { Messages } from "./translator.ts";

/**
 * Texts only some screens show, in catalogues of their own: a first visit to a product page does not
 * download the account screens' hundred texts (decision 007's budget). A screen names its groups in the
 * route table.
 */
export type CatalogGroup = "account" | "blog" | "checkout" | "community" | "order" | "orders" | "withdrawal";

// One chunk per language and group: a shopper downloads only the catalogues of the language they read.
const CORE = import.meta.glob<{ default: Messages }>("./messages/*.json");
const GROUPS: Record<CatalogGroup, Record<string, () => Promise<{ default: Messages }>>> = {
  account: import.meta.glob<{ default: Messages }>("./messages/account/*.json"),
  checkout: import.meta.glob<{ default: Messages }>("./messages/checkout/*.json"),
  order: import.meta.glob<{ default: Messages }>("./messages/order/*.json"),
  orders: import.meta.glob<{ default: Messages }>("./messages/orders/*.json"),
  withdrawal: import.meta.glob<{ default: Messages }>("./messages/withdrawal/*.json"),
  blog: import.meta.glob<{ default: Messages }>("./messages/blog/*.json"),
  // Reviews and the newsletter's pages (issue 17): one group, one loader table fewer in every page's script.
  community: import.meta.glob<{ default: Messages }>("./messages/community/*.json"),
};

export async function loadCatalog(lang: Locale): Promise<Messages> {
  const load = CORE[`./messages/${lang}.json`];
  if (!load) throw new Error(`No catalogue for ${lang}`);
  return (await load()).default;
}

export async function loadCatalogGroup(lang: Locale, group: CatalogGroup): Promise<Messages> {
  const load = GROUPS[group][`./messages/${group}/${lang}.json`];
  if (!load) throw new Error(`No ${group} catalogue for ${lang}`);
  return (await load()).default;
}
