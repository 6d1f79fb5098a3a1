import { z } from "@hono/zod-openapi";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { START_PRICE, UNIT_PRICE } from "#api/catalog/price-view.ts";

const Trans = z.object({ name: z.string(), slug: z.string() });

export const CATEGORY = z.object({
  id: z.number().int(),
  code: z.string(),
  parent_id: z.number().int().nullable(),
  is_featured: z.boolean(),
  image: z.string().nullable(),
  trans: Trans,
  /** Path of the category without language prefix, e.g. /dispensa/pasta/pasta-secca. */
  url: z.string(),
  get children() { return z.array(CATEGORY); },
}).openapi("Category");

export const CURRENCY = z.object({
  id: z.string(), symbol: z.string(), country: z.string(), flag: z.string(),
  is_active: z.boolean(), default: z.boolean(), exchange: z.number(),
}).openapi("Currency");

export const LANGUAGE = z.object({
  lang: z.enum(SUPPORTED_LOCALES), is_active: z.boolean(), default: z.boolean(), code: z.string(), show: z.boolean(), name: z.string(),
}).openapi("Language");

const SLIDE = z.object({
  code: z.string(), is_active: z.boolean(), image: z.string(), title: z.string(), subtitle: z.string(), cta: z.string(), link: z.string(),
});
const SOCIAL_LINK = z.object({ code: z.string(), url: z.string(), is_active: z.boolean() });
const TAB = z.object({ code: z.string(), is_active: z.boolean(), title: z.string(), body_html: z.string() });

export const PROFILE = z.object({
  name: z.string(),
  tagline: z.string(),
  email: z.string(),
  phone: z.string(),
  vat_number: z.string(),
  currencies: z.array(CURRENCY),
  languages: z.array(LANGUAGE),
  thumbnails: z.object({ min: z.number().int(), max: z.number().int(), sizes: z.array(z.number().int()) }),
  frontend: z.object({
    layout: z.object({
      logo: z.string(),
      slider: z.array(SLIDE),
      social_links: z.array(SOCIAL_LINK),
      additional_tabs: z.array(TAB),
    }),
  }),
});

const PAGE_LINK = z.object({ id: z.number().int(), code: z.string(), trans: Trans, url: z.string() });

export const PRODUCT_CARD = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  brand: z.string().nullable(),
  image: z.string().nullable(),
  price: z.number().openapi({ description: "Lowest variant price in EUR, VAT included" }),
  start_price: START_PRICE,
  unit_price: UNIT_PRICE,
  has_variants: z.boolean(),
  in_stock: z.boolean(),
}).openapi("ProductCard");

export const PAYMENT_METHOD = z.object({
  id: z.number().int(), code: z.string(), kind: z.string(), name: z.string(), description: z.string(),
  fee: z.number(), shipping_modes: z.array(z.number().int()),
});

export const DELIVERY_METHOD = z.object({
  id: z.number().int(), code: z.string(), shipping_mode: z.number().int(), name: z.string(), description: z.string(),
  price: z.number(), free_above: z.number().nullable(), min_days: z.number().int(), max_days: z.number().int(),
});

export const PICKUP_STORE = z.object({
  id: z.number().int(), code: z.string(), name: z.string(), street: z.string(), city: z.string(), province: z.string(),
  postal_code: z.string(), country: z.string(), phone: z.string(), email: z.string(),
  latitude: z.number(), longitude: z.number(), opening_hours: z.string(),
});

/** The seller's identity and the accessibility statement's facts (settings row `legal`; api/settings/legal-settings.ts). */
export const LEGAL = z.object({
  company: z.string().openapi({ example: "Bottega Vetrina S.r.l." }),
  address: z.string().openapi({ description: "Registered office, one line" }),
  vat_number: z.string(),
  rea: z.string().openapi({ description: "Italy: the REA number (register of businesses), e.g. BO-123456" }),
  share_capital: z.string(),
  pec: z.string().openapi({ description: "Italy: certified e-mail address (PEC)" }),
  accessibility: z.object({
    authority: z.string().openapi({ description: "The authority enforcing accessibility (Italy: AgID)" }),
    authority_url: z.string().openapi({ description: "Its web address, shown as text" }),
    email: z.string().openapi({ description: "Where shoppers report accessibility problems" }),
    reviewed_on: z.string().openapi({ description: "Date of the statement or its last review, YYYY-MM-DD, or empty" }),
  }),
}).openapi("LegalSettings");

export const SETTINGS = z.object({
  profile: PROFILE,
  category: z.object({ list: z.array(CATEGORY), featured: z.array(CATEGORY.omit({ children: true })) }),
  evidence: z.object({ products: z.array(PRODUCT_CARD) }),
  menu: z.object({ header: z.array(PAGE_LINK), footer: z.array(PAGE_LINK) }),
  authentications: z.array(z.object({
    provider: z.string().openapi({ example: "google" }),
    name: z.string().openapi({ description: "The provider's name for the button: Continue with {name}", example: "Google" }),
    url: z.string().openapi({ description: "Spec §7 social login: POST here (a path of this API) to get the provider's page", example: "/auth/social/google" }),
    is_active: z.boolean(),
  })).openapi({ description: "The social login providers configured on the server (docs/operations.md); none: no buttons" }),
  payments: z.array(PAYMENT_METHOD),
  cart: z.object({
    max_quantity: z.number().int(),
    delivery_methods: z.array(DELIVERY_METHOD),
    pickup_stores: z.array(PICKUP_STORE),
    free_shipping_threshold: z.number().nullable(),
  }),
  wishlist: z.object({ active: z.boolean(), share: z.boolean() }),
  prices: z.object({
    prior_price_days: z.number().int().min(30).openapi({ description: "The window of a reduction's reference price, in days (at least 30, Directive 98/6/EC art. 6a)" }),
  }),
  map: z.array(z.object({ setting: z.object({ apikey: z.string() }) })).length(1),
  blog: z.boolean(),
  assistant: z.boolean(),
  whatsapp: z.object({ phone: z.string(), active: z.boolean() }),
  legal: LEGAL,
}).openapi("Settings");

export type Settings = z.infer<typeof SETTINGS>;
export type CategoryNode = z.infer<typeof CATEGORY>;
export type ProductCard = z.infer<typeof PRODUCT_CARD>;

export const SWITCH_DESTINATIONS = ["any", "category", "product", "page", "blog"] as const;

export const SWITCH_BODY = z.strictObject({
  slug: z.string().trim().min(1, "Give the slug to translate.").max(1000, "The slug is too long.")
    .regex(/^[a-z0-9-]+(\/[a-z0-9-]+){0,5}$/, "A slug is lowercase letters, digits and dashes, up to six segments joined by /.")
    .openapi({ example: "dispensa/pasta" }),
  dest: z.enum(SWITCH_DESTINATIONS).openapi({ description: "What the slug names; any tries categories, products, pages and blog posts" }),
}).openapi("SwitchSlugRequest");
