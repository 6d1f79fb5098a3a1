import { sql } from "drizzle-orm";
import {
  boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar,
} from "drizzle-orm/pg-core";
import { customers } from "./customers.ts";
import { orderLines, orders } from "./orders.ts";
import { products } from "./catalog.ts";

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
  /** Double opt-in: null until the address's owner followed the confirmation link; only confirmed addresses get mail. */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The last confirmation e-mail: a link older than the newest one still works until it expires. */
  confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
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

/**
 * Reviews (issue 17). One per order line, written by whoever holds the order (its customer, or a guest
 * with the order's key from the "how was it?" e-mail): `order_line_id` is the proof of purchase. A review
 * waits for moderation ("pending") or is published at once ("approved"), as settings `reviews.moderation`
 * says; the staff approve or reject through the operations API. The product's rating (products.rating_*)
 * follows the approved reviews by trigger, whoever writes them.
 */
export const reviews = pgTable("reviews", {
  id: serial("id").primaryKey(),
  productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
  customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
  orderLineId: uuid("order_line_id").references(() => orderLines.id, { onDelete: "set null" }),
  authorName: text("author_name").notNull(),
  lang: varchar("lang", { length: 5 }).notNull(),
  rating: smallint("rating").notNull(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  status: varchar("status", { length: 16 }).notNull().default("pending"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** When a member of staff approved or rejected it last, and who. */
  moderatedAt: timestamp("moderated_at", { withTimezone: true }),
  moderatedBy: text("moderated_by"),
}, (t) => [
  index("reviews_product_idx").on(t.productId, t.status),
  index("reviews_status_idx").on(t.status, t.createdAt),
  uniqueIndex("reviews_order_line_uq").on(t.orderLineId).where(sql`${t.orderLineId} is not null`),
  check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  check("reviews_status_known", sql`${t.status} in ('pending', 'approved', 'rejected')`),
]);

/**
 * Proof of consent (issue 17): every step of an address's newsletter consent, never updated or deleted
 * while the subscription exists: asked (with the form it came from and the page's language), confirmed
 * through the e-mail's link, withdrawn.
 */
export const newsletterConsents = pgTable("newsletter_consents", {
  id: serial("id").primaryKey(),
  subscriptionId: uuid("subscription_id").notNull().references(() => newsletterSubscriptions.id, { onDelete: "cascade" }),
  event: varchar("event", { length: 16 }).notNull(),
  /** Where it happened: footer, register, checkout, profile, unsubscribe (the page's resubscribe), email (a link of a mail). */
  source: varchar("source", { length: 16 }).notNull(),
  lang: varchar("lang", { length: 5 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index("newsletter_consents_subscription_idx").on(t.subscriptionId, t.createdAt),
  check("newsletter_consents_event_known", sql`${t.event} in ('requested', 'confirmed', 'withdrawn')`),
]);
