import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { customers, emailOutbox, newsletterConsents, newsletterSubscriptions } from "#db/schema/schema.ts";
import { ApiError } from "#api/http/errors.ts";

/** Where a consent was given or withdrawn (the proof of consent keeps it). */
export const CONSENT_SOURCES = ["footer", "register", "checkout", "profile", "unsubscribe", "email"] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** A confirmation link works this long; a newer one can always be asked for by subscribing again. */
export const CONFIRM_LINK_DAYS = 7;

type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;
export type NewsletterStatus = "none" | "pending" | "subscribed";

function newToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");
}

export function subscriptionStatus(row: Pick<SubscriptionRow, "confirmedAt" | "unsubscribedAt"> | undefined | null): NewsletterStatus {
  if (!row || row.unsubscribedAt) return "none";
  return row.confirmedAt ? "subscribed" : "pending";
}

/** "a•••@example.com": enough for its owner to recognise, not the whole address to whoever holds a forwarded link. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at <= 0 ? email : `${email[0]}•••${email.slice(at)}`;
}

// ── The confirmation link: signed, not stored ──────────────────────────────

const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(`newsletter-confirm:${payload}`).digest("base64url").slice(0, 32);

/** `id.expires.signature`: the subscription and until when (seconds), signed with the session secret; made as the mail is sent. */
export function confirmToken(secret: string, subscriptionId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + CONFIRM_LINK_DAYS * 86_400;
  return `${subscriptionId}.${expires}.${sign(secret, `${subscriptionId}.${expires}`)}`;
}

