import { sql } from "drizzle-orm";
import {
  boolean, check, index, integer, jsonb, pgTable, smallint, timestamp, uniqueIndex, uuid, varchar,
} from "drizzle-orm/pg-core";
import { products, variants } from "./catalog.ts";
import { customers } from "./customers.ts";
import { deliveryMethods, paymentMethods, pickupStores } from "./fulfilment.ts";

/** A cart belongs to exactly one owner: an anonymous id or a customer. */
export const carts = pgTable("carts", {
  id: uuid("id").primaryKey().defaultRandom(),
  anonymousId: varchar("anonymous_id", { length: 64 }),
  customerId: uuid("customer_id").references(() => customers.id, { onDelete: "cascade" }),
  currency: varchar("currency", { length: 3 }).notNull().default("EUR"),
  couponCode: varchar("coupon_code", { length: 40 }),
  /** Spec §4: items and shipping address as they were before the coupon was applied. */
  itemsBackup: jsonb("items_backup"),
  shippingAddressBackup: jsonb("shipping_address_backup"),
  customer: jsonb("customer"),
  shippingAddress: jsonb("shipping_address"),
  invoiceAddress: jsonb("invoice_address"),
  sameShippingAddress: boolean("same_shipping_address").notNull().default(true),
  shippingMode: smallint("shipping_mode").notNull().default(1),
  deliveryMethodId: integer("delivery_method_id").references(() => deliveryMethods.id),
  paymentMethodId: integer("payment_method_id").references(() => paymentMethods.id),
  pickupStoreId: integer("pickup_store_id").references(() => pickupStores.id),
  freeze: boolean("freeze").notNull().default(false),
  /** Spec §4: checkout step 1 (who and where) or 2 (how); goToStep1 sets it back to 1. */
  checkoutStep: smallint("checkout_step").notNull().default(1),
  /** Wallet-type payments waiting for confirmation. */
  pendingPaymentIds: jsonb("pending_payment_ids").$type<string[]>().notNull().default([]),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex("carts_anonymous_uq").on(t.anonymousId).where(sql`${t.customerId} is null`),
  uniqueIndex("carts_customer_uq").on(t.customerId),
  check("carts_has_owner", sql`${t.anonymousId} is not null or ${t.customerId} is not null`),
]);

export const cartLines = pgTable("cart_lines", {
  id: uuid("id").primaryKey().defaultRandom(),
  cartId: uuid("cart_id").notNull().references(() => carts.id, { onDelete: "cascade" }),
  productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
  variantId: integer("variant_id").notNull().references(() => variants.id, { onDelete: "cascade" }),
  quantity: integer("quantity").notNull(),
  /** The price the shopper saw when adding, to tell them when it changed. */
  seenPriceCents: integer("seen_price_cents").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex("cart_lines_variant_uq").on(t.cartId, t.variantId),
  check("cart_lines_quantity_positive", sql`${t.quantity} > 0`),
]);

export const savedCarts = pgTable("saved_carts", {
  id: uuid("id").primaryKey().defaultRandom(),
  anonymousId: varchar("anonymous_id", { length: 64 }),
  customerId: uuid("customer_id").references(() => customers.id, { onDelete: "cascade" }),
  items: jsonb("items").notNull(),
  shippingAddress: jsonb("shipping_address"),
  pickupStoreId: integer("pickup_store_id").references(() => pickupStores.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("saved_carts_customer_idx").on(t.customerId), index("saved_carts_anonymous_idx").on(t.anonymousId)]);

export const wishlists = pgTable("wishlists", {
  id: uuid("id").primaryKey().defaultRandom(),
  anonymousId: varchar("anonymous_id", { length: 64 }),
  customerId: uuid("customer_id").references(() => customers.id, { onDelete: "cascade" }),
  /** Unguessable token of the read-only share link. */
  shareToken: varchar("share_token", { length: 64 }).notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex("wishlists_anonymous_uq").on(t.anonymousId).where(sql`${t.customerId} is null`),
  uniqueIndex("wishlists_customer_uq").on(t.customerId),
]);

export const wishlistItems = pgTable("wishlist_items", {
  wishlistId: uuid("wishlist_id").notNull().references(() => wishlists.id, { onDelete: "cascade" }),
  productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("wishlist_items_uq").on(t.wishlistId, t.productId), index("wishlist_items_product_idx").on(t.productId)]);
