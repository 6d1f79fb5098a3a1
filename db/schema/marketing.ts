import { sql } from "drizzle-orm";
import {
  boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar,
} from "drizzle-orm/pg-core";
import { customers } from "./customers.ts";
import { orders } from "./orders.ts";

export const coupons = pgTable("coupons", {
  id: serial("id").primaryKey(),
  /** Stored upper-cased. */
  code: varchar("code", { length: 40 }).notNull().unique(),
  kind: varchar("kind", { length: 16 }).notNull(),
  /** Percent (10 = 10 %) for "percent", cents for "fixed", 0 for "free_shipping". */
  value: integer("value").notNull(),
  minOrderCents: integer("min_order_cents"),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  usageLimit: integer("usage_limit"),
  perCustomerLimit: integer("per_customer_limit"),
  timesUsed: integer("times_used").notNull().default(0),
  descriptions: jsonb("descriptions").$type<Record<string, string>>().notNull(),
  isActive: boolean("is_active").notNull().default(true),
}, (t) => [check("coupons_usage_within_limit", sql`${t.usageLimit} is null or ${t.timesUsed} <= ${t.usageLimit}`)]);

export const couponRedemptions = pgTable("coupon_redemptions", {
  id: serial("id").primaryKey(),
  couponId: integer("coupon_id").notNull().references(() => coupons.id, { onDelete: "cascade" }),
  orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
  customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
  email: varchar("email", { length: 254 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("coupon_redemptions_order_uq").on(t.couponId, t.orderId), index("coupon_redemptions_email_idx").on(t.couponId, t.email)]);

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: varchar("email", { length: 254 }).notNull().unique(),
  lang: varchar("lang", { length: 5 }).notNull(),
  customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
  /** Token of the one-click unsubscribe link. */
  unsubscribeToken: varchar("unsubscribe_token", { length: 64 }).notNull().unique(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** E-mails are written here in the same transaction as their cause and sent by a worker. */
export const emailOutbox = pgTable("email_outbox", {
  id: serial("id").primaryKey(),
  to: varchar("to", { length: 254 }).notNull(),
  template: varchar("template", { length: 40 }).notNull(),
  lang: varchar("lang", { length: 5 }).notNull(),
  payload: jsonb("payload").notNull(),
  status: varchar("status", { length: 16 }).notNull().default("pending"),
  attempts: smallint("attempts").notNull().default(0),
  lastError: text("last_error"),
  sendAfter: timestamp("send_after", { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("email_outbox_pending_idx").on(t.status, t.sendAfter)]);
