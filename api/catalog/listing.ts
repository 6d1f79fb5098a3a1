import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";
import { centsToAmount } from "#domain/money.ts";
import { BUILD_AGAIN, CATALOG_CACHE_MAX_AGE_MS, createKeyedCache, listingRecordsBudget } from "#api/http/keyed-cache.ts";
import { pickText } from "#api/settings/settings.build.ts";
import type { ProductList } from "./catalog.schemas.ts";
import type { CategoryTreeCache } from "./category-tree.ts";
import { countFacets, indexWantedBrands, restoreCounts, saveCounts } from "./listing-facets.ts";
import { isListed, type ListName, recordsStamp, selectListRecords, spliceListingRecords } from "./listing-records.ts";
import * as q from "./listing.queries.ts";
import { toProductCard } from "./product-cards.ts";
import { loadProductCards } from "./product-cards.queries.ts";
import { copyColumns, createListingSnapshots, MIN_SNAPSHOT_RECORDS } from "./listing-snapshots.ts";
import { listOptionValues } from "./product-detail.queries.ts";
import { areTypoGuesses, matchProducts } from "#api/search/search.queries.ts";
import { normalizeSearchQuery } from "#api/search/search-text.ts";

/** The variant options a listing can filter by, in the order the filters show. */
export const FILTER_OPTIONS = ["size", "colour"] as const;

export interface ListingDeps {
  db: Database;
  trees: CategoryTreeCache;
  optionNames: () => Promise<Record<string, Record<string, string>>>;
  recordSets: ListingRecordSets;
}

/** At most this many categories' records are kept; together they hold each product about once per level. */
const MAX_RECORD_SETS = 64;
/** At most this many searches' matches are kept (up to 5,000 records each, in the answers' budget). */
const MAX_SEARCHES = 200;
/**
 * A kept search is built again past this many changes waiting on it: each is one statement when it is next read
 * (2–5 ms for "olio" at a million products), and building it again about 27.
 */
const MAX_SEARCH_PATCHES = 8;

/**
 * The tables a search's matches are read from: the search documents' own (migration 0006), the variants (an exact
 * code), the categories (the listing's paths) and the listing. A change of another table (a setting, a page, a
 * delivery method) keeps them.
 */
export const SEARCH_TABLES: readonly string[] = [
  "products", "product_translations", "product_categories", "variants", "categories", "category_translations", "brands", "listing_products",
];

/**
 * Which records a set holds: a category's (0: every listable product), a list's across the whole catalogue, or a
 * brand's (`brand-12`: its page without other filters).
 */
type RecordScope = number | q.CatalogueList | BrandScope;
type BrandScope = `brand-${number}`;

const brandScope = (id: number): BrandScope => `brand-${id}`;
const isBrandScope = (scope: RecordScope): scope is BrandScope => typeof scope === "string" && scope.startsWith("brand-");
const brandOf = (scope: BrandScope): number => Number(scope.slice("brand-".length));

/** Whether a changed product's listing row `i` of `now` belongs in a set of that scope. */
function inScope(scope: RecordScope, now: q.ChangedListingRows, i: number): boolean {
  if (typeof scope === "number") return scope === 0 || now.paths[i]!.includes(scope);
  if (isBrandScope(scope)) return now.records.brand[i] === brandOf(scope);
  // "new" a day early, as the SQL reads it: the list itself is counted per request (selectListRecords).
  return isListed(now.records, i, scope, (Date.now() - (q.NEW_DAYS + 1) * 86_400_000) * 1000);
}

/**
 * The decoded records of each category (key 0: every listable product), kept until the listing changes: a
 * listing without a search then reads no records from the database, only its page's cards. Lists, filters and
 * sorts are applied to them per request. When only some products changed (a stock or price change after an
 * order, a category moved), their rows are read once, at the next read of a kept category, and spliced into its
 * records (issue 23: a top-level category of 395,000 products is not read again). They are read from
 * listing_products, which names the products whose rows changed (migration 0029), and from the brands; the
 * option sets come with the rows that use them. A notification naming any other table (a setting, a page, a
 * translation) leaves them as they are, one naming the brands re-reads the brands, one naming the listing drops
 * them. Past their age, or when changes may have been missed, they are served while read again in the background.
 * A list of the whole catalogue (the offers, the best sellers…) has a set of its own rows: every listable product's
 * records (40 MiB at a million products) may not fit the answers' budget, and would be read for each request; the
 * best sellers are the first MAX_BEST_SELLERS, read again after any change of products (about 10 ms).
 */
