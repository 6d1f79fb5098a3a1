import { boolean, integer, jsonb, numeric, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";

/** Store-owner configuration that is not a list of things: layout, profile, flags. One row per key. */
export const settings = pgTable("settings", {
  key: varchar("key", { length: 64 }).primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const languages = pgTable("languages", {
  lang: varchar("lang", { length: 5 }).primaryKey(),
  code: varchar("code", { length: 10 }).notNull(),
  name: text("name").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  isDefault: boolean("is_default").notNull().default(false),
  show: boolean("show").notNull().default(true),
  position: integer("position").notNull().default(0),
});

export const currencies = pgTable("currencies", {
  id: varchar("id", { length: 3 }).primaryKey(),
  symbol: varchar("symbol", { length: 8 }).notNull(),
  country: varchar("country", { length: 2 }).notNull(),
  flag: text("flag").notNull(),
  /** Units of this currency for one EUR. */
  exchange: numeric("exchange", { precision: 14, scale: 6 }).notNull(),
  isActive: boolean("is_active").notNull().default(true),
  isDefault: boolean("is_default").notNull().default(false),
  position: integer("position").notNull().default(0),
});
