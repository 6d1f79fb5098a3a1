import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "#db/client.ts";
import { emailOutbox, settings } from "#db/schema/schema.ts";

export type OutboxMail = Pick<typeof emailOutbox.$inferSelect, "id" | "to" | "template" | "lang" | "payload" | "status" | "attempts" | "createdAt">;

const MAIL_COLUMNS = {
  id: emailOutbox.id, to: emailOutbox.to, template: emailOutbox.template, lang: emailOutbox.lang,
  payload: emailOutbox.payload, status: emailOutbox.status, attempts: emailOutbox.attempts, createdAt: emailOutbox.createdAt,
};

/**
 * Takes up to `limit` due mails and hides them from other claims for `leaseSeconds` by moving their
 * send_after forward; they stay 'pending'. If this node dies before marking one sent or failed, the
 * lease runs out and any node sends it again: a mail is never lost, and may at worst go out twice.
 * On PostgreSQL, SKIP LOCKED lets two nodes claim at once without waiting for or taking each other's rows.
 */
export async function claimDueMails(db: Database, kind: DatabaseHandle["kind"], limit: number, leaseSeconds: number): Promise<OutboxMail[]> {
  const due = db.select({ id: emailOutbox.id }).from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.sendAfter, sql`now()`)))
    .orderBy(emailOutbox.sendAfter, emailOutbox.id)
    .limit(limit);
  // PGlite has one connection and runs one statement at a time: nothing to skip.
  const locked = kind === "postgres" ? due.for("update", { skipLocked: true }) : due;
  const rows = await db.update(emailOutbox)
    .set({ sendAfter: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(inArray(emailOutbox.id, locked))
    .returning(MAIL_COLUMNS);
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Once sent, a mail's one-time token leaves the table: account_tokens keeps only its hash, and a copy
 * of the outbox (a backup) must not open accounts either.
 */
export async function markMailSent(db: Database, id: number): Promise<void> {
  await db.update(emailOutbox).set({ status: "sent", sentAt: sql`now()`, lastError: null, payload: sql`${emailOutbox.payload} - 'token'` }).where(eq(emailOutbox.id, id));
}

/** Minutes before try number `attempts + 1`: 1, 2, 4 … capped at one hour. */
export function retryDelayMinutes(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1));
}

/** A failed try: counted, its error kept, retried later; after `maxAttempts` tries the mail is 'failed'. */
export async function markMailAttemptFailed(db: Database, mail: { id: number; attempts: number }, error: string, maxAttempts: number): Promise<"pending" | "failed"> {
  const attempts = mail.attempts + 1;
  const status = attempts >= maxAttempts ? "failed" : "pending";
  await db.update(emailOutbox).set({
    attempts, status, lastError: error.slice(0, 2000),
    sendAfter: sql`now() + make_interval(mins => ${retryDelayMinutes(attempts)})`,
  }).where(eq(emailOutbox.id, mail.id));
  return status;
}

/** A mail that can never be sent as it is (unknown template): failed at once, with the reason. */
export async function markMailFailed(db: Database, mail: { id: number; attempts: number }, error: string): Promise<void> {
  await db.update(emailOutbox).set({ attempts: mail.attempts + 1, status: "failed", lastError: error.slice(0, 2000) }).where(eq(emailOutbox.id, mail.id));
}

/** The shop's name as the settings hold it (profile.name), as api/settings reads it; "Vetrina" without one. */
export async function readShopName(db: Database): Promise<string> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "profile"));
  const name = (row?.value as { name?: unknown } | undefined)?.name;
  return typeof name === "string" && name.trim() ? name.trim() : "Vetrina";
}

/** The newest mails to one address, whatever their status (the dev mailbox). */
/** The newest mails of the outbox, to one address or to any (`to` null). */
export function listMailsTo(db: Database, to: string | null, limit: number): Promise<OutboxMail[]> {
  return db.select(MAIL_COLUMNS).from(emailOutbox).where(to === null ? undefined : eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(limit);
}
