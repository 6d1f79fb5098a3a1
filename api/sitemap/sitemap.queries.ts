import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { categories, categoryTranslations } from "#db/schema/schema.ts";
import type { Locale } from "#domain/locale.ts";

/** A thing's slug per language, as json_object_agg builds it. */
export type SlugsByLang = Partial<Record<Locale, string>>;

export interface SliceRow { id: number; updated_at: Date | string; slugs: SlugsByLang }
export interface ProductSliceRow extends SliceRow { category_id: number }

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A PostgreSQL int[] literal: ids are integers, so the text can carry nothing else. */
function toIntArray(ids: number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(",")}}`;
}

/** Every active category in every language: one row per category and language, in the shape buildCategoryTree reads. */
export function listCategoryTranslations(db: Database) {
  return db
    .select({
      id: categories.id, code: categories.code, parentId: categories.parentId, isFeatured: categories.isFeatured,
      image: categories.image, updatedAt: categories.updatedAt,
      lang: categoryTranslations.lang, name: categoryTranslations.name, slug: categoryTranslations.slug,
    })
    .from(categories)
    .innerJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id))
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.position), asc(categories.id));
}

interface SliceSource {
  table: "products" | "pages" | "blog_posts";
  translations: "product_translations" | "page_translations" | "blog_post_translations";
  key: "product_id" | "page_id" | "post_id";
  updated: "updated_at" | "published_at";
  /** Products only: keep those whose primary category is reachable, and say which it is. */
  categoryIds?: number[];
}

const SOURCES = {
  product: { table: "products", translations: "product_translations", key: "product_id", updated: "updated_at" },
  page: { table: "pages", translations: "page_translations", key: "page_id", updated: "updated_at" },
  blog: { table: "blog_posts", translations: "blog_post_translations", key: "post_id", updated: "published_at" },
} as const satisfies Record<string, SliceSource>;

/** The rows a sitemap in `lang` lists: active, translated into `lang`, and for products under a reachable category. */
function fromVisible(source: SliceSource, lang: Locale): SQL {
  const [p, t, key, ids] = [sql.raw(source.table), sql.raw(source.translations), sql.raw(source.key), source.categoryIds];
  return sql`from ${p} p
    where p.is_active ${ids ? sql`and p.primary_category_id = any(${toIntArray(ids)}::int[])` : sql``}
      and exists (select 1 from ${t} t where t.${key} = p.id and t.lang = ${lang})`;
}

/** How many products, pages and blog posts the sitemaps in `lang` list, in one round trip. */
export async function countEntries(db: Database, lang: Locale, categoryIds: number[]) {
  const count = (source: SliceSource) => sql`(select count(*)::int ${fromVisible(source, lang)})`;
  const result = await db.execute(sql`select ${count({ ...SOURCES.product, categoryIds })} as product,
    ${count(SOURCES.page)} as page, ${count(SOURCES.blog)} as blog`);
  const row = rowsOf<{ product: number; page: number; blog: number }>(result)[0];
  return { product: Number(row?.product ?? 0), page: Number(row?.page ?? 0), blog: Number(row?.blog ?? 0) };
}

/**
 * The ids of one page are chosen first (offset on the primary key), then each gets its five slugs
 * in one sub-select: aggregating before the offset would read every translation of the catalogue.
 */
function selectSlice(source: SliceSource, lang: Locale, offset: number, limit: number): SQL {
  const [t, key] = [sql.raw(source.translations), sql.raw(source.key)];
  const category = source.categoryIds ? sql`, p.primary_category_id as category_id` : sql``;
  return sql`
    with slice as (
      select p.id, p.${sql.raw(source.updated)} as updated_at${category}
      ${fromVisible(source, lang)}
      order by p.id offset ${offset} limit ${limit})
    select s.*, (select json_object_agg(t.lang, t.slug) from ${t} t where t.${key} = s.id) as slugs
    from slice s order by s.id`;
}

export async function listProductSlice(db: Database, lang: Locale, categoryIds: number[], offset: number, limit: number) {
  return rowsOf<ProductSliceRow>(await db.execute(selectSlice({ ...SOURCES.product, categoryIds }, lang, offset, limit)));
}

export async function listPageSlice(db: Database, lang: Locale, offset: number, limit: number) {
  return rowsOf<SliceRow>(await db.execute(selectSlice(SOURCES.page, lang, offset, limit)));
}

export async function listBlogSlice(db: Database, lang: Locale, offset: number, limit: number) {
  return rowsOf<SliceRow>(await db.execute(selectSlice(SOURCES.blog, lang, offset, limit)));
}
