import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import type { Database } from "#db/client.ts";
import { ApiError, sendError } from "./http/errors.ts";
import { guardBody, JSON_ONLY_MESSAGE } from "./http/guards.ts";
import { markPersonal, requestContext, type ApiEnv } from "./http/request-context.ts";
import { validationHook } from "./http/validation.ts";
import { createSettingsCache, type SettingsCache } from "./settings/settings.cache.ts";
import { settingsRoutes } from "./settings/settings.handlers.ts";
import { redirectRoutes } from "./redirects/redirects.handlers.ts";
import { sitemapRoutes } from "./sitemap/sitemap.handlers.ts";
import { catalogRoutes } from "./catalog/catalog.handlers.ts";
import { newsletterOperationRoutes, newsletterRoutes } from "./newsletter/newsletter.handlers.ts";
import { createPopularQueries, popularSearchOperationRoutes, searchRoutes } from "./search/search.handlers.ts";
import { createSearchTally, type SearchTally } from "./search/popular-searches.ts";
import { cartRoutes, createCartContext } from "./cart/cart.handlers.ts";
import { ownerKey } from "./http/owner.ts";
import { wishlistRoutes } from "./wishlist/wishlist.handlers.ts";
import { createWishlistView } from "./wishlist/wishlist.view.ts";
import { authRoutes } from "./auth/auth.handlers.ts";
import { accountRoutes } from "./auth/account.handlers.ts";
import { addressRoutes } from "./auth/addresses.handlers.ts";
import { createSessions } from "./auth/sessions.ts";
import { socialLoginRoutes } from "./social-login/social-login.handlers.ts";
import type { SocialProviders } from "./social-login/social-providers.ts";
import { checkoutRoutes } from "./checkout/checkout.handlers.ts";
import { orderRoutes } from "./orders/orders.handlers.ts";
import { paymentRoutes } from "./payments/payments.handlers.ts";
import type { PaymentProvider } from "./payments/provider.ts";
import { operationsRoutes } from "./operations/operations.handlers.ts";
import { catalogueFileRoutes } from "./catalogue-files/catalogue-files.handlers.ts";
import { mediaRoutes } from "./media/media.handlers.ts";
import { returnOperationRoutes, returnRoutes } from "./returns/returns.handlers.ts";
import { withdrawalRoutes } from "./withdrawals/withdrawal.handlers.ts";
import { blogRoutes } from "./blog/blog.handlers.ts";
import { reviewOperationRoutes, reviewRoutes } from "./reviews/reviews.handlers.ts";
import { configurationOperationRoutes } from "./configuration/configuration.handlers.ts";
import type { Operators } from "./operations/operator-auth.ts";
import { DEFAULT_RESERVATION_MINUTES } from "#domain/order-states.ts";

/** Lost or refused connections and PostgreSQL's connection and shutdown classes (08, 57P). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === "string" ? e.code : "";
    if (/^(08|57P)/.test(code) || ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE"].includes(code)) return true;
    if (e instanceof Error && /Connection terminated|connection.*(closed|ended)|terminating connection|not queryable|PGlite is closed/i.test(e.message)) return true;
  }
  return false;
}

export const API_BASE_PATH = "/web/v1";

/** Notified by the database when a table of the catalogue or the shop's settings changes (migration 0005). */
export const CATALOG_CHANNEL = "vetrina_catalog";

export interface ApiDeps {
  db: Database;
  /** Signs access tokens (at least 32 characters); every API node of one shop must share it. */
  sessionSecret: string;
  mapsApiKey?: string;
  /** Payment providers with their keys (issue 15), by name; none configured: no online payment. */
  paymentProviders?: Record<string, PaymentProvider>;
  /** Social login (issue 17): the OpenID providers with their client ids and secrets, by code; none, no social login. */
  socialProviders?: SocialProviders;
  /** PUBLIC_BASE_URL: a provider's page sends the shopper back to absolute addresses of the shop. */
  publicBaseUrl?: string;
  /** PAYMENT_RESERVATION_MINUTES: how long an unpaid card or wallet order holds its stock. */
  paymentReservationMinutes?: number;
  /** OPERATORS: the shop's staff for the operations API (decision 013); none, and /ops answers 401. */
  operators?: Operators;
  /** The shop's pictures (DATA_DIR/media, served by /_ipx): the shop owner's files name them (issue 19). */
  mediaDir?: string;
  /**
   * Where this node keeps large categories' listing records between starts (DATA_DIR/listing-records; issue 23):
   * a cache of its own, read with the products changed since. None: they are read whole after every start.
   */
  listingSnapshotDir?: string;
  /** SEARCH_COUNTS_SECONDS: how often the searches counted for the popular searches are written (a minute by default). */
  searchCountsEveryMs?: number;
  /** Called with unexpected errors; they answer 500 without details. */
  logError?: (error: unknown, requestId: string) => void;
  /** What the API reports that is not a request: a payment event it could not apply, say. */
  logEvent?: (level: "info" | "warn", msg: string, fields: Record<string, unknown>) => void;
  /** One call per request, with the request's uuid header, for the structured request log. */
  logRequest?: (fields: { method: string; path: string; status: number; ms: number; uuid: string; lang: string; platform: string }) => void;
}

