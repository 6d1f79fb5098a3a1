import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { AppLoadContext, ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import type { Api } from "#api/app.ts";
import type { ApiTransport, StorefrontContext } from "#app/lib/context.ts";
import type { DatabaseHandle } from "#db/client.ts";
import type { Env } from "./env.ts";
import { createImageHandler, IMAGE_PREFIX } from "./images.ts";
import type { Logger } from "./logger.ts";
import { withAnonymousId } from "./anonymous-id.ts";
import { refuseCrossSiteWrites, securityHeaders, type SecurityEnv } from "./security.ts";

export interface ServerAppOptions {
  env: Env;
  api: Api;
  database: DatabaseHandle;
  logger: Logger;
  mediaDir: string;
  /** The storefront build: loaded once in production, on every request from Vite in development. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir?: string;
  dev?: boolean;
}

/** One Hono app: API under /web/v1, images under /_ipx, assets, and the storefront for everything else. */
export function createServerApp(options: ServerAppOptions) {
  const { env, api, database, logger } = options;
  const app = new Hono<SecurityEnv>();
  const https = env.PUBLIC_BASE_URL.startsWith("https:");
  const publicOrigin = new URL(env.PUBLIC_BASE_URL).origin;

  app.use("*", async (c, next) => {
    const started = performance.now();
    await next();
    // API requests are logged by the API itself, with their uuid header, however they arrive.
    if (c.req.path.startsWith("/web/v1/")) return;
    logger.info("request", {
      method: c.req.method, path: new URL(c.req.url).pathname, status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.use("*", securityHeaders({ dev: Boolean(options.dev), https }));

  app.get("/healthz", async (c) => {
    try {
      await database.ping();
      return c.json({ status: "ok", database: database.kind });
    } catch {
      return c.json({ status: "unavailable", database: database.kind }, 503);
    }
  });

  // The API as the outside world sees it (another storefront node, a mobile app).
  app.all("/web/v1/*", (c) => api.app.fetch(c.req.raw));

  // The browser compares this with its own build every hour and reloads on the next navigation when they differ.
  app.get("/__version", async (c) => {
    const build = typeof options.build === "function" ? await options.build() : options.build;
    c.header("Cache-Control", "no-store");
    return c.json({ version: build.assets.version });
  });

  const images = createImageHandler(options.mediaDir);
  app.get(`${IMAGE_PREFIX}/*`, (c) => images(c.req.raw));

  if (options.clientDir) {
    const root = options.clientDir;
    app.use("/assets/*", serveStatic({
      root,
      onFound: (_path, c) => { c.header("Cache-Control", "public, max-age=31536000, immutable"); },
    }));
    app.use("*", serveStatic({ root, onFound: (_path, c) => { c.header("Cache-Control", "public, max-age=3600"); } }));
  }

  const apiTransport: ApiTransport = env.API_BASE_URL
    ? (request) => fetch(request)
    : async (request) => api.app.fetch(request);
  const apiBaseUrl = env.API_BASE_URL ?? "http://in-process.invalid";
  const handleRequest = createRequestHandler(options.build as ServerBuild, options.dev ? "development" : "production");

  app.use("*", refuseCrossSiteWrites([publicOrigin]));
  app.all("*", async (c) => {
    const { request, setCookie } = withAnonymousId(c.req.raw, https);
    const context: AppLoadContext & StorefrontContext = {
      api: apiTransport,
      apiBaseUrl,
      platform: env.PLATFORM,
      publicBaseUrl: env.PUBLIC_BASE_URL.replace(/\/$/, ""),
      showErrorDetails: Boolean(options.dev) || env.SHOW_ERROR_DETAILS,
      nonce: c.var.nonce,
      requestId: crypto.randomUUID(),
      log: (level, msg, fields) => logger[level](msg, fields),
    };
    const response = await handleRequest(request, context);
    if (setCookie) response.headers.append("Set-Cookie", setCookie);
    return response;
  });

  return app;
}
