import { sql } from "drizzle-orm";
import {
  boolean, check, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, varchar,
} from "drizzle-orm/pg-core";
import { variants } from "./catalog.ts";

export const pickupStores = pgTable("pickup_stores", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 80 }).notNull().unique(),
  name: text("name").notNull(),
  street: text("street").notNull(),
  city: text("city").notNull(),
  province: varchar("province", { length: 4 }).notNull(),
  postalCode: varchar("postal_code", { length: 12 }).notNull(),
  country: varchar("country", { length: 2 }).notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  latitude: numeric("latitude", { precision: 9, scale: 6 }).notNull(),
  longitude: numeric("longitude", { precision: 9, scale: 6 }).notNull(),
  openingHours: jsonb("opening_hours").$type<Record<string, string>>().notNull(),
  isActive: boolean("is_active").notNull().default(true),
});

export const storeStock = pgTable("store_stock", {
  storeId: integer("store_id").notNull().references(() => pickupStores.id, { onDelete: "cascade" }),
  variantId: integer("variant_id").notNull().references(() => variants.id, { onDelete: "cascade" }),
  quantity: integer("quantity").notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.storeId, t.variantId] }),
  check("store_stock_nonnegative", sql`${t.quantity} >= 0`),
]);

export const deliveryMethods = pgTable("delivery_methods", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 40 }).notNull().unique(),
  /** 1 = home delivery, 2 = store pickup (spec shippingMode). */
  shippingMode: smallint("shipping_mode").notNull(),
  priceCents: integer("price_cents").notNull(),
  freeAboveCents: integer("free_above_cents"),
  minDays: smallint("min_days").notNull(),
  maxDays: smallint("max_days").notNull(),
  names: jsonb("names").$type<Record<string, string>>().notNull(),
  descriptions: jsonb("descriptions").$type<Record<string, string>>().notNull(),
  isActive: boolean("is_active").notNull().default(true),
  position: integer("position").notNull().default(0),
});

export const paymentMethods = pgTable("payment_methods", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 40 }).notNull().unique(),
  kind: varchar("kind", { length: 32 }).notNull(),
  feeCents: integer("fee_cents").notNull().default(0),
  shippingModes: jsonb("shipping_modes").$type<number[]>().notNull(),
  provider: varchar("provider", { length: 40 }),
  names: jsonb("names").$type<Record<string, string>>().notNull(),
  descriptions: jsonb("descriptions").$type<Record<string, string>>().notNull(),
  isActive: boolean("is_active").notNull().default(true),
  position: integer("position").notNull().default(0),
});