export function createListingRecordSets(db: Database, options: { snapshotDir?: string | undefined; minSnapshotRecords?: number } = {}) {
  const readWhole = (scope: RecordScope, snapshot = false) => q.loadListingRows(db,
    isBrandScope(scope) ? { brandId: brandOf(scope) }
      : typeof scope === "string" ? { catalogueList: scope } : scope ? { categoryId: scope } : {}, { snapshot });
  /** What the kept records of `scope` need when the products `ids` changed: read once per notification, applied per set. */
  const patchFor = (ids: number[]) => {
    let changed: Promise<q.ChangedListingRows> | undefined;
    return async (kept: q.ListingRows, scope: RecordScope): Promise<q.ListingRows> => {
      // Whether a changed product is now among the first best sellers depends on the others': read again.
      if (scope === "bestseller" && ids.length) return load(scope);
      changed ??= q.loadChangedListingRows(db, ids);
      const now = await changed;
      const rows = now.paths.flatMap((_path, i) => (inScope(scope, now, i) ? [i] : []));
      const records = ids.length ? spliceListingRecords(kept.records, new Set(ids), now.records, rows) : kept.records;
      if (records !== kept.records) return { records, optionSets: now.optionSets, brands: now.brands, rank: null };
      // Written over in place: a request holding `kept` counts the new records with the option sets and brands they use.
      Object.assign(kept, { optionSets: now.optionSets, brands: now.brands });
      return kept;
    };
  };
  const snapshots = options.snapshotDir ? createListingSnapshots(options.snapshotDir) : null;
  const minRecords = options.minSnapshotRecords ?? MIN_SNAPSHOT_RECORDS;
  /** Reads the scope whole, and keeps a large one in its file with the snapshot it was read in and a mark. */
  async function readAndKeep(scope: RecordScope): Promise<q.ListingRows> {
    const whole = await readWhole(scope, true);
    const { records, snapshot } = whole;
    if (snapshots && snapshot && records.count >= minRecords) {
      // Copied before anything waits: a change applied to the records meanwhile must not reach this snapshot's file.
      // So are their counts without filters, which a listing of them then reads as kept (listing-facets.ts).
      const kept = { ...copyColumns(records), counts: saveCounts(records, { facetOptions: FILTER_OPTIONS, optionSets: whole.optionSets }) };
      // A cache: a node that cannot mark or write its file reads the category whole at its next start.
      void q.markListingSnapshot(db, snapshot).then((mark) => snapshots.write(scope, { ...kept, snapshot, mark })).catch(() => {});
    }
    return whole;
  }
  /**
   * A large category's records from this node's file and the products changed since (listing-snapshots.ts), else
   * read whole. The best sellers depend on every product's sales: no file.
   */
  async function load(scope: RecordScope): Promise<q.ListingRows> {
    if (!snapshots || scope === "bestseller") return readWhole(scope);
    const file = await snapshots.read(scope);
    // A snapshot text the database cannot read is as good as no file.
    const changed = file && await q.loadListingChangesSince(db, file.snapshot, file.mark).catch(() => null);
    if (!file || !changed) return readAndKeep(scope);
    // Past the answers' age limit the file is renewed in the background, so that the changes to apply stay few.
    if (changed.ageMs > CATALOG_CACHE_MAX_AGE_MS) void readAndKeep(scope).catch(() => {});
    // The counts saved with the records, before the changes since are applied to both (or counted at the first listing).
    restoreCounts(file.records, file.counts);
    return patchFor(changed.ids)({ records: file.records, optionSets: new Map(), brands: [], rank: null }, scope);
  }
  const sets = createKeyedCache(load,
    CATALOG_CACHE_MAX_AGE_MS, {
      maxEntries: MAX_RECORD_SETS,
      budget: listingRecordsBudget,
      tables: ["listing_products"],
      // A brand renamed or added: the records are the same, the brands beside them are read again.
      patchTables: ["brands"],
      refresh: true,
      patch: patchFor,
    });
  const brandIds = createKeyedCache<"all", Map<string, number>>(() => q.loadBrandIds(db), CATALOG_CACHE_MAX_AGE_MS, { tables: ["brands"] });
  // A search's best matches with their records and ranks, per language, category and text: its other pages, sorts,
  // page sizes and filters count the same matches (at a million products the match is most of a search's time).
  // A change of some products ranks those products again (patchSearch); a change of a table they are read from drops them.
  const matchesOf = async (key: string, among?: number[]) => {
    const { lang, categoryId, text } = JSON.parse(key) as { lang: Locale; categoryId: number | null; text: string };
    const match = matchProducts(lang, text, q.SEARCH_MATCH_BOUNDS, among ? { among } : {});
    const scope = { ...(categoryId !== null ? { categoryId } : {}), match };
    if (among) return q.loadListingRows(db, scope);
    // Matches without a name or code match are typo guesses or matches outside the name (patchSearch needs to know),
    // asked in the snapshot the matches were read in: an edit committed between the two must not tell them apart.
    return db.transaction(async (tx) => {
      const rows: q.ListingRows = await q.loadListingRows(tx as unknown as Database, scope);
      if (rows.rank && rows.rank.size > 0 && rows.top && !matchesByName(rows.rank)) {
        rows.typo = await areTypoGuesses(tx as unknown as Database, lang, text, rows.top.matched);
      }
      return rows;
    }, { isolationLevel: "repeatable read", accessMode: "read only" });
  };
  // Of the products `ids`, those listed in the search's category now, with their records.
  const listedNow = async (key: string, ids: number[]): Promise<ListedNow> => {
    const { categoryId } = JSON.parse(key) as { categoryId: number | null };
    const now = await q.loadChangedListingRows(db, ids);
    return { ...now, rows: now.paths.flatMap((path, i) => (categoryId === null || path.includes(categoryId) ? [i] : [])) };
  };
  const searches = createKeyedCache((key: string) => matchesOf(key), CATALOG_CACHE_MAX_AGE_MS, {
    maxEntries: MAX_SEARCHES,
    maxPending: MAX_SEARCH_PATCHES,
    tables: SEARCH_TABLES,
    patch: (ids, matched) => (kept, key) => (!matched && (kept.top?.all || kept.top?.ranks)
      ? keepMatches(kept, (id) => q.rankAmongTop(kept.top!, id), ids, (changed) => listedNow(key, changed))
      : patchSearch(kept, ids, () => matchesOf(key, ids))),
  });
  return {
    get: (categoryId: number | undefined, list: ListName = "all") => sets.get(categoryId === undefined && list !== "all" ? list : categoryId ?? 0),
    /** A brand's own records (its page without other filters). */
    getBrand: (brandId: number) => sets.get(brandScope(brandId)),
    brandId: async (slug: string) => (await brandIds.get("all")).get(slug),
    /** The best matches of a shopper's text in a language (within a category), with their ranks. */
    search: (lang: Locale, categoryId: number | undefined, text: string) =>
      searches.get(JSON.stringify({ lang, categoryId: categoryId ?? null, text: normalizeSearchQuery(text) })),
  };
}

