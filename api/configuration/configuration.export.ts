import type { Database } from "#db/client.ts";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { sanitizeRichText } from "#api/http/rich-text.ts";
import { SECTION_NAMES, type ConfigurationInput } from "./configuration.schema.ts";
import { readConfigurationState, type ConfigurationState } from "./configuration.state.ts";

type Stored = Record<string, any>;
type Localized = Partial<Record<string, string>>;

/** Cents as the file writes money: euros with a dot. */
const euros = (cents: number) => (cents / 100).toFixed(2);
/** PostgreSQL's numeric(…, 6) without its trailing zeros: 1.085000 → "1.085". */
const decimal = (value: string) => value.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "");
const MODES = { 1: "home", 2: "pickup" } as const;

/** Drops what is undefined, and what equals its default, so the file says what matters. */
function compact<T extends Stored>(item: T, defaults: Stored = {}): T {
  return Object.fromEntries(Object.entries(item).filter(([key, value]) => value !== undefined && !(key in defaults && defaults[key] === value))) as T;
}

const nonEmpty = (text: Localized | undefined) => (text && Object.keys(text).length ? text : undefined);

/** A text of a JSON column in the shop's order of languages (PostgreSQL keeps JSON keys in its own order). */
function loc(text: unknown): any {
  if (!text || typeof text !== "object") return undefined;
  const source = text as Localized;
  return nonEmpty(Object.fromEntries(SUPPORTED_LOCALES.filter((lang) => source[lang] !== undefined).map((lang) => [lang, source[lang]])));
}

/** A settings object with its keys in the file's order, what is not known kept after them. */
function ordered(value: Stored, keys: string[]): Stored {
  return { ...Object.fromEntries(keys.filter((k) => value[k] !== undefined).map((k) => [k, value[k]])), ...value };
}

/** Per language, in the shop's order of languages. */
function byLanguage(rows: { lang: string }[], pick: (row: any) => string | null | undefined): Localized | undefined {
  const out: Localized = {};
  for (const lang of SUPPORTED_LOCALES) {
    const row = rows.find((r) => r.lang === lang);
    const value = row ? pick(row) : undefined;
    if (value !== undefined && value !== null) out[lang] = value;
  }
  return nonEmpty(out);
}

/**
 * The shop's configuration as the file states it (configuration.schema.ts): applied to a database, this answer
 * gives back the same rows, and an export of that database is this answer again. Rich HTML comes out sanitized,
 * as the shop shows it. Settings rows the shop does not have are left out, so applying the file does not add them.
 */
