import { z } from "@hono/zod-openapi";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import {
  code, decimal, email, flag, localized, LOCALE_LIST, mediaPath, money, sitePath, slug, text, webAddress, wholeNumber,
} from "./configuration.fields.ts";

/**
 * The shop's configuration file (issue 19, `npm run shop -- configure FILE`), in YAML or JSON, snake_case keys.
 *
 * Every section is optional: a section left out is left as it is. A section that is a list (categories, pages,
 * delivery_methods…) is the whole list: items are matched by `code`, items whose code is not in the list are
 * deactivated (`active: false`), never deleted, because orders, carts and products refer to them; their codes and
 * slugs stay taken. Lists without an active flag (carriers, option values no variant uses) lose what is left out.
 * A section that is one object (shop, features, returns…) replaces the keys it gives and keeps the others.
 * The order of a list is the order the shop shows (menus, sliders, checkout).
 */

const LOCALES = z.enum(SUPPORTED_LOCALES, { error: `Give one of the shop's languages: ${LOCALE_LIST}.` });

const SHOP = z.strictObject({
  name: text("the shop's name", 120),
  tagline: localized("the tagline", 300).optional(),
  logo: mediaPath.optional().openapi({ description: "A picture in the media folder, e.g. brand/logo.png" }),
  email: email("the shop's e-mail address").optional(),
  phone: text("the phone number", 40).optional(),
  vat_number: text("the VAT number", 30).optional(),
  thumbnails: z.strictObject({
    min: wholeNumber("the smallest thumbnail width", 50, 4000),
    max: wholeNumber("the largest thumbnail width", 50, 4000),
    sizes: z.array(wholeNumber("a thumbnail width", 50, 4000)).min(1, "Give at least one width.").max(12, "Give at most 12 widths."),
  }).optional(),
}).partial().openapi({ description: "The shop's profile: name, tagline, logo and contacts" });

const LANGUAGE = z.strictObject({
  code: LOCALES,
  locale: text("the locale", 10, { missing: "Give the locale, e.g. it_IT." }).regex(/^[a-z]{2}_[A-Z]{2}$/, "Write the locale as language_COUNTRY, e.g. it_IT."),
  name: text("the language's name", 40),
  default: flag("default").default(false),
  active: flag("active").default(true),
  shown: flag("shown (in the language menu)").default(true),
});

const CURRENCY = z.strictObject({
  code: text("the currency code", 3).regex(/^[A-Z]{3}$/, "Write the currency as its three capital letters (ISO 4217), e.g. EUR."),
  symbol: text("the symbol", 8),
  country: text("the country", 2).regex(/^[A-Z]{2}$/, "Write the country as two capital letters, e.g. IT (EU for the euro)."),
  flag: text("the flag's file", 200),
  exchange_rate: decimal("the exchange rate (units for one euro)", { min: 0.000001, max: 99_999_999, scale: 6, example: "1.085" }),
  default: flag("default").default(false),
  active: flag("active").default(true),
});

const CATEGORY = z.strictObject({
  code: code(),
  parent: code().nullable().optional().openapi({ description: "The parent category's code; none for a top category" }),
  featured: flag("featured").default(false),
  active: flag("active").default(true),
  image: mediaPath.nullable().optional(),
  name: localized("the name", 200),
  slug: z.strictObject(Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, slug.optional()]))).openapi({ description: "Per language; every language with a name needs one" }),
  description: localized("the description", 5000, { allowEmpty: true }).optional(),
  meta_title: localized("the page title", 300).optional(),
  meta_description: localized("the page description", 500).optional(),
});

const LEGAL_PARTY = z.strictObject({
  name: text("the name", 200), address: text("the address", 300), email: email("the e-mail address"),
});

const BRAND = z.strictObject({
  code: code(),
  name: text("the brand's name", 120),
  slug,
  logo: mediaPath.nullable().optional(),
  country: text("the country", 2).regex(/^[A-Z]{2}$/, "Write the country as two capital letters, e.g. IT.").nullable().optional(),
  founded_year: wholeNumber("the year it was founded", 1000, 2100).nullable().optional(),
  active: flag("active").default(true),
  legal: z.strictObject({ name: text("the legal name", 200), address: text("the address", 300).optional(), email: email("the e-mail address").optional() })
    .nullable().optional().openapi({ description: "The maker's legal identity shown on its products (GPSR art. 19)" }),
  eu_responsible: LEGAL_PARTY.nullable().optional().openapi({ description: "For a maker outside the EU: the economic operator responsible in the EU" }),
  description: localized("the description", 5000, { allowEmpty: true }).optional(),
});

const OPTION = z.strictObject({
  code: code(32),
  name: localized("the option's name", 80),
  values: z.array(z.strictObject({
    code: code(40),
    swatch: text("the swatch colour", 9).regex(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/, 'Write the swatch as a colour like "#b87333" (in quotes: # starts a comment in YAML).').nullable().optional(),
    label: localized("the label", 80),
  }), { error: "Give the option's values as a list." }),
});

