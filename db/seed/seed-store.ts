import type { Database } from "#db/client.ts";
import * as t from "#db/schema/schema.ts";
import { BLOG_POSTS } from "./content/blog.ts";
import { BLOG_PRODUCTS } from "./content/blog-products.ts";
import { OPTION_NAMES } from "./content/options.ts";
import { PAGES } from "./content/pages.ts";
import {
  ADDITIONAL_TABS, COUPONS, DELIVERY_METHODS, PAYMENT_METHODS, PICKUP_STORES, SLIDES, SOCIAL_LINKS, STORE_LEGAL, STORE_PROFILE,
} from "./content/store.ts";
import { LANGS } from "./seed-util.ts";

const DAY = 86_400_000;

export const SEED_LANGUAGES = [
  { lang: "it", code: "it_IT", name: "Italiano", isDefault: true },
  { lang: "en", code: "en_GB", name: "English", isDefault: false },
  { lang: "fr", code: "fr_FR", name: "Français", isDefault: false },
  { lang: "de", code: "de_DE", name: "Deutsch", isDefault: false },
  { lang: "es", code: "es_ES", name: "Español", isDefault: false },
];

export const SEED_CURRENCIES = [
  { id: "EUR", symbol: "€", country: "EU", flag: "flags/eu.svg", exchange: "1", isDefault: true },
  { id: "USD", symbol: "$", country: "US", flag: "flags/us.svg", exchange: "1.0850", isDefault: false },
  { id: "GBP", symbol: "£", country: "GB", flag: "flags/gb.svg", exchange: "0.8450", isDefault: false },
  { id: "CHF", symbol: "CHF", country: "CH", flag: "flags/ch.svg", exchange: "0.9420", isDefault: false },
];

