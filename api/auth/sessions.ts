import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Database } from "#db/client.ts";
import { customers, refreshTokens } from "#db/schema/schema.ts";
import { createKeyedCache } from "#api/http/keyed-cache.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { hashToken, newOpaqueToken } from "./tokens.ts";

/** Spec §9: the token cookie lives 24 hours; the access token as long. */
export const ACCESS_TOKEN_SECONDS = 24 * 3600;
/** Refresh tokens: a year with "remember me", else a day. Each use moves the end forward (rotation). */
export const REFRESH_TOKEN_SECONDS = { remember: 365 * 24 * 3600, session: 24 * 3600 } as const;

/**
 * How long this process trusts its last look at a session. A session revoked on this node is dropped at
 * once; one revoked on another node (logout, password change, deleted account) is still accepted here for
 * at most 30 seconds. That bounds the cost of a signed-in page view to one indexed query per 30 s per session.
 */
export const SESSION_CHECK_MAX_AGE_MS = 30_000;
export const REUSE_LEEWAY_MS = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  remember: boolean;
}

export type RefreshOutcome = { ok: true; session: IssuedSession } | { ok: false };

export function createSessions(db: Database, secret: string) {
  if (secret.length < 32) throw new Error("The session secret must have at least 32 characters.");

  function sign(payload: string): string {
    return createHmac("sha256", secret).update(payload).digest("base64url");
  }

  /** `<familyId>.<expiry epoch seconds>.<HMAC-SHA256 base64url>`: names a session, not a customer. */
  function issueAccessToken(familyId: string): string {
    const payload = `${familyId}.${Math.floor(Date.now() / 1000) + ACCESS_TOKEN_SECONDS}`;
    return `${payload}.${sign(payload)}`;
  }

  /** The family a token names, when its signature is ours and it has not expired; no database involved. */
  function readAccessToken(token: string): string | null {
    const [familyId, expiry, signature, extra] = token.split(".");
    if (!familyId || !expiry || !signature || extra !== undefined || !UUID.test(familyId) || !/^\d{1,12}$/.test(expiry)) return null;
    const expected = Buffer.from(sign(`${familyId}.${expiry}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return Number(expiry) > Date.now() / 1000 ? familyId : null;
  }

  // familyId → the customer of a live session, or null (revoked, or the customer deleted).
  const liveSessions = createKeyedCache<string, string | null>(async (familyId) => {
    const result = await db.execute(sql`
      select rt.customer_id as "customerId" from refresh_tokens rt join customers c on c.id = rt.customer_id
      where rt.family_id = ${familyId} and rt.revoked_at is null and c.deleted_at is null limit 1`);
    return (result as unknown as { rows: { customerId: string }[] }).rows[0]?.customerId ?? null;
  }, SESSION_CHECK_MAX_AGE_MS, { maxEntries: 10_000 });

  /** Sets info.session for a valid bearer token; a bad one is left for the endpoints that need an owner to refuse. */
  const authenticate = createMiddleware<ApiEnv>(async (c, next) => {
    const { bearer } = c.var.info;
    const familyId = bearer ? readAccessToken(bearer) : null;
    if (familyId) {
      const customerId = await liveSessions.get(familyId);
      if (customerId) c.set("info", { ...c.var.info, session: { customerId, familyId } });
    }
    await next();
  });

  async function insertRefreshToken(tx: Database, customerId: string, familyId: string, remember: boolean): Promise<string> {
    const token = newOpaqueToken();
    const seconds = remember ? REFRESH_TOKEN_SECONDS.remember : REFRESH_TOKEN_SECONDS.session;
    await tx.insert(refreshTokens).values({
      customerId, familyId, remember, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + seconds * 1000),
    });
    return token;
  }

  /** A new session (a new family) for a customer who just proved who they are. */
  async function start(tx: Database, customerId: string, remember: boolean): Promise<IssuedSession> {
    const familyId = crypto.randomUUID();
    const refreshToken = await insertRefreshToken(tx, customerId, familyId, remember);
    return { accessToken: issueAccessToken(familyId), refreshToken, remember };
  }

  /**
   * A page and its data requests may reach two nodes at once after the access token expired, both with
   * the refresh token: the one that comes second within REUSE_LEEWAY_MS of the first use gets a token of
   * the same family instead of ending it (a thief would have to use a stolen token within those seconds).
   */
  function isWithinReuseLeeway(row: typeof refreshTokens.$inferSelect): boolean {
    return row.usedAt !== null && row.revokedAt === null && row.expiresAt.getTime() > Date.now()
      && Date.now() - row.usedAt.getTime() < REUSE_LEEWAY_MS;
  }

  /**
   * DESIGN principle 2: a refresh token works once. Its use marks it used and hands out the next one of the
   * family; a second use (a stolen copy, or the thief was first), a revoked or an expired one ends the family.
   */
  async function refresh(refreshToken: string): Promise<RefreshOutcome> {
    const tokenHash = hashToken(refreshToken);
    const outcome = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const [row] = await tx.update(refreshTokens).set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt),
          sql`${refreshTokens.expiresAt} > now()`,
          sql`not exists (select 1 from customers c where c.id = ${refreshTokens.customerId} and c.deleted_at is not null)`))
        .returning();
      if (!row) return null;
      const next = await insertRefreshToken(tx, row.customerId, row.familyId, row.remember);
      return { familyId: row.familyId, refreshToken: next, remember: row.remember };
    });
    if (outcome) return { ok: true, session: { accessToken: issueAccessToken(outcome.familyId), refreshToken: outcome.refreshToken, remember: outcome.remember } };
    const [known] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    if (known && isWithinReuseLeeway(known) && (await findLiveCustomer(known.customerId))) {
      const next = await insertRefreshToken(db, known.customerId, known.familyId, known.remember);
      return { ok: true, session: { accessToken: issueAccessToken(known.familyId), refreshToken: next, remember: known.remember } };
    }
    if (known) await revokeFamily(db, known.familyId);
    return { ok: false };
  }

  async function findLiveCustomer(customerId: string): Promise<boolean> {
    const [row] = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
    return Boolean(row);
  }

  async function revokeFamily(tx: Database, familyId: string): Promise<void> {
    await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    liveSessions.forget(familyId);
  }

  /** Logout with only a refresh token in hand: the family it belongs to ends. */
  async function revokeByRefreshToken(refreshToken: string): Promise<void> {
    const [known] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    if (known) await revokeFamily(db, known.familyId);
  }

  /**
   * Sign-out, password change, deleted account: every session of the customer ends. Answers the families
   * it ended; inside a transaction, pass them to forget() once it has committed (a check in between may
   * have remembered one as live).
   */
  async function revokeCustomer(tx: Database, customerId: string): Promise<string[]> {
    const rows = await tx.update(refreshTokens).set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)))
      .returning({ familyId: refreshTokens.familyId });
    const families = [...new Set(rows.map((row) => row.familyId))];
    forget(families);
    return families;
  }

  /** This process stops remembering these sessions as live: only they are asked about again. */
  function forget(families: readonly string[]): void {
    for (const familyId of families) liveSessions.forget(familyId);
  }

  return { authenticate, start, refresh, revokeFamily, revokeByRefreshToken, revokeCustomer, forget, readAccessToken };
}

export type Sessions = ReturnType<typeof createSessions>;
