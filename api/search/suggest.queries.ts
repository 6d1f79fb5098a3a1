import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";
import { type BestSellerNames, typedBestSellerCandidates } from "./best-sellers.ts";
import { type MatchBounds, matchProducts } from "./search.queries.ts";
import { buildPrefixQuery, normalizeSearchQuery } from "./search-text.ts";

/**
 * How alike a category or brand name must be to what is typed, from 0 to 1: a name whose words start
 * with the typed ones scores 1 ("pent" → "Pentole", "pentola" → "Pentole" through stemming), else its
 * closest stretch by trigrams. Below this, a one-letter slip in a long word still passes, while
 * "spag" no longer brings up "spalmabili" (0.6).
 */
const MIN_NAME_SCORE = 0.65;

/** The score above, in SQL, for a name column. */
function scoreName(lang: Locale, text: string, name: SQL): SQL {
  const config = sql`vetrina_search_config(${lang})`;
  return sql`greatest(
    (to_tsvector(${config}, vetrina_unaccent(${name})) @@ to_tsquery(${config}, vetrina_unaccent(${buildPrefixQuery(text)})))::int,
    word_similarity(lower(vetrina_unaccent(${text})), lower(vetrina_unaccent(${name}))))`;
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A one-character prefix matches most of the catalogue and says little about what the shopper wants:
 * products wait for the second character (categories and brands do not).
 */
const MIN_PRODUCT_QUERY_LENGTH = 2;

/**
 * How many of the best-ranked matches are candidates: the shown products are the best of them by rank
 * and then by sales, with every match tied on rank at the cut kept, so only inactive products can shorten the list.
 */
const PRODUCT_CANDIDATES = 30;

/**
 * A text that 30 of the catalogue's first 3,000 best sellers match by name, early enough in their order to say that it
 * matches more than 1,000 listed products, suggests the best of those 30 (a broad text: "pa", "olio"). Any other ranks
 * all of its first 1,000 name matches, with its best sellers among the first 3,000 (at most about 4,000 documents read
 * at 1,000,000 products; decision 020, 2 and 35); matches outside the name only when fewer than 30 names match, and all
 * of them.
 */
const SUGGESTION_BOUNDS: MatchBounds = { best: PRODUCT_CANDIDATES, sample: 1000, bestSellers: 3000, others: null, popularFirst: true };

/**
 * How many of the catalogue's best sellers a node keeps the names of for suggestions (BestSellerNames): those the
 * walk of a broad text reads (and SPARE_BEST_SELLERS more).
 */
export const SUGGESTION_BEST_SELLERS = SUGGESTION_BOUNDS.bestSellers;

/**
 * Active products with something to sell that match the text as typed, best first: a broad text that 30 of the
 * catalogue's first SUGGESTION_BEST_SELLERS best sellers match, the best of those 30 (SUGGESTION_BOUNDS). With the names of those
 * best sellers (`bestSellers`), its best-selling matches are found among them, not by walking the index: the same
 * products, fewer documents read.
 */
export async function listSuggestedProductIds(db: Database, lang: Locale, q: string, limit: number, bestSellers?: BestSellerNames): Promise<number[]> {
  const text = normalizeSearchQuery(q);
  if (text.length < MIN_PRODUCT_QUERY_LENGTH) return [];
  const candidates = bestSellers && await typedBestSellerCandidates(db, lang, text, bestSellers, SUGGESTION_BOUNDS);
  // A prefix like "caff" matches thousands of products: only the candidates are looked up, one by key
  // (offset 0 keeps the planner from turning the lookup into a hash of the whole table). listing_products
  // holds exactly the active products with an active variant, and their sales.
  const found = await rows<{ id: number }>(db, sql`
    with m as materialized (${matchProducts(lang, q, SUGGESTION_BOUNDS, { asYouType: true, bestSellers: candidates })}),
    cut as (select rank from m order by rank desc offset ${PRODUCT_CANDIDATES - 1} limit 1)
    select m.product_id as id from m cross join lateral (
      select l.sold_count from listing_products l where l.product_id = m.product_id offset 0
    ) p
    where m.rank >= coalesce((select rank from cut), 0)
    order by m.rank desc, p.sold_count desc, m.product_id
    limit ${limit}`);
  return found.map((r) => r.id);
}

/** Active categories whose name in `lang` is close to the text, closest first, then in menu order. */
export async function listSuggestedCategoryIds(db: Database, lang: Locale, q: string, limit: number): Promise<number[]> {
  const text = normalizeSearchQuery(q);
  if (!text) return [];
  const found = await rows<{ id: number }>(db, sql`
    select c.id from (
      select ct.category_id, ${scoreName(lang, text, sql`ct.name`)} as score
      from category_translations ct where ct.lang = ${lang}
    ) s join categories c on c.id = s.category_id and c.is_active
    where s.score >= ${MIN_NAME_SCORE}
    order by s.score desc, c.position, c.id
    limit ${limit}`);
  return found.map((r) => r.id);
}

/** Active brands whose name is close to the text, closest first. */
export async function listSuggestedBrands(db: Database, lang: Locale, q: string, limit: number): Promise<{ slug: string; name: string }[]> {
  const text = normalizeSearchQuery(q);
  if (!text) return [];
  return rows(db, sql`
    select slug, name from (
      select b.slug, b.name, ${scoreName(lang, text, sql`b.name`)} as score
      from brands b where b.is_active
    ) s
    where s.score >= ${MIN_NAME_SCORE}
    order by s.score desc, s.name
    limit ${limit}`);
}
