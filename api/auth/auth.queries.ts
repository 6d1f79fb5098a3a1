import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { accountTokens, customers, emailOutbox } from "#db/schema/schema.ts";
import { hashToken, newOpaqueToken } from "./tokens.ts";

export type CustomerRow = typeof customers.$inferSelect;

/** How long the links of account e-mails work. */
export const ACCOUNT_TOKEN_HOURS = { activate: 48, reset: 1 } as const;
export type AccountTokenPurpose = keyof typeof ACCOUNT_TOKEN_HOURS;

/** The e-mails this module queues; the mail worker renders them (payloads are part of the contract). */
export type AccountMail =
  | { template: "account-activation"; payload: { token: string } }
  | { template: "password-reset"; payload: { token: string } }
  | { template: "account-exists"; payload: Record<string, never> };

/** The live (not deleted) account of an e-mail address, already normalized. */
export async function findCustomerByEmail(db: Database, email: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(and(eq(customers.email, email), isNull(customers.deletedAt)));
  return row ?? null;
}

export async function findCustomer(db: Database, id: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(and(eq(customers.id, id), isNull(customers.deletedAt)));
  return row ?? null;
}

export async function queueMail(tx: Database, to: string, lang: string, mail: AccountMail): Promise<void> {
  await tx.insert(emailOutbox).values({ to, template: mail.template, lang, payload: mail.payload });
}

/** A one-time link for an e-mail: only its hash is stored. */
export async function createAccountToken(tx: Database, customerId: string, purpose: AccountTokenPurpose, passwordHash: string | null = null): Promise<string> {
  const token = newOpaqueToken();
  await tx.insert(accountTokens).values({
    customerId, purpose, tokenHash: hashToken(token), passwordHash, expiresAt: new Date(Date.now() + ACCOUNT_TOKEN_HOURS[purpose] * 3600_000),
  });
  return token;
}

/** A fresh activation link, in the mail queue with it, carrying the password its registration chose. */
export async function queueActivation(tx: Database, customer: Pick<CustomerRow, "id" | "email" | "lang">, passwordHash: string | null): Promise<void> {
  const token = await createAccountToken(tx, customer.id, "activate", passwordHash);
  await queueMail(tx, customer.email, customer.lang, { template: "account-activation", payload: { token } });
}

/**
 * Uses a one-time token: it must exist for this purpose, be unused and unexpired, and its account not be
 * deleted. Marking it used is one conditional update, so two concurrent uses cannot both succeed.
 */
export async function consumeAccountToken(tx: Database, token: string, purpose: AccountTokenPurpose): Promise<(CustomerRow & { tokenPasswordHash: string | null }) | null> {
  const [used] = await tx.update(accountTokens).set({ usedAt: new Date() })
    .where(liveToken(token, purpose))
    .returning({ customerId: accountTokens.customerId, passwordHash: accountTokens.passwordHash });
  if (!used) return null;
  const [customer] = await tx.select().from(customers).where(and(eq(customers.id, used.customerId), isNull(customers.deletedAt))).for("update");
  return customer ? { ...customer, tokenPasswordHash: used.passwordHash } : null;
}

function liveToken(token: string, purpose: AccountTokenPurpose) {
  return and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`));
}

/** A cheap look before expensive work (hashing a new password): is this link still usable? */
export async function isAccountTokenLive(db: Database, token: string, purpose: AccountTokenPurpose): Promise<boolean> {
  const [row] = await db.select({ id: accountTokens.id }).from(accountTokens).where(liveToken(token, purpose)).limit(1);
  return Boolean(row);
}

/** After a password change no other reset link of the account may work; after activation, no other activation link. */
export async function expireAccountTokens(tx: Database, customerId: string, purpose: AccountTokenPurpose): Promise<void> {
  await tx.update(accountTokens).set({ usedAt: new Date() })
    .where(and(eq(accountTokens.customerId, customerId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/** PostgreSQL's unique_violation: two registrations of one address raced, and the other one won. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === "23505") return true;
  }
  return false;
}
