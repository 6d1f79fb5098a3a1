import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";
import { BUILD_AGAIN, CATALOG_CACHE_MAX_AGE_MS, createKeyedCache } from "#api/http/keyed-cache.ts";
import type { BestSellerCandidates, MatchBounds } from "./search.queries.ts";
import { buildPrefixQuery } from "./search-text.ts";
import { readTsquery } from "./tsquery-filter.ts";

/**
 * The catalogue's first best sellers, in the order of the walk a broad text's suggestions make (boundedNameMatches:
 * listing_products by sales, then by id), each with its sales and the lexemes of its name in one language (null
 * when it has no document in that language). A node keeps them, so that a broad text finds its best-selling matches
 * among them in memory instead of asking each one's search document by key ("caffe": 2,432 documents, 10 ms at a
 * million products; decision 020, 29). They are the first of the whole order, exactly: `complete` when they are
 * every listed product.
 */
export interface BestSellerNames {
  ids: number[];
  sold: number[];
  lexemes: (string[] | null)[];
  complete: boolean;
}

interface Row { id: number; sold: number; lexemes: string[] | null }

/** The rows of `walk` (product_id, sold_count), each with its name's lexemes in `lang`, asked by key. */
async function withLexemes(db: Database, lang: Locale, walk: SQL): Promise<Row[]> {
  const result = (await db.execute(sql`
    select w.product_id as id, w.sold_count as sold, d.lexemes from (${walk}) w left join lateral (
      select tsvector_to_array(d.name_vector) as lexemes from search_documents d
      where d.product_id = w.product_id and d.lang = ${lang} offset 0
    ) d on true
    order by w.sold_count desc nulls last, w.product_id`)) as unknown as { rows: Row[] };
  return result.rows;
}

/** One statement: the walk of listing_products' sales index for `count` products, and each one's name by key. */
export async function loadBestSellerNames(db: Database, lang: Locale, count: number): Promise<BestSellerNames> {
  // "nulls last" as listing_products_sold_idx has it, or the walk is a sort (search.queries.ts).
  const rows = await withLexemes(db, lang, sql`
    select l.product_id, l.sold_count from listing_products l order by l.sold_count desc nulls last, l.product_id limit ${count}`);
  return { ids: rows.map((r) => r.id), sold: rows.map((r) => r.sold), lexemes: rows.map((r) => r.lexemes), complete: rows.length < count };
}

/** Whether (sold, id) comes before the entry `i` of the names in the walk's order. */
const before = (names: BestSellerNames, sold: number, id: number, i: number) =>
  sold > names.sold[i]! || (sold === names.sold[i]! && id < names.ids[i]!);

/**
 * The names after a change of the products `ids`: they are read again (one statement, by key) and put where their
 * sales place them now, or left out when they are no longer listed or now come after the last one kept. BUILD_AGAIN
 * when fewer than `count` are left of an incomplete list: which product comes next is not known. At most `max` are
 * kept: the last go when products whose sales rose come in (the first `max` of the order are still exactly known),
 * so that the list does not grow with every order.
 */
export async function patchBestSellerNames(
  db: Database, lang: Locale, names: BestSellerNames, ids: number[], count: number, max = Number.POSITIVE_INFINITY,
): Promise<BestSellerNames | typeof BUILD_AGAIN> {
  const changed = new Set(ids);
  const kept: BestSellerNames = { ids: [], sold: [], lexemes: [], complete: names.complete };
  names.ids.forEach((id, i) => {
    if (changed.has(id)) return;
    kept.ids.push(id);
    kept.sold.push(names.sold[i]!);
    kept.lexemes.push(names.lexemes[i]!);
  });
  const now = await withLexemes(db, lang, sql`
    select l.product_id, l.sold_count from listing_products l
    where l.product_id = any(${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[])`);
  for (const row of now) {
    let at = kept.ids.length;
    while (at > 0 && before(kept, row.sold, row.id, at - 1)) at--;
    // Past the last one kept of an incomplete list: products not kept may come before it.
    if (at === kept.ids.length && !kept.complete) continue;
    kept.ids.splice(at, 0, row.id);
    kept.sold.splice(at, 0, row.sold);
    kept.lexemes.splice(at, 0, row.lexemes);
  }
  if (!kept.complete && kept.ids.length < count) return BUILD_AGAIN;
  if (kept.ids.length > max) {
    kept.ids.length = kept.sold.length = kept.lexemes.length = max;
    kept.complete = false;
  }
  return kept;
}

