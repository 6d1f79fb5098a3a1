import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";
import { buildPrefixQuery, normalizeSearchQuery, splitSearchWords } from "./search-text.ts";

/** Ranks by kind of match, so each kind sorts above the next whatever the score inside it. */
const EXACT_CODE_RANK = 3;
const NAME_MATCH_BONUS = 1;
/**
 * Typo matches are guesses: the closest hundred are plenty to browse. The cap also keeps the planner's
 * estimate of this fragment small, so the caller joins products by key rather than hashing the table.
 */
const MAX_TYPO_MATCHES = 100;
/**
 * They are the closest among the first this many close enough names the index meets: "spagetti" is close to
 * 6,000 names at 1,000,000 products, and comparing each cost 50 ms (issue 23).
 */
const MAX_TYPO_CANDIDATES = 1000;
/**
 * A longer text is not compared with the names by trigrams: its many trigrams made the index's work grow with the
 * catalogue (900 ms for "olio extravergine di olivaa" at 1,000,000 products). When nothing matches it, "did you
 * mean" (suggestTerm) corrects it word by word instead.
 */
const MAX_TYPO_WORDS = 2;

/** An active variant `v` whose SKU (as typed or upper-case) or EAN is the text: what ranks first in a search. */
const exactCode = (text: string): SQL => sql`v.is_active and (v.sku in (${text}, upper(${text})) or v.ean = ${text})`;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A SELECT yielding (product_id, rank), higher rank better, one row per product, for products of any
 * state: the caller's query filters active ones. Use it as `(${matchProducts(lang, q, bounds)}) m`.
 * Ranks, best first: an exact SKU or EAN (3); every word in the name (1 + ts_rank_cd, under 2);
 * the words anywhere in name, brand or categories (ts_rank_cd, under 1). Only when none of those
 * finds anything: the 100 names closest to the text by trigrams ("spagetti"), ranked by similarity.
 * `asYouType` reads the last word as a prefix ("olio extrav"), for suggestions; otherwise the text
 * has web-search syntax ("-word", "or", quotes). The caller reads only the best rows (by rank), and `bounds`
 * says how many, which keeps the work bounded whatever the catalogue's size (MatchBounds). `among` ranks only those
 * products, as they would rank among all the matches, with no typo matches (a kept search brought up to date after
 * they changed, api/catalog/listing.ts). It builds SQL and runs nothing.
 */
export function matchProducts(
  lang: Locale, q: string, bounds: MatchBounds,
  options: {
    asYouType?: boolean; among?: number[];
    /**
     * Which of the first `bounds.bestSellers` best sellers may match, in the walk's order (bestSellerCandidates, from
     * what the node keeps): asked by key instead of walking the index. The same rows as the walk's.
     */
    bestSellers?: BestSellerCandidates;
  } = {},
): SQL {
  const text = normalizeSearchQuery(q);
  if (!text || options.among?.length === 0) return sql`select null::int as product_id, null::real as rank where false`;
  // Only these products, each looked up by key (a kept search brought up to date after they changed): no more of them
  // than the name sample holds, so the best sellers' walk never starts.
  const among = (column: SQL) => (options.among ? sql`and ${column} = any(${sql.raw(`'{${options.among.map((id) => Math.trunc(id)).join(",")}}'`)}::int[])` : sql``);
  // Nor do the best sellers go first: only these products are ranked.
  const limits = options.among ? { ...bounds, sample: Math.max(bounds.sample, options.among.length), popularFirst: false } : bounds;
  const config = sql`vetrina_search_config(${lang})`;
  // The tsquery is built from constants, so the planner folds it once and can estimate it from statistics.
  const query = options.asYouType
    ? sql`to_tsquery(${config}, vetrina_unaccent(${buildPrefixQuery(text)}))`
    : sql`websearch_to_tsquery(${config}, vetrina_unaccent(${text}))`;
  const typed = sql`lower(vetrina_unaccent(${text}))`;
  // name_vector is the A-weighted part of search_vector: `name_vector @@ q` is `ts_filter(search_vector, '{a}') @@ q`.
  const rank = sql`(d.name_vector @@ ${query})::int * ${NAME_MATCH_BONUS} + ts_rank_cd(d.search_vector, ${query}, 32)`;
  const notExact = sql`not exists (select 1 from exact e where e.product_id = d.product_id)`;
  // Each product comes once: exact is distinct, named is a union, others excludes name matches, and typo reads
  // one document per product. Name matches rank at least 1, the others under 1: once the exact codes and the
  // name matches are `best` or more, no other match can be among the best, and the others' scan never starts
  // (a one-time filter). Fulltext, bounded, is kept for typo to ask whether anything matched (without exact it is
  // empty only when nothing matches): asking the index instead reads every match's entry of a broad text.
  return sql`
    with exact as (
      select distinct v.product_id from variants v
      where ${exactCode(text)} ${among(sql`v.product_id`)}
    ), ${boundedNameMatches(lang, query, rank, limits, sql`${notExact} ${among(sql`d.product_id`)}`, options.bestSellers)}, others as (
      select d.product_id, ${rank} as rank from search_documents d
      where (select count(*) from exact) + (select count(*) from named) < ${limits.best}
        and d.lang = ${lang} and d.search_vector @@ ${query} and not (d.name_vector @@ ${query}) and ${notExact} ${among(sql`d.product_id`)}
      -- limit null is no limit.
      limit ${limits.others}
    ), fulltext as materialized (
      select product_id, rank from named union all select product_id, rank from others
    ), typo as (
      select c.product_id, strict_word_similarity(${typed}, c.search_name) as rank from (
        select d.product_id, d.search_name from search_documents d
        where ${!options.among && splitSearchWords(text).length <= MAX_TYPO_WORDS} and not exists (select 1 from exact) and not exists (select 1 from fulltext)
          and d.lang = ${lang} and ${typed} <<% d.search_name
        limit ${MAX_TYPO_CANDIDATES}
      ) c
      order by rank desc, c.product_id limit ${MAX_TYPO_MATCHES}
    )
    select product_id, ${EXACT_CODE_RANK}::real as rank from exact
    union all select product_id, rank::real from fulltext
    union all select product_id, rank::real from typo`;
}

