import { sql } from "drizzle-orm";
import {
  check, index, integer, jsonb, numeric, pgSequence, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar,
} from "drizzle-orm/pg-core";
import { products, variants } from "./catalog.ts";
import { customers } from "./customers.ts";
import { deliveryMethods, paymentMethods, pickupStores } from "./fulfilment.ts";

/** Order numbers count up (VT-2026-000123); the public id of an order is its random uuid, never this. */
export const orderNumbers = pgSequence("order_numbers", { startWith: 1 });
/** Return numbers count up the same way (RT-2026-000045). */
export const returnNumbers = pgSequence("return_numbers", { startWith: 1 });

export const orders = pgTable("orders", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Human order number shown to shoppers, e.g. VT-2026-000123. */
  number: varchar("number", { length: 32 }).notNull().unique(),
  customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
  anonymousId: varchar("anonymous_id", { length: 64 }),
  email: varchar("email", { length: 254 }).notNull(),
  lang: varchar("lang", { length: 5 }).notNull(),
  /** domain/order-states.ts: where the goods are, and where the money is. */
  status: varchar("status", { length: 24 }).notNull(),
  paymentStatus: varchar("payment_status", { length: 24 }).notNull(),
  /** The payment method's kind when the order was placed: the state machine's rules follow it, not a later edit of the method. */
  paymentKind: varchar("payment_kind", { length: 32 }).notNull(),
  /** The provider's id of a redirect payment (issue 15); null for offline kinds. */
  paymentReference: varchar("payment_reference", { length: 128 }),
  /**
   * Set when a payment needs the shop's attention instead of changing the order (issue 15): the provider
   * reported another amount or currency than the order's (`amount_mismatch`), or a payment arrived for an
   * order no longer waiting for one (`late_payment`).
   */
  paymentFlag: varchar("payment_flag", { length: 40 }),
  currency: varchar("currency", { length: 3 }).notNull().default("EUR"),
  exchange: numeric("exchange", { precision: 14, scale: 6 }).notNull().default("1"),
  shippingMode: smallint("shipping_mode").notNull(),
  deliveryMethodId: integer("delivery_method_id").references(() => deliveryMethods.id),
  paymentMethodId: integer("payment_method_id").references(() => paymentMethods.id),
  pickupStoreId: integer("pickup_store_id").references(() => pickupStores.id),
  customer: jsonb("customer").notNull(),
  shippingAddress: jsonb("shipping_address"),
  invoiceAddress: jsonb("invoice_address"),
  itemsCents: integer("items_cents").notNull(),
  shippingCents: integer("shipping_cents").notNull().default(0),
  paymentFeeCents: integer("payment_fee_cents").notNull().default(0),
  discountCents: integer("discount_cents").notNull().default(0),
  vatCents: integer("vat_cents").notNull(),
  totalCents: integer("total_cents").notNull(),
  couponCode: varchar("coupon_code", { length: 40 }),
  /**
   * One per checkout: a hash of the owner and the Idempotency-Key header, unique, written in the order's
   * own transaction (DESIGN principle 4). request_hash is the hash of the request that placed it: the
   * same key with another request is refused.
   */
  idempotencyKey: varchar("idempotency_key", { length: 80 }).notNull().unique(),
  requestHash: varchar("request_hash", { length: 64 }).notNull(),
  note: text("note"),
  placedAt: timestamp("placed_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** Delivered or collected (issue 16): the return window counts from here. */
  fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
}, (t) => [
  index("orders_customer_idx").on(t.customerId, t.placedAt),
  index("orders_anonymous_idx").on(t.anonymousId, t.placedAt),
  // The reservation sweep (every node, every minute) reads only the orders still waiting for a payment.
  index("orders_awaiting_payment_idx").on(t.placedAt).where(sql`${t.status} = 'awaiting_payment'`),
  check("orders_status_known", sql`${t.status} in ('awaiting_payment', 'confirmed', 'ready_for_pickup', 'shipped', 'delivered', 'collected', 'cancelled')`),
  check("orders_payment_status_known", sql`${t.paymentStatus} in ('awaiting', 'on_handover', 'paid', 'voided', 'refunded')`),
  check("orders_money_nonnegative", sql`${t.itemsCents} >= 0 and ${t.totalCents} >= 0 and ${t.discountCents} >= 0`),
]);

