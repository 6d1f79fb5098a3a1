import { z } from "@hono/zod-openapi";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { NET_UNITS } from "#domain/unit-price.ts";
import { ALLERGENS, WITHDRAWAL_EXCLUSIONS } from "#domain/product-info.ts";
import { PRODUCT_CARD } from "#api/settings/settings.schemas.ts";
import { PUBLISHED_REVIEW, RATING_SUMMARY } from "#api/reviews/reviews.routes.ts";
import { START_PRICE, UNIT_PRICE } from "./price-view.ts";

const LOCALIZED_PATHS = z.partialRecord(z.enum(SUPPORTED_LOCALES), z.string())
  .openapi({ description: "The same thing's path (without language prefix) in each language it exists in" });

export const BREADCRUMB = z.object({ name: z.string(), path: z.string() });

export const CATEGORY_SUMMARY = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  path: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  product_count: z.number().int(),
  children: z.array(z.object({ id: z.number().int(), name: z.string(), path: z.string(), product_count: z.number().int() })),
  breadcrumbs: z.array(BREADCRUMB),
  alternates: LOCALIZED_PATHS,
}).openapi("CategorySummary");

export const OPTION_VALUE = z.object({ code: z.string(), label: z.string(), swatch: z.string().nullable() });

export const VARIANT = z.object({
  id: z.number().int(),
  sku: z.string(),
  ean: z.string().nullable(),
  options: z.record(z.string(), z.string()).openapi({ description: "Option code → value code, e.g. { size: \"28cm\", colour: \"copper\" }" }),
  price: z.number().openapi({ description: "EUR, VAT included" }),
  start_price: START_PRICE,
  unit_price: UNIT_PRICE,
  net_quantity: z.object({ quantity: z.number().int(), unit: z.enum(NET_UNITS) }).nullable()
    .openapi({ description: "What the shopper buys, e.g. 750 ml or 500 g; null when not known" }),
  vat_rate: z.number().openapi({ description: "Percent, e.g. 22" }),
  in_stock: z.boolean(),
  stock: z.number().int().nullable().openapi({ description: "Units left when few (1 to 5) and stock is managed, else null" }),
  max_quantity: z.number().int().openapi({ description: "Spec §5: 25 if inventory-managed, else stock if positive, else 1" }),
  image: z.string().nullable(),
});

const LEGAL_PARTY = z.object({ name: z.string(), address: z.string(), email: z.string() });

/** Issue 21 §4: what the page must say before purchase, as structured fields. */
export const PRODUCT_INFORMATION = z.object({
  kind: z.enum(["food", "goods"]).openapi({ description: "food: Regulation (EU) No 1169/2011; goods: General Product Safety Regulation (EU) 2023/988" }),
  operator: LEGAL_PARTY.nullable().openapi({ description: "The manufacturer of goods, or the food business operator of a food (the brand's legal identity)" }),
  eu_responsible: LEGAL_PARTY.nullable().openapi({ description: "The economic operator responsible in the EU, for a manufacturer outside it" }),
  model: z.string().nullable().openapi({ description: "Type, batch or model identifier (besides each variant's SKU and EAN)" }),
  warnings: z.string().nullable().openapi({ description: "Warnings and safety information, in the lang header's language" }),
  food: z.object({
    ingredients: z.string().nullable().openapi({ description: "Allergens between *asterisks*, to be emphasised" }),
    allergens: z.array(z.enum(ALLERGENS)),
    may_contain: z.array(z.enum(ALLERGENS)),
    storage: z.string().nullable(),
    origin: z.string().nullable(),
    nutrition: z.object({
      per: z.enum(["100g", "100ml"]),
      energy_kj: z.number(), energy_kcal: z.number(), fat: z.number(), saturates: z.number(),
      carbohydrate: z.number(), sugars: z.number(), protein: z.number(), salt: z.number(),
    }).nullable().openapi({ description: "Per 100 g, or 100 ml for liquids; grams" }),
    alcohol_percent: z.number().nullable().openapi({ description: "% vol" }),
  }).nullable(),
  min_age: z.number().int().nullable().openapi({ description: "The age a buyer must confirm at checkout" }),
  withdrawal_exclusion: z.enum(WITHDRAWAL_EXCLUSIONS).nullable().openapi({ description: "Why the right of withdrawal does not apply (Directive 2011/83/EU art. 16)" }),
}).openapi("ProductInformation");

export const PRODUCT_DETAIL = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  path: z.string(),
  description_html: z.string().openapi({ description: "Sanitized with an allow-list" }),
  brand: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), logo: z.string().nullable() }).nullable(),
  category_ids: z.array(z.number().int()),
  breadcrumbs: z.array(BREADCRUMB),
  images: z.array(z.object({ path: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int(), variant_id: z.number().int().nullable() })),
  options: z.array(z.object({ code: z.string(), name: z.string(), values: z.array(OPTION_VALUE) })),
  variants: z.array(VARIANT),
  rating: RATING_SUMMARY,
  reviews: z.array(PUBLISHED_REVIEW).openapi({ description: "The first page of GET /products/{id}/reviews (newest, the page's language first)" }),
  related: z.array(PRODUCT_CARD),
  alternates: LOCALIZED_PATHS,
  information: PRODUCT_INFORMATION,
}).openapi("ProductDetail");

export const PAGE = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  path: z.string(),
  body_html: z.string().openapi({ description: "Sanitized with an allow-list" }),
  alternates: LOCALIZED_PATHS,
}).openapi("Page");

export const RESOLVED = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("page"), page: PAGE }),
  z.object({ kind: z.literal("category"), category: CATEGORY_SUMMARY }),
  z.object({ kind: z.literal("product"), product: PRODUCT_DETAIL }),
  z.object({ kind: z.literal("redirect"), location: z.string().openapi({ description: "The right path in the lang header's language (a 301 for the storefront)" }) }),
]).openapi("ResolvedPath");

export const SORTS = ["relevance", "price_asc", "price_desc", "newest", "bestselling"] as const;
export const LISTS = ["all", "bestseller", "featured", "new", "offers"] as const;

export const FACETS = z.object({
  brands: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
  price: z.object({ min: z.number(), max: z.number() }).nullable(),
  options: z.array(z.object({ code: z.string(), name: z.string(), values: z.array(OPTION_VALUE.extend({ count: z.number().int() })) })),
  in_stock: z.number().int(),
}).openapi("Facets");

export const PRODUCT_LIST = z.object({
  products: z.array(PRODUCT_CARD),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  per_page: z.number().int(),
  facets: FACETS,
  did_you_mean: z.string().nullable().openapi({ description: "With q and no match: the closest known term" }),
}).openapi("ProductList");

export type CategorySummary = z.infer<typeof CATEGORY_SUMMARY>;
export type ProductDetail = z.infer<typeof PRODUCT_DETAIL>;
export type Resolved = z.infer<typeof RESOLVED>;
export type Page = z.infer<typeof PAGE>;
export type ProductList = z.infer<typeof PRODUCT_LIST>;
export type Facets = z.infer<typeof FACETS>;

export const BRAND = z.object({
  id: z.number().int(), slug: z.string(), name: z.string(), logo: z.string().nullable(), country: z.string().nullable(),
  description: z.string(), product_count: z.number().int(),
}).openapi("Brand");

export type Brand = z.infer<typeof BRAND>;