/**
 * Whether a text's `matched` matches (matchProducts', none of them a name or code match) are typo guesses, the names
 * closest to it by trigrams: then the text found no exact SKU or EAN and no document its words match (of any state,
 * as matchProducts reads them). Typo guesses are never more than MAX_TYPO_MATCHES, and asking whether a broad text
 * matches reads its whole bitmap ("rame toscano": 98,800 documents, 20 ms at a million products): not asked then.
 */
export async function areTypoGuesses(db: Database, lang: Locale, q: string, matched: number): Promise<boolean> {
  if (matched > MAX_TYPO_MATCHES) return false;
  const text = normalizeSearchQuery(q);
  if (!text) return false;
  const query = sql`websearch_to_tsquery(vetrina_search_config(${lang}), vetrina_unaccent(${text}))`;
  const [row] = await rows<{ found: boolean }>(db, sql`select
    exists (select 1 from variants v where ${exactCode(text)})
    or exists (select 1 from search_documents d where d.lang = ${lang} and (d.search_vector @@ ${query} or d.name_vector @@ ${query})) as found`);
  return !(row?.found ?? true);
}

/**
 * How much of a text's matches a caller that reads only the best `best` rows has ranked, so that no statement
 * reads or ranks every match of a broad text ("oli" names 98,000 of 1,000,000 products; issue 23).
 */
export interface MatchBounds {
  /** How many of the best-ranked rows the caller reads. */
  best: number;
  /**
   * Up to this many name matches are all ranked. A text naming more is broad: the first `sample` the index
   * meets stand for the rest, with the text's best sellers (below).
   */
  sample: number;
  /** A broad text's name matches among this many of the catalogue's best sellers are ranked too. */
  bestSellers: number;
  /** At most this many matches outside the name are ranked, when the name matches do not fill `best`; null: all. */
  others: number | null;
  /**
   * The best sellers first (suggestions): when `best` of the first `bestSellers` best sellers match by name, and the
   * place of the last of them in the walk says that the text matches more than `sample` listed products, they are the
   * name matches, and the name index is not asked for a sample; else the sample is taken as above, with them.
   */
  popularFirst?: boolean;
}

/** Best sellers that may match a text (best-sellers.ts), in the walk's order, each with its place in the walk (from 1). */
export interface BestSellerCandidates {
  ids: number[];
  at: number[];
}

/**
 * CTE `named` (product_id, rank): the products whose name matches, bounded. Up to `sample` matches are all
 * ranked. A broad text adds its `best` best-selling matches among the first `bestSellers` best sellers, found
 * by walking the listing's sales index and asking each product's document by key, to the `sample` matches met
 * first: the best of those by rank, then by sales, are shown. With `popularFirst`, the best sellers are looked for
 * first. When `best` of them match (with the exact codes), and the last of them comes early enough in the walk that
 * the text, matching as many listed products in that proportion, would match more than `sample`, they alone are the
 * name matches: the index's bitmap of every match of a broad text ("pa": 117,000 at a million products) is never
 * built (decision 020, 35). The listed products are counted by PostgreSQL's estimate of the table (`reltuples`, from
 * its last ANALYZE): a table never analyzed (-1) counts none, and the sample is taken.
 */
