import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import type { MatchBounds } from "#api/search/search.queries.ts";
import { copyOutBinary } from "#db/copy-out.ts";
import { decodeCopiedListingRecords, decodeListingRecords, type ListingRecords, type ListName } from "./listing-records.ts";

export type FacetName = "brand" | "price" | "in_stock" | `option:${string}`;

export interface ListingFilters {
  /**
   * Products in this category or any below it, hidden ones included: the same as "in one of the ids the
   * category tree shows at or below it", as that set always holds the category itself.
   */
  categoryId?: number;
  brandSlugs?: string[];
  priceMinCents?: number;
  priceMaxCents?: number;
  options?: Record<string, string[]>;
  inStock?: boolean;
  /** Applied to the records in memory (listing-records.ts: selectListRecords), not in SQL. */
  list?: ListName;
  /** A subquery yielding (product_id, rank) for a search; null when there is none. */
  match?: SQL | null;
}

export const NEW_DAYS = 60;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface ListingRows {
  /** The products in the category (all of them without one) or among the search matches, decoded. */
  records: ListingRecords;
  optionSets: Map<number, Record<string, string>>;
  /** Every brand, ordered by name as the database orders it. */
  brands: { id: number; slug: string; name: string }[];
  /** With a search: the rank of each product of `records`. */
  rank: Map<number, number> | null;
  /** With a search: its best matches before they were narrowed to the listable products of the category (SearchTop). */
  top?: SearchTop;
  /**
   * With a search that holds no name or code match: whether its matches are typo guesses (the text found nothing
   * else) rather than matches outside the name (a brand's, a category's words). Unknown: undefined.
   */
  typo?: boolean;
}

/**
 * A search's best MAX_SEARCH_MATCHES matches of any state, across the catalogue, before they are narrowed to the
 * listable products of its category: how many there were and the last of them (its rank and id; null when fewer).
 * What a kept search needs to tell whether a changed product would be among them (listing.ts: patchSearch).
 */
export interface SearchTop {
  matched: number;
  last: { rank: number; id: number } | null;
  /**
   * Every one of them with its rank, when they are few (at most MAX_MATCHES_KEPT): a change that leaves what a search
   * matches products by (`offers:…`, migration 0036) leaves these, and only those of them that changed are read again.
   */
  all?: Map<number, number>;
  /**
   * When they are more (up to MAX_SEARCH_MATCHES): each of them with its rank, by product id. A change of offers alone
   * leaves which products are among them and how they rank (a broad text's sample follows names and sales, decision
   * 020, 6), so only those of them that changed are read again; a change of products drops these (listing.ts).
   */
  ranks?: TopRanks;
}

/** A search's best matches of any state, sorted by product id, with their ranks (SearchTop's `ranks`). */
export interface TopRanks { ids: Int32Array; ranks: Float32Array }

