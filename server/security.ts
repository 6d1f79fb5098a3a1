import { createMiddleware } from "hono/factory";

/** The request's nonce; and its page cache key once worked out (null: not to be answered from the cache). */
export type SecurityEnv = { Variables: { nonce: string; pageCacheKey?: string | null } };

/**
 * The page's own inline scripts run by the answer's nonce, or, on a page kept for many visitors (page-cache.ts),
 * by their hashes: a nonce is never sent twice.
 */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

export function contentSecurityPolicy(scripts: InlineScripts, dev: boolean, paymentPages: readonly string[] = []): string {
  const inline = "nonce" in scripts ? `'nonce-${scripts.nonce}'` : scripts.hashes.join(" ");
  return [
    "default-src 'self'",
    // Development serves Vite's inline modules and critical CSS without a nonce (a nonce there would not survive hydration).
    dev ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'" : `script-src 'self'${inline ? ` ${inline}` : ""}`,
    // React's style props need inline style attributes; no inline <style> of ours is trusted otherwise.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws://localhost:24678 ws://127.0.0.1:24678" : ""}`,
    // The pickup stores' map, shown only when the shop owner configured a maps key (checkout).
    "frame-src https://www.google.com/maps/embed/",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    // A checkout form's answer may send the shopper on to the payment provider's hosted page (issue 15).
    ["form-action 'self'", ...paymentPages].join(" "),
    "object-src 'none'",
  ].join("; ");
}

const SUBRESOURCE = /^(text\/javascript|application\/javascript|text\/css|font\/|image\/(?!svg))/i;

const DOCUMENT_HEADERS: readonly [string, string][] = [
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=(self)"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
];
const HSTS: [string, string] = ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"];

/**
 * The security headers of an answer of this Content-Type, but its CSP (a page's own, see contentSecurityPolicy).
 * What governs a document (framing, the opener, the browser's features, the referrer of its requests) is
 * meaningless on a script, a style sheet, a font or a picture: left off the forty-odd of them a first visit
 * loads, it saves a phone about 8 kB (issue 18 §3).
 */
export function answerSecurityHeaders(contentType: string, https: boolean): readonly (readonly [string, string])[] {
  return ANSWER_HEADERS[(SUBRESOURCE.test(contentType) ? 0 : 2) + (https ? 1 : 0)]!;
}

/** The four lists answerSecurityHeaders chooses from (subresource / document, × http / https): built once, not per answer. */
const ANSWER_HEADERS: readonly (readonly (readonly [string, string])[])[] = [false, true].flatMap((document) => [false, true].map((https) => [
  ["X-Content-Type-Options", "nosniff"] as const,
  ...(document ? DOCUMENT_HEADERS : []),
  ...(https ? [HSTS] : []),
]));

/** Security headers on every answer; a per-request nonce for the page's own scripts. */
export function securityHeaders(options: { dev: boolean; https: boolean; paymentPages?: readonly string[] }) {
  return createMiddleware<SecurityEnv>(async (c, next) => {
    const nonce = options.dev ? "" : Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
    c.set("nonce", nonce);
    await next();
    const h = c.res.headers;
    const type = h.get("content-type") ?? "";
    // A kept page comes with its own policy (its scripts' hashes).
    if (type.startsWith("text/html") && !h.has("Content-Security-Policy")) {
      h.set("Content-Security-Policy", contentSecurityPolicy({ nonce }, options.dev, options.paymentPages));
    }
    for (const [name, value] of answerSecurityHeaders(type, options.https)) h.set(name, value);
  });
}

/**
 * Storefront form posts must come from our own pages: a browser says where a request comes
 * from in Sec-Fetch-Site or Origin, and a cross-site one is refused before any action runs.
 */
export const refuseCrossSiteWrites = (trustedOrigins: string[]) => createMiddleware(async (c, next) => {
  const method = c.req.method;
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
  const site = c.req.header("sec-fetch-site");
  const origin = c.req.header("origin");
  const own = [new URL(c.req.url).origin, ...trustedOrigins];
  const crossSite = site === "cross-site" || site === "same-site" || (origin !== undefined && origin !== "null" && !own.includes(origin));
  if (crossSite || origin === "null") {
    return c.text("This form can only be sent from the shop's own pages.", 403);
  }
  return next();
});