export type ListingRecordSets = ReturnType<typeof createListingRecordSets>;

/** Some changed products as a category lists them now (loadChangedListingRows): `rows` are those of the category. */
type ListedNow = q.ChangedListingRows & { rows: number[] };

/**
 * A kept search's matches, its best ones all known with their ranks (SearchTop's `all` or `ranks`: `rankOf`), after a
 * change of the products `ids` that left what a search matches them by (`offers:…`: an order's stock, a new price, a
 * stock feed): the same best matches with the same ranks, so the same typo guesses too, and none for a text that
 * matched nothing. Only those of them that changed are read again (`listedNow`), and each is kept, written over or
 * dropped as its category lists it now; none changed, none is read.
 */
export async function keepMatches(kept: q.ListingRows, rankOf: (id: number) => number | undefined, ids: number[], listedNow: (ids: number[]) => Promise<ListedNow>): Promise<q.ListingRows> {
  const changed = ids.filter((id) => rankOf(id) !== undefined);
  if (changed.length === 0) return kept;
  const now = await listedNow(changed);
  const rank = new Map(kept.rank);
  for (const id of changed) rank.delete(id);
  for (const i of now.rows) rank.set(now.records.id[i]!, rankOf(now.records.id[i]!)!);
  const records = spliceListingRecords(kept.records, new Set(changed), now.records, now.rows);
  // Written over in place: a request holding `kept` counts the new records with the option sets they use.
  if (records === kept.records) Object.assign(kept, { optionSets: now.optionSets, brands: now.brands });
  return { ...kept, records, optionSets: now.optionSets, brands: now.brands, rank };
}

/** Whether the matches hold a product other than `ids`. */
function holdsUnchanged(rank: Map<number, number>, ids: number[]): boolean {
  const changed = new Set(ids);
  for (const id of rank.keys()) if (!changed.has(id)) return true;
  return false;
}

/** Whether a search's matches hold a name or code match (rank above 1): then they are not typo guesses. */
function matchesByName(rank: Map<number, number>): boolean {
  for (const value of rank.values()) if (value > 1) return true;
  return false;
}

