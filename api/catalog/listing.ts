import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";
import { centsToAmount } from "#domain/money.ts";
import { pickText } from "#api/settings/settings.build.ts";
import type { ProductList } from "./catalog.schemas.ts";
import type { CategoryTreeCache } from "./category-tree.ts";
import * as q from "./listing.queries.ts";
import { toProductCard } from "./product-cards.ts";
import { loadProductCards } from "./product-cards.queries.ts";
import { listOptionValues } from "./product-detail.queries.ts";

/** The variant options a listing can filter by, in the order the filters show. */
export const FILTER_OPTIONS = ["size", "colour"] as const;

export interface ListingDeps {
  db: Database;
  trees: CategoryTreeCache;
  optionNames: () => Promise<Record<string, Record<string, string>>>;
}

export interface ListingRequest { filters: q.ListingFilters; sort: string; page: number; perPage: number; didYouMean?: () => Promise<string | null> }

/** One page of products with the counts each filter would leave (each facet ignores its own filter). */
export async function buildProductList(deps: ListingDeps, lang: Locale, request: ListingRequest): Promise<ProductList> {
  const { sort, page, perPage } = request;
  // A search is run once; the page and the five facet counts then read its result instead of searching again.
  const filters = request.filters.match ? { ...request.filters, match: await q.materializeMatch(deps.db, request.filters.match) } : request.filters;
  const [pageRows, brands, price, inStock, names, tree, ...optionCounts] = await Promise.all([
    q.listMatchingPage(deps.db, filters, sort, perPage, (page - 1) * perPage),
    q.countBrands(deps.db, filters),
    q.measurePriceRange(deps.db, filters),
    q.countInStock(deps.db, filters),
    deps.optionNames(),
    deps.trees.get(lang),
    ...FILTER_OPTIONS.map((option) => q.countOptionValues(deps.db, filters, option)),
  ]);
  const total = pageRows[0]?.total ?? 0;
  const cards = await loadProductCards(deps.db, lang, pageRows.map((r) => r.id));
  const codes = FILTER_OPTIONS.flatMap((option, i) => optionCounts[i]!.map((c) => ({ option, code: c.code })));
  const labels = await listOptionValues(deps.db, codes);
  const didYouMean = total === 0 && request.didYouMean ? await request.didYouMean() : null;

  return {
    products: cards.map((row) => toProductCard(row, tree.byId)),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    facets: {
      brands,
      price: price.min === null || price.max === null ? null : { min: centsToAmount(price.min), max: centsToAmount(price.max) },
      options: FILTER_OPTIONS.map((option, i) => ({
        code: option,
        name: pickText(names[option], lang) || option,
        values: labels.filter((l) => l.option === option).flatMap((l) => {
          const count = optionCounts[i]!.find((c) => c.code === l.code)?.count ?? 0;
          return count > 0 ? [{ code: l.code, label: pickText(l.labels, lang) || l.code, swatch: l.swatch, count }] : [];
        }),
      })).filter((o) => o.values.length > 0),
      in_stock: inStock,
    },
    did_you_mean: didYouMean,
  };
}
