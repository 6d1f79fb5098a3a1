import type { Database } from "#db/client.ts";
import { sanitizeRichText } from "#api/http/rich-text.ts";
import type { Configuration } from "./configuration.schema.ts";
import type { ConfigurationState } from "./configuration.state.ts";
import { noCounts, same, type Counts } from "./configuration.sync.ts";
import { putSetting } from "./configuration.write-catalogue.ts";

type Stored = Record<string, unknown>;

/** What the reading code assumes when a row is missing (settings.build.ts and friends): a file's keys go on top. */
const DEFAULTS: Record<string, Stored> = {
  features: { blog: true, assistant: false, wishlistShare: true },
  whatsapp: { phone: "", active: false },
  returns: { window_days: 14, address: [] },
  maps: { apikey: "" },
  layout: { slider: [], social_links: [], additional_tabs: [] },
};

const defined = (value: Stored) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));

/**
 * The sections kept as one settings row each: the keys the file gives replace the stored ones, the others stay.
 * Each maps the file's snake_case keys onto the row's own shape (profile and features are camelCase inside).
 */
const OBJECT_SECTIONS: { section: keyof Configuration; key: string; build: (given: any, stored: Stored) => Stored }[] = [
  {
    section: "shop", key: "profile",
    build: (s: NonNullable<Configuration["shop"]>) => defined({
      name: s.name, tagline: s.tagline, logo: s.logo, email: s.email, phone: s.phone, vatNumber: s.vat_number, thumbnails: s.thumbnails,
    }),
  },
  { section: "whatsapp", key: "whatsapp", build: (w) => defined(w) },
  { section: "features", key: "features", build: (f: NonNullable<Configuration["features"]>) => defined({ blog: f.blog, assistant: f.assistant, wishlistShare: f.wishlist_share }) },
  { section: "returns", key: "returns", build: (r) => defined(r) },
  { section: "withdrawal", key: "withdrawal", build: (w) => defined(w) },
  { section: "reviews", key: "reviews", build: (r) => defined(r) },
  { section: "prices", key: "prices", build: (p) => defined(p) },
  { section: "maps", key: "maps", build: (m: NonNullable<Configuration["maps"]>) => defined({ apikey: m.api_key }) },
  { section: "bank_transfer", key: "bank_transfer", build: (b) => defined(b) },
  { section: "order_notifications", key: "order_notifications", build: (o) => defined(o) },
  {
    section: "legal", key: "legal",
    build: (l: NonNullable<Configuration["legal"]>, stored) => defined({
      ...l, accessibility: l.accessibility && { ...(stored.accessibility as Stored | undefined), ...defined(l.accessibility) },
    }),
  },
];

export async function writeSettings(db: Database, config: Partial<Configuration>, state: ConfigurationState, write: boolean): Promise<Partial<Record<keyof Configuration, Counts>>> {
  const sections: Partial<Record<keyof Configuration, Counts>> = {};
  for (const { section, key, build } of OBJECT_SECTIONS) {
    const given = config[section];
    if (!given) continue;
    const stored = (state.settings.get(key) ?? DEFAULTS[key] ?? {}) as Stored;
    const value = { ...stored, ...build(given, stored) };
    const counts = noCounts();
    if (!state.settings.has(key)) counts.created = 1;
    else if (same(stored, value)) counts.unchanged = 1;
    else counts.updated = 1;
    sections[section] = counts;
    if (write && (counts.created || counts.updated)) await putSetting(db, state, key, value);
  }
  if (config.carriers) {
    const stored = ((state.settings.get("carriers") as { list?: Stored[] } | undefined)?.list ?? []);
    const { counts, list } = mergeList(stored, config.carriers.map((c) => ({ ...c })), null);
    sections.carriers = counts;
    if (write && !same(stored, list)) await putSetting(db, state, "carriers", { ...(state.settings.get("carriers") as Stored | undefined), list });
  }
  if (config.slider || config.social_links || config.additional_tabs) {
    const stored = (state.settings.get("layout") ?? DEFAULTS.layout) as { slider?: Stored[]; social_links?: Stored[]; additional_tabs?: Stored[] };
    const layout: Stored = { ...stored };
    if (config.slider) {
      const merged = mergeList(stored.slider ?? [], config.slider.map((s) => ({
        code: s.code, is_active: s.active, image: s.image, title: s.title, subtitle: s.subtitle ?? {}, cta: s.cta ?? {}, link: s.link,
      })), "is_active");
      sections.slider = merged.counts;
      layout.slider = merged.list;
    }
    if (config.social_links) {
      const merged = mergeList(stored.social_links ?? [], config.social_links.map((s) => ({ code: s.code, url: s.url, is_active: s.active })), "is_active");
      sections.social_links = merged.counts;
      layout.social_links = merged.list;
    }
    if (config.additional_tabs) {
      // Compared as shown: sanitized, like the pages.
      const shown = (stored.additional_tabs ?? []).map((tab) => ({ ...tab, bodyHtml: sanitizeAll(tab.bodyHtml as Record<string, string> | undefined) }));
      const merged = mergeList(shown, config.additional_tabs.map((tab) => ({
        code: tab.code, is_active: tab.active, title: tab.title, bodyHtml: sanitizeAll(tab.body_html),
      })), "is_active");
      sections.additional_tabs = merged.counts;
      layout.additional_tabs = same(shown, merged.list) ? stored.additional_tabs : merged.list;
    }
    if (write && !same(stored, layout)) await putSetting(db, state, "layout", layout);
  }
  return sections;
}

function sanitizeAll(html: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(html ?? {}).map(([lang, text]) => [lang, sanitizeRichText(text)]));
}

/**
 * A list kept inside a settings row, by code: the file's items in its order, then the stored items it leaves
 * out, switched off when they have an active flag (`activeKey`), gone when they do not.
 */
function mergeList(stored: Stored[], given: Stored[], activeKey: string | null): { counts: Counts; list: Stored[] } {
  const counts = noCounts();
  const byCode = new Map(stored.map((item) => [item.code, item]));
  for (const item of given) {
    const have = byCode.get(item.code);
    if (!have) counts.created++;
    else if (same(have, item)) counts.unchanged++;
    else counts.updated++;
  }
  const codes = new Set(given.map((item) => item.code));
  const left = stored.filter((item) => !codes.has(item.code));
  if (!activeKey) {
    if (left.length) counts.removed = left.length;
    return { counts, list: given };
  }
  for (const item of left) if (item[activeKey] === true) counts.deactivated++;
  return { counts, list: [...given, ...left.map((item) => ({ ...item, [activeKey]: false }))] };
}
