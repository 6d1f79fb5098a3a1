import { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "#db/client.ts";
import { showsCatalogue, type ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import type { SettingsCache } from "./settings.cache.ts";
import { translateSlug, type SlugKind } from "./settings.queries.ts";
import { getSettingsRoute, switchSlugRoute } from "./settings.routes.ts";

const KINDS: SlugKind[] = ["category", "product", "page", "blog"];

export function settingsRoutes(deps: { db: Database; settings: SettingsCache }) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  app.openapi(getSettingsRoute, async (c) => {
    const { json, etag, tags } = await deps.settings.get(c.var.info.lang);
    showsCatalogue(c.var.info, tags);
    c.header("ETag", etag);
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "lang");
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    return c.body(json, 200, { "Content-Type": "application/json; charset=utf-8" }) as never;
  });

  app.openapi(switchSlugRoute, async (c) => {
    const { lang: to } = c.req.valid("param");
    const { slug, dest } = c.req.valid("json");
    const from = c.var.info.lang;
    const kinds = dest === "any" ? KINDS : [dest];
    // A path (category/sub/product) is translated one segment at a time; an unknown segment stays as it was.
    const segments = await Promise.all(slug.split("/").map(async (segment) => {
      for (const kind of kinds) {
        const found = await translateSlug(deps.db, kind, from, to, segment);
        if (found) return found;
      }
      return segment;
    }));
    return c.json({ data: { text: segments.join("/") } }, 200);
  });

  return app;
}