const PAGE = z.strictObject({
  code: code(),
  header_menu: flag("header_menu").default(false),
  footer_menu: flag("footer_menu").default(false),
  active: flag("active").default(true),
  title: localized("the title", 200),
  slug: z.strictObject(Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, slug.optional()]))),
  body_html: localized("the page's HTML", 200_000, { allowEmpty: true }).optional().openapi({ description: "Sanitized with the shop's allow-list when written" }),
});

const SLIDE = z.strictObject({
  code: code(), active: flag("active").default(true), image: mediaPath, link: sitePath,
  title: localized("the title", 200), subtitle: localized("the subtitle", 500, { allowEmpty: true }).optional(), cta: localized("the button's text", 80).optional(),
});

const SOCIAL_LINK = z.strictObject({
  code: z.enum(["instagram", "facebook", "youtube", "pinterest"], { error: "Give one of: instagram, facebook, youtube, pinterest." }),
  url: webAddress("the profile's address"),
  active: flag("active").default(true),
});

const TAB = z.strictObject({
  code: code(), active: flag("active").default(true), title: localized("the title", 200), body_html: localized("the tab's HTML", 50_000, { allowEmpty: true }),
});

export const SHIPPING_MODES = { home: 1, pickup: 2 } as const;
const MODE = z.enum(["home", "pickup"], { error: "Give the mode: home (delivered to an address) or pickup (collected in a store)." });

const DELIVERY_METHOD = z.strictObject({
  code: code(40),
  mode: MODE,
  price: money("the price"),
  free_above: money("the amount above which it is free").nullable().optional(),
  days: z.strictObject({ min: wholeNumber("the fewest days", 0, 365), max: wholeNumber("the most days", 0, 365) }, { error: "Give the days as { min: 2, max: 4 }." }),
  active: flag("active").default(true),
  name: localized("the name", 120),
  description: localized("the description", 1000, { allowEmpty: true }).optional(),
});

export const PAYMENT_KINDS = ["bank_transfer", "cash_on_delivery", "pay_at_pickup", "card", "wallet"] as const;

const PAYMENT_METHOD = z.strictObject({
  code: code(40),
  kind: z.enum(PAYMENT_KINDS, { error: `Give the kind: one of ${PAYMENT_KINDS.join(", ")}.` }),
  fee: money("the fee").default(0),
  modes: z.array(MODE).min(1, "Give at least one mode: home, pickup or both."),
  provider: z.enum(["stripe", "paypal"], { error: "Give the provider: stripe or paypal (for card and wallet only)." }).nullable().optional(),
  active: flag("active").default(true),
  name: localized("the name", 120),
  description: localized("the description", 1000, { allowEmpty: true }).optional(),
});

const PICKUP_STORE = z.strictObject({
  code: code(),
  name: text("the store's name", 200),
  street: text("the street", 200),
  city: text("the city", 100),
  province: text("the province", 4, { min: 0 }),
  postal_code: text("the postal code", 12),
  country: text("the country", 2).regex(/^[A-Z]{2}$/, "Write the country as two capital letters, e.g. IT."),
  phone: text("the phone number", 40),
  email: email("the store's e-mail address"),
  latitude: decimal("the latitude", { min: -90, max: 90, scale: 6, example: "44.49615" }),
  longitude: decimal("the longitude", { min: -180, max: 180, scale: 6, example: "11.34285" }),
  opening_hours: localized("the opening hours", 300),
  active: flag("active").default(true),
});

const COUPON = z.strictObject({
  code: text("the coupon's code", 40).regex(/^[A-Za-z0-9_-]+$/, "A coupon code has letters, digits, dashes and underscores, e.g. WELCOME10.").transform((c) => c.toUpperCase()),
  kind: z.enum(["percent", "fixed", "free_shipping"], { error: "Give the kind: percent, fixed or free_shipping." }),
  percent: wholeNumber("the percentage", 1, 100).optional(),
  amount: money("the amount off").optional(),
  min_order: money("the minimum order").nullable().optional(),
  starts_at: z.iso.datetime({ offset: true, error: "Write the time as ISO 8601, e.g. 2026-12-01T00:00:00+01:00." }).nullable().optional(),
  ends_at: z.iso.datetime({ offset: true, error: "Write the time as ISO 8601, e.g. 2026-12-31T23:59:59+01:00." }).nullable().optional(),
  usage_limit: wholeNumber("the usage limit", 1, 100_000_000).nullable().optional(),
  per_customer_limit: wholeNumber("the limit per customer", 1, 1000).nullable().optional(),
  active: flag("active").default(true),
  description: localized("the description", 500),
});

