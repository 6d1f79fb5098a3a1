import { SUPPORTED_LOCALES, type Locale } from "#domain/locale.ts";
import { LANGUAGE_NAMES } from "./configuration.fields.ts";
import type { PathPart } from "./configuration.parse.ts";
import type { Configuration, SectionName } from "./configuration.schema.ts";
import type { ConfigurationState } from "./configuration.state.ts";

export type Mistake = { path: PathPart[]; message: string };

export interface RuleContext {
  state: ConfigurationState;
  /** Whether a picture is in the media folder; absent when the API was not told where that is. */
  mediaExists?: (path: string) => Promise<boolean>;
}

/** The languages the storefront shows after this file: the file's active ones, else the database's. */
export function activeLanguages(config: Partial<Configuration>, state: ConfigurationState): Locale[] {
  const listed = config.languages ? config.languages.filter((l) => l.active).map((l) => l.code) : state.languages.filter((l) => l.isActive).map((l) => l.lang as Locale);
  return listed.length ? listed : ["it"];
}

/** The same code twice in one list: the second one is the mistake. */
export function duplicates<T>(section: string, list: readonly T[], keyOf: (item: T) => string, mistakes: Mistake[], field = "code") {
  const seen = new Map<string, number>();
  list.forEach((item, i) => {
    const key = keyOf(item);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else mistakes.push({ path: [section, i, field], message: `The code ${key} is used twice (also at ${section}[${first}]): give each item its own code.` });
  });
}

/**
 * The rules between items and sections, and against what the database keeps, for the sections that passed
 * their schema (a section that failed is skipped: its mistakes are already reported). Categories, pages, brands
 * and options have theirs in configuration.rules-catalogue.ts.
 */
export async function checkRules(config: Partial<Configuration>, failed: ReadonlySet<SectionName>, context: RuleContext): Promise<Mistake[]> {
  const mistakes: Mistake[] = [];
  const { state } = context;
  if (config.languages) checkDefaults("languages", config.languages, "language", mistakes);
  if (config.currencies) {
    duplicates("currencies", config.currencies, (c) => c.code, mistakes);
    checkDefaults("currencies", config.currencies, "currency", mistakes);
    config.currencies.forEach((c, i) => {
      if (c.code === "EUR" && Number(c.exchange_rate) !== 1) mistakes.push({ path: ["currencies", i, "exchange_rate"], message: "Prices are kept in euros, so the rate of EUR is 1." });
    });
  }
  checkSelling(config, failed, state, mistakes);
  for (const [section, list] of [["slider", config.slider], ["social_links", config.social_links], ["additional_tabs", config.additional_tabs], ["carriers", config.carriers]] as const) {
    if (list) duplicates(section, list as { code: string }[], (item) => item.code, mistakes);
  }
  if (config.shop?.thumbnails && config.shop.thumbnails.min > config.shop.thumbnails.max) {
    mistakes.push({ path: ["shop", "thumbnails", "min"], message: `The smallest width (${config.shop.thumbnails.min}) is more than the largest (${config.shop.thumbnails.max}).` });
  }
  if (config.whatsapp?.active && !(config.whatsapp.phone ?? (state.settings.get("whatsapp") as { phone?: string } | undefined)?.phone)) {
    mistakes.push({ path: ["whatsapp", "phone"], message: "Give the number WhatsApp chats go to, or set active: false." });
  }
  if (config.bank_transfer?.iban && !ibanChecks(config.bank_transfer.iban)) {
    mistakes.push({ path: ["bank_transfer", "iban"], message: "This IBAN's check digits do not match: look for a mistyped or missing character." });
  }
  if (context.mediaExists) mistakes.push(...(await missingPictures(config, context.mediaExists)));
  return mistakes;
}

function checkDefaults(section: "languages" | "currencies", list: readonly { code: string; default: boolean; active: boolean }[], what: string, mistakes: Mistake[]) {
  if (section === "languages") duplicates(section, list, (l) => l.code, mistakes);
  const defaults = list.flatMap((item, i) => (item.default ? [i] : []));
  if (defaults.length === 0) mistakes.push({ path: [section], message: `Mark one ${what} as the shop's default (default: true).` });
  for (const i of defaults.slice(1)) mistakes.push({ path: [section, i, "default"], message: `Only one ${what} can be the default: ${section}[${defaults[0]}] (${list[defaults[0]!]!.code}) is already.` });
  for (const i of defaults) if (!list[i]!.active) mistakes.push({ path: [section, i, "active"], message: `The default ${what} must be active.` });
}

