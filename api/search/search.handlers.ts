import { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "#db/client.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import { CATALOG_CACHE_MAX_AGE_MS, createKeyedCache, keptThroughOffers } from "#api/http/keyed-cache.ts";
import type { Locale } from "#domain/locale.ts";
import { createCategoryTreeCache } from "#api/catalog/category-tree.ts";
import { toProductCard } from "#api/catalog/product-cards.ts";
import { loadProductCards } from "#api/catalog/product-cards.queries.ts";
import { SUGGESTION_LIMITS, hidePopularSearchRoute, listPopularSearchesRoute, suggestRoute } from "./search.routes.ts";
import { listPopularSearches, loadPopularQueries, matchPopularQueries, SEARCH_COUNTS_EVERY_MS, setPopularSearchHidden } from "./popular-searches.ts";
import { ApiError } from "#api/http/errors.ts";
import { requireOperator, type OpsEnv, type Operators } from "#api/operations/operator-auth.ts";
import { listSuggestedBrands, listSuggestedCategoryIds, listSuggestedProductIds, SUGGESTION_BEST_SELLERS } from "./suggest.queries.ts";
import { createBestSellerNames } from "./best-sellers.ts";

/**
 * Each language's popular searches, which the suggestions match in memory. They are not the catalogue: kept as long
 * as the counts they read go unwritten (SEARCH_COUNTS_SECONDS), whatever else changes; dropped on this node when the
 * shop owner hides or shows one (other nodes follow within that time).
 */
export function createPopularQueries(db: Database, maxAgeMs = SEARCH_COUNTS_EVERY_MS) {
  return createKeyedCache((lang: Locale) => loadPopularQueries(db, lang), maxAgeMs, { tables: ["search_queries"] });
}

export type PopularQueries = ReturnType<typeof createPopularQueries>;

export function searchRoutes(deps: { db: Database; popular: PopularQueries }) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  // Called on every keystroke: the category tree (paths of categories and products) comes from memory.
  const trees = createCategoryTreeCache(deps.db);

  // Typing "pas", "past", "pasta" asks the same prefixes again and again: answers are kept until the catalogue changes.
  // Which products a text suggests follows their names, state and sales: an order's stock changes only their cards.
  const suggestions = createKeyedCache(async (key: string) => {
    const lang = key.slice(0, 2) as Locale;
    return suggest(lang, key.slice(3));
  }, CATALOG_CACHE_MAX_AGE_MS, { maxEntries: 5000, patch: keptThroughOffers((found) => found.products.map((p) => p.id)) });

  app.openapi(suggestRoute, async (c) => {
    const { lang } = c.var.info;
    const { q } = c.req.valid("query");
    // Popular searches are a help: without them (a failed read), the rest is still suggested.
    const [popular, found] = await Promise.all([deps.popular.get(lang).catch(() => []), suggestions.get(`${lang}:${q}`)]);
    const queries = matchPopularQueries(popular, q, SUGGESTION_LIMITS.queries);
    return c.json({ data: { queries: queries.map((text) => ({ text })), ...found } }, 200);
  });

  // The names of the catalogue's best sellers, for a broad text's best-selling matches (decision 020, 29).
  const bestSellers = createBestSellerNames(deps.db, SUGGESTION_BEST_SELLERS);

  async function suggest(lang: Locale, q: string) {
    const names = bestSellers.kept(lang);
    const [tree, productIds, categoryIds, brands] = await Promise.all([
      trees.get(lang),
      listSuggestedProductIds(deps.db, lang, q, SUGGESTION_LIMITS.products, names),
      listSuggestedCategoryIds(deps.db, lang, q, SUGGESTION_LIMITS.categories),
      listSuggestedBrands(deps.db, lang, q, SUGGESTION_LIMITS.brands),
    ]);
    const cards = (await loadProductCards(deps.db, lang, productIds)).map((row) => toProductCard(row, tree.byId));
    // Read after the answer's statements, not beside them.
    if (!names) bestSellers.ready(lang);
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

/** The shop owner's popular searches (operations API): what shoppers search for, and which the suggestions leave out. */
export function popularSearchOperationRoutes(deps: { db: Database; operators: Operators; popular: PopularQueries }) {
  const app = new OpenAPIHono<OpsEnv>({ defaultHook: validationHook });
  app.use("/ops/*", requireOperator(deps.operators));
  app.openapi(listPopularSearchesRoute, async (c) => {
    const { lang, limit } = c.req.valid("query");
    return c.json({ data: { searches: await listPopularSearches(deps.db, lang, limit) } }, 200);
  });
  app.openapi(hidePopularSearchRoute, async (c) => {
    const { lang, text, hidden } = c.req.valid("json");
    const search = await setPopularSearchHidden(deps.db, lang, text, hidden);
    if (!search) throw new ApiError(404, "NOT_FOUND", "No search of that text has been counted in that language.");
    deps.popular.invalidate();
    return c.json({ data: { search } }, 200);
  });
  return app;
}