export async function exportConfiguration(db: Database): Promise<ConfigurationInput> {
  // One snapshot: a change made meanwhile is in the file whole or not at all.
  const state = await db.transaction((tx) => readConfigurationState(tx as unknown as Database), { isolationLevel: "repeatable read", accessMode: "read only" });
  const setting = (key: string) => state.settings.get(key) as Stored | undefined;
  const profile = setting("profile");
  const layout = setting("layout");
  const file: ConfigurationInput = {};
  if (profile) {
    file.shop = compact({
      name: profile.name, tagline: loc(profile.tagline), logo: profile.logo, email: profile.email, phone: profile.phone, vat_number: profile.vatNumber,
      thumbnails: profile.thumbnails && ordered(profile.thumbnails, ["min", "max", "sizes"]),
    });
  }
  if (state.languages.length) {
    file.languages = state.languages.map((l) => compact({ code: l.lang as "it", locale: l.code, name: l.name, default: l.isDefault, active: l.isActive, shown: l.show }, { default: false, active: true, shown: true }));
  }
  if (state.currencies.length) {
    file.currencies = state.currencies.map((c) => compact({
      code: c.id, symbol: c.symbol, country: c.country, flag: c.flag, exchange_rate: decimal(c.exchange), default: c.isDefault, active: c.isActive,
    }, { default: false, active: true }));
  }
  if (state.categories.length) file.categories = exportCategories(state);
  if (state.brands.length) file.brands = exportBrands(state);
  const optionNames = setting("option_names");
  if (optionNames || state.optionValues.length) {
    const codes = [...new Set([...state.optionValues.map((v) => v.option), ...Object.keys(optionNames ?? {})])];
    file.options = codes.map((code) => ({
      code, name: loc(optionNames?.[code]) ?? { it: code },
      values: state.optionValues.filter((v) => v.option === code).map((v) => compact({ code: v.code, swatch: v.swatch ?? undefined, label: loc(v.labels) })),
    }));
  }
  if (state.pages.length) file.pages = exportPages(state);
  if (layout?.slider) {
    file.slider = (layout.slider as Stored[]).map((s) => compact({
      code: s.code, active: s.is_active, image: s.image, link: s.link, title: loc(s.title), subtitle: loc(s.subtitle), cta: loc(s.cta),
    }, { active: true }));
  }
  if (layout?.social_links) file.social_links = (layout.social_links as Stored[]).map((s) => compact({ code: s.code, url: s.url, active: s.is_active }, { active: true }));
  if (layout?.additional_tabs) {
    file.additional_tabs = (layout.additional_tabs as Stored[]).map((tab) => compact({
      code: tab.code, active: tab.is_active, title: loc(tab.title),
      body_html: loc(Object.fromEntries(Object.entries((tab.bodyHtml ?? {}) as Record<string, string>).map(([lang, html]) => [lang, sanitizeRichText(html)]))),
    }, { active: true }));
  }
  if (state.deliveryMethods.length) {
    file.delivery_methods = state.deliveryMethods.map((d) => compact({
      code: d.code, mode: MODES[d.shippingMode as 1 | 2], price: euros(d.priceCents), free_above: d.freeAboveCents === null ? undefined : euros(d.freeAboveCents),
      days: { min: d.minDays, max: d.maxDays }, active: d.isActive, name: loc(d.names), description: loc(d.descriptions),
    }, { active: true }));
  }
  if (state.paymentMethods.length) {
    file.payment_methods = state.paymentMethods.map((p) => compact({
      code: p.code, kind: p.kind as "card", fee: euros(p.feeCents), modes: p.shippingModes.map((m) => MODES[m as 1 | 2]), provider: (p.provider ?? undefined) as "stripe" | undefined,
      active: p.isActive, name: loc(p.names), description: loc(p.descriptions),
    }, { active: true }));
  }
  if (state.pickupStores.length) {
    file.pickup_stores = state.pickupStores.map((s) => compact({
      code: s.code, name: s.name, street: s.street, city: s.city, province: s.province, postal_code: s.postalCode, country: s.country, phone: s.phone,
      email: s.email, latitude: Number(s.latitude), longitude: Number(s.longitude), opening_hours: loc(s.openingHours), active: s.isActive,
    }, { active: true }));
  }
  const whatsapp = setting("whatsapp");
  if (whatsapp) file.whatsapp = compact({ phone: whatsapp.phone, active: whatsapp.active });
  const features = setting("features");
  if (features) file.features = compact({ blog: features.blog, assistant: features.assistant, wishlist_share: features.wishlistShare });
  for (const [key, keys] of Object.entries(SETTING_KEYS)) {
    const value = setting(key);
    if (!value) continue;
    (file as Stored)[key] = ordered(value, keys);
    if (key === "legal" && value.accessibility) (file as Stored).legal.accessibility = ordered(value.accessibility, ["authority", "authority_url", "email", "reviewed_on"]);
  }
  const maps = setting("maps");
  if (maps) file.maps = { api_key: maps.apikey ?? "" };
  const carriers = setting("carriers");
  if (carriers?.list) file.carriers = (carriers.list as Stored[]).map((c) => ordered(c, ["code", "name", "tracking_url"])) as ConfigurationInput["carriers"];
  if (state.coupons.length) file.coupons = exportCoupons(state);
  return Object.fromEntries(SECTION_NAMES.filter((name) => name in file).map((name) => [name, file[name]]));
}

