import { OpenAPIHono } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { settings } from "#db/schema/schema.ts";
import type { Locale } from "#domain/locale.ts";
import { amountToCents } from "#domain/money.ts";
import { ApiError } from "#api/http/errors.ts";
import { createKeyedCache } from "#api/http/keyed-cache.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import {
  getHighlightsRoute, getProductRoute, listBrandsRoute, listProductsRoute, resolvePathRoute, type CatalogHighlights,
} from "./catalog.routes.ts";
import { listBrands, type BrandRow } from "./brands.queries.ts";
import { createCategoryTreeCache } from "./category-tree.ts";
import { buildProductList } from "./listing.ts";
import { toProductCard } from "./product-cards.ts";
import { listProductCards } from "./product-cards.queries.ts";
import { buildProductDetail } from "./product-detail.ts";
import { resolveCatalogPath } from "./resolve.ts";
import { matchProducts, suggestTerm } from "#api/search/search.queries.ts";

const ROW_SIZE = 8;

export function catalogRoutes(deps: { db: Database }) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  const trees = createCategoryTreeCache(deps.db);
  const names = createKeyedCache<"all", Record<string, Record<string, string>>>(async () => {
    const [row] = await deps.db.select({ value: settings.value }).from(settings).where(eq(settings.key, "option_names"));
    return (row?.value ?? {}) as Record<string, Record<string, string>>;
  }, 60_000);
  const context = { db: deps.db, trees, optionNames: () => names.get("all") };
  // The rows change with new products and sales, not per request: one build per language a minute.
  const highlights = createKeyedCache<Locale, CatalogHighlights>(async (lang) => {
    const [tree, newest, bestselling] = await Promise.all([
      trees.get(lang),
      listProductCards(deps.db, lang, { order: "newest", limit: ROW_SIZE }),
      listProductCards(deps.db, lang, { order: "bestselling", limit: ROW_SIZE }),
    ]);
    return { new: newest.map((r) => toProductCard(r, tree.byId)), bestsellers: bestselling.map((r) => toProductCard(r, tree.byId)) };
  }, 60_000);

  app.openapi(getHighlightsRoute, async (c) => c.json({ data: await highlights.get(c.var.info.lang) }, 200));

  const brandIndex = createKeyedCache<Locale, BrandRow[]>((lang) => listBrands(deps.db, lang), 60_000);
  app.openapi(listBrandsRoute, async (c) => c.json({ data: await brandIndex.get(c.var.info.lang) }, 200));

  app.openapi(resolvePathRoute, async (c) => {
    const resolved = await resolveCatalogPath(context, c.var.info.lang, c.req.valid("query").path);
    if (!resolved) throw new ApiError(404, "NOT_FOUND", "No category or product has that address.");
    return c.json({ data: resolved }, 200);
  });

  app.openapi(getProductRoute, async (c) => {
    const product = await buildProductDetail(context, c.var.info.lang, c.req.valid("param").id);
    if (!product) throw new ApiError(404, "NOT_FOUND", "There is no such product.");
    return c.json({ data: product }, 200);
  });

  app.openapi(listProductsRoute, async (c) => {
    const query = c.req.valid("query");
    const lang = c.var.info.lang;
    if (query.category !== undefined && !(await trees.get(lang)).byId.has(query.category)) {
      throw new ApiError(404, "NOT_FOUND", "There is no such category.");
    }
    const options = Object.fromEntries((["size", "colour"] as const).flatMap((o) => (query[o] ? [[o, query[o]!]] : [])));
    const list = await buildProductList(context, lang, {
      filters: {
        ...(query.category !== undefined ? { categoryId: query.category } : {}),
        ...(query.brand ? { brandSlugs: query.brand } : {}),
        ...(query.price_min !== undefined ? { priceMinCents: amountToCents(query.price_min) } : {}),
        ...(query.price_max !== undefined ? { priceMaxCents: amountToCents(query.price_max) } : {}),
        options, inStock: query.in_stock ?? false, list: query.list,
        match: query.q ? matchProducts(lang, query.q) : null,
      },
      sort: query.sort, page: query.page, perPage: query.per_page,
      ...(query.q ? { didYouMean: () => suggestTerm(deps.db, lang, query.q!) } : {}),
    });
    return c.json({ data: list }, 200);
  });

  return app;
}