/**
 * A kept search's matches after the products `ids` changed (an order's stock, an edit): those products are ranked
 * again alone (`rankChanged`: matchProducts' `among`, narrowed to the listable products of the category) and each
 * is written over (in place when it keeps its variants), dropped or added as it now matches, as a whole search would
 * keep it. A whole search keeps its best MAX_SEARCH_MATCHES matches across the catalogue (`top`) and then narrows
 * them to its category's listable products:
 * - fewer than that matched: every match is among them, so each changed product is taken as it now ranks (and
 *   the search built again when it would reach the limit);
 * - as many: a changed product is taken only while it ranks above the last of them; a kept one no longer found
 *   or fallen below, or another one risen above, makes the search built again, as which others are in would change
 *   (a broad text's sample is the search's own, decision 020, 6: this is rare, an order changes no rank).
 * A search of typo guesses is built again: a change may give the text a match of another kind, or another product
 * a name closer to it. A search of matches outside the name alone ("rame toscano": a brand's words) is brought up to
 * date as one of name matches is, while it holds a product that did not change: that one still matches, so a whole
 * search would not fall to typo guesses either.
 */
export async function patchSearch(kept: q.ListingRows, ids: number[], rankChanged: () => Promise<q.ListingRows>): Promise<q.ListingRows | typeof BUILD_AGAIN> {
  if (!kept.rank || !kept.top) return BUILD_AGAIN;
  const byName = matchesByName(kept.rank);
  if (!byName && (kept.typo !== false || !holdsUnchanged(kept.rank, ids))) return BUILD_AGAIN;
  const now = await rankChanged();
  const { last } = kept.top;
  const above = (id: number, value: number) => !last || value > last.rank || (value === last.rank && id < last.id);
  const rank = new Map(kept.rank);
  let matched = kept.top.matched;
  for (const id of ids) {
    const value = now.rank!.get(id);
    const held = rank.has(id);
    if (value === undefined) {
      if (held && last) return BUILD_AGAIN;
      rank.delete(id);
    } else if (!above(id, value)) {
      if (held) return BUILD_AGAIN;
    } else {
      if (last && !held) return BUILD_AGAIN;
      // Counted as a new match even when it matched before (not listable then): past the limit, built again.
      if (!held && ++matched > q.MAX_SEARCH_MATCHES) return BUILD_AGAIN;
      rank.set(id, value);
    }
  }
  // Its name matches all gone: a whole search may find only typo guesses.
  if (byName && !matchesByName(rank)) return BUILD_AGAIN;
  const rows = [];
  for (let i = 0; i < now.records.count; i++) if (rank.has(now.records.id[i]!)) rows.push(i);
  const records = spliceListingRecords(kept.records, new Set(ids), now.records, rows);
  // Written over in place: a request holding `kept` counts the new records with the option sets they use.
  if (records === kept.records) Object.assign(kept, { optionSets: now.optionSets, brands: now.brands });
  // Every match known while they are few: the changed products as they rank now among all of them, of any state. Then
  // they are also the exact count of the matches (`matched` above counts those the category lists, and errs high).
  const known = kept.top.all && now.top?.all ? new Map(kept.top.all) : null;
  if (known) {
    for (const id of ids) known.delete(id);
    for (const [id, value] of now.top!.all!) known.set(id, value);
  }
  const top = known
    ? { matched: known.size, last, ...(known.size <= q.MAX_MATCHES_KEPT ? { all: known } : {}) }
    : { matched, last };
  return { records, optionSets: now.optionSets, brands: now.brands, rank, top, ...(kept.typo !== undefined ? { typo: kept.typo } : {}) };
}

export interface ListingRequest {
  filters: Omit<q.ListingFilters, "match">;
  /** The shopper's text, when the listing is a search. */
  search?: string | undefined;
  /**
   * Whether the answer counts the brands (`facets.brands`; true unless said). A brand's own page offers no other
   * brand: without them, it is counted from that brand's records alone, whatever its other filters.
   */
  brandFacet?: boolean;
  sort: string; page: number; perPage: number; didYouMean?: () => Promise<string | null>;
}

/**
 * Whether the listing is one brand's across the whole catalogue (no category, list or search) that its own records
 * answer: when the other brands are not counted, or are counted without other filters (their kept counts).
 */
function brandPage({ filters, search, brandFacet = true }: ListingRequest): boolean {
  if (search || filters.categoryId !== undefined || (filters.list ?? "all") !== "all" || filters.brandSlugs?.length !== 1) return false;
  return !brandFacet || (!filters.inStock && filters.priceMinCents === undefined && filters.priceMaxCents === undefined
    && Object.values(filters.options ?? {}).every((values) => values.length === 0));
}

