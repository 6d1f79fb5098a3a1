import { sql, type SQL } from "drizzle-orm";
import { customType } from "drizzle-orm/pg-core";

/**
 * The search document of a product in one language, kept on product_translations (migration
 * 0001 creates the vetrina_* functions, 0002 the columns). The name comes from the row itself;
 * the brand and category names are copied into search_brand and search_categories by
 * refreshProductSearchText, because a generated column can only read its own row.
 */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const vector = (column: string, weight: "A" | "B" | "C") =>
  `setweight(to_tsvector(vetrina_search_config("lang"), vetrina_unaccent("${column}")), '${weight}')`;

/** Name A, brand B, categories C: a name match outranks the same word in a brand or a category. */
export const SEARCH_VECTOR: SQL = sql.raw(`${vector("name", "A")} || ${vector("search_brand", "B")} || ${vector("search_categories", "C")}`);

/** What the trigram index compares a typo with: the name without accents, then without capitals (a C-locale lower() leaves È alone). */
export const SEARCH_NAME: SQL = sql.raw(`lower(vetrina_unaccent("name"))`);

type Executor = { execute: (query: SQL) => Promise<unknown> };

/**
 * Copies brand and category names (in each translation's language) into the search columns of the
 * given products, or of every product when no ids are given. Call it after any change to a product's
 * brand or categories, or to a brand's or category's name: nothing else keeps them current.
 */
export async function refreshProductSearchText(db: Executor, productIds?: number[]): Promise<void> {
  if (productIds?.length === 0) return;
  const only = productIds ? sql`where t.product_id in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  await db.execute(sql`
    update product_translations t set
      search_brand = coalesce((select b.name from products p join brands b on b.id = p.brand_id where p.id = t.product_id), ''),
      search_categories = coalesce((
        select string_agg(ct.name, ' ' order by pc.position, pc.category_id)
        from product_categories pc
        join category_translations ct on ct.category_id = pc.category_id and ct.lang = t.lang
        where pc.product_id = t.product_id), '')
    ${only}`);
}
