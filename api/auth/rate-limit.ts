import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { ApiError } from "#api/http/errors.ts";

export interface RateRule {
  /** What is counted and for whom: "login:email:anna@example.com". */
  key: string;
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 3600;

/** DESIGN principle 10: login, register and reset are rate limited, per e-mail and per client address. */
export const RATE_RULES = {
  loginEmail: (email: string): RateRule => ({ key: `login:email:${email}`, limit: 10, windowSeconds: 15 * MINUTE }),
  loginClient: (ip: string): RateRule => ({ key: `login:client:${ip}`, limit: 30, windowSeconds: 15 * MINUTE }),
  registerClient: (ip: string): RateRule => ({ key: `register:client:${ip}`, limit: 5, windowSeconds: HOUR }),
  registerEmail: (email: string): RateRule => ({ key: `register:email:${email}`, limit: 3, windowSeconds: HOUR }),
  resetEmail: (email: string): RateRule => ({ key: `reset:email:${email}`, limit: 5, windowSeconds: HOUR }),
  resetClient: (ip: string): RateRule => ({ key: `reset:client:${ip}`, limit: 10, windowSeconds: HOUR }),
  changeClient: (ip: string): RateRule => ({ key: `change:client:${ip}`, limit: 20, windowSeconds: HOUR }),
  activateClient: (ip: string): RateRule => ({ key: `activate:client:${ip}`, limit: 20, windowSeconds: HOUR }),
  /** Social login (issue 17): starting one is as costly to the shop as a login attempt; the callback trades a code. */
  socialStartClient: (ip: string): RateRule => ({ key: `social:start:${ip}`, limit: 30, windowSeconds: 15 * MINUTE }),
  socialCallbackClient: (ip: string): RateRule => ({ key: `social:callback:${ip}`, limit: 60, windowSeconds: 15 * MINUTE }),
  /** /tracking (issue 16): an order number and e-mail, guessed from one address or at one order. */
  trackingClient: (ip: string): RateRule => ({ key: `tracking:client:${ip}`, limit: 20, windowSeconds: HOUR }),
  trackingNumber: (number: string): RateRule => ({ key: `tracking:number:${number.toUpperCase()}`, limit: 10, windowSeconds: HOUR }),
  /** Newsletter requests (issue 17): each sends a confirmation e-mail, so nobody fills a stranger's mailbox. */
  newsletterEmail: (email: string): RateRule => ({ key: `newsletter:email:${email}`, limit: 3, windowSeconds: HOUR }),
  newsletterClient: (ip: string): RateRule => ({ key: `newsletter:client:${ip}`, limit: 10, windowSeconds: HOUR }),
};

/**
 * Counts one attempt under each rule, in one atomic upsert per rule (fixed windows, so every node agrees),
 * and refuses with 429 and Retry-After when any is over its limit. Every attempt counts, refused ones too.
 */
export async function enforceRateLimits(db: Database, rules: RateRule[]): Promise<void> {
  for (const rule of rules) {
    const window = sql`make_interval(secs => ${rule.windowSeconds})`;
    const result = await db.execute(sql`
      insert into rate_limits (key, window_started_at, hits) values (${rule.key}, now(), 1)
      on conflict (key) do update set
        window_started_at = case when rate_limits.window_started_at <= now() - ${window} then now() else rate_limits.window_started_at end,
        hits = case when rate_limits.window_started_at <= now() - ${window} then 1 else rate_limits.hits + 1 end
      returning hits, greatest(1, ceil(extract(epoch from (window_started_at + ${window} - now()))))::int as "retryAfter"`);
    const row = (result as unknown as { rows: { hits: number; retryAfter: number }[] }).rows[0]!;
    if (row.hits > rule.limit) {
      const minutes = Math.max(1, Math.ceil(row.retryAfter / 60));
      throw new ApiError(429, "RATE_LIMITED", `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        undefined, "rate_limited", { "Retry-After": String(row.retryAfter) });
    }
  }
  // Old windows are worth nothing: now and then, one caller sweeps them away.
  if (Math.random() < 0.01) await db.execute(sql`delete from rate_limits where window_started_at < now() - interval '1 day'`);
}
