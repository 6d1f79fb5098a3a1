import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { searchKey, storedScore } from "#domain/search-popularity.ts";
import { DEMO_POPULAR_SEARCHES } from "./content/popular-searches.ts";

/**
 * The demo store's popular searches, after its catalogue: each with the products it finds as search matches them
 * (the language's stemming over every word), so the shop owner's list shows what a shopper would get.
 */
export async function seedPopularSearches(db: Database, now = Date.now()): Promise<void> {
  const rows = Object.entries(DEMO_POPULAR_SEARCHES).flatMap(([lang, searches]) => searches.map(([text, score]) => sql`(
    ${lang}, ${searchKey(text)}, ${text}, ${storedScore(score, now)}::float8,
    (select count(*)::int from search_documents d where d.lang = ${lang}
      and d.search_vector @@ plainto_tsquery(vetrina_search_config(${lang}), vetrina_unaccent(${text}))),
    now())`));
  await db.execute(sql`insert into search_queries (lang, key, text, score, results, searched_at) values ${sql.join(rows, sql`, `)}`);
}
