import { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "#db/client.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import { CATALOG_CACHE_MAX_AGE_MS, createKeyedCache } from "#api/http/keyed-cache.ts";
import type { Locale } from "#domain/locale.ts";
import { createCategoryTreeCache } from "#api/catalog/category-tree.ts";
import { toProductCard } from "#api/catalog/product-cards.ts";
import { loadProductCards } from "#api/catalog/product-cards.queries.ts";
import { SUGGESTION_LIMITS, suggestRoute } from "./search.routes.ts";
import { listSuggestedBrands, listSuggestedCategoryIds, listSuggestedProductIds } from "./suggest.queries.ts";

export function searchRoutes(deps: { db: Database }) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  // Called on every keystroke: the category tree (paths of categories and products) comes from memory.
  const trees = createCategoryTreeCache(deps.db);

  // Typing "pas", "past", "pasta" asks the same prefixes again and again: answers are kept until the catalogue changes.
  const suggestions = createKeyedCache(async (key: string) => {
    const lang = key.slice(0, 2) as Locale;
    return suggest(lang, key.slice(3));
  }, CATALOG_CACHE_MAX_AGE_MS, { maxEntries: 5000 });

  app.openapi(suggestRoute, async (c) => c.json({ data: await suggestions.get(`${c.var.info.lang}:${c.req.valid("query").q}`) }, 200));

  async function suggest(lang: Locale, q: string) {
    const [tree, productIds, categoryIds, brands] = await Promise.all([
      trees.get(lang),
      listSuggestedProductIds(deps.db, lang, q, SUGGESTION_LIMITS.products),
      listSuggestedCategoryIds(deps.db, lang, q, SUGGESTION_LIMITS.categories),
      listSuggestedBrands(deps.db, lang, q, SUGGESTION_LIMITS.brands),
    ]);
    const cards = (await loadProductCards(deps.db, lang, productIds)).map((row) => toProductCard(row, tree.byId));
    // A category whose parent is hidden is not in the tree: it has no page to link to.
    const categories = categoryIds.flatMap((id) => {
      const node = tree.byId.get(id);
      return node?.url ? [{ id, name: node.trans.name, path: node.url }] : [];
    });
    return {
      products: cards.map((card) => ({ id: card.id, name: card.name, path: card.url, image: card.image, price: card.price })),
      categories,
      brands,
    };
  }

  return app;
}