export async function seedStore(db: Database): Promise<void> {
  await db.insert(t.languages).values(SEED_LANGUAGES.map((l, i) => ({ ...l, position: i })));
  await db.insert(t.currencies).values(SEED_CURRENCIES.map((c, i) => ({ ...c, position: i })));
  await db.insert(t.settings).values([
    {
      key: "profile",
      value: {
        name: STORE_PROFILE.name, tagline: STORE_PROFILE.tagline, email: STORE_PROFILE.email, phone: STORE_PROFILE.phone,
        vatNumber: STORE_PROFILE.vatNumber, logo: "brand/logo.png", thumbnails: { min: 300, max: 1200, sizes: [300, 600, 900, 1200] },
      },
    },
    {
      key: "layout",
      value: {
        slider: SLIDES.map((s) => ({ code: s.code, is_active: s.is_active, image: `slides/${s.code}.jpg`, title: s.title, subtitle: s.subtitle, cta: s.cta, link: s.link })),
        social_links: SOCIAL_LINKS,
        additional_tabs: ADDITIONAL_TABS.map((tab) => ({ code: tab.code, is_active: tab.is_active, title: tab.title, bodyHtml: tab.bodyHtml })),
      },
    },
    { key: "whatsapp", value: STORE_PROFILE.whatsapp },
    { key: "option_names", value: OPTION_NAMES },
    { key: "maps", value: { apikey: "" } },
    { key: "features", value: { blog: true, assistant: false, wishlistShare: true } },
    { key: "authentications", value: [] },
    // Payment instructions of a bank transfer and the address new orders are announced to (docs/operations.md).
    { key: "bank_transfer", value: { iban: "IT60X0542811101000000123456", holder: STORE_PROFILE.name, bank: "Banca Demo di Bologna", bic: "BPMOIT22XXX" } },
    { key: "order_notifications", value: { email: "ordini@vetrina.example" } },
    // Returns (issue 16): the EU's 14 days from delivery or collection, and where parcels go back.
    { key: "returns", value: { window_days: 14, address: [`${STORE_PROFILE.name} — Resi`, "Via del Lavoro 12", "40127 Bologna BO", "Italia"] } },
    // The seller's identity and the accessibility statement's facts (issue 21): the legal pages read them.
    { key: "legal", value: STORE_LEGAL },
    // The carriers the shop ships with (issue 16): the tracking link in the shipped mail and on the order.
    { key: "carriers", value: { list: [
      { code: "brt", name: "BRT", tracking_url: "https://vas.brt.it/vas/sped_det_show.hsm?referer=sped_numspe_par.htm&Nspediz={tracking}" },
      { code: "gls", name: "GLS", tracking_url: "https://www.gls-italy.com/it/servizi-per-destinatari/ricerca-spedizione?match={tracking}" },
      { code: "poste", name: "Poste Italiane", tracking_url: "https://www.poste.it/cerca/index.html#/risultati-spedizioni/{tracking}" },
      { code: "dhl", name: "DHL", tracking_url: "https://www.dhl.com/it-it/home/tracking.html?tracking-id={tracking}" },
    ] } },
  ]);

  for (const [position, page] of PAGES.entries()) {
    const [row] = await db.insert(t.pages).values({ code: page.code, menuHeader: page.menuHeader, menuFooter: page.menuFooter, position }).returning({ id: t.pages.id });
    await db.insert(t.pageTranslations).values(LANGS.map((lang) => ({
      pageId: row!.id, lang, name: page.title[lang], slug: page.slug[lang], bodyHtml: page.bodyHtml[lang],
    })));
  }

  for (const post of BLOG_POSTS) {
    const [row] = await db.insert(t.blogPosts).values({
      code: post.code, author: post.author, coverImage: `blog/${post.code}.jpg`, publishedAt: new Date(Date.now() - post.publishedDaysAgo * DAY),
    }).returning({ id: t.blogPosts.id });
    await db.insert(t.blogPostTranslations).values(LANGS.map((lang) => ({
      postId: row!.id, lang, title: post.title[lang], slug: post.slug[lang], excerpt: post.excerpt[lang], bodyHtml: post.bodyHtml[lang],
    })));
  }

  await db.insert(t.pickupStores).values(PICKUP_STORES.map((s) => ({
    code: s.code, name: s.name, street: s.street, city: s.city, province: s.province, postalCode: s.postalCode, country: s.country,
    phone: s.phone, email: s.email, latitude: String(s.latitude), longitude: String(s.longitude), openingHours: s.openingHours,
  })));
  await db.insert(t.deliveryMethods).values(DELIVERY_METHODS.map((d, position) => ({
    code: d.code, shippingMode: d.shippingMode, priceCents: d.priceCents, freeAboveCents: d.freeAboveCents ?? null,
    minDays: d.minDays, maxDays: d.maxDays, names: d.name, descriptions: d.description, position,
  })));
  await db.insert(t.paymentMethods).values(PAYMENT_METHODS.map((p, position) => ({
    code: p.code, kind: p.kind, feeCents: p.feeCents, shippingModes: p.shippingModes, names: p.name, descriptions: p.description,
    provider: p.provider ?? null, position,
  })));
  await db.insert(t.coupons).values(COUPONS.map((c) => ({
    code: c.code.toUpperCase(), kind: c.kind, value: c.value, minOrderCents: c.minOrderCents ?? null,
    startsAt: new Date(Date.now() - c.startsDaysAgo * DAY), endsAt: new Date(Date.now() + c.endsInDays * DAY),
    usageLimit: c.usageLimit ?? null, perCustomerLimit: c.perCustomerLimit ?? null, descriptions: c.description,
  })));
}

/** The products each demo article names (after the catalogue exists). */
export async function seedBlogProducts(db: Database): Promise<void> {
  const posts = await db.select({ id: t.blogPosts.id, code: t.blogPosts.code }).from(t.blogPosts);
  const products = await db.select({ id: t.products.id, code: t.products.code }).from(t.products);
  const rows = posts.flatMap((post) => (BLOG_PRODUCTS[post.code] ?? []).flatMap((code, position) => {
    const product = products.find((p) => p.code === code);
    return product ? [{ postId: post.id, productId: product.id, position }] : [];
  }));
  if (rows.length) await db.insert(t.blogPostProducts).values(rows);
}