/**
 * Of the first `first` best sellers, those whose name may match the tsquery PostgreSQL printed as `tsquery`, in
 * their order, each with its place among them: every one that matches, and perhaps a few that do not (readTsquery), which the statement leaves out.
 * When the test is exact, the first `enough` are all the statement needs. null when the tsquery cannot be read here:
 * the statement walks the index then.
 */
export function bestSellerCandidates(names: BestSellerNames, tsquery: string, first: number, enough: number): BestSellerCandidates | null {
  const read = readTsquery(tsquery);
  if (!read) return null;
  const found: BestSellerCandidates = { ids: [], at: [] };
  const end = Math.min(first, names.ids.length);
  for (let i = 0; i < end && !(read.exact && found.ids.length >= enough); i++) {
    const lexemes = names.lexemes[i];
    if (lexemes && read.test(lexemes)) {
      found.ids.push(names.ids[i]!);
      found.at.push(i + 1);
    }
  }
  return found;
}

/**
 * matchProducts' `bestSellers` for a text as typed (`asYouType`, normalized) with `bounds`: the tsquery as PostgreSQL
 * reads the text (its stems, its stop words; one statement), then the kept best sellers that may match it. Twice the
 * `best` the statement keeps when the test is exact, as an exact SKU or EAN match among them is not counted again (an
 * EAN shared by more than `best` best sellers whose names hold it would leave the statement short). undefined when
 * the tsquery cannot be read here: the statement walks the index.
 */
export async function typedBestSellerCandidates(
  db: Database, lang: Locale, text: string, names: BestSellerNames, bounds: MatchBounds,
): Promise<BestSellerCandidates | undefined> {
  const result = (await db.execute(sql`
    select to_tsquery(vetrina_search_config(${lang}), vetrina_unaccent(${buildPrefixQuery(text)}))::text as q`)) as unknown as { rows: { q: string }[] };
  const tsquery = result.rows[0]?.q;
  if (tsquery === undefined) return undefined;
  return bestSellerCandidates(names, tsquery, bounds.bestSellers, 2 * bounds.best) ?? undefined;
}

/**
 * More best sellers than a walk reads are kept, so that a change that takes some out of the first `count` (a product
 * no longer sold, its sales lowered) still leaves `count` known: past this many taken out, they are read again.
 */
export const SPARE_BEST_SELLERS = 500;

/**
 * The first `count` best sellers' names per language, as a node keeps them (with SPARE_BEST_SELLERS more): read after
 * the first request that wanted them, and brought up to date after the first request that found a change of some
 * products' names, state or sales waiting (`products:…`, patchBestSellerNames); until then requests walk the index, as
 * before. Read again after a change of a whole table of theirs; an order's stock change (`offers:…`) leaves them.
 */
export function createBestSellerNames(db: Database, count: number) {
  const read = new WeakMap<Promise<BestSellerNames>, BestSellerNames>();
  const remember = (reading: Promise<BestSellerNames>) => {
    reading.then((value) => read.set(reading, value), () => {});
    return reading;
  };
  const names = createKeyedCache((lang: Locale) => remember(loadBestSellerNames(db, lang, count + SPARE_BEST_SELLERS)), CATALOG_CACHE_MAX_AGE_MS, {
    maxEntries: 5, searchTextOnly: true,
    tables: ["products", "product_translations", "variants", "listing_products", "search_documents"],
    patch: (ids) => (kept, lang) => patchBestSellerNames(db, lang, kept, ids, count, count + SPARE_BEST_SELLERS),
  });
  return {
    /**
     * The names if they are read and up to date, else undefined: the request walks the index, and then readies them
     * (`ready`), so that reading them never slows a request down.
     */
    kept(lang: Locale): BestSellerNames | undefined {
      const value = names.peek(lang);
      return value && read.get(value);
    },
    /** Reads the names, or brings them up to date, in the background. */
    ready(lang: Locale): void {
      // A failed read is not kept: a later request reads them again.
      remember(names.get(lang)).catch(() => {});
    },
  };
}