/** The rank of a product among a search's best matches (SearchTop's `all` or `ranks`); undefined when not among them or not known. */
export function rankAmongTop(top: SearchTop, id: number): number | undefined {
  if (top.all) return top.all.get(id);
  if (!top.ranks) return undefined;
  const { ids, ranks } = top.ranks;
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = ids[middle]!;
    if (at === id) return ranks[middle];
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

/** A search of at most this many matches keeps them all, before they are narrowed (SearchTop's `all`). */
export const MAX_MATCHES_KEPT = 500;

/** Every option combination and every brand, beside a listing's records (ListingRows' optionSets and brands). */
const OPTION_SETS_AND_BRANDS = sql`(select json_agg(json_build_array(s.id, s.options)) from listing_option_sets s) as option_sets,
      (select json_agg(json_build_array(b.id, b.slug, b.name) order by b.name) from brands b) as brands`;

interface OptionSetsAndBrandsRow { option_sets: [number, Record<string, string>][] | null; brands: [number, string, string][] | null }

function decodeOptionSetsAndBrands(row: OptionSetsAndBrandsRow | undefined): Pick<ListingRows, "optionSets" | "brands"> {
  return {
    optionSets: new Map(row?.option_sets ?? []),
    brands: (row?.brands ?? []).map(([id, slug, name]) => ({ id, slug, name })),
  };
}

/** A list of the whole catalogue, read apart from every listable product's records (listing.ts). */
export type CatalogueList = Exclude<ListName, "all">;

/** The best sellers of the whole catalogue are its first this many by sales (the listing's sales index). */
export const MAX_BEST_SELLERS = 5000;

/**
 * The rows of each list of the whole catalogue, as SQL on listing_products: those selectListRecords keeps
 * (listing-records.ts), "new" a day early so that the kept rows hold the list however the clocks differ.
 */
const CATALOGUE_LISTS: Record<CatalogueList, SQL> = {
  featured: sql`l.is_featured`,
  offers: sql`l.has_offer`,
  bestseller: sql`l.sold_count > 0`,
  new: sql`l.created_at > now() - make_interval(days => ${NEW_DAYS + 1})`,
};

/** The most relevant matches a listing considers; beyond them a search is too broad to page through. */
export const MAX_SEARCH_MATCHES = 5000;

/**
 * How much of a search's matches is ranked (issue 23, decision 020): every name match of a text naming up to 5,000
 * products by name; a broader one ("olio" names 92,610 of 1,000,000 products) ranks the first 5,000 name matches
 * the index meets and its best sellers among the catalogue's first 1,000. Matches outside the name only when the
 * name matches do not fill 5,000, and the first 5,000 of them the index meets.
 * Ranking every match cost a broad search 85–110 ms at a million products, and grew with the catalogue.
 */
export const SEARCH_MATCH_BOUNDS: MatchBounds = { best: MAX_SEARCH_MATCHES, sample: MAX_SEARCH_MATCHES, bestSellers: 1000, others: MAX_SEARCH_MATCHES };

/**
 * The products a listing can show in a category and below (every listable product without one), or among
 * a search's matches, as one packed value: one statement reads them once, and the lists, the facets and the
 * page are counted from them (listing-records.ts, listing-facets.ts). Without a search the answer depends only
 * on the category, so listing.ts keeps it until the catalogue changes. A search runs in the same statement: its
 * best MAX_SEARCH_MATCHES matches (by rank, then id; of any state), joined to the listable products, their
 * ranks returned packed beside the records (int4 product id, float4 rank, big-endian). Two aggregates over the
 * same rows see them in the same order, so `offers` (one byte per record) lines up with `records`.
 */
export async function loadListingRows(
  db: Database, scope: Pick<ListingFilters, "categoryId" | "match"> & { catalogueList?: CatalogueList; brandId?: number }, options: { snapshot?: boolean } = {},
): Promise<ListingRows & { snapshot?: string | null }> {
  const where = scope.categoryId !== undefined ? sql`l.category_path_ids @> array[${scope.categoryId}::integer]`
    : scope.brandId !== undefined ? sql`l.brand_id = ${scope.brandId}`
    : scope.catalogueList ? CATALOGUE_LISTS[scope.catalogueList] : sql`true`;
  if (!scope.match) {
    // Copied row by row (db/copy-out.ts): a top-level category of 395,000 products at a million took 210–250 ms
    // aggregated into one base64 value. The option sets and brands are read after the records, so that they hold
    // every option set the records name (option sets are only ever added).
    const copied = await copyOutBinary(db, scope.catalogueList === "bestseller"
      ? sql`select l.record, l.has_offer from listing_products l where ${where}
          order by l.sold_count desc nulls last, l.product_id limit ${MAX_BEST_SELLERS}`
      : sql`select l.record, l.has_offer from listing_products l where ${where}`, options);
    const [row] = await rows<OptionSetsAndBrandsRow>(db, sql`select ${OPTION_SETS_AND_BRANDS}`);
    return { records: decodeCopiedListingRecords(copied.bytes), ...decodeOptionSetsAndBrands(row), rank: null, snapshot: copied.snapshot };
  }
  // The matches are looked up one by key ("offset 0" keeps the planner from merging them with the whole table).
  const [row] = await rows<OptionSetsAndBrandsRow & { records: string | null; offers: string | null; ranks: string | null; top: string | null; all_top: string | null }>(db, sql`
    with top as materialized (
      select product_id, rank::real as rank from (${scope.match}) m order by 2 desc, 1 limit ${MAX_SEARCH_MATCHES}
    )
    select encode(string_agg(l.record, ''::bytea), 'base64') as records,
      encode(string_agg(case when l.has_offer then '\\x01'::bytea else '\\x00'::bytea end, ''::bytea), 'base64') as offers,
      encode(string_agg(int4send(m.product_id) || float4send(m.rank), ''::bytea), 'base64') as ranks,
      -- How many, and the last of them (as the ranks, in binary: its text would not give the same float).
      (select encode(int4send(count(*)::int) || coalesce((select int4send(t.product_id) || float4send(t.rank) from top t
        order by t.rank, t.product_id desc limit 1), ''::bytea), 'base64') from top) as top,
      (select encode(string_agg(int4send(t.product_id) || float4send(t.rank), ''::bytea order by t.product_id), 'base64') from top t) as all_top,
      ${OPTION_SETS_AND_BRANDS}
    from top m
      cross join lateral (select l.record, l.has_offer from listing_products l where l.product_id = m.product_id and ${where} offset 0) l`);
  const top = Buffer.from(row?.top ?? "", "base64");
  const matched = top.byteLength >= 4 ? top.readInt32BE(0) : 0;
  return {
    records: decodeListingRecords(Buffer.from(row?.records ?? "", "base64"), Buffer.from(row?.offers ?? "", "base64")),
    ...decodeOptionSetsAndBrands(row),
    rank: decodeRanks(Buffer.from(row?.ranks ?? "", "base64")),
    top: {
      matched,
      last: matched >= MAX_SEARCH_MATCHES && top.byteLength >= 12 ? { id: top.readInt32BE(4), rank: top.readFloatBE(8) } : null,
      ...(matched <= MAX_MATCHES_KEPT ? { all: decodeRanks(Buffer.from(row?.all_top ?? "", "base64")) } : { ranks: decodeTopRanks(Buffer.from(row?.all_top ?? "", "base64")) }),
    },
  };
}

export interface ChangedListingRows {
  /** The changed products that are still listable, decoded; a changed product absent here is no longer listed. */
  records: ListingRecords;
  /** Per record of `records`, its categories and their ancestors (listing_products.category_path_ids). */
  paths: number[][];
  optionSets: ListingRows["optionSets"];
  brands: ListingRows["brands"];
}

/**
 * The listing rows of the given products, with their categories, and the option sets and brands as
 * loadListingRows reads them: what a kept category's records need to follow a change of those products alone.
 */
export async function loadChangedListingRows(db: Database, ids: number[]): Promise<ChangedListingRows> {
  const [row] = await rows<OptionSetsAndBrandsRow & { records: string | null; offers: string | null; paths: number[][] | null }>(db, sql`
    select encode(string_agg(l.record, ''::bytea order by l.product_id), 'base64') as records,
      encode(string_agg(case when l.has_offer then '\\x01'::bytea else '\\x00'::bytea end, ''::bytea order by l.product_id), 'base64') as offers,
      json_agg(l.category_path_ids order by l.product_id) as paths,
      ${OPTION_SETS_AND_BRANDS}
    from listing_products l where l.product_id = any(${`{${ids.join(",")}}`}::int[])`);
  return {
    records: decodeListingRecords(Buffer.from(row?.records ?? "", "base64"), Buffer.from(row?.offers ?? "", "base64")),
    paths: row?.paths ?? [],
    ...decodeOptionSetsAndBrands(row),
  };
}

/** Past this many changed products, a snapshot of the listing is read again whole rather than brought up to date. */
const MAX_SNAPSHOT_CHANGES = 20_000;

/** A row of listing_marks (migration 0030): its id, and its row version, which a restored or copied database lacks. */
export interface ListingMark { id: string; xmin: string }

/**
 * Marks a copy of records read in `snapshot`, once it is known to be kept (after the read's transaction: a backup
 * restored from between the two lacks the mark, and the copy is read whole again).
 */
export async function markListingSnapshot(db: Database, snapshot: string): Promise<ListingMark> {
  const [row] = await rows<ListingMark>(db, sql`insert into listing_marks (snapshot_xmin)
    values (pg_snapshot_xmin(${snapshot}::pg_snapshot)) returning id::text as id, xmin::text as xmin`);
  return row!;
}

/**
 * The products whose listing rows changed since `snapshot` (`pg_current_snapshot()` of the transaction that read a
 * category's records, `mark` written right after it; listing_changes, migration 0030): the changes it does not see, committed
 * before or after it was taken; and how long ago the mark was written (the database's clock). Null when the
 * snapshot cannot be brought up to date: its mark is gone or another (another database, a backup restored from
 * before it, a mark older than a week), or past a TRUNCATE, an import or MAX_SNAPSHOT_CHANGES products.
 */
export async function loadListingChangesSince(db: Database, snapshot: string, mark: ListingMark): Promise<{ ids: number[]; ageMs: number } | null> {
  const [row] = await rows<{ xmin: string | null; age_ms: number | null; ids: number[] | null }>(db, sql`
    select m.xmin::text as xmin, (extract(epoch from now() - m.at) * 1000)::float8 as age_ms,
      (select array_agg(distinct c.product_id) from listing_changes c
        where c.changed_xid >= pg_snapshot_xmin(${snapshot}::pg_snapshot)
          and not pg_visible_in_snapshot(c.changed_xid, ${snapshot}::pg_snapshot)) as ids
    from listing_marks m where m.id = ${mark.id}::uuid`);
  const ids = row?.ids ?? [];
  if (!row || row.xmin !== mark.xmin || ids.includes(0) || ids.length > MAX_SNAPSHOT_CHANGES) return null;
  return { ids, ageMs: Number(row.age_ms) };
}

/**
 * Forgets the marks older than a week, and the changes no kept snapshot can need: below the oldest snapshot a mark
 * stands for, and a day old (a node reading a category now writes its mark right after).
 */
export async function pruneListingChanges(db: Database): Promise<void> {
  await db.execute(sql`delete from listing_marks where at < now() - make_interval(days => 7)`);
  await db.execute(sql`delete from listing_changes where at < now() - make_interval(days => 1)
    and changed_xid < coalesce((select min(snapshot_xmin) from listing_marks), pg_snapshot_xmin(pg_current_snapshot()))`);
}

/** Where the "new" list starts: the database's now() less NEW_DAYS, in µs since 1970 as the records hold created_at. */
export async function loadNewSince(db: Database): Promise<number> {
  const [row] = await rows<{ since: string | number | bigint }>(db, sql`
    select (extract(epoch from now() - make_interval(days => ${NEW_DAYS})) * 1000000)::bigint as since`);
  return Number(row!.since);
}

/** int4 product id and float4 rank, big-endian, sorted by id: into two arrays. */
function decodeTopRanks(bytes: Buffer): TopRanks {
  const count = Math.floor(bytes.byteLength / 8);
  const ids = new Int32Array(count);
  const ranks = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    ids[i] = bytes.readInt32BE(8 * i);
    ranks[i] = bytes.readFloatBE(8 * i + 4);
  }
  return { ids, ranks };
}

function decodeRanks(bytes: Buffer): Map<number, number> {
  const rank = new Map<number, number>();
  for (let at = 0; at + 8 <= bytes.byteLength; at += 8) rank.set(bytes.readInt32BE(at), bytes.readFloatBE(at + 4));
  return rank;
}

/** Each brand's listable products (brand_counts, migration 0032), the brands without any left out. */
export async function loadBrandCounts(db: Database): Promise<Map<number, number>> {
  const found = await rows<{ brand_id: number; products: number }>(db, sql`select brand_id, products from brand_counts where products > 0`);
  return new Map(found.map((r) => [r.brand_id, r.products]));
}

/** Every brand's id by its slug. */
export async function loadBrandIds(db: Database): Promise<Map<string, number>> {
  const found = await rows<{ id: number; slug: string }>(db, sql`select id, slug from brands`);
  return new Map(found.map((r) => [r.slug, r.id]));
}