/**
 * The records a listing (not a search) counts from, and the brand whose own records they are: a category's or a
 * list's, or a brand's on its page (brandPage). What an answer's basis (recordsStamp) is read from.
 */
export async function listingRecordsOf(deps: Pick<ListingDeps, "recordSets">, request: ListingRequest): Promise<{ rows: q.ListingRows; brandId: number | undefined }> {
  const { filters } = request;
  const brandId = brandPage(request) ? await deps.recordSets.brandId(filters.brandSlugs![0]!) : undefined;
  const rows = await (brandId !== undefined ? deps.recordSets.getBrand(brandId) : deps.recordSets.get(filters.categoryId, filters.list));
  return { rows, brandId };
}

/**
 * One page of products with the counts each filter would leave (each facet ignores its own filter), and what it was
 * counted from: the stamp of the kept records of its category, list or search (recordsStamp). The answer stays current
 * while they have the same stamp, that is while no product of them changed (and, for a search, while what it matches
 * products by did not change: its "did you mean" is read from that).
 * `shown`: the products of the page, those without a card in the language included.
 */
export async function buildProductList(deps: ListingDeps, lang: Locale, request: ListingRequest): Promise<{ list: ProductList; basis: string | null; shown: number[] }> {
  const { filters, sort, page, perPage, brandFacet = true } = request;
  // A brand's page counts from that brand's records: the whole catalogue's are not needed (decision 020, 16 and 25).
  // A search's matches, read in one statement with their records, and a category's records are kept in memory.
  const [{ rows: listing, brandId }, names, tree, newSince] = await Promise.all([
    request.search ? { rows: await deps.recordSets.search(lang, filters.categoryId, request.search), brandId: undefined } : listingRecordsOf(deps, request),
    deps.optionNames(),
    deps.trees.get(lang),
    filters.list === "new" ? q.loadNewSince(deps.db) : null,
  ]);
  // Read before counting: records written over while the cards load make this answer out of date. A brand's page
  // that shows the other brands' counts follows every product: it has no basis, and is built again. A search's is
  // its matches' records (which a change of what it matches by builds again, decision 020, 28).
  const basis = brandId !== undefined && brandFacet ? null : recordsStamp(listing.records);
  // A brand's own records are all of the brand: not filtered again, so that its page without other filters reads the
  // counts kept beside them (countUnfiltered), unless the other brands are counted too.
  const brandIds = filters.brandSlugs?.length && !(brandId !== undefined && !brandFacet)
    ? new Set(listing.brands.filter((b) => filters.brandSlugs!.includes(b.slug)).map((b) => b.id)) : null;
  const counts = countFacets(listing.records, {
    rows: selectListRecords(listing.records, filters.list ?? "all", newSince),
    brandIds,
    ...(filters.priceMinCents !== undefined ? { priceMinCents: filters.priceMinCents } : {}),
    ...(filters.priceMaxCents !== undefined ? { priceMaxCents: filters.priceMaxCents } : {}),
    inStock: filters.inStock ?? false,
    options: filters.options ?? {},
    facetOptions: FILTER_OPTIONS,
    optionSets: listing.optionSets,
    sort, rank: listing.rank, limit: perPage, offset: (page - 1) * perPage,
  });
  const { total, price, inStock } = counts;
  const brandCounts = !brandFacet ? new Map<number, number>() : brandId === undefined ? counts.brandCounts
    : new Map([...await q.loadBrandCounts(deps.db), ...counts.brandCounts]);
  const brands = listing.brands.flatMap((b) => {
    const count = brandCounts.get(b.id);
    return count ? [{ slug: b.slug, name: b.name, count }] : [];
  });
  const codes = FILTER_OPTIONS.flatMap((option, i) => [...counts.optionCounts[i]!.keys()].map((code) => ({ option, code })));
  const [cards, labels] = await Promise.all([loadProductCards(deps.db, lang, counts.pageIds), listOptionValues(deps.db, codes)]);
  // Once this answer is built: a listing by brand and stock counted every record, and the next ones need not.
  if (brandIds && filters.inStock) setImmediate(indexWantedBrands, listing.records);
  const didYouMean = total === 0 && request.didYouMean ? await request.didYouMean() : null;

  const list: ProductList = {
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
          const count = counts.optionCounts[i]!.get(l.code) ?? 0;
          return count > 0 ? [{ code: l.code, label: pickText(l.labels, lang) || l.code, swatch: l.swatch, count }] : [];
        }),
      })).filter((o) => o.values.length > 0),
      in_stock: inStock,
    },
    did_you_mean: didYouMean,
  };
  return { list, basis, shown: counts.pageIds };
}
