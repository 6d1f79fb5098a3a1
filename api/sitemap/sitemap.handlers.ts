import { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "#db/client.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import { buildSitemapPage } from "./sitemap.build.ts";
import { SITEMAP_PAGE_SIZE, getSitemapRoute } from "./sitemap.routes.ts";

export interface SitemapDeps {
  db: Database;
  /** Entries per page; tests pass a small one to page through the demo store. */
  pageSize?: number;
}

export function sitemapRoutes(deps: SitemapDeps) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  const size = deps.pageSize ?? SITEMAP_PAGE_SIZE;

  app.openapi(getSitemapRoute, async (c) => {
    const { page } = c.req.valid("query");
    const data = await buildSitemapPage(deps.db, c.var.info.lang, page, size);
    c.header("Vary", "lang");
    return c.json({ data }, 200);
  });

  return app;
}