export const orderLines = pgTable("order_lines", {
  id: uuid("id").primaryKey().defaultRandom(),
  orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
  productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
  variantId: integer("variant_id").references(() => variants.id, { onDelete: "set null" }),
  sku: varchar("sku", { length: 64 }).notNull(),
  title: text("title").notNull(),
  image: text("image"),
  options: jsonb("options").$type<Record<string, string>>().notNull().default({}),
  quantity: integer("quantity").notNull(),
  unitPriceCents: integer("unit_price_cents").notNull(),
  vatRateBp: integer("vat_rate_bp").notNull(),
  lineTotalCents: integer("line_total_cents").notNull(),
}, (t) => [index("order_lines_order_idx").on(t.orderId), check("order_lines_quantity_positive", sql`${t.quantity} > 0`)]);

/** Provider notifications; unique per provider event so a replay has no second effect. */
export const paymentEvents = pgTable("payment_events", {
  id: serial("id").primaryKey(),
  orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
  provider: varchar("provider", { length: 40 }).notNull(),
  providerEventId: varchar("provider_event_id", { length: 128 }).notNull(),
  kind: varchar("kind", { length: 40 }).notNull(),
  payload: jsonb("payload").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("payment_events_uq").on(t.provider, t.providerEventId)]);

export const returns = pgTable("returns", {
  id: uuid("id").primaryKey().defaultRandom(),
  number: varchar("number", { length: 32 }).notNull().unique(),
  orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
  customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
  status: varchar("status", { length: 24 }).notNull().default("requested"),
  reason: varchar("reason", { length: 40 }).notNull(),
  note: text("note"),
  refundCents: integer("refund_cents"),
  /** How the money went back: the payment provider's name, or `manual` (the shop transfers it). */
  refundMethod: varchar("refund_method", { length: 40 }),
  /** The provider's id of the refund, when it went through one. */
  refundReference: varchar("refund_reference", { length: 128 }),
  /** The shop's answer to a refusal, shown to the shopper. */
  decisionNote: text("decision_note"),
  /**
   * A return made by the consumer's withdrawal from the contract (issue 21 §3, Directive 2011/83/EU art. 11a):
   * when it was received, by whom and the e-mail its acknowledgement went to. Null for an ordinary return.
   */
  withdrawalReceivedAt: timestamp("withdrawal_received_at", { withTimezone: true }),
  withdrawalName: text("withdrawal_name"),
  withdrawalEmail: text("withdrawal_email"),
  decidedAt: timestamp("decided_at", { withTimezone: true }),
  receivedAt: timestamp("received_at", { withTimezone: true }),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("returns_order_idx").on(t.orderId), index("returns_customer_idx").on(t.customerId)]);

export const returnLines = pgTable("return_lines", {
  id: uuid("id").primaryKey().defaultRandom(),
  returnId: uuid("return_id").notNull().references(() => returns.id, { onDelete: "cascade" }),
  orderLineId: uuid("order_line_id").notNull().references(() => orderLines.id, { onDelete: "cascade" }),
  quantity: integer("quantity").notNull(),
}, (t) => [check("return_lines_quantity_positive", sql`${t.quantity} > 0`)]);

export const shipments = pgTable("shipments", {
  id: uuid("id").primaryKey().defaultRandom(),
  orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
  carrier: varchar("carrier", { length: 40 }).notNull(),
  trackingNumber: varchar("tracking_number", { length: 64 }).notNull(),
  trackingUrl: text("tracking_url"),
  status: varchar("status", { length: 24 }).notNull().default("created"),
  shippedAt: timestamp("shipped_at", { withTimezone: true }),
  deliveredAt: timestamp("delivered_at", { withTimezone: true }),
}, (t) => [index("shipments_order_idx").on(t.orderId), uniqueIndex("shipments_tracking_uq").on(t.carrier, t.trackingNumber)]);

export const trackingEvents = pgTable("tracking_events", {
  id: serial("id").primaryKey(),
  shipmentId: uuid("shipment_id").notNull().references(() => shipments.id, { onDelete: "cascade" }),
  status: varchar("status", { length: 24 }).notNull(),
  location: text("location"),
  description: text("description"),
  occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
}, (t) => [index("tracking_events_shipment_idx").on(t.shipmentId, t.occurredAt)]);

/**
 * What the shop's staff did, and who (issue 16): one row per operation of the operations API, written in
 * the operation's own transaction, so the record and the change stand or fall together.
 */
export const operatorActions = pgTable("operator_actions", {
  id: serial("id").primaryKey(),
  operator: varchar("operator", { length: 64 }).notNull(),
  action: varchar("action", { length: 40 }).notNull(),
  orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
  details: jsonb("details").notNull().default({}),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("operator_actions_order_idx").on(t.orderId, t.createdAt)]);