/** Notified by the database when a visitor's cart or wishlist changes, with the owner's key (migration 0023). */
export const VISITOR_CHANNEL = "vetrina_visitor";

export interface Api {
  app: OpenAPIHono<ApiEnv>;
  settings: SettingsCache;
  /** A VISITOR_CHANNEL notification: the counts kept for that owner ("*": everyone) are dropped. */
  visitorChanged(payload: string): void;
  /** Searches counted for the popular searches: the server tells it of search pages sent from its page cache. */
  searches: SearchTally;
  /** Writes what is held in memory to be written (the searches counted); before the database closes. */
  close(): Promise<void>;
}

export function createApi(deps: ApiDeps): Api {
  const online = new Set(Object.keys(deps.paymentProviders ?? {}));
  const socialProviders: SocialProviders = deps.socialProviders ?? new Map();
  const settings = createSettingsCache(deps.db, { mapsApiKey: deps.mapsApiKey ?? "", online, socialLogin: [...socialProviders.values()].map((p) => ({ provider: p.code, name: p.name })) });
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook }).basePath(API_BASE_PATH);

  app.use("*", requestContext);
  const sessions = createSessions(deps.db, deps.sessionSecret);
  // A bearer token is checked before any route: the owner of a cart or a wishlist is its customer.
  app.use("*", sessions.authenticate);
  const cart = createCartContext(deps.db);
  // A change a visitor makes through this node reaches their next page at once (the database tells the other
  // nodes, and this one, a moment later: migration 0023).
  app.use("*", async (c, next) => {
    await next();
    if (c.req.method === "GET" || c.req.method === "HEAD") return;
    const { info } = c.var;
    if (info.anonymousId) cart.forgetCounts(ownerKey({ kind: "anonymous", anonymousId: info.anonymousId }));
    if (info.session) cart.forgetCounts(ownerKey({ kind: "customer", customerId: info.session.customerId }));
  });
  if (deps.logRequest) {
    const log = deps.logRequest;
    app.use("*", async (c, next) => {
      const started = performance.now();
      await next();
      const { requestId, lang, platform } = c.var.info;
      log({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10, uuid: requestId, lang, platform });
    });
  }
  app.use("*", guardBody);
  // Everything under /auth speaks of an account (tokens, details, addresses): never stored by a cache.
  app.use("/auth/*", async (c, next) => { markPersonal(c.var.info); await next(); });
  app.route("/", settingsRoutes({ db: deps.db, settings }));
  app.route("/", redirectRoutes({ db: deps.db }));
  app.route("/", sitemapRoutes({ db: deps.db }));
  const searches = createSearchTally(deps.db, { flushEveryMs: deps.searchCountsEveryMs, log: (msg, fields) => deps.logEvent?.("warn", msg, fields) });
  app.route("/", catalogRoutes({ db: deps.db, listingSnapshotDir: deps.listingSnapshotDir, searches }));
  app.route("/", blogRoutes({ db: deps.db }));
  app.route("/", newsletterRoutes({ db: deps.db, sessionSecret: deps.sessionSecret }));
  const popular = createPopularQueries(deps.db, deps.searchCountsEveryMs);
  app.route("/", searchRoutes({ db: deps.db, popular }));
  app.route("/", cartRoutes(cart));
  const reservationMinutes = deps.paymentReservationMinutes ?? DEFAULT_RESERVATION_MINUTES;
  app.route("/", checkoutRoutes({ db: deps.db, cart, online, reservationMinutes }));
  app.route("/", orderRoutes({ db: deps.db, reservationMinutes, online, sessionSecret: deps.sessionSecret }));
  const payments = {
    providers: deps.paymentProviders ?? {}, publicBaseUrl: deps.publicBaseUrl ?? "http://localhost:3000", reservationMinutes,
    log: (msg: string, fields: Record<string, unknown>) => deps.logEvent?.("warn", msg, fields),
  };
  app.route("/", paymentRoutes({ db: deps.db, cart, ...payments }));
  const operators = deps.operators ?? new Map();
  app.route("/", operationsRoutes({ db: deps.db, operators, payments, reservationMinutes }) as unknown as OpenAPIHono<ApiEnv>);
  app.route("/", returnOperationRoutes({ db: deps.db, operators, payments }) as unknown as OpenAPIHono<ApiEnv>);
  app.route("/", returnRoutes({ db: deps.db, sessionSecret: deps.sessionSecret }));
  app.route("/", withdrawalRoutes({ db: deps.db, sessionSecret: deps.sessionSecret }));
  app.route("/", reviewRoutes({ db: deps.db, sessionSecret: deps.sessionSecret }));
  app.route("/", reviewOperationRoutes({ db: deps.db, operators }) as unknown as OpenAPIHono<ApiEnv>);
  app.route("/", popularSearchOperationRoutes({ db: deps.db, operators, popular }) as unknown as OpenAPIHono<ApiEnv>);
  app.route("/", newsletterOperationRoutes({ db: deps.db, operators }) as unknown as OpenAPIHono<ApiEnv>);
  app.route("/", configurationOperationRoutes({ db: deps.db, operators, mediaDir: deps.mediaDir }) as unknown as OpenAPIHono<ApiEnv>);
  app.route("/", catalogueFileRoutes({ db: deps.db, operators, mediaDir: deps.mediaDir ?? "" }) as unknown as OpenAPIHono<ApiEnv>);
  app.route("/", mediaRoutes({ db: deps.db, operators, mediaDir: deps.mediaDir ?? "" }) as unknown as OpenAPIHono<ApiEnv>);
  const wishlist = createWishlistView(deps.db);
  app.route("/", wishlistRoutes({ db: deps.db, cart, wishlist }));
  app.route("/", authRoutes({ db: deps.db, cart, wishlist, sessions }));
  app.route("/", socialLoginRoutes({
    db: deps.db, cart, wishlist, sessions, providers: socialProviders, publicBaseUrl: payments.publicBaseUrl,
    log: (msg, fields) => deps.logEvent?.("warn", msg, fields),
  }));
  app.route("/", accountRoutes({ db: deps.db, sessions }));
  app.route("/", addressRoutes({ db: deps.db }));

  app.openAPIRegistry.registerComponent("securitySchemes", "operator", {
    type: "http", scheme: "basic", description: "An operator's name and key from OPERATORS (decision 013); the operations API under /ops only",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
    type: "http", scheme: "bearer", description: "The accessToken of a login, activation or refresh answer; valid 24 hours",
  });

  app.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Vetrina commerce API",
      version: "1.0.0",
      description: "Catalogue, prices, stock, carts, customers and orders of a Vetrina shop. Errors share one envelope: the first human message is at metadata[0].errors[0].",
    },
  });

  app.notFound((c) => sendError(c, 404, "NOT_FOUND", `There is no API endpoint ${c.req.method} ${new URL(c.req.url).pathname}.`));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return sendError(c, error.status, error.code, error.message, error.fields, error.reason);
    }
    if (error instanceof HTTPException) {
      if (error.status === 400) return sendError(c, 400, "MALFORMED_JSON", "The request body is not valid JSON.");
      if (error.status === 413) return sendError(c, 413, "PAYLOAD_TOO_LARGE", "The request body is too large.");
      if (error.status === 415) return sendError(c, 415, "UNSUPPORTED_MEDIA_TYPE", JSON_ONLY_MESSAGE);
      return sendError(c, error.status as 400, "VALIDATION_FAILED", error.message || "The request was refused.");
    }
    const requestId = c.var.info?.requestId ?? "unknown";
    deps.logError?.(error, requestId);
    if (isDatabaseUnavailable(error)) {
      c.header("Retry-After", "5");
      return sendError(c, 503, "UNAVAILABLE", `The shop could not reach its database; please try again in a moment. (request ${requestId})`);
    }
    return sendError(c, 500, "INTERNAL", `Something went wrong on our side; it has been logged. (request ${requestId})`);
  });

  return { app, settings, visitorChanged: (payload) => cart.forgetCounts(payload), searches, close: () => searches.close() };
}