/** A value that may be left empty (""), else must pass `schema`: the legal pages leave an empty field out. */
const orEmpty = (schema: z.ZodType<string, string>) => z.string({ error: "Write this as text." }).trim().max(500, "At most 500 characters.")
  .superRefine((value, ctx) => {
    if (value === "") return;
    const result = schema.safeParse(value);
    if (!result.success) ctx.addIssue({ code: "custom", message: result.error.issues[0]?.message ?? "This is not valid." });
  });

const listOf = <T extends z.ZodType>(item: T, what: string, max = 2000) =>
  z.array(item, { error: `Give ${what} as a list (each item on a line starting with -).` }).max(max, `Give at most ${max} ${what}.`);

export const CONFIGURATION = z.strictObject({
  shop: SHOP.optional(),
  languages: listOf(LANGUAGE, "the languages", 5).optional(),
  currencies: listOf(CURRENCY, "the currencies", 50).optional(),
  categories: listOf(CATEGORY, "the categories", 5000).optional(),
  brands: listOf(BRAND, "the brands", 5000).optional(),
  options: listOf(OPTION, "the options", 20).optional(),
  pages: listOf(PAGE, "the pages", 200).optional(),
  slider: listOf(SLIDE, "the slides", 30).optional(),
  social_links: listOf(SOCIAL_LINK, "the social links", 10).optional(),
  additional_tabs: listOf(TAB, "the product page's tabs", 20).optional(),
  delivery_methods: listOf(DELIVERY_METHOD, "the delivery methods", 50).optional(),
  payment_methods: listOf(PAYMENT_METHOD, "the payment methods", 50).optional(),
  pickup_stores: listOf(PICKUP_STORE, "the pickup stores", 500).optional(),
  whatsapp: z.strictObject({ phone: text("the WhatsApp number", 40).regex(/^\+\d{6,15}$/, 'Write the WhatsApp number with its country code and no spaces, in quotes, e.g. "+393331234567".'), active: flag("active") }).partial().optional(),
  features: z.strictObject({
    blog: flag("blog"), assistant: flag("assistant (the chat assistant)"), wishlist_share: flag("wishlist_share"),
  }).partial().optional().openapi({ description: "Switches: the blog, the chat assistant, sharing a wishlist" }),
  returns: z.strictObject({
    window_days: wholeNumber("the return window in days", 14, 365),
    address: z.array(text("an address line", 200)).max(8, "Give the address in at most 8 lines."),
  }).partial().optional(),
  withdrawal: z.strictObject({ period_days: wholeNumber("the withdrawal period in days", 14, 365) }).partial().optional(),
  reviews: z.strictObject({
    moderate: flag("moderate"), edit_days: wholeNumber("edit_days", 0, 365), invite_after_days: wholeNumber("invite_after_days", 0, 90),
  }).partial().optional(),
  prices: z.strictObject({ prior_price_days: wholeNumber("prior_price_days", 30, 365) }).partial().optional(),
  maps: z.strictObject({ api_key: text("the maps key", 200, { min: 0 }) }).partial().optional(),
  bank_transfer: z.strictObject({
    iban: text("the IBAN", 42), holder: text("the account holder", 200), bank: text("the bank's name", 200, { min: 0 }), bic: text("the BIC", 11, { min: 0 }),
  }).partial().optional(),
  order_notifications: z.strictObject({ email: email("the address new orders are announced to") }).partial().optional(),
  legal: z.strictObject({
    company: text("the company's name", 200, { min: 0 }), address: text("the address", 300, { min: 0 }), vat_number: text("the VAT number", 30, { min: 0 }),
    rea: text("the REA number", 40, { min: 0 }), share_capital: text("the share capital", 60, { min: 0 }), pec: orEmpty(email("the PEC address")),
    accessibility: z.strictObject({
      authority: text("the authority", 200, { min: 0 }),
      authority_url: orEmpty(webAddress("the authority's address")),
      email: orEmpty(email("the address for accessibility reports")),
      reviewed_on: orEmpty(z.iso.date({ error: "Write the date as YYYY-MM-DD, e.g. 2026-11-20." })),
    }).partial(),
  }).partial().optional(),
  carriers: listOf(z.strictObject({
    code: code(40), name: text("the carrier's name", 80),
    tracking_url: webAddress("the tracking page").refine((u) => u.includes("%7Btracking%7D") || u.includes("{tracking}"), "Put {tracking} where the tracking number goes, e.g. https://carrier.example/track?n={tracking}."),
  }), "the carriers", 30).optional(),
  coupons: listOf(COUPON, "the coupons", 5000).optional(),
}, { error: (iss) => (iss.code === "invalid_type" ? "The file must be a set of sections (shop:, languages:, categories: …), not a list or a single value." : undefined) })
  .openapi("ShopConfiguration", { description: "The shop's configuration file (docs/operations.md, \"The shop's configuration\")" });

export type Configuration = z.infer<typeof CONFIGURATION>;
export type ConfigurationInput = z.input<typeof CONFIGURATION>;
export type SectionName = keyof Configuration;
export const SECTION_NAMES = Object.keys(CONFIGURATION.shape) as SectionName[];