/** Delivery, payment, pickup and coupons: what checkout needs to make sense. */
function checkSelling(config: Partial<Configuration>, failed: ReadonlySet<SectionName>, state: ConfigurationState, mistakes: Mistake[]) {
  const activeStores = config.pickup_stores ? config.pickup_stores.filter((s) => s.active).length : failed.has("pickup_stores") ? 1 : state.pickupStores.filter((s) => s.isActive).length;
  if (config.pickup_stores) duplicates("pickup_stores", config.pickup_stores, (s) => s.code, mistakes);
  if (config.delivery_methods) {
    const list = config.delivery_methods;
    duplicates("delivery_methods", list, (d) => d.code, mistakes);
    if (!list.some((d) => d.active)) mistakes.push({ path: ["delivery_methods"], message: "Give at least one active delivery method: without one, nobody can check out." });
    list.forEach((d, i) => {
      if (d.days.min > d.days.max) mistakes.push({ path: ["delivery_methods", i, "days"], message: `The fewest days (${d.days.min}) are more than the most (${d.days.max}).` });
      if (d.mode === "pickup" && d.active && activeStores === 0) {
        mistakes.push({ path: ["delivery_methods", i, "mode"], message: "A pickup method needs an active store in pickup_stores: add one, or set active: false here." });
      }
    });
  }
  if (config.payment_methods) {
    duplicates("payment_methods", config.payment_methods, (p) => p.code, mistakes);
    config.payment_methods.forEach((p, i) => {
      const online = p.kind === "card" || p.kind === "wallet";
      if (online && !p.provider) mistakes.push({ path: ["payment_methods", i, "provider"], message: "A card or wallet payment is taken on its provider's page: give provider: stripe or paypal." });
      if (!online && p.provider) mistakes.push({ path: ["payment_methods", i, "provider"], message: `Only card and wallet payments have a provider: remove it from this ${p.kind} method.` });
      if (new Set(p.modes).size !== p.modes.length) mistakes.push({ path: ["payment_methods", i, "modes"], message: "Give each mode once." });
      if (p.kind === "cash_on_delivery" && p.modes.includes("pickup")) mistakes.push({ path: ["payment_methods", i, "modes"], message: "Cash on delivery is paid to the courier: its only mode is home." });
      if (p.kind === "pay_at_pickup" && p.modes.includes("home")) mistakes.push({ path: ["payment_methods", i, "modes"], message: "Payment at pickup is made in the store: its only mode is pickup." });
    });
  }
  if (config.coupons) {
    duplicates("coupons", config.coupons, (c) => c.code, mistakes);
    const used = new Map(state.coupons.map((c) => [c.code, c.timesUsed]));
    config.coupons.forEach((c, i) => {
      const at = (field: string) => ["coupons", i, field];
      if (c.kind === "percent" && c.percent === undefined) mistakes.push({ path: at("percent"), message: "A percent coupon needs percent: 1–100." });
      if (c.kind === "fixed" && c.amount === undefined) mistakes.push({ path: at("amount"), message: 'A fixed coupon needs the amount off in euros, e.g. amount: "5.00".' });
      if (c.kind !== "percent" && c.percent !== undefined) mistakes.push({ path: at("percent"), message: `Only a percent coupon has a percent; this one is ${c.kind}.` });
      if (c.kind !== "fixed" && c.amount !== undefined) mistakes.push({ path: at("amount"), message: `Only a fixed coupon has an amount; this one is ${c.kind}.` });
      if (c.starts_at && c.ends_at && Date.parse(c.ends_at) <= Date.parse(c.starts_at)) mistakes.push({ path: at("ends_at"), message: "The coupon ends before it starts." });
      const times = used.get(c.code) ?? 0;
      if (c.usage_limit != null && c.usage_limit < times) mistakes.push({ path: at("usage_limit"), message: `This code has been used ${times} times already: the limit cannot be lower.` });
    });
  }
}

/** IBAN's ISO 13616 check: the country and check digits moved to the end, read as a number, leave 1 mod 97. */
export function ibanChecks(iban: string): boolean {
  const compact = iban.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

async function missingPictures(config: Partial<Configuration>, exists: (path: string) => Promise<boolean>): Promise<Mistake[]> {
  const named: { path: PathPart[]; file: string }[] = [];
  if (config.shop?.logo) named.push({ path: ["shop", "logo"], file: config.shop.logo });
  config.categories?.forEach((c, i) => { if (c.image) named.push({ path: ["categories", i, "image"], file: c.image }); });
  config.brands?.forEach((b, i) => { if (b.logo) named.push({ path: ["brands", i, "logo"], file: b.logo }); });
  config.slider?.forEach((s, i) => named.push({ path: ["slider", i, "image"], file: s.image }));
  const found = await Promise.all(named.map((n) => exists(n.file)));
  return named.filter((_, i) => !found[i]).map((n) => ({
    path: n.path,
    message: `There is no picture ${n.file} in the shop's media folder: put it next to the file (npm run shop -- configure uploads it), or correct the name.`,
  }));
}

/** "French", for messages about a language. */
export const languageName = (lang: string) => LANGUAGE_NAMES[lang] ?? lang;
export const LOCALES: readonly Locale[] = SUPPORTED_LOCALES;