/** Settings rows the file copies as they are, with their keys in this order. */
const SETTING_KEYS: Record<string, string[]> = {
  returns: ["window_days", "address"], withdrawal: ["period_days"], reviews: ["moderate", "edit_days", "invite_after_days"], prices: ["prior_price_days"],
  bank_transfer: ["iban", "holder", "bank", "bic"], order_notifications: ["email"],
  legal: ["company", "address", "vat_number", "rea", "share_capital", "pec", "accessibility"],
};

function exportCategories(state: ConfigurationState): NonNullable<ConfigurationInput["categories"]> {
  const codeOf = new Map(state.categories.map((c) => [c.id, c.code]));
  return state.categories.map((c) => {
    const rows = state.categoryTranslations.filter((t) => t.categoryId === c.id);
    return compact({
      code: c.code, parent: c.parentId === null ? undefined : codeOf.get(c.parentId), featured: c.isFeatured, active: c.isActive, image: c.image ?? undefined,
      name: byLanguage(rows, (t) => t.name) as { it: string }, slug: byLanguage(rows, (t) => t.slug) ?? {},
      description: rows.some((t) => t.description) ? byLanguage(rows, (t) => t.description) as { it: string } : undefined,
      meta_title: byLanguage(rows, (t) => t.metaTitle) as { it: string } | undefined,
      meta_description: byLanguage(rows, (t) => t.metaDescription) as { it: string } | undefined,
    }, { featured: false, active: true });
  });
}

function exportBrands(state: ConfigurationState): NonNullable<ConfigurationInput["brands"]> {
  return state.brands.map((b) => {
    const rows = state.brandTranslations.filter((t) => t.brandId === b.id);
    return compact({
      code: b.code, name: b.name, slug: b.slug, logo: b.logo ?? undefined, country: b.country ?? undefined, founded_year: b.foundedYear ?? undefined,
      active: b.isActive, legal: b.legalName ? compact({ name: b.legalName, address: b.legalAddress ?? undefined, email: b.legalEmail ?? undefined }) : undefined,
      eu_responsible: b.euResponsible ? ordered(b.euResponsible, ["name", "address", "email"]) as { name: string; address: string; email: string } : undefined, description: byLanguage(rows, (t) => t.description) as { it: string } | undefined,
    }, { active: true });
  });
}

function exportPages(state: ConfigurationState): NonNullable<ConfigurationInput["pages"]> {
  return state.pages.map((p) => {
    const rows = state.pageTranslations.filter((t) => t.pageId === p.id);
    return compact({
      code: p.code, header_menu: p.menuHeader, footer_menu: p.menuFooter, active: p.isActive,
      title: byLanguage(rows, (t) => t.name) as { it: string }, slug: byLanguage(rows, (t) => t.slug) ?? {},
      body_html: rows.some((t) => t.bodyHtml) ? byLanguage(rows, (t) => sanitizeRichText(t.bodyHtml)) as { it: string } : undefined,
    }, { header_menu: false, footer_menu: false, active: true });
  });
}

function exportCoupons(state: ConfigurationState): NonNullable<ConfigurationInput["coupons"]> {
  return state.coupons.map((c) => compact({
    code: c.code, kind: c.kind as "percent", percent: c.kind === "percent" ? c.value : undefined, amount: c.kind === "fixed" ? euros(c.value) : undefined,
    min_order: c.minOrderCents === null ? undefined : euros(c.minOrderCents), starts_at: c.startsAt?.toISOString(), ends_at: c.endsAt?.toISOString(),
    usage_limit: c.usageLimit ?? undefined, per_customer_limit: c.perCustomerLimit ?? undefined, active: c.isActive, description: loc(c.descriptions),
  }, { active: true }));
}
