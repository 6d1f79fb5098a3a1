import { ALLERGENS, NUTRIENTS } from "#domain/product-info.ts";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { ORDER_STATES, PAYMENT_STATES } from "#domain/order-states.ts";
import { RETURN_REASONS, RETURN_STATES } from "#domain/return-states.ts";
import { BLOG_POSTS } from "#db/seed/content/blog.ts";
import { BRANDS } from "#db/seed/content/brands.ts";
import { CATEGORIES } from "#db/seed/content/categories.ts";
import { OPTION_NAMES, OPTION_VALUES } from "#db/seed/content/options.ts";
import { PAGES } from "#db/seed/content/pages.ts";
import {
  ADDITIONAL_TABS, COUPONS, DELIVERY_METHODS, PAYMENT_METHODS, PICKUP_STORES, SLIDES, STORE_PROFILE,
} from "#db/seed/content/store.ts";
import { DEMO_PRODUCTS } from "#db/seed/products.ts";
import { screenFile } from "#app/route-files.ts";
import { SCREENS } from "#app/route-table.ts";

const MESSAGES_DIR = path.resolve(import.meta.dirname, "../../app/i18n/messages");
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
/**
 * Groups of texts some screens load on their own (app/i18n/catalogs.client.ts), or a page's loader sends with
 * it (legal: app/features/legal/legal-texts.server.ts): messages/<group>/<lang>.json.
 */
