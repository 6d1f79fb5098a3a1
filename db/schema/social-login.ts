import {
  index, pgTable, text, timestamp, uniqueIndex, uuid, varchar,
} from "drizzle-orm/pg-core";
import { customers } from "./customers.ts";

/**
 * An account of an identity provider (issue 17, social login) linked to a customer: the provider's
 * `sub` is the identity, never the e-mail, which can change at the provider. One per provider and customer.
 */
export const customerIdentities = pgTable("customer_identities", {
  id: uuid("id").primaryKey().defaultRandom(),
  customerId: uuid("customer_id").notNull().references(() => customers.id, { onDelete: "cascade" }),
  /** A configured provider's code: google, microsoft, apple, oidc. */
  provider: varchar("provider", { length: 32 }).notNull(),
  subject: varchar("subject", { length: 255 }).notNull(),
  /** The e-mail the provider gave when linked: shown to the customer, never used to sign in. */
  email: varchar("email", { length: 254 }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex("customer_identities_subject_uq").on(t.provider, t.subject),
  uniqueIndex("customer_identities_customer_provider_uq").on(t.customerId, t.provider),
]);

/**
 * One sign-in (or link) through a provider, from the start to the callback: the state (hashed), the nonce
 * and the PKCE verifier stay here, never in the browser. One use (used_at set by one conditional update),
 * ten minutes. A verified e-mail of an existing account that is not linked yet waits here, under a
 * confirmation token (hashed), for the account's password: then the identity links and the customer signs in.
 */
export const socialLoginAttempts = pgTable("social_login_attempts", {
  id: uuid("id").primaryKey().defaultRandom(),
  provider: varchar("provider", { length: 32 }).notNull(),
  /** login: sign in or create an account; link: add the identity to the signed-in customer. */
  purpose: varchar("purpose", { length: 8 }).notNull(),
  stateHash: varchar("state_hash", { length: 128 }).notNull().unique(),
  /** The storefront's httpOnly cookie of the browser that started: a callback link opened elsewhere is refused. */
  bindingHash: varchar("binding_hash", { length: 128 }).notNull(),
  nonce: text("nonce").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  /** link: who asked; the callback's session must be theirs. */
  customerId: uuid("customer_id").references(() => customers.id, { onDelete: "cascade" }),
  lang: varchar("lang", { length: 5 }).notNull(),
  /** A page of the shop to return to after signing in (a path, checked again by the storefront). */
  redirectTo: text("redirect_to"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  /** Set when the callback found an existing account for a verified e-mail: the password confirmation waits. */
  confirmationHash: varchar("confirmation_hash", { length: 128 }).unique(),
  pendingCustomerId: uuid("pending_customer_id").references(() => customers.id, { onDelete: "cascade" }),
  subject: varchar("subject", { length: 255 }),
  email: varchar("email", { length: 254 }),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("social_login_attempts_expires_idx").on(t.expiresAt)]);
