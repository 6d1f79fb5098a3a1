import { sql } from "drizzle-orm";
import {
  boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar,
} from "drizzle-orm/pg-core";

export const customers = pgTable("customers", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored lower-cased and trimmed. */
  email: varchar("email", { length: 254 }).notNull(),
  /**
   * argon2id; null for an account made through a social login (issue 17) until its owner sets a password
   * with a password-reset link. Login refuses such an account like a wrong password.
   */
  passwordHash: text("password_hash"),
  name: text("name").notNull(),
  lastname: text("lastname").notNull(),
  company: text("company"),
  phone: varchar("phone", { length: 32 }),
  birthdate: date("birthdate"),
  newsletter: boolean("newsletter").notNull().default(false),
  lang: varchar("lang", { length: 5 }).notNull().default("it"),
  activatedAt: timestamp("activated_at", { withTimezone: true }),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("customers_email_uq").on(t.email).where(sql`${t.deletedAt} is null`)]);

/** Opaque refresh tokens, stored hashed; rotated on use, a reused one revokes its family. */
export const refreshTokens = pgTable("refresh_tokens", {
  id: uuid("id").primaryKey().defaultRandom(),
  customerId: uuid("customer_id").notNull().references(() => customers.id, { onDelete: "cascade" }),
  familyId: uuid("family_id").notNull(),
  tokenHash: varchar("token_hash", { length: 128 }).notNull().unique(),
  /** "Remember me": the family's refresh tokens live 365 days instead of 24 hours. */
  remember: boolean("remember").notNull().default(false),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("refresh_tokens_customer_idx").on(t.customerId), index("refresh_tokens_family_idx").on(t.familyId)]);

/** One-time tokens for account activation and password reset, stored hashed. */
export const accountTokens = pgTable("account_tokens", {
  id: uuid("id").primaryKey().defaultRandom(),
  customerId: uuid("customer_id").notNull().references(() => customers.id, { onDelete: "cascade" }),
  purpose: varchar("purpose", { length: 16 }).notNull(),
  tokenHash: varchar("token_hash", { length: 128 }).notNull().unique(),
  /**
   * Activation only: the password of the registration that asked for this link. Activating sets it, so
   * whoever proves the mailbox gets the password they chose, never one a stranger registered first.
   */
  passwordHash: text("password_hash"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("account_tokens_customer_idx").on(t.customerId)]);

/**
 * Fixed-window counters of attempts (login, register, reset), in the database so that every API node
 * sees the same count. One row per key ("login:email:anna@example.com"); one upsert per check.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
}, (t) => [index("rate_limits_window_idx").on(t.windowStartedAt)]);

export const addresses = pgTable("addresses", {
  id: uuid("id").primaryKey().defaultRandom(),
  customerId: uuid("customer_id").notNull().references(() => customers.id, { onDelete: "cascade" }),
  kind: varchar("kind", { length: 16 }).notNull(),
  name: text("name").notNull(),
  company: text("company"),
  street1: text("street1").notNull(),
  street2: text("street2"),
  city: text("city").notNull(),
  province: text("province"),
  postalCode: varchar("postal_code", { length: 12 }).notNull(),
  country: varchar("country", { length: 2 }).notNull(),
  phone: varchar("phone", { length: 32 }),
  vatNumber: varchar("vat_number", { length: 32 }),
  fiscalCode: varchar("fiscal_code", { length: 32 }),
  sdi: varchar("sdi", { length: 16 }),
  pec: varchar("pec", { length: 254 }),
  isDefault: boolean("is_default").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("addresses_customer_idx").on(t.customerId)]);
