import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { categories, products } from "./catalog.ts";

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });
/** A transaction id with its epoch (pg_current_xact_id()), as text: it never wraps around. */
const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

/**
 * The listing summary (migration 0004): one narrow row per product a listing can show (active, with an
 * active variant), kept exact by triggers on products, variants, product_categories and categories
 * (moved).
 * SQL filters on the columns; `record` carries what the facets and the sort read, packed, so a listing
 * fetches a category's products as one value (api/catalog/listing-records.ts reads the format).
 */
export const listingProducts = pgTable("listing_products", {
  productId: integer("product_id").primaryKey().references(() => products.id, { onDelete: "cascade" }),
  /** The product's categories and all their ancestors: a listing of category N reads `@> {N}`. */
  categoryPathIds: integer("category_path_ids").array().notNull().default(sql`'{}'::integer[]`),
  isFeatured: boolean("is_featured").notNull(),
  soldCount: integer("sold_count").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  /** Some active variant has a previous price above its price. */
  hasOffer: boolean("has_offer").notNull(),
  /**
   * int4 product id, int4 brand id (0: none), int4 sold count, int8 created_at in µs since 1970,
   * int2 featured (0/1), int2 variant count; then per active variant int4 price in cents and int4
   * listing_option_sets id, negated when the variant is out of stock. Big-endian (int4send).
   */
  record: bytea("record").notNull(),
  /**
   * The record's brand id (0: none), read out of it (migration 0032): a brand's page reads its products by this
   * index. A stored column, not an index on the record: a stock change rewrites the record, and an index on it
   * would make every order's update of the row write every index of the table.
   */
  brandId: integer("brand_id").notNull().generatedAlwaysAs(sql`(get_byte(record, 4) << 24) | (get_byte(record, 5) << 16) | (get_byte(record, 6) << 8) | get_byte(record, 7)`),
}, (t) => [
  index("listing_products_category_path_idx").using("gin", t.categoryPathIds),
  index("listing_products_brand_idx").on(t.brandId),
  // The best sellers in order: a broad suggestion looks for its matches among them (api/search/search.queries.ts).
  index("listing_products_sold_idx").on(t.soldCount.desc(), t.productId),
]);

/** Each distinct combination of variant options ({"size":"28cm","colour":"red"}) once, numbered for `record`. */
export const listingOptionSets = pgTable("listing_option_sets", {
  id: serial("id").primaryKey(),
  options: jsonb("options").$type<Record<string, string>>().notNull(),
}, (t) => [uniqueIndex("listing_option_sets_options_uq").on(t.options)]);

/**
 * How many listable products each category holds, itself and below (migration 0024): the rows of
 * listing_products whose category_path_ids hold it, which is the total its listing shows without filters.
 * Kept by triggers on listing_products, so a change adds or takes away only what it moved, and a
 * category page reads its counts without counting the catalogue.
 */
export const categoryCounts = pgTable("category_counts", {
  categoryId: integer("category_id").primaryKey().references(() => categories.id, { onDelete: "cascade" }),
  products: integer("products").notNull(),
});

/**
 * How many listable products each brand has (migration 0032): the listing_products rows of that brand, kept by
 * triggers on listing_products as category_counts are. A brand's page gives the other brands' counts from here
 * and counts only its own products' records (api/catalog/listing.ts).
 */
export const brandCounts = pgTable("brand_counts", {
  brandId: integer("brand_id").primaryKey(),
  products: integer("products").notNull(),
});

/**
 * Which products' listing rows changed, and in which transaction (migration 0030: statement triggers on
 * listing_products; product 0: more than 10,000 at once, or a TRUNCATE). A node's copy of a category's records
 * (api/catalog/listing-snapshots.ts) is brought up to date with the products its database snapshot does not see.
 * Pruned (listing.queries.ts: pruneListingChanges) below the oldest snapshot a mark still stands for.
 */
export const listingChanges = pgTable("listing_changes", {
  productId: integer("product_id").notNull(),
  changedXid: xid8("changed_xid").notNull().default(sql`pg_current_xact_id()`),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("listing_changes_xid_idx").on(t.changedXid), index("listing_changes_at_idx").on(t.at)]);

/**
 * One row per node's copy of a category's records, written right after the transaction that read them: a copy is used only
 * while its mark is here with the same row version (xmin), which a backup restored from before it, or another
 * database, or a dump loaded elsewhere, does not have. Kept 7 days.
 */
export const listingMarks = pgTable("listing_marks", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** pg_snapshot_xmin of the copy's snapshot: the changes log is kept from the oldest of them on. */
  snapshotXmin: xid8("snapshot_xmin").notNull(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("listing_marks_at_idx").on(t.at)]);
