import { sql } from "drizzle-orm";
import {
  bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp,
  uniqueIndex, varchar, type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { NetUnit } from "#domain/unit-price.ts";
import type { Allergen, Nutrition, WithdrawalExclusion } from "#domain/product-info.ts";

const lang = () => varchar("lang", { length: 5 }).notNull();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 80 }).notNull().unique(),
  parentId: integer("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "restrict" }),
  position: integer("position").notNull().default(0),
  isFeatured: boolean("is_featured").notNull().default(false),
  isActive: boolean("is_active").notNull().default(true),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index("categories_parent_idx").on(t.parentId)]);

export const categoryTranslations = pgTable("category_translations", {
  categoryId: integer("category_id").notNull().references(() => categories.id, { onDelete: "cascade" }),
  lang: lang(),
  name: text("name").notNull(),
  slug: varchar("slug", { length: 160 }).notNull(),
  description: text("description").notNull().default(""),
  metaTitle: text("meta_title"),
  metaDescription: text("meta_description"),
}, (t) => [
  primaryKey({ columns: [t.categoryId, t.lang] }),
  uniqueIndex("category_translations_slug_uq").on(t.lang, t.slug),
]);

export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 80 }).notNull().unique(),
  name: text("name").notNull(),
  slug: varchar("slug", { length: 160 }).notNull().unique(),
  logo: text("logo"),
  country: varchar("country", { length: 2 }),
  foundedYear: smallint("founded_year"),
  /**
   * The maker's legal identity, shown on its products' pages (issue 21 §4): the manufacturer of goods (GPSR
   * art. 19) and the food business operator of foods (Regulation 1169/2011 art. 9(1)(h)).
   */
  legalName: text("legal_name"),
  legalAddress: text("legal_address"),
  legalEmail: text("legal_email"),
  /** For a maker established outside the EU: the economic operator responsible in the EU (GPSR art. 4). */
  euResponsible: jsonb("eu_responsible").$type<{ name: string; address: string; email: string }>(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
});

export const brandTranslations = pgTable("brand_translations", {
  brandId: integer("brand_id").notNull().references(() => brands.id, { onDelete: "cascade" }),
  lang: lang(),
  description: text("description").notNull().default(""),
}, (t) => [primaryKey({ columns: [t.brandId, t.lang] })]);

export const products = pgTable("products", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 120 }).notNull().unique(),
  brandId: integer("brand_id").references(() => brands.id, { onDelete: "set null" }),
  primaryCategoryId: integer("primary_category_id").references(() => categories.id, { onDelete: "set null" }),
  isActive: boolean("is_active").notNull().default(true),
  isFeatured: boolean("is_featured").notNull().default(false),
  /** Units sold, kept by order placement; drives the bestseller listing. */
  soldCount: integer("sold_count").notNull().default(0),
  ratingAverage: integer("rating_average_x100").notNull().default(0),
  ratingCount: integer("rating_count").notNull().default(0),
  /**
   * Goods that may perish or expire quickly (Directive 98/6/EC art. 6a(3)): a reduction of theirs may
   * name the price before it, not the lowest of the 30 days before (docs/compliance.md).
   */
  perishable: boolean("perishable").notNull().default(false),
  /**
   * What the product page must say before purchase (issue 21 §4, docs/compliance.md). A food (Regulation (EU)
   * No 1169/2011) has its allergens (Annex II codes, domain/product-info.ts), a nutrition declaration per 100 g
   * or 100 ml, its alcohol by volume in tenths of a percent; its ingredients, storage and origin are translated
   * (product_translations). Other goods (GPSR (EU) 2023/988 art. 19) have a type or model identifier and
   * translated warnings; their manufacturer is the brand's legal identity.
   */
  isFood: boolean("is_food").notNull().default(false),
  allergens: text("allergens").array().$type<Allergen[]>().notNull().default(sql`'{}'::text[]`),
  mayContain: text("may_contain").array().$type<Allergen[]>().notNull().default(sql`'{}'::text[]`),
  nutrition: jsonb("nutrition").$type<Nutrition>(),
  alcoholTenths: smallint("alcohol_tenths"),
  model: text("model"),
  /** Why the right of withdrawal does not apply (Directive 2011/83/EU art. 16), or null when it does. */
  withdrawalExclusion: varchar("withdrawal_exclusion", { length: 24 }).$type<WithdrawalExclusion>(),
  /** The age a buyer must confirm at checkout (18 for the demo store's wines), or null. */
  minAge: smallint("min_age"),
  // A listing reads listing_products (listing.ts), a narrow copy kept by triggers, not these rows.
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index("products_brand_idx").on(t.brandId),
  index("products_primary_category_idx").on(t.primaryCategoryId),
  index("products_created_idx").on(t.createdAt),
  // The shop's featured and best-selling rows (settings, highlights) read these in order and stop: no scan of the catalogue.
  index("products_featured_idx").on(t.updatedAt.desc(), t.id).where(sql`${t.isFeatured} and ${t.isActive}`),
  index("products_sold_idx").on(t.soldCount.desc(), t.id).where(sql`${t.isActive}`),
  check("products_withdrawal_exclusion", sql`${t.withdrawalExclusion} in ('perishable', 'sealed_hygiene', 'made_to_measure')`),
  check("products_allergens", sql`${t.allergens} <@ array['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']::text[] and ${t.mayContain} <@ array['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']::text[]`),
  check("products_min_age", sql`${t.minAge} between 1 and 21`),
]);