function boundedNameMatches(lang: Locale, query: SQL, rank: SQL, bounds: MatchBounds, notExact: SQL, bestSellers?: BestSellerCandidates): SQL {
  const broad = bounds.popularFirst ? sql`true` : sql`(select count(*) from name_sample) > ${bounds.sample}`;
  const sampled = bounds.popularFirst
    ? sql`((select count(*) from exact) + (select count(*) from best_sellers) < ${bounds.best}
        or (select max(ord) from best_sellers) * ${bounds.sample}::real
          >= ${bounds.best} * (select greatest(c.reltuples, 0) from pg_class c where c.oid = 'listing_products'::regclass))`
    : sql`true`;
  // The walk's rows and their order: the candidates the node found in its best sellers' names, or the sales index's.
  // Each with its place in the walk (the row number in the index's order, which keeps the walk a scan of the index).
  const [walk, order] = bestSellers
    ? [sql`select b.product_id, b.ord from unnest(${`{${bestSellers.ids.map((id) => Math.trunc(id)).join(",")}}`}::int[],
          ${`{${bestSellers.at.map((at) => Math.trunc(at)).join(",")}}`}::int[]) as b(product_id, ord)
        where ${broad}`, sql`w.ord`]
    // "nulls last" as listing_products_sold_idx has it (sold_count is never null), or the walk is a sort.
    : [sql`select l.product_id, l.sold_count, row_number() over (order by l.sold_count desc nulls last, l.product_id) as ord
        from listing_products l where ${broad}
        order by l.sold_count desc nulls last, l.product_id limit ${bounds.bestSellers}`, sql`w.sold_count desc nulls last, w.product_id`];
  const sample = sql`name_sample as materialized (
      select d.product_id, ${rank} as rank from search_documents d
      where ${sampled} and d.lang = ${lang} and d.name_vector @@ ${query} and ${notExact} limit ${bounds.sample + 1}
    )`;
  const sellers = sql`best_sellers as materialized (
      select w.product_id, named.rank, w.ord from (${walk}) w cross join lateral (
        select ${rank} as rank from search_documents d
        where d.product_id = w.product_id and d.lang = ${lang} and d.name_vector @@ ${query} offset 0
      ) named
      where not exists (select 1 from exact e where e.product_id = w.product_id)
      order by ${order} limit ${bounds.best}
    )`;
  // Each reads the one before it: the sample whether the best sellers were enough, or the best sellers whether the
  // sample was.
  return sql`${bounds.popularFirst ? sql`${sellers}, ${sample}` : sql`${sample}, ${sellers}`}, named as (
      -- A product in both comes once: its rank is the same in both.
      select product_id, rank from name_sample union select product_id, rank from best_sellers
    )`;
}

// Splits names into words; [:punct:] is ASCII only, so the typographic marks of the catalogue are listed.
const WORD_SEPARATORS = "[[:space:][:punct:]·–—’«»]+";
const MAX_CORRECTED_WORDS = 5;
const NAMES_PER_WORD = 20;
/** pg_trgm's own default for strict word similarity: below it, two words are more different than alike. */
const MIN_WORD_SIMILARITY = 0.5;

/**
 * "Did you mean": the text with each word replaced by the closest word (by trigrams) found in product,
 * category and brand names of that language, e.g. "spagetti" → "spaghetti"; null when no word changes
 * (or only in accents, which search ignores anyway) or nothing is close.
 */
export async function suggestTerm(db: Database, lang: Locale, q: string): Promise<string | null> {
  const words = splitSearchWords(normalizeSearchQuery(q)).slice(0, MAX_CORRECTED_WORDS);
  if (words.length === 0) return null;
  const [row] = await rows<{ term: string | null; changed: boolean }>(db, sql`
    with words as (
      -- A word the search documents know is kept as typed: only the others are looked up by trigrams, which reads
      -- the whole trigram index for a common word at a million products.
      select lower(vetrina_unaccent(w)) as w, lower(w) as as_typed, ord,
        exists (select 1 from search_documents k where k.lang = ${lang} and k.search_vector @@ plainto_tsquery(vetrina_search_config(${lang}), vetrina_unaccent(w))) as known
      from unnest(array[${sql.join(words.map((w) => sql`${w}::text`), sql`, `)}]) with ordinality as x(w, ord)
    ), names as (
      select n.name from words cross join lateral (
        -- Any few names will do, as the closest word is picked below: stopping early keeps a common word cheap.
        (select t.name from search_documents d join product_translations t on t.product_id = d.product_id and t.lang = d.lang
          where d.lang = ${lang} and words.w <<% d.search_name limit ${NAMES_PER_WORD})
        union all
        select ct.name from category_translations ct
        where ct.lang = ${lang} and strict_word_similarity(words.w, lower(vetrina_unaccent(ct.name))) >= ${MIN_WORD_SIMILARITY}
        union all
        select b.name from brands b where b.is_active and strict_word_similarity(words.w, lower(vetrina_unaccent(b.name))) >= ${MIN_WORD_SIMILARITY}
      ) n where length(words.w) >= 3 and not words.known
    ), vocabulary as (
      select distinct lower(w) as w, lower(vetrina_unaccent(w)) as plain
      from names, regexp_split_to_table(names.name, ${WORD_SEPARATORS}) w where length(w) >= 3
    ), corrected as (
      select words.ord, words.w as typed, case when words.known then words.as_typed else coalesce(best.w, words.w) end as w
      from words left join lateral (
        select v.w from vocabulary v where similarity(v.plain, words.w) >= ${MIN_WORD_SIMILARITY}
        order by similarity(v.plain, words.w) desc, v.w limit 1
      ) best on not words.known
    )
    select string_agg(w, ' ' order by ord) as term, bool_or(lower(vetrina_unaccent(w)) <> typed) as changed from corrected`);
  return row?.changed && row.term ? row.term : null;
}
