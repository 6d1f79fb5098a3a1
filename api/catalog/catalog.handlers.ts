import { OpenAPIHono, type z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { settings } from "#db/schema/schema.ts";
import type { Locale } from "#domain/locale.ts";
import type { SearchTally } from "#api/search/popular-searches.ts";
import { amountToCents } from "#domain/money.ts";
import { ApiError } from "#api/http/errors.ts";
import { BUILD_AGAIN, CATALOG_CACHE_MAX_AGE_MS, createKeyedCache, keptThroughOffers } from "#api/http/keyed-cache.ts";
import { showsCatalogue, type ApiEnv } from "#api/http/request-context.ts";
import { ANY_PRODUCT, CATALOGUE, categoryTag, productTag } from "#domain/catalogue-tags.ts";
import { validationHook } from "#api/http/validation.ts";
import {
  getHighlightsRoute, getProductRoute, listBrandsRoute, listProductsRoute, resolvePathRoute, type CatalogHighlights,
} from "./catalog.routes.ts";
import { listBrands, type BrandRow } from "./brands.queries.ts";
import { createCategoryTreeCache } from "./category-tree.ts";
import { recordsStamp } from "./listing-records.ts";
import { buildProductList, createListingRecordSets, type ListingRequest, listingRecordsOf } from "./listing.ts";
import { toProductCard } from "./product-cards.ts";
import { listProductCards } from "./product-cards.queries.ts";
import { buildProductDetail } from "./product-detail.ts";
import { resolveCatalogPath } from "./resolve.ts";
import { suggestTerm } from "#api/search/search.queries.ts";
import { normalizeSearchQuery } from "#api/search/search-text.ts";
import { LISTING_QUERY } from "./catalog.query-schemas.ts";
import type { ProductDetail, Resolved } from "./catalog.schemas.ts";

const ROW_SIZE = 8;

type ListingQuery = z.infer<typeof LISTING_QUERY>;

/**
 * A product's page shows it and its related products' cards (domain/catalogue-tags.ts). Which products are related
 * (the best sellers of its category) is what the kept answer says, up to its age limit (catalog.handlers.ts: the
 * answer's patch): a page dropped for a change among them would be rendered again from the same answer.
 */
const productPageTags = (product: ProductDetail) => [productTag(product.id), ...product.related.map((r) => productTag(r.id))];

/**
 * What a resolved address shows: a category page its listing's counts, a product's page the product and its related
 * products, a shop page no product. A redirect is never kept as a page; it says any product.
 */
function resolvedTags(resolved: Resolved): string[] {
  if (resolved.kind === "category") return [categoryTag(resolved.category.id)];
  if (resolved.kind === "product") return productPageTags(resolved.product);
  return resolved.kind === "page" ? [] : [ANY_PRODUCT];
}

/**
 * A category's listing (its filters, sorts and pages) shows what its records hold, so a change in it or a product
 * moving in or out touches it (migration 0031 says which categories a change touched), and the cards of its page
 * (every product the page asked a card of, shown or not: one without a card in this language may get one). A
 * search, a list across the catalogue or a brand's page may show any product: the matches, the best sellers and
 * the other brands' counts follow every product.
 */
function listingTags(query: ListingQuery, shown: readonly number[]): string[] {
  if (query.category === undefined || query.q || (query.list !== undefined && query.list !== "all")) return [ANY_PRODUCT];
  return [categoryTag(query.category), ...shown.map(productTag)];
}

/** What the listing of a validated query asks (listing.ts). */
function toListingRequest(query: ListingQuery): ListingRequest {
  const options = Object.fromEntries((["size", "colour"] as const).flatMap((o) => (query[o] ? [[o, query[o]!]] : [])));
  return {
    filters: {
      ...(query.category !== undefined ? { categoryId: query.category } : {}),
      ...(query.brand ? { brandSlugs: query.brand } : {}),
      ...(query.price_min !== undefined ? { priceMinCents: amountToCents(query.price_min) } : {}),
      ...(query.price_max !== undefined ? { priceMaxCents: amountToCents(query.price_max) } : {}),
      options, inStock: query.in_stock ?? false, list: query.list,
    },
    search: query.q,
    brandFacet: query.brand_facet ?? true,
    sort: query.sort, page: query.page, perPage: query.per_page,
  };
}

/** "en:/a/b" → ["en", "/a/b"]: the language, then the rest (which may hold colons). */
function splitKey(key: string): [Locale, string] {
  const at = key.indexOf(":");
  return [key.slice(0, at) as Locale, key.slice(at + 1)];
}

export function catalogRoutes(deps: { db: Database; listingSnapshotDir?: string | undefined; searches?: SearchTally }) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  const trees = createCategoryTreeCache(deps.db);
  // A setting: a change of products (after every order) keeps it.
  const names = createKeyedCache<"all", Record<string, Record<string, string>>>(async () => {
    const [row] = await deps.db.select({ value: settings.value }).from(settings).where(eq(settings.key, "option_names"));
    return (row?.value ?? {}) as Record<string, Record<string, string>>;
  }, CATALOG_CACHE_MAX_AGE_MS, { tables: ["settings"] });
  const context = { db: deps.db, trees, optionNames: () => names.get("all"), recordSets: createListingRecordSets(deps.db, { snapshotDir: deps.listingSnapshotDir }) };
  // The rows change with new products and sales, not per request. Which products are the newest and the best sellers
  // follows their own rows: an order's stock changes only the cards of those it names.
  const highlights = createKeyedCache<Locale, CatalogHighlights>(async (lang) => {
    const [tree, newest, bestselling] = await Promise.all([
      trees.get(lang),
      listProductCards(deps.db, lang, { order: "newest", limit: ROW_SIZE }),
      listProductCards(deps.db, lang, { order: "bestselling", limit: ROW_SIZE }),
    ]);
    return { new: newest.map((r) => toProductCard(r, tree.byId)), bestsellers: bestselling.map((r) => toProductCard(r, tree.byId)) };
  }, CATALOG_CACHE_MAX_AGE_MS, { patch: keptThroughOffers((rows) => [...rows.new, ...rows.bestsellers].map((card) => card.id)) });

  // Which products are the newest and the best sellers follows what products there are and their sales; their cards,
  // their offers (decision 020, 30).
  app.openapi(getHighlightsRoute, async (c) => {
    const rows = await highlights.get(c.var.info.lang);
    showsCatalogue(c.var.info, [CATALOGUE, ...[...rows.new, ...rows.bestsellers].map((card) => productTag(card.id))]);
    return c.json({ data: rows }, 200);
  });

  // A brand's count of listable products does not follow their offers (a stock or price change lists or unlists none).
  const brandIndex = createKeyedCache<Locale, BrandRow[]>((lang) => listBrands(deps.db, lang), CATALOG_CACHE_MAX_AGE_MS, {
    patch: keptThroughOffers(() => []),
  });
  // Each brand's count of products follows what products there are, not their offers.
  app.openapi(listBrandsRoute, async (c) => {
    showsCatalogue(c.var.info, [CATALOGUE]);
    return c.json({ data: await brandIndex.get(c.var.info.lang) }, 200);
  });

  // Page views ask these again and again: answers are kept until the catalogue changes.
  const resolvedPaths = createKeyedCache((key: string) => {
    const [lang, path] = splitKey(key);
    return resolveCatalogPath(context, lang, path);
  }, CATALOG_CACHE_MAX_AGE_MS, { maxEntries: 5000 });
  // Issue 23: a change of some products builds again only the answers that show them, at their next read.
  const buildProduct = (key: string) => {
    const [lang, id] = splitKey(key);
    return buildProductDetail(context, lang, Number(id));
  };
  const products = createKeyedCache(buildProduct, CATALOG_CACHE_MAX_AGE_MS, {
    maxEntries: 2000,
    // A product's page shows it and its related products' cards (which ones are related may change meanwhile:
    // the age limit bounds that). One not found is looked for again.
    patch: (ids) => {
      const changed = new Set(ids);
      return async (detail) => (!detail || changed.has(detail.id) || detail.related.some((r) => changed.has(r.id)) ? BUILD_AGAIN : detail);
    },
  });
  // "Did you mean", for a search that found nothing: read by trigrams, kept as the search's matches are (listing.ts),
  // so that its other sorts and filters do not ask again. It reads names alone: a change of products that leaves what
  // a search matches them by (an order's stock) keeps it, any other, or of a table its words are read from, drops it
  // (search_documents follows these five).
  const corrections = createKeyedCache((key: string) => {
    const [lang, text] = splitKey(key);
    return suggestTerm(deps.db, lang, text);
  }, CATALOG_CACHE_MAX_AGE_MS, {
    maxEntries: 500, searchTextOnly: true,
    tables: ["products", "product_translations", "product_categories", "category_translations", "brands"],
  });
  const buildListing = (key: string) => {
    const [lang, query] = splitKey(key);
    return listProducts(lang, JSON.parse(query) as ListingQuery);
  };
  const listings = createKeyedCache(buildListing, CATALOG_CACHE_MAX_AGE_MS, {
    maxEntries: 2000,
    // A listing counted from a category's (or a list's, or a search's) kept records is current while they are the
    // same records at the same version: a product of another category changed nothing it shows. A search's is built
    // again after a change of what it matches products by: its "did you mean" may change.
    patch: (_ids, matched) => async (answer, key) => {
      const [lang, text] = splitKey(key);
      const query = JSON.parse(text) as ListingQuery;
      if (!answer.basis || (query.q && matched)) return BUILD_AGAIN;
      const rows = query.q ? await context.recordSets.search(lang, query.category, query.q)
        : (await listingRecordsOf(context, toListingRequest(query))).rows;
      return recordsStamp(rows.records) === answer.basis ? answer : BUILD_AGAIN;
    },
  });

  app.openapi(resolvePathRoute, async (c) => {
    const resolved = await resolvedPaths.get(`${c.var.info.lang}:${c.req.valid("query").path}`);
    if (!resolved) throw new ApiError(404, "NOT_FOUND", "No category or product has that address.");
    showsCatalogue(c.var.info, resolvedTags(resolved));
    return c.json({ data: resolved }, 200);
  });

  app.openapi(getProductRoute, async (c) => {
    const product = await products.get(`${c.var.info.lang}:${c.req.valid("param").id}`);
    if (!product) throw new ApiError(404, "NOT_FOUND", "There is no such product.");
    showsCatalogue(c.var.info, productPageTags(product));
    return c.json({ data: product }, 200);
  });

  async function listProducts(lang: Locale, query: ListingQuery) {
    if (query.category !== undefined && !(await trees.get(lang)).byId.has(query.category)) {
      throw new ApiError(404, "NOT_FOUND", "There is no such category.");
    }
    return buildProductList(context, lang, {
      ...toListingRequest(query),
      ...(query.q ? { didYouMean: () => corrections.get(`${lang}:${normalizeSearchQuery(query.q!)}`) } : {}),
    });
  }

  app.openapi(listProductsRoute, async (c) => {
    // The validated query, its keys in a fixed order, is the cache key: ?a=1&b=2 and ?b=2&a=1 are one answer.
    const query = c.req.valid("query");
    const canonical = JSON.stringify(Object.fromEntries(Object.entries(query).sort(([a], [b]) => a.localeCompare(b))));
    const { list, shown } = await listings.get(`${c.var.info.lang}:${canonical}`);
    showsCatalogue(c.var.info, listingTags(query, shown));
    // A search's first page is counted for the suggestions' popular searches (in memory; written once a minute).
    if (query.q && list.page === 1) deps.searches?.searched(c.var.info.lang, query.q, c.var.info.clientIp, list.total);
    return c.json({ data: list }, 200);
  });

  return app;
}