export const productTranslations = pgTable("product_translations", {
  productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
  lang: lang(),
  name: text("name").notNull(),
  slug: varchar("slug", { length: 200 }).notNull(),
  /** Sanitized when written and again when rendered. */
  descriptionHtml: text("description_html").notNull().default(""),
  metaTitle: text("meta_title"),
  metaDescription: text("meta_description"),
  /** Food information in this language (issue 21 §4): allergens between *asterisks*, to be emphasised. */
  ingredients: text("ingredients"),
  storage: text("storage"),
  origin: text("origin"),
  /** Safety information and warnings of other goods, in this language. */
  warnings: text("warnings"),
  // Search reads search_documents (search.ts), a narrow copy of the name and its brand and categories kept by triggers.
}, (t) => [
  primaryKey({ columns: [t.productId, t.lang] }),
  uniqueIndex("product_translations_slug_uq").on(t.lang, t.slug),
]);

export const productCategories = pgTable("product_categories", {
  productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
  categoryId: integer("category_id").notNull().references(() => categories.id, { onDelete: "cascade" }),
  position: integer("position").notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.productId, t.categoryId] }),
  index("product_categories_category_idx").on(t.categoryId),
]);

/** The values a variant option can take ("size" = "28cm"), with their labels per language. */
export const optionValues = pgTable("option_values", {
  id: serial("id").primaryKey(),
  option: varchar("option", { length: 32 }).notNull(),
  code: varchar("code", { length: 40 }).notNull(),
  swatch: varchar("swatch", { length: 9 }),
  position: integer("position").notNull().default(0),
  labels: jsonb("labels").$type<Record<string, string>>().notNull(),
}, (t) => [uniqueIndex("option_values_uq").on(t.option, t.code)]);

export const variants = pgTable("variants", {
  id: serial("id").primaryKey(),
  productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
  sku: varchar("sku", { length: 64 }).notNull().unique(),
  ean: varchar("ean", { length: 14 }),
  /** Option code → value code, e.g. { size: "28cm", colour: "copper" }. */
  options: jsonb("options").$type<Record<string, string>>().notNull().default({}),
  /** Gross consumer price in EUR cents, VAT included. */
  priceCents: integer("price_cents").notNull(),
  /** The price before the offer, when the variant is on offer. */
  compareAtCents: integer("compare_at_cents"),
  /**
   * The price a reduction may be announced from (issue 21, domain/prior-price.ts): the lowest price of the
   * window before the reduction began, set by the database with every price change (migration 0016);
   * null when there is no reduction to announce.
   */
  referenceCents: integer("reference_cents"),
  /** VAT rate in hundredths of a percent: 2200 = 22 %. */
  vatRateBp: integer("vat_rate_bp").notNull(),
  stock: integer("stock").notNull().default(0),
  inventoryManaged: boolean("inventory_managed").notNull().default(true),
  weightGrams: integer("weight_grams").notNull().default(0),
  /**
   * The net quantity the shopper buys (Directive 98/6/EC, issue 21): 750 with "ml", 500 with "g", 1 with "kg",
   * 20 with "pz". Goods sold by weight or volume show their price per kilogram or litre (domain/unit-price.ts).
   */
  netQuantity: integer("net_quantity"),
  netUnit: varchar("net_unit", { length: 2 }).$type<NetUnit>().notNull().default("pz"),
  position: integer("position").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  updatedAt: updatedAt(),
}, (t) => [
  index("variants_product_idx").on(t.productId),
  check("variants_net_unit", sql`${t.netUnit} in ('g', 'kg', 'ml', 'l', 'pz')`),
  check("variants_net_quantity_positive", sql`${t.netQuantity} > 0`),
  index("variants_ean_idx").on(t.ean),
  check("variants_stock_nonnegative", sql`${t.stock} >= 0`),
  check("variants_price_nonnegative", sql`${t.priceCents} >= 0`),
]);

/**
 * Every price a variant has had (issue 21, the prior price of a reduction): one row per insert or change of
 * its price or compare-at price, written by a trigger in the same transaction as the change, whoever makes
 * it (migration 0015). `changed_at` is the transaction's time, or `vetrina.price_time` when a seed tells
 * the story of past prices.
 */
export const variantPrices = pgTable("variant_prices", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  variantId: integer("variant_id").notNull().references(() => variants.id, { onDelete: "cascade" }),
  priceCents: integer("price_cents").notNull(),
  compareAtCents: integer("compare_at_cents"),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index("variant_prices_variant_time_idx").on(t.variantId, t.changedAt),
]);

export const productImages = pgTable("product_images", {
  id: serial("id").primaryKey(),
  productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
  variantId: integer("variant_id").references(() => variants.id, { onDelete: "set null" }),
  /** Path inside the media folder, served by /_ipx. */
  path: text("path").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  alt: jsonb("alt").$type<Record<string, string>>().notNull().default({}),
  position: integer("position").notNull().default(0),
}, (t) => [index("product_images_product_idx").on(t.productId)]);

