import { sql, type SQL } from "drizzle-orm";
import { boolean, customType, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { products } from "./catalog.ts";

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The search document of each product translation (migration 0006), apart from the wide translation
 * rows so that ranking thousands of matches reads narrow rows. Kept exact by triggers on
 * product_translations, products (brand), product_categories, category_translations and brands (name),
 * which call vetrina_refresh_search(product ids): nothing in the application writes it.
 */
export const searchDocuments = pgTable("search_documents", {
  productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
  lang: varchar("lang", { length: 5 }).notNull(),
  /**
   * Name A, brand B, the product's categories C (names in `lang`, by position), each with the language's
   * stemming over vetrina_unaccent: a name match outranks the same word in a brand or a category.
   */
  searchVector: tsvector("search_vector").notNull(),
  /** The name part alone (weight A): "is the word in the name" without filtering search_vector per row. */
  nameVector: tsvector("name_vector").notNull(),
  /** What the trigram index compares a typo with: the name without accents, then without capitals (a C-locale lower() leaves È alone). */
  searchName: text("search_name").notNull(),
}, (t) => [
  primaryKey({ columns: [t.productId, t.lang] }),
  // One index of each kind per language: a search reads only its own language's entries, and each index is
  // a fifth of the size. The planner picks one only when it sees the language's value: a literal, or a
  // parameter of an unnamed statement (how db.execute sends it), not a generic plan of a named prepared statement.
  ...SUPPORTED_LOCALES.flatMap((l) => [
    index(`search_documents_vector_${l}_idx`).using("gin", t.searchVector).where(sql.raw(`lang = '${l}'`)),
    index(`search_documents_name_${l}_idx`).using("gin", t.nameVector).where(sql.raw(`lang = '${l}'`)),
    index(`search_documents_name_trgm_${l}_idx`).using("gin", t.searchName.op("gin_trgm_ops")).where(sql.raw(`lang = '${l}'`)),
  ]),
]);

type Executor = { execute: (query: SQL) => Promise<unknown> };

/**
 * Recomputes every search document from the catalogue, as the triggers would. The triggers keep the table
 * exact, so this is for tests (comparing with what the triggers left) and for repairs.
 */
export async function rebuildSearchDocuments(db: Executor): Promise<void> {
  await db.execute(sql`delete from search_documents`);
  await db.execute(sql`select vetrina_refresh_search(array(select id from products))`);
}

/**
 * What shoppers search for, per language, for the header's suggestions (issue 23; api/search/popular-searches.ts).
 * Written by each node once a minute from what it counted; no shopper, address or session is kept with it.
 */
export const searchQueries = pgTable("search_queries", {
  lang: varchar("lang", { length: 5 }).notNull(),
  /** The query as compared: normalized as search reads it, then lower-case and without accents. */
  key: text("key").notNull(),
  /** The query as last searched (normalized, lower-case, with its accents), shown in the suggestions. */
  text: text("text").notNull(),
  /**
   * log2 of its popularity at a fixed epoch: each search adds 1, halved every week since (popular-searches.ts).
   * Stored so, one row compares with another without decaying either, and the figure never overflows.
   */
  score: doublePrecision("score").notNull(),
  /** How many products it found when last searched. */
  results: integer("results").notNull(),
  searchedAt: timestamp("searched_at", { withTimezone: true }).notNull(),
  /** The shop owner took it out of the suggestions (operations API); it is kept so, and counted on. */
  hidden: boolean("hidden").notNull().default(false),
}, (t) => [
  primaryKey({ columns: [t.lang, t.key] }),
  index("search_queries_score_idx").on(t.lang, t.score),
]);