const GROUPS = readdirSync(MESSAGES_DIR, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
/** A language's every text: the core catalogue and each group's. */
const catalog = (lang: string) => Object.assign(
  readJson(path.join(MESSAGES_DIR, `${lang}.json`)),
  ...GROUPS.map((group) => readJson(path.join(MESSAGES_DIR, group, `${lang}.json`))),
) as Record<string, string>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("interface catalogues", () => {
  const italian = catalog("it");

  it.each(SUPPORTED_LOCALES)("%s has every key, each with a non-empty text", (lang) => {
    const messages = catalog(lang);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(italian).sort());
    for (const [key, text] of Object.entries(messages)) expect(text.trim(), `${lang}: ${key}`).not.toBe("");
  });

  it.each(GROUPS)("keeps the %s group's texts out of the core catalogue, in every language", (group) => {
    expect(GROUPS.length).toBeGreaterThan(0);
    for (const lang of SUPPORTED_LOCALES) {
      const own = Object.keys(readJson(path.join(MESSAGES_DIR, group, `${lang}.json`)));
      const core = readJson(path.join(MESSAGES_DIR, `${lang}.json`));
      expect(own.length, `${group}/${lang}`).toBeGreaterThan(0);
      expect(own.filter((key) => key in core), `${group}/${lang} keys also in the core catalogue`).toEqual([]);
    }
  });

  it("has every key the storefront uses", () => {
    const used = new Set<string>();
    for (const file of sourceFiles(path.resolve(import.meta.dirname, "../../app"))) {
      for (const match of readFileSync(file, "utf8").matchAll(/\bt\(\s*["'`]([a-zA-Z0-9_.]+)["'`]/g)) used.add(match[1]!);
    }
    // A counted text lives under key_one / key_other (plural forms, as app/i18n/translator.ts reads them).
    expect([...used].filter((key) => !(key in italian) && !(`${key}_other` in italian))).toEqual([]);
  });

  it("has every key the account screens name in data (refusal reasons, field errors, notices)", () => {
    // Keys that reach t() through a variable (t(result.error)) are not in the scan above.
    const all = catalog("it");
    const missing: string[] = [];
    for (const file of sourceFiles(path.resolve(import.meta.dirname, "../../app"))) {
      if (!/app\/(features\/account\/|routes\/(profile|active-user|password-reset|social-login)\.tsx)/.test(file.replaceAll(path.sep, "/"))) continue;
      for (const match of readFileSync(file, "utf8").matchAll(/["'`]((?:account|address|phone)\.[a-zA-Z0-9_.]+)["'`]/g)) {
        if (!(match[1]! in all) && !(`${match[1]}_other` in all)) missing.push(`${path.basename(file)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("has every key the checkout screens name in data (field errors, changes, notices)", () => {
    const all = catalog("it");
    const missing: string[] = [];
    for (const file of sourceFiles(path.resolve(import.meta.dirname, "../../app"))) {
      if (!/app\/(features\/(checkout|orders)\/|routes\/(checkout|order-success|my-orders|order-[a-z-]+)\.tsx)/.test(file.replaceAll(path.sep, "/"))) continue;
      for (const match of readFileSync(file, "utf8").matchAll(/["'`]((?:checkout|order|orders|returns|address|cancel|tracking)\.[a-zA-Z0-9_.]+)["'`]/g)) {
        if (!(match[1]! in all) && !(`${match[1]}_other` in all)) missing.push(`${path.basename(file)}: ${match[1]}`);
      }
    }
    // Keys built from data: the invoice problems and the order states.
    for (const problem of ["required", "postal_code", "fiscal_code", "vat_number", "sdi_code", "pec", "sdi_or_pec", "vat_or_fiscal_code"]) {
      if (!(`checkout.invoiceError.${problem}` in all)) missing.push(`checkout.invoiceError.${problem}`);
    }
    for (const state of ORDER_STATES) if (!(`orders.status.${state}` in all)) missing.push(`orders.status.${state}`);
    for (const state of PAYMENT_STATES) if (!(`orders.payment.${state}` in all)) missing.push(`orders.payment.${state}`);
    // A return's states, steps, reasons and refund methods (return-record.tsx, return-form.tsx).
    for (const key of [...RETURN_STATES.flatMap((s) => [`returns.status.${s}`, `returns.step.${s}`]), ...RETURN_REASONS.map((r) => `returns.reason.${r}`),
      "returns.step.pending", "returns.method.stripe", "returns.method.paypal", "returns.method.manual"]) {
      if (!(key in all)) missing.push(key);
    }
    // A parcel's steps (shipment-timeline.tsx).
    for (const step of ["shipped", "in_transit", "out_for_delivery", "at_pickup_point", "delivery_attempted", "exception", "delivered"]) {
      if (!(`tracking.step.${step}` in all)) missing.push(`tracking.step.${step}`);
    }
    // Why the provider's page could not be opened (the /cancel page's ?problem=).
    for (const problem of ["provider_unavailable", "provider_not_configured", "provider_refused"]) {
      if (!(`cancel.problem.${problem}` in all)) missing.push(`cancel.problem.${problem}`);
    }
    expect(missing).toEqual([]);
  });

  it("keeps the texts of every screen without a group of its own in the core catalogue", () => {
    // The account screens and their parts load the account group (app/route-table.ts); the rest, the
    // header included, must find their texts in the core catalogue the first visit downloads.
    // The legal pages' part (features/legal) gets its texts from the page's loader: the test below.
    const grouped = /app\/(features\/(account\/(?!account-link)|checkout\/|orders\/|legal\/|withdrawal\/|catalogue\/product-(information|reviews)\.server\.ts)|routes\/(profile|active-user|password-reset|social-login|checkout|order-success|cancel|tracking|withdrawal|blog|blog-post|my-orders|order-[a-z-]+|review|newsletter)\.tsx|layouts\/checkout\.tsx)/;
    const core = readJson(path.join(MESSAGES_DIR, "it.json"));
    const missing: string[] = [];
    for (const file of sourceFiles(path.resolve(import.meta.dirname, "../../app"))) {
      if (grouped.test(file.replaceAll(path.sep, "/"))) continue;
      for (const match of readFileSync(file, "utf8").matchAll(/\bt\(\s*["'`]([a-zA-Z0-9_.]+)["'`]/g)) {
        const key = match[1]!;
        if (!(key in core) && !(`${key}_other` in core)) missing.push(`${path.basename(file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("gives every screen the groups its texts are in (what a client navigation to it loads)", () => {
    const APP = path.resolve(import.meta.dirname, "../../app");
    // The screen's own file and every file of the storefront it imports, followed through.
    const filesOf = (entry: string): string[] => {
      const seen = new Set<string>();
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const m of readFileSync(file, "utf8").matchAll(/from "(#app\/[^"]+|\.{1,2}\/[^"]+)"/g)) {
          const target = m[1]!.startsWith("#app/") ? path.join(APP, m[1]!.slice(5)) : path.resolve(path.dirname(file), m[1]!);
          if (/\.tsx?$/.test(target) && !target.includes(`${path.sep}i18n${path.sep}`) && !target.endsWith(".server.ts")) visit(target);
        }
      };
      visit(entry);
      return [...seen];
    };
    const core = readJson(path.join(MESSAGES_DIR, "it.json"));
    const missing: string[] = [];
    for (const screen of SCREENS) {
      const texts = Object.assign({}, core, ...(screen.texts ?? []).map((group) => readJson(path.join(MESSAGES_DIR, group, "it.json")))) as Record<string, string>;
      for (const file of filesOf(path.join(APP, screenFile(screen)))) {
        for (const match of readFileSync(file, "utf8").matchAll(/\bt\(\s*["'`]([a-zA-Z0-9_.]+)["'`]/g)) {
          const key = match[1]!;
          if (!(key in texts) && !(`${key}_other` in texts)) missing.push(`${screen.id}: ${path.basename(file)} ${key}`);
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it("finds every text of the product information section in the product-info group, with which its loader writes it", () => {
    // product-information.server.ts writes the section with a translator of messages/product-info/<lang>.json only.
    const group = readJson(path.join(MESSAGES_DIR, "product-info", "it.json"));
    const file = path.resolve(import.meta.dirname, "../../app/features/catalogue/product-information.server.ts");
    const used = [...readFileSync(file, "utf8").matchAll(/\bt\(\s*["'`]([a-zA-Z0-9_.]+)["'`]/g)].map((m) => m[1]!);
    // Keys built from data: the allergens and nutrients, and the counted pieces.
    const dynamic = [...ALLERGENS.map((a) => `allergen.${a}`), ...NUTRIENTS.map((n) => `info.${n}`), "info.pieces_one", "info.pieces_other"];
    expect([...used, ...dynamic].filter((key) => !(key in group) && !(`${key}_other` in group))).toEqual([]);
    expect(Object.keys(group).filter((key) => !used.includes(key) && !dynamic.includes(key))).toEqual([]);
  });

  it("finds every text of the legal pages in the legal group, which their loader sends with them", () => {
    // app/features/legal: a translator made of messages/legal/<lang>.json only (legal-texts.server.ts),
    // so a key of the core catalogue or of another group would read as the key itself there.
    const legal = readJson(path.join(MESSAGES_DIR, "legal", "it.json"));
    const used: string[] = [];
    for (const file of sourceFiles(path.resolve(import.meta.dirname, "../../app/features/legal"))) {
      for (const match of readFileSync(file, "utf8").matchAll(/\bt\(\s*["'`]([a-zA-Z0-9_.]+)["'`]/g)) used.push(match[1]!);
    }
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((key) => !(key in legal))).toEqual([]);
    // Every text of the group is shown somewhere: none is left behind when a page changes.
    expect(Object.keys(legal).filter((key) => !used.includes(key))).toEqual([]);
  });

  it("keeps the same placeholders in every language", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const lang of SUPPORTED_LOCALES) {
      const messages = catalog(lang);
      for (const [key, text] of Object.entries(italian)) expect(placeholders(messages[key]!), `${lang}: ${key}`).toEqual(placeholders(text));
    }
  });
});

type Localized = Record<string, string>;
const SEEDED: [string, Localized[]][] = [
  ["categories", CATEGORIES.flatMap((c) => [c.name, c.slug, c.description])],
  ["brands", BRANDS.map((b) => b.description)],
  ["option values", [...OPTION_VALUES.map((o) => o.label), ...Object.values(OPTION_NAMES)]],
  ["products", DEMO_PRODUCTS.flatMap((p) => [p.name, p.slug, p.description])],
  ["pages", PAGES.flatMap((p) => [p.title, p.slug, p.bodyHtml])],
  ["blog posts", BLOG_POSTS.flatMap((p) => [p.title, p.slug, p.excerpt, p.bodyHtml])],
  ["store", [
    STORE_PROFILE.tagline, ...PICKUP_STORES.map((s) => s.openingHours), ...DELIVERY_METHODS.flatMap((d) => [d.name, d.description]),
    ...PAYMENT_METHODS.flatMap((p) => [p.name, p.description]), ...SLIDES.flatMap((s) => [s.title, s.subtitle, s.cta]),
    ...ADDITIONAL_TABS.flatMap((t) => [t.title, t.bodyHtml]), ...COUPONS.map((c) => c.description),
  ]],
];

describe("seeded translations", () => {
  it.each(SEEDED)("%s are written in all five languages", (_name, texts) => {
    for (const text of texts) {
      for (const lang of SUPPORTED_LOCALES) expect(text[lang]?.trim(), JSON.stringify(text).slice(0, 80)).toBeTruthy();
    }
  });

  it("are not copies of one language", () => {
    for (const d of DEMO_PRODUCTS.map((p) => p.description)) {
      expect(new Set(SUPPORTED_LOCALES.map((l) => d[l])).size, d.it.slice(0, 60)).toBe(5);
    }
  });

  it("give products slugs that are unique per language", () => {
    for (const lang of SUPPORTED_LOCALES) {
      const slugs = DEMO_PRODUCTS.map((p) => p.slug[lang]);
      expect(new Set(slugs).size, lang).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("make a demo store of the promised size", () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(150);
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(20);
    expect(BRANDS.length).toBeGreaterThanOrEqual(10);
    expect(BLOG_POSTS.length).toBe(6);
    expect(PICKUP_STORES.length).toBe(3);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.vatRate))).toEqual(new Set([22, 10, 4]));
    const options = new Set(DEMO_PRODUCTS.flatMap((p) => p.variants.flatMap((v) => Object.keys(v.options))));
    expect(options).toEqual(new Set(["size", "colour"]));
  });
});
