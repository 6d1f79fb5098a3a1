import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import {
  brands, optionValues, productCategories, productImages, productTranslations, products, reviews, variants,
} from "#db/schema/schema.ts";
import type { Locale } from "#domain/locale.ts";
import { REVIEWS_PER_PAGE } from "#domain/review.ts";
import { ratingCounts } from "#api/reviews/reviews.queries.ts";

export async function findProductBySlug(db: Database, lang: Locale, slug: string) {
  const [row] = await db
    .select({ id: products.id, primaryCategoryId: products.primaryCategoryId })
    .from(productTranslations)
    .innerJoin(products, and(eq(products.id, productTranslations.productId), eq(products.isActive, true)))
    .where(and(eq(productTranslations.lang, lang), eq(productTranslations.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** A slug of any language: the shopper followed a link made for another one. */
export async function findProductBySlugInAnyLanguage(db: Database, slug: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(productTranslations)
    .innerJoin(products, and(eq(products.id, productTranslations.productId), eq(products.isActive, true)))
    .where(eq(productTranslations.slug, slug))
    .limit(1);
  return row ?? null;
}

export async function loadProductRows(db: Database, lang: Locale, id: number) {
  const [product, translations, variantRows, images, categoryRows, reviewRows, distribution] = await Promise.all([
    db.select({
      id: products.id, code: products.code, primaryCategoryId: products.primaryCategoryId,
      ratingAverage: products.ratingAverage, ratingCount: products.ratingCount,
      brandId: brands.id, brandName: brands.name, brandSlug: brands.slug, brandLogo: brands.logo,
      isFood: products.isFood, allergens: products.allergens, mayContain: products.mayContain, nutrition: products.nutrition,
      alcoholTenths: products.alcoholTenths, model: products.model, minAge: products.minAge, withdrawalExclusion: products.withdrawalExclusion,
      legalName: brands.legalName, legalAddress: brands.legalAddress, legalEmail: brands.legalEmail, euResponsible: brands.euResponsible,
    }).from(products).leftJoin(brands, eq(brands.id, products.brandId)).where(eq(products.id, id)).limit(1),
    db.select({
      lang: productTranslations.lang, name: productTranslations.name, slug: productTranslations.slug, descriptionHtml: productTranslations.descriptionHtml,
      ingredients: productTranslations.ingredients, storage: productTranslations.storage, origin: productTranslations.origin, warnings: productTranslations.warnings,
    }).from(productTranslations).where(eq(productTranslations.productId, id)),
    db.select().from(variants).where(and(eq(variants.productId, id), eq(variants.isActive, true))).orderBy(asc(variants.position), asc(variants.id)),
    db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.position)),
    db.select({ categoryId: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, id)).orderBy(asc(productCategories.position)),
    db.select().from(reviews).where(and(eq(reviews.productId, id), eq(reviews.status, "approved")))
      .orderBy(sql`${reviews.lang} = ${lang} desc`, desc(reviews.createdAt), desc(reviews.id)).limit(REVIEWS_PER_PAGE),
    ratingCounts(db, id),
  ]);
  return {
    product: product[0] ?? null, translations, variants: variantRows, images, categoryIds: categoryRows.map((r) => r.categoryId), reviews: reviewRows, distribution,
  };
}

export function listOptionValues(db: Database, codes: { option: string; code: string }[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db.select().from(optionValues)
    .where(inArray(sql`(${optionValues.option}, ${optionValues.code})`, codes.map((c) => sql`(${c.option}, ${c.code})`)))
    .orderBy(asc(optionValues.position));
}

/** Other active products of the same primary category, best-selling first. */
export async function listRelatedProductIds(db: Database, productId: number, categoryId: number | null, limit: number): Promise<number[]> {
  if (categoryId === null) return [];
  const rows = await db.select({ id: products.id }).from(products)
    .where(and(eq(products.primaryCategoryId, categoryId), eq(products.isActive, true), ne(products.id, productId)))
    .orderBy(desc(products.soldCount), asc(products.id)).limit(limit);
  return rows.map((r) => r.id);
}
