import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context, type Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { every } from "hono/combine";
import type { AppLoadContext, ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import type { Api } from "#api/app.ts";
import { readDevMailbox } from "#api/mail/mail-dev-mailbox.ts";
import { orderAccessKey } from "#api/orders/order-access.ts";
import { confirmToken } from "#api/newsletter/newsletter.queries.ts";
import type { ApiTransport, StorefrontContext } from "#app/lib/context.ts";
import type { WarmUpState } from "./warm-up.ts";
import type { DatabaseHandle } from "#db/client.ts";
import { hasLocalMailbox, MAILBOX_PATH, type Env } from "./env.ts";
import { mailboxPage } from "./mailbox-page.ts";
import { createImageHandler, IMAGE_PREFIX } from "./images.ts";
import type { Logger } from "./logger.ts";
import { withAnonymousId } from "./anonymous-id.ts";
import { withFreshSession } from "./session-refresh.ts";
import { endedSessionCookies } from "#app/lib/session.server.ts";
import { apiClientAddress, clientAddress, signClientAddress, withClientAddress } from "./client-address.ts";
import { contentSecurityPolicy, refuseCrossSiteWrites, securityHeaders, type SecurityEnv } from "./security.ts";
import { TAGS_HEADER, writeTags } from "#domain/catalogue-tags.ts";
import { isPersonalAnswer, PERSONAL_CACHE_CONTROL } from "#domain/personal-answer.ts";
import { keptPageAnswer, NEVER_PAGES, publicPageHeaders, type SharedCaching } from "./page-answer.ts";
import { pageCacheKey, visitorPageCacheKey, withoutNonce, withVisitorSummary, type PageCache } from "./page-cache.ts";
import { loadVisitor, VISITOR_SUMMARY } from "#app/lib/visitor.server.ts";
import { splitLocalePath } from "#domain/locale.ts";
import { refuseMalformedUrls } from "./malformed-url.ts";
import { CALLBACK_PATH as SOCIAL_CALLBACK_PATH } from "#api/social-login/social-login.flow.ts";
import { paymentPageOrigins } from "./payment-config.ts";
import { socialLoginOrigins } from "./social-login-config.ts";

const compressText = compress({ threshold: 1024 });
export const FORM_MAX_BYTES = 64 * 1024;
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export interface ServerAppOptions {
  env: Env;
  /** Absent on a storefront node that calls a remote API (API_BASE_URL). */
  api: Api | null;
  database: DatabaseHandle | null;
  logger: Logger;
  mediaDir: string;
  /** The storefront build: loaded once in production, on every request from Vite in development. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir?: string;
  dev?: boolean;
  /** The API's session secret: it also checks the shopper addresses a storefront node signs (client-address.ts). */
  sessionSecret?: string | null;
  /** Rendered pages kept for visitors without personal state (page-cache.ts); null renders every view. */
  pageCache?: PageCache | null;
  /** How long a shared cache in front (Varnish, a CDN) may keep a page that is the same for everyone. */
  sharedCaching?: SharedCaching;
  /**
   * The operations API answers connections from this machine only: its one operator is the owner key a shop on
   * this machine made for itself (server/operator-key.ts), which must not open the shop to its network.
   */
  operationsFromThisMachineOnly?: boolean;
  /** Where the warm-up after a start stands (server/warm-up.ts), said by /healthz: a probe may wait for "done". */
  warmUp?: () => WarmUpState;
}

async function pingRemoteApi(baseUrl: string): Promise<void> {
  const response = await fetch(new URL("/healthz", baseUrl), { signal: AbortSignal.timeout(2_000) });
  if (!response.ok) throw new Error(`API answered ${response.status}`);
}

/** One Hono app: API under /web/v1, images under /_ipx, assets, and the storefront for everything else. */
export function createServerApp(options: ServerAppOptions) {
  const { env, api, database, logger } = options;
  const app = new Hono<SecurityEnv>();
  const https = env.PUBLIC_BASE_URL.startsWith("https:");
  const publicOrigin = new URL(env.PUBLIC_BASE_URL).origin;

  app.use("*", async (c, next) => {
    const started = performance.now();
    // With LOG_LEVEL=debug: a request has been read and is being answered (the SIGTERM test waits for it).
    logger.debug("request received", { method: c.req.method, path: c.req.path });
    await next();
    // API requests are logged by the API itself, with their uuid header, however they arrive.
    if (c.req.path.startsWith("/web/v1/")) return;
    const fields = { method: c.req.method, path: new URL(c.req.url).pathname, ms: Math.round((performance.now() - started) * 10) / 10 };
    // A client that closed its connection received nothing: React Router's 500 for the aborted render is
    // no server error. The API work it had started goes on in its own transaction (it is not tied to this signal).
    if (c.req.raw.signal.aborted) logger.info("request aborted by the client", fields);
    else logger.info("request", { ...fields, status: c.res.status });
  });
  const paymentPages = paymentPageOrigins(env);
  const socialPages = socialLoginOrigins(env);
  app.use("*", securityHeaders({ dev: Boolean(options.dev), https, paymentPages: [...paymentPages, ...socialPages] }));
  app.use("*", refuseMalformedUrls("/web/v1"));
  const pageCache = options.pageCache ?? null;
  const sharedCaching: SharedCaching = options.sharedCaching ?? { maxAge: 0, staleWhileRevalidate: 0 };
  // A page kept for everyone is sent as it was kept, before any other work (page-cache.ts). Only the
  // storefront's own renders are ever kept, so no asset, image or API address is found here. In the server,
  // most hits are answered before this app (createKeptPageResponder, page-answer.ts); this one answers the rest.
  if (pageCache) {
    app.use("*", async (c, next) => {
      // Assets, pictures and the API (most requests of a visit) never are pages: no key to work out.
      if (NEVER_PAGES.test(c.req.path)) return next();
      const key = pageCacheKey(c.req.raw);
      c.set("pageCacheKey", key);
      const page = key === null ? undefined : pageCache.get(key);
      if (!page) return next();
      c.res = keptPageAnswer(page, c.req.raw.headers, sharedCaching);
      const query = c.req.url.indexOf("?");
      if (api && query >= 0) api.searches.pageSent(`${c.req.path}${c.req.url.slice(query)}`, () => clientAddress(c, env.TRUST_PROXY));
    });
  }
  // Text answers (HTML, data, JS, CSS, JSON, XML) are compressed; images are compressed already.
  app.use("*", async (c, next) => {
    if (c.req.path.startsWith(IMAGE_PREFIX)) return next();
    return compressText(c, next);
  });

  app.get("/healthz", async (c) => {
    try {
      if (database) await database.ping();
      else await pingRemoteApi(env.API_BASE_URL!);
      const counted = env.DEBUG_QUERY_COUNT && database ? { queries: database.queryCount() } : {};
      const warming = options.warmUp ? { warm_up: options.warmUp() } : {};
      return c.json({ status: "ok", database: database?.kind ?? null, api: database ? "in process" : "remote", ...warming, ...counted });
    } catch {
      return c.json({ status: "unavailable", database: database?.kind ?? null, api: database ? "in process" : "remote" }, 503);
    }
  });

  // The soak test's cut of the database connection; absent unless FAULT_INJECTION=true (never in production).
  if (env.FAULT_INJECTION && database) {
    app.post("/__fault/database", (c) => {
      const ms = Math.min(60_000, Math.max(0, Number(c.req.query("ms") ?? 3000) || 0));
      database.injectFault(ms);
      logger.warn("database fault injected", { ms });
      return c.json({ injected: ms });
    });
  }

  // Developers and end-to-end tests read the mails queued for an address (activation and reset links);
  // absent unless DEV_MAILBOX=true, which the server refuses in production.
  if (env.DEV_MAILBOX && database) {
    app.get("/__dev/mailbox", async (c) => {
      // Only to this machine, by the socket's own address (never X-Forwarded-For): a development server
      // reachable on the network must not hand anyone the reset links of any address.
      if (!LOOPBACK.has(clientAddress(c, false))) return c.notFound();
      c.header("Cache-Control", "no-store");
      const to = c.req.query("to")?.trim();
      if (!to) return c.json({ error: "Ask for one address: /__dev/mailbox?to=<address>" }, 400);
      const secret = options.sessionSecret;
      return c.json(await readDevMailbox(database.db, to, env.PUBLIC_BASE_URL, secret ? {
        orderKey: (orderId) => orderAccessKey(secret, orderId), confirmToken: (id) => confirmToken(secret, id),
      } : {}));
    });
  }

  // The shop's own mailbox (issue 19): a shop on this machine without an SMTP server keeps its e-mails, and whoever
  // runs it reads them here (a newcomer's activation link). Only to this machine, by the socket's own address.
  if (hasLocalMailbox(env) && database) {
    app.get(MAILBOX_PATH, async (c) => {
      if (!LOOPBACK.has(clientAddress(c, false))) return c.notFound();
      c.header("Cache-Control", "no-store");
      const to = c.req.query("to")?.trim().slice(0, 254) || null;
      const secret = options.sessionSecret;
      const { mails } = await readDevMailbox(database.db, to, env.PUBLIC_BASE_URL, secret ? {
        orderKey: (orderId) => orderAccessKey(secret, orderId), confirmToken: (id) => confirmToken(secret, id),
      } : {});
      return c.html(mailboxPage(mails, { to, shopUrl: env.PUBLIC_BASE_URL }));
    });
  }

  // The API as the outside world sees it (another storefront node, a mobile app).
  // x-client-ip is trusted by the API (rate limits) only because it is always overwritten here.
  if (api) app.all("/web/v1/*", (c) => {
    if (options.operationsFromThisMachineOnly && c.req.path.startsWith("/web/v1/ops/") && !LOOPBACK.has(clientAddress(c, false))) {
      return c.json({ data: null, metadata: [{ code: "FORBIDDEN", errors: ["This shop's operations answer its own machine only (no OPERATORS are set): set OPERATORS to reach them from elsewhere."] }] }, 403);
    }
    return api.app.fetch(withClientAddress(c.req.raw, apiClientAddress(c, env.TRUST_PROXY, options.sessionSecret ?? null)));
  });

  // The browser compares this with its own build every hour and reloads on the next navigation when they differ.
  app.get("/__version", async (c) => {
    const build = typeof options.build === "function" ? await options.build() : options.build;
    c.header("Cache-Control", "no-store");
    return c.json({ version: build.assets.version });
  });

  const images = createImageHandler(options.mediaDir, { cacheBytes: env.IMAGE_CACHE_MB * 1024 * 1024 });
  app.get(`${IMAGE_PREFIX}/*`, (c) => images(c.req.raw));

  if (options.clientDir) {
    const root = options.clientDir;
    // serveStatic calls onFound after it made its answer, too late for a header: the file is marked found,
    // and its Cache-Control goes on the answer on the way out (never on a page the storefront renders after).
    const cacheFound = (cacheControl: string) => async (c: Context, next: Next) => {
      await next();
      if (!c.get("staticFound")) return;
      c.res.headers.set("Cache-Control", cacheControl);
      // A file that never changes is never asked about again: its date would only cost bytes.
      if (cacheControl.includes("immutable")) c.res.headers.delete("Last-Modified");
    };
    const markFound = (_path: string, c: Context) => { c.set("staticFound", true); };
    // The build writes a brotli and a gzip copy of every text asset (scripts/precompress.ts): sent as they are.
    app.use("/assets/*", cacheFound("public, max-age=31536000, immutable"), serveStatic({ root, precompressed: true, onFound: markFound }));
    // The files of public/ all have an extension; a page has none (its data for a client navigation ends in
    // .data): a page's address is not looked for on disk (a stat per page view, issue 18 §2).
    const publicFiles = every(cacheFound("public, max-age=3600"), serveStatic({ root, onFound: markFound }));
    app.use("*", async (c, next) => MAYBE_PUBLIC_FILE.test(c.req.path) ? publicFiles(c, next) : next());
  }

  const apiTransport: ApiTransport = api
    ? async (request) => api.app.fetch(request)
    : (request) => fetch(request, { redirect: "manual", signal: AbortSignal.timeout(10_000) });
  const apiBaseUrl = env.API_BASE_URL ?? "http://in-process.invalid";
  const handleRequest = createRequestHandler(options.build as ServerBuild, options.dev ? "development" : "production");

  // Apple answers a social login with a form post from its site (response_mode form_post): the one
  // cross-site post the shop takes, only to send the same answer on as the GET every other provider makes
  // (its SameSite=Lax cookies come along on that top-level GET). It changes nothing by itself.
  app.post(SOCIAL_CALLBACK_PATH, bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text("This answer is too large.", 413) }), async (c) => {
    const form = await c.req.parseBody().catch(() => ({}));
    const query = new URLSearchParams();
    for (const name of ["code", "state", "iss", "error", "error_description"]) {
      const value = (form as Record<string, unknown>)[name];
      if (typeof value === "string" && value.length <= 4096) query.set(name, value);
    }
    return c.redirect(`${SOCIAL_CALLBACK_PATH}?${query}`, 303);
  });
  app.use("*", refuseCrossSiteWrites([publicOrigin]));
  // The shop's forms are small (an address is under 2 kB): a larger post is refused before it is read.
  app.use("*", bodyLimit({
    maxSize: FORM_MAX_BYTES,
    onError: (c) => c.text(`This form is larger than ${FORM_MAX_BYTES / 1024} kB and was not read.`, 413),
  }));
  app.all("*", async (c) => {
    const visitor = withAnonymousId(c.req.raw, https);
    const context: AppLoadContext & StorefrontContext = {
      api: apiTransport,
      apiBaseUrl,
      platform: env.PLATFORM,
      publicBaseUrl: env.PUBLIC_BASE_URL.replace(/\/$/, ""),
      paymentPageOrigins: paymentPages,
      socialLoginOrigins: socialPages,
      showErrorDetails: Boolean(options.dev) || env.SHOW_ERROR_DETAILS,
      nonce: c.var.nonce,
      requestId: crypto.randomUUID(),
      clientIp: clientAddress(c, env.TRUST_PROXY),
      // A storefront node names its shopper to a remote API with a signature (see apiClientAddress).
      ...(env.API_BASE_URL && env.SESSION_SECRET ? { signClientIp: (ip: string) => signClientAddress(env.SESSION_SECRET!, ip) } : {}),
      ...(env.IP_COUNTRY_URL ? { ipCountryUrl: env.IP_COUNTRY_URL } : {}),
      log: (level, msg, fields) => logger[level](msg, fields),
    };
    let sessionEnded = false;
    context.onSessionEnded = () => { sessionEnded = true; };
    // What the render asked the API that depends on who asks ("GET /cart/summary", …).
    const personalAnswers = new Set<string>();
    context.onPersonalAnswer = (what) => { personalAnswers.add(what); };
    // What of the catalogue the render showed: the page is kept until one of these changes (domain/catalogue-tags.ts).
    const shown = new Set<string>();
    context.onCatalogueTags = (tags) => { for (const tag of tags) shown.add(tag); };
    // A page that may be kept for everyone is rendered whole (a crawler's page, no streamed fallbacks).
    const cacheKey = c.var.pageCacheKey !== undefined ? c.var.pageCacheKey : pageCacheKey(c.req.raw);
    // A document, not a client navigation's data: loaders' HTML is sent once, in the markup (app/lib/page-html.tsx).
    if (!c.req.path.endsWith(".data")) context.pageHtml = new Map();
    const renderedSince = pageCache?.generation() ?? 0;
    // An expired access token is renewed from the refresh token before any loader runs.
    const session = await withFreshSession(visitor.request, context);
    // A visitor with a cart or a wishlist and no session: their header's counts first, then the page kept for
    // every visitor with these counts, if there is one (page-cache.ts, visitorPageCacheKey).
    const visitorBase = pageCache && cacheKey === null && !visitor.setCookie ? visitorPageCacheKey(c.req.raw) : null;
    const visitorKey = visitorBase === null ? null
      : withVisitorSummary(visitorBase, await loadVisitor(session.request, context, splitLocalePath(c.req.path).lang));
    if (visitorKey !== null) {
      const page = pageCache!.get(visitorKey);
      if (page) return keptPageAnswer(page, c.req.raw.headers, sharedCaching);
    }
    const keepKey = cacheKey ?? visitorKey;
    if (keepKey !== null) context.wholeDocument = true;
    let response = await handleRequest(session.request, context);
    if (keepKey !== null && response.status === 200 && KEPT_TYPES.test(response.headers.get("Content-Type") ?? "")) {
      // Read whole, so that what the render asked of the API is known before the answer is judged.
      const body = await response.text();
      const headers = new Headers(response.headers);
      const noCookie = !headers.has("Set-Cookie") && !sessionEnded && session.setCookies.length === 0;
      if (cacheKey !== null && personalAnswers.size === 0 && noCookie && !isPersonalAnswer(headers.get("Cache-Control"))) {
        publicPageHeaders(headers, sharedCaching, shown);
        if (pageCache) void keep(pageCache, cacheKey, renderedSince, response.status, headers, body, context.nonce, false, shown);
      } else if (visitorKey !== null && noCookie && [...personalAnswers].every((what) => what === VISITOR_SUMMARY)) {
        void keep(pageCache!, visitorKey, renderedSince, response.status, headers, body, context.nonce, true, shown);
      }
      response = new Response(body, { status: response.status, headers });
    }
    const personal = personalAnswers.size > 0;
    // The visitor id is given with the first answer that used it (a cart, a wishlist, an order): a page that is
    // the same for everyone sets no cookie, so any cache may keep it.
    if (visitor.setCookie && personal) response.headers.append("Set-Cookie", visitor.setCookie);
    const cookies = sessionEnded ? endedSessionCookies(context) : session.setCookies;
    for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
    // A page or data answer built from a personal API answer, or one that sets a cookie, is stored by no
    // cache (a shared cache would hand one shopper's cart, details or visitor id to the next).
    if (personal || response.headers.has("Set-Cookie")) response.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
    // Any other answer a cache in front may keep (a sitemap, a feed) says what of the catalogue it shows, as pages do.
    else if (sharedCaching.maxAge > 0 && sharedCaching.tags && !response.headers.has(TAGS_HEADER) && /\bpublic\b/.test(response.headers.get("Cache-Control") ?? "")) {
      response.headers.set(TAGS_HEADER, writeTags(shown));
    }
    return response;
  });

  /** Keeps a page for everyone: without its nonces, its scripts allowed by hash (page-cache.ts). */
  async function keep(cache: PageCache, key: string, renderedSince: number, status: number, headers: Headers, body: string, nonce: string, personal: boolean, tags: ReadonlySet<string>) {
    const html = (headers.get("Content-Type") ?? "").startsWith("text/html");
    const page = html ? withoutNonce(body, nonce) : { html: body, scriptHashes: [] };
    const kept: [string, string][] = [];
    headers.forEach((value, name) => { if (!UNKEPT_HEADERS.has(name)) kept.push([name, value]); });
    try {
      await cache.put(key, renderedSince, {
        status, headers: kept, body: page.html, personal, tags,
        contentSecurityPolicy: html ? contentSecurityPolicy({ hashes: page.scriptHashes }, false, [...paymentPages, ...socialPages]) : null,
      });
    } catch (error) {
      logger.warn("page not kept", { key, error: String(error) });
    }
  }

  return app;
}

/** A last segment with an extension other than .data. */
const MAYBE_PUBLIC_FILE = /\.(?!data$)[^/.]+$/;
/** Pages (HTML) and their data for client navigations (React Router's single fetch) may be kept. */
const KEPT_TYPES = /^(text\/html|text\/x-script)\b/;
/** Set again for each answer from the cache. */
const UNKEPT_HEADERS = new Set(["set-cookie", "content-length", "content-encoding", "content-security-policy", "cache-control", "vary", "etag"]);
