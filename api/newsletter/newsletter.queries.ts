import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { emailOutbox, newsletterSubscriptions } from "#db/schema/schema.ts";

function newToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");
}

/**
 * Subscribes an address (normalized already) and queues the welcome e-mail, in the caller's transaction:
 * never a mail without a row, or a row without its mail. An address already subscribed gets no second welcome.
 */
export async function subscribeToNewsletter(tx: Database, email: string, lang: string, customerId: string | null = null): Promise<void> {
  const [row] = await tx.insert(newsletterSubscriptions)
    .values({ email, lang, customerId, unsubscribeToken: newToken(), confirmedAt: new Date() })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { lang, unsubscribedAt: null, confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())`, ...(customerId ? { customerId } : {}) },
      // An address already subscribed gets no second welcome: the update changes nothing it would notice.
      setWhere: sql`${newsletterSubscriptions.unsubscribedAt} is not null`,
    })
    .returning({ token: newsletterSubscriptions.unsubscribeToken });
  if (row) {
    await tx.insert(emailOutbox).values({ to: email, template: "newsletter-welcome", lang, payload: { unsubscribeToken: row.token } });
  }
}

export async function unsubscribeFromNewsletter(tx: Database, email: string): Promise<void> {
  await tx.update(newsletterSubscriptions).set({ unsubscribedAt: new Date() })
    .where(and(eq(newsletterSubscriptions.email, email), isNull(newsletterSubscriptions.unsubscribedAt)));
}
