import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { customerIdentities, socialLoginAttempts } from "#db/schema/schema.ts";
import { hashToken } from "#api/auth/tokens.ts";

export type AttemptRow = typeof socialLoginAttempts.$inferSelect;
export type IdentityRow = typeof customerIdentities.$inferSelect;

/** How long a sign-in may take at the provider, and a password confirmation after it. */
export const ATTEMPT_MINUTES = 10;

export async function insertAttempt(db: Database, attempt: Omit<typeof socialLoginAttempts.$inferInsert, "expiresAt">): Promise<void> {
  await db.insert(socialLoginAttempts).values({ ...attempt, expiresAt: new Date(Date.now() + ATTEMPT_MINUTES * 60_000) });
  // Old attempts are worth nothing: now and then, one caller sweeps them away.
  if (Math.random() < 0.02) await db.delete(socialLoginAttempts).where(sql`${socialLoginAttempts.expiresAt} < now() - interval '1 day'`);
}

/** Uses up the attempt of a state: one conditional update, so a replayed callback finds nothing. */
export async function consumeAttempt(db: Database, state: string): Promise<AttemptRow | null> {
  const [row] = await db.update(socialLoginAttempts).set({ usedAt: new Date() })
    .where(and(eq(socialLoginAttempts.stateHash, hashToken(state)), isNull(socialLoginAttempts.usedAt), gt(socialLoginAttempts.expiresAt, sql`now()`)))
    .returning();
  return row ?? null;
}

/** The callback found an existing account for the verified e-mail: the link waits for its password. */
export async function awaitConfirmation(db: Database, attemptId: string, pending: { confirmation: string; customerId: string; subject: string; email: string }): Promise<void> {
  await db.update(socialLoginAttempts).set({
    confirmationHash: hashToken(pending.confirmation), pendingCustomerId: pending.customerId, subject: pending.subject, email: pending.email,
    expiresAt: new Date(Date.now() + ATTEMPT_MINUTES * 60_000),
  }).where(eq(socialLoginAttempts.id, attemptId));
}

function liveConfirmation(confirmation: string) {
  return and(eq(socialLoginAttempts.confirmationHash, hashToken(confirmation)), isNull(socialLoginAttempts.confirmedAt), gt(socialLoginAttempts.expiresAt, sql`now()`));
}

export async function findPending(db: Database, confirmation: string): Promise<AttemptRow | null> {
  const [row] = await db.select().from(socialLoginAttempts).where(liveConfirmation(confirmation));
  return row ?? null;
}

/** Uses up a confirmation, in the caller's transaction: two confirmations at once link once. */
export async function consumePending(tx: Database, confirmation: string): Promise<AttemptRow | null> {
  const [row] = await tx.update(socialLoginAttempts).set({ confirmedAt: new Date() }).where(liveConfirmation(confirmation)).returning();
  return row ?? null;
}

export async function findIdentity(db: Database, provider: string, subject: string): Promise<IdentityRow | null> {
  const [row] = await db.select().from(customerIdentities).where(and(eq(customerIdentities.provider, provider), eq(customerIdentities.subject, subject)));
  return row ?? null;
}

export async function listIdentities(db: Database, customerId: string): Promise<IdentityRow[]> {
  return db.select().from(customerIdentities).where(eq(customerIdentities.customerId, customerId)).orderBy(customerIdentities.createdAt);
}

export async function insertIdentity(tx: Database, identity: { customerId: string; provider: string; subject: string; email: string | null }): Promise<void> {
  await tx.insert(customerIdentities).values(identity);
}