function readConfirmToken(secret: string, token: string): { id: string; issuedAt: Date } {
  const [id, expires, signature] = token.split(".");
  const invalid = () => new ApiError(400, "VALIDATION_FAILED", "This confirmation link is not valid: copy the whole link from the e-mail, or subscribe again.", { token: "Not a valid link." }, "invalid_token");
  if (!id || !expires || !signature || !/^[0-9a-f-]{36}$/.test(id) || !/^\d{1,12}$/.test(expires)) throw invalid();
  const expected = Buffer.from(sign(secret, `${id}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  const expiresMs = Number(expires) * 1000;
  if (expiresMs < Date.now()) {
    throw new ApiError(410, "VALIDATION_FAILED", `This confirmation link has expired (they work for ${CONFIRM_LINK_DAYS} days): subscribe again and follow the new link.`, { token: "Expired." }, "expired_token");
  }
  return { id, issuedAt: new Date(expiresMs - CONFIRM_LINK_DAYS * 86_400_000) };
}

async function recordConsent(tx: Database, subscriptionId: string, event: "requested" | "confirmed" | "withdrawn", source: ConsentSource, lang: string) {
  await tx.insert(newsletterConsents).values({ subscriptionId, event, source, lang });
}

/** The account of the address, if any, says what the list says (its profile shows it). */
async function reflectOnAccount(tx: Database, email: string, subscribed: boolean) {
  await tx.update(customers).set({ newsletter: subscribed, updatedAt: new Date() }).where(and(eq(customers.email, email), isNull(customers.deletedAt)));
}

/**
 * Asks for a subscription (double opt-in, issue 17), in the caller's transaction: the request is recorded
 * with its source and language, and a confirmation e-mail is queued (its signed link is made when it is
 * sent, so the link's 7 days count from then). Nothing is ever
 * sent to the address but that e-mail until its owner confirms. An address already subscribed gets nothing.
 */
export async function requestSubscription(tx: Database, input: { email: string; lang: string; source: ConsentSource; customerId?: string | null }): Promise<void> {
  const { email, lang, source } = input;
  const [row] = await tx.insert(newsletterSubscriptions)
    .values({ email, lang, customerId: input.customerId ?? null, unsubscribeToken: newToken(), confirmSentAt: new Date() })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        lang, confirmSentAt: new Date(), unsubscribedAt: null,
        // An address that left the list confirms again; a pending one keeps waiting for its confirmation.
        confirmedAt: sql`case when ${newsletterSubscriptions.unsubscribedAt} is null then ${newsletterSubscriptions.confirmedAt} end`,
        ...(input.customerId ? { customerId: input.customerId } : {}),
      },
      setWhere: sql`${newsletterSubscriptions.confirmedAt} is null or ${newsletterSubscriptions.unsubscribedAt} is not null`,
    })
    .returning({ id: newsletterSubscriptions.id });
  if (!row) return;
  await recordConsent(tx, row.id, "requested", source, lang);
  await tx.insert(emailOutbox).values({ to: email, template: "newsletter-confirm", lang, payload: { subscriptionId: row.id } });
}

/** The confirmation link was followed: the address is on the list from now, and the welcome e-mail (the first marketing one) is queued. */
export async function confirmSubscription(db: Database, secret: string, token: string): Promise<{ email: string; lang: string }> {
  const { id, issuedAt } = readConfirmToken(secret, token);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [row] = await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)).for("update");
    // A link from before the address left the list does not bring it back.
    if (!row || (row.unsubscribedAt && row.unsubscribedAt > issuedAt)) {
      throw new ApiError(400, "VALIDATION_FAILED", "This confirmation link is no longer valid: subscribe again and follow the new link.", { token: "No longer valid." }, "invalid_token");
    }
    if (subscriptionStatus(row) !== "subscribed") {
      await tx.update(newsletterSubscriptions).set({ confirmedAt: new Date(), unsubscribedAt: null }).where(eq(newsletterSubscriptions.id, id));
      await recordConsent(tx, id, "confirmed", "email", row.lang);
      await reflectOnAccount(tx, row.email, true);
      await tx.insert(emailOutbox).values({ to: row.email, template: "newsletter-welcome", lang: row.lang, payload: { unsubscribeToken: row.unsubscribeToken } });
    }
    return { email: row.email, lang: row.lang };
  });
}

/** The subscription of an unsubscribe link; locked when a change follows in the same transaction. */
async function findByUnsubscribeToken(tx: Database, token: string, lock = true): Promise<SubscriptionRow> {
  const query = tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.unsubscribeToken, token));
  const [row] = token.length >= 16 && token.length <= 64 ? await (lock ? query.for("update") : query) : [];
  if (!row) {
    throw new ApiError(400, "VALIDATION_FAILED", "This unsubscribe link is not valid: copy the whole link from the e-mail, or write to the shop.", { token: "Not a valid link." }, "invalid_token");
  }
  return row;
}

/** Leaves the list by the link every marketing e-mail carries (or its one-click header): no sign-in, recorded. */
export async function unsubscribeByToken(db: Database, token: string, lang: string): Promise<{ email: string; status: NewsletterStatus }> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const row = await findByUnsubscribeToken(tx, token);
    if (!row.unsubscribedAt) {
      await tx.update(newsletterSubscriptions).set({ unsubscribedAt: new Date() }).where(eq(newsletterSubscriptions.id, row.id));
      await recordConsent(tx, row.id, "withdrawn", "email", lang);
      await reflectOnAccount(tx, row.email, false);
    }
    return { email: maskEmail(row.email), status: "none" as const };
  });
}

/**
 * Back on the list from the unsubscribe page: the link came to the address's mailbox, so following it
 * proves the address as the confirmation link would. Recorded as asked and confirmed there.
 */
export async function resubscribeByToken(db: Database, token: string, lang: string): Promise<{ email: string; status: NewsletterStatus }> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const row = await findByUnsubscribeToken(tx, token);
    if (subscriptionStatus(row) !== "subscribed") {
      await tx.update(newsletterSubscriptions).set({ confirmedAt: new Date(), unsubscribedAt: null, lang }).where(eq(newsletterSubscriptions.id, row.id));
      await recordConsent(tx, row.id, "requested", "unsubscribe", lang);
      await recordConsent(tx, row.id, "confirmed", "unsubscribe", lang);
      await reflectOnAccount(tx, row.email, true);
    }
    return { email: maskEmail(row.email), status: "subscribed" as const };
  });
}

/** What the unsubscribe page shows before anything changes. */
export async function subscriptionByToken(db: Database, token: string): Promise<{ email: string; status: NewsletterStatus }> {
  // Only a look, outside any transaction: nothing to lock.
  const row = await findByUnsubscribeToken(db, token, false);
  return { email: maskEmail(row.email), status: subscriptionStatus(row) };
}

/** A signed-in customer leaves the list from the profile (or deletes the account): recorded like the link. */
export async function unsubscribeFromNewsletter(tx: Database, email: string, source: ConsentSource = "profile", lang = "it"): Promise<void> {
  const rows = await tx.update(newsletterSubscriptions).set({ unsubscribedAt: new Date() })
    .where(and(eq(newsletterSubscriptions.email, email), isNull(newsletterSubscriptions.unsubscribedAt)))
    .returning({ id: newsletterSubscriptions.id });
  for (const row of rows) await recordConsent(tx, row.id, "withdrawn", source, lang);
  await reflectOnAccount(tx, email, false);
}

export async function newsletterStatusOf(db: Database, email: string): Promise<NewsletterStatus> {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return subscriptionStatus(row);
}

/** The proof of consent of an address, oldest first (the operations API shows it). */
export async function consentRecords(db: Database, email: string) {
  return db.select({ event: newsletterConsents.event, source: newsletterConsents.source, lang: newsletterConsents.lang, at: newsletterConsents.createdAt })
    .from(newsletterConsents).innerJoin(newsletterSubscriptions, eq(newsletterSubscriptions.id, newsletterConsents.subscriptionId))
    .where(eq(newsletterSubscriptions.email, email)).orderBy(newsletterConsents.createdAt, newsletterConsents.id);
}
