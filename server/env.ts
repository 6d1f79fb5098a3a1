import { z } from "zod";
import { isLoopbackUrl } from "#domain/local-address.ts";
import { findSecretProblem, isPlaceholderCredential, weakSecretMessage } from "./secret-strength.ts";

const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;

const optionalUrl = (protocols: string[]) =>
  z.string().trim().optional().transform((v) => (v ? v : undefined)).pipe(
    z.string().refine((v) => {
      try { return protocols.includes(new URL(v).protocol); } catch { return false; }
    }, `a URL starting with ${protocols.join(" or ")}`).optional(),
  );

/** Tests' peers only: plain HTTP on this machine, never a remote host. */
const loopbackUrl = optionalUrl(["http:"]).refine(
  (v) => v === undefined || ["localhost", "127.0.0.1", "[::1]"].includes(new URL(v).hostname),
  "an http:// URL on this machine (localhost or 127.0.0.1): tests only",
);

/** A whole number within bounds; the error names the range. */
const wholeNumber = (min: number, max: number, fallback: number) => {
  const expected = `a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: expected }).int(expected).min(min, expected).max(max, expected).default(fallback);
};

const flag = z.enum(["true", "false", "1", "0", ""]).default("false").transform((v) => v === "true" || v === "1");

/** Every setting the server reads, with its default. `.env.example` lists the same. */
export const ENV_SCHEMA = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number({ error: "a port number from 1 to 65535" }).int("a port number from 1 to 65535").min(1, "a port number from 1 to 65535").max(65535, "a port number from 1 to 65535").default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
  /** The one listening connection's own address, straight to PostgreSQL, when DATABASE_URL goes through pgbouncer in transaction mode. */
  DATABASE_LISTEN_URL: optionalUrl(["postgres:", "postgresql:"]),
  DATABASE_POOL_SIZE: z.coerce.number({ error: "a number from 1 to 200" }).int("a number from 1 to 200").min(1, "a number from 1 to 200").max(200, "a number from 1 to 200").default(10),
  /**
   * Memory (issue 18 §4, docs/performance.md "Memory"): the embedded database's buffer pool, and the byte
   * budgets of the rendered images and of the API's answers kept in memory. 0 keeps no images.
   */
  PGLITE_SHARED_BUFFERS_MB: wholeNumber(1, 1024, 16),
  /** true: V8 also optimizes PGlite's hot WebAssembly functions (faster long queries, ~60 MiB more). */
  PGLITE_WASM_TIER_UP: flag,
  IMAGE_CACHE_MB: wholeNumber(0, 4096, 16),
  API_CACHE_MB: wholeNumber(1, 4096, 32),
  /** The categories' listing records kept in memory (api/catalog/listing.ts): about 40 bytes a product per level kept. */
  LISTING_CACHE_MB: wholeNumber(1, 4096, 128),
  API_BASE_URL: optionalUrl(["http:", "https:"]),
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/, error: "an http:// or https:// URL" }).default("http://localhost:3000"),
  PLATFORM: z.string().regex(/^[a-z0-9-]{1,32}$/, "lowercase letters, digits or dashes").default("web"),
  SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
  /** Sender of the shop's e-mails: an address, or a name and an address in angle brackets. */
  MAIL_FROM: z.string().trim().default("Vetrina <no-reply@localhost>").pipe(
    z.string().regex(/^(?:[^<>@\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, "an address like Shop <shop@example.com>"),
  ),
  /** Developers and end-to-end tests: GET /__dev/mailbox?to=… shows the mails queued for an address. Never in production. */
  DEV_MAILBOX: flag,
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  SESSION_SECRET: z.string().optional().transform((v) => (v ? v : undefined)).pipe(
    z.string().min(32, "at least 32 characters").optional(),
  ),
  SHOW_ERROR_DETAILS: flag,
  /** true when a reverse proxy (load balancer) sets X-Forwarded-For: rate limits then count its last hop. */
  TRUST_PROXY: flag,
  SEED_ON_START: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  /** The bench's "a cached page view adds no query": /healthz then tells how many statements were sent. */
  DEBUG_QUERY_COUNT: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
  /** Test only (`npm run soak`): POST /__fault/database?ms=N makes every database statement fail for N ms. */
  FAULT_INJECTION: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
  MAPS_API_KEY: z.string().default(""),
  /** Stripe Checkout (issue 15): the secret key and the webhook endpoint's signing secret; both, or no Stripe. */
  STRIPE_SECRET_KEY: z.string().default(""),
  STRIPE_WEBHOOK_SECRET: z.string().default(""),
  /** Minutes an unpaid card or wallet order holds its stock before it is cancelled (issue 15). */
  PAYMENT_RESERVATION_MINUTES: z.coerce.number().int().min(5).max(24 * 60).default(30),
  /** Tests only: where the Stripe API answers (a local server speaking its HTTP API). */
  STRIPE_API_BASE: optionalUrl(["http:", "https:"]),
  /** PayPal Checkout (Orders v2): the REST app's client id and secret, and the id of its webhook; all three, or no PayPal. */
  PAYPAL_CLIENT_ID: z.string().default(""),
  PAYPAL_CLIENT_SECRET: z.string().default(""),
  PAYPAL_WEBHOOK_ID: z.string().default(""),
  /** `sandbox` while testing with PayPal's sandbox accounts, `live` to take real money. */
  PAYPAL_ENVIRONMENT: z.enum(["sandbox", "live"], "sandbox or live").default("sandbox"),
  /** Tests only: where the PayPal API answers (a local server speaking its HTTP API). */
  PAYPAL_API_BASE: optionalUrl(["http:", "https:"]),
  IP_COUNTRY_URL: optionalUrl(["http:", "https:"]),
  /**
   * Social login (issue 17, docs/operations.md): each provider's OAuth client id and secret; both, or no
   * button. Google, Microsoft and Apple have known issuers (Microsoft's may be set for a work tenant);
   * SOCIAL_OIDC_* is any other OpenID Connect provider, found by its issuer URL.
   */
  SOCIAL_GOOGLE_CLIENT_ID: z.string().trim().default(""),
  SOCIAL_GOOGLE_CLIENT_SECRET: z.string().trim().default(""),
  SOCIAL_MICROSOFT_CLIENT_ID: z.string().trim().default(""),
  SOCIAL_MICROSOFT_CLIENT_SECRET: z.string().trim().default(""),
  SOCIAL_MICROSOFT_ISSUER: optionalUrl(["https:"]),
  SOCIAL_APPLE_CLIENT_ID: z.string().trim().default(""),
  /** Apple's client secret is a JWT the owner signs with the key of the Services ID (it lasts at most six months). */
  SOCIAL_APPLE_CLIENT_SECRET: z.string().trim().default(""),
  SOCIAL_OIDC_ISSUER: optionalUrl(["http:", "https:"]),
  SOCIAL_OIDC_CLIENT_ID: z.string().trim().default(""),
  SOCIAL_OIDC_CLIENT_SECRET: z.string().trim().default(""),
  /** The OpenID provider's name on its button: "Continue with {name}". */
  SOCIAL_OIDC_NAME: z.string().trim().min(1).max(40, "at most 40 characters").default("OpenID"),
  /** GitHub (OAuth 2, no OpenID Connect): an OAuth App's client id and secret. */
  SOCIAL_GITHUB_CLIENT_ID: z.string().trim().default(""),
  SOCIAL_GITHUB_CLIENT_SECRET: z.string().trim().default(""),
  /** Tests only: where github.com and api.github.com answer (a local peer speaking their HTTP contract). */
  SOCIAL_GITHUB_BASE_URL: loopbackUrl,
  SOCIAL_GITHUB_API_URL: loopbackUrl,
  /**
   * Issue 18 §1: rendered pages kept in memory for visitors without a session, cart or wishlist, in MiB
   * (0: every view is rendered). Only on a node with a database: it hears the catalogue's changes.
   */
  PAGE_CACHE_MB: z.coerce.number({ error: "a number of MiB from 0 to 4096" }).min(0, "a number of MiB from 0 to 4096").max(4096, "a number of MiB from 0 to 4096").default(32),
  /** The longest a kept page lives, changes or not. */
  PAGE_CACHE_SECONDS: z.coerce.number({ error: "a number of seconds from 1 to 86400" }).int().min(1, "a number of seconds from 1 to 86400").max(86_400, "a number of seconds from 1 to 86400").default(300),
  /**
   * Issue 23: right after it starts listening, a node with the API in process asks it once for the settings and each
   * top-level category's page in every language (server/warm-up.ts), so that its first shoppers meet them read.
   */
  WARM_UP: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  /** Issue 23: how often a node writes the searches it counted for the suggestions' popular searches. */
  SEARCH_COUNTS_SECONDS: z.coerce.number({ error: "a number of seconds from 1 to 3600" }).int().min(1, "a number of seconds from 1 to 3600").max(3600, "a number of seconds from 1 to 3600").default(60),
  /** s-maxage of a page that is the same for everyone: how long Varnish or a CDN in front may keep it (0: not at all). */
  SHARED_CACHE_SECONDS: z.coerce.number({ error: "a number of seconds from 0 to 86400" }).int().min(0, "a number of seconds from 0 to 86400").max(86_400, "a number of seconds from 0 to 86400").default(60),
  /** stale-while-revalidate beside it. */
  SHARED_CACHE_STALE_SECONDS: z.coerce.number({ error: "a number of seconds from 0 to 86400" }).int().min(0, "a number of seconds from 0 to 86400").max(86_400, "a number of seconds from 0 to 86400").default(30),
  /** Caches in front to purge when the catalogue changes: comma-separated http(s) URLs, each sent a PURGE request. */
  CACHE_PURGE_URLS: z.string().trim().default("").pipe(z.string().refine(
    (v) => v === "" || v.split(",").every((u) => URL.canParse(u.trim()) && /^https?:$/.test(new URL(u.trim()).protocol)),
    "comma-separated http:// or https:// URLs",
  )).transform((v) => (v ? v.split(",").map((u) => u.trim()) : [])),
  /** The shop's staff for the operations API: `name:key,name:key`, keys of 24 characters or more (decision 013). */
  OPERATORS: z.string().default(""),
});

export type Env = z.infer<typeof ENV_SCHEMA>;

/** Whether the shop's address is this machine (the quick start, development, the end-to-end tests). */
export function isLocalShop(env: Pick<Env, "PUBLIC_BASE_URL">): boolean {
  return isLoopbackUrl(env.PUBLIC_BASE_URL);
}

/**
 * The shop's own mailbox page (issue 19: a newcomer reads the activation e-mail): on when no SMTP server is
 * configured and the shop's address is this machine, or with DEV_MAILBOX=true (refused for a public address in
 * production). Never for a shop with a real address and no DEV_MAILBOX.
 */
export function hasLocalMailbox(env: Pick<Env, "PUBLIC_BASE_URL" | "SMTP_URL" | "DEV_MAILBOX">): boolean {
  return env.DEV_MAILBOX || (!env.SMTP_URL && isLocalShop(env));
}

/** Where the shop's mailbox is read. */
export const MAILBOX_PATH = "/__dev/mail";

/** Parses the environment; a wrong value ends the process with one line naming it. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = ENV_SCHEMA.safeParse(source);
  if (result.success) {
    // A production build on this machine only (the end-to-end tests' server): a shop with a public
    // address never lists its e-mails.
    if (result.data.DEV_MAILBOX && result.data.NODE_ENV === "production" && !isLocalShop(result.data)) {
      throw new EnvError("DEV_MAILBOX=true is not allowed with NODE_ENV=production and a public PUBLIC_BASE_URL: it would show anyone the shop's e-mails");
    }
    if (result.data.NODE_ENV === "production") refuseWeakSecrets(result.data);
    return result.data;
  }
  const issue = result.error.issues[0]!;
  // zod's own wording starts "Invalid option: expected one of …"; keep the part a person acts on.
  const expected = issue.message.replace(/^Invalid (input|option): expected /, "").replace(/^Invalid input$/, "a valid value");
  const name = String(issue.path[0] ?? "environment");
  const value = source[name];
  throw new EnvError(`Invalid ${name}${value === undefined ? "" : `=${JSON.stringify(value)}`}: expected ${expected}`);
}

/** DESIGN principle 10: a production node does not start on a secret someone typed or copied from an example. */
function refuseWeakSecrets(env: Env): void {
  if (env.SESSION_SECRET) {
    const problem = findSecretProblem(env.SESSION_SECRET);
    if (problem) throw new EnvError(weakSecretMessage("SESSION_SECRET", problem));
  }
  for (const name of ["DATABASE_URL", "DATABASE_LISTEN_URL", "SMTP_URL"] as const) {
    const url = env[name];
    if (!url) continue;
    let password = "";
    try { password = decodeURIComponent(new URL(url).password); } catch { password = new URL(url).password; }
    if (password && isPlaceholderCredential(password)) {
      throw new EnvError(`${name} holds an example's password (like "pass" or "changeme"): give it the real one of that server.`);
    }
  }
}

export class EnvError extends Error {
  override name = "EnvError";
}
