import { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";
import { createKeyedCache } from "#api/http/keyed-cache.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import { buildCategoryTree } from "#api/settings/settings.build.ts";
import { listCategories } from "#api/settings/settings.queries.ts";
import { getHighlightsRoute, type CatalogHighlights } from "./catalog.routes.ts";
import { toProductCard } from "./product-cards.ts";
import { listProductCards } from "./product-cards.queries.ts";

const ROW_SIZE = 8;

export function catalogRoutes(deps: { db: Database }) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  // The rows change with new products and sales, not per request: one build per language a minute.
  const highlights = createKeyedCache<Locale, CatalogHighlights>(async (lang) => {
    const [categories, newest, bestselling] = await Promise.all([
      listCategories(deps.db, lang),
      listProductCards(deps.db, lang, { order: "newest", limit: ROW_SIZE }),
      listProductCards(deps.db, lang, { order: "bestselling", limit: ROW_SIZE }),
    ]);
    const { byId } = buildCategoryTree(categories);
    return { new: newest.map((r) => toProductCard(r, byId)), bestsellers: bestselling.map((r) => toProductCard(r, byId)) };
  }, 60_000);

  app.openapi(getHighlightsRoute, async (c) => c.json({ data: await highlights.get(c.var.info.lang) }, 200));
  return app;
}
