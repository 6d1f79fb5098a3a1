import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import {
  blogPostTranslations, categories, categoryTranslations, currencies, deliveryMethods, languages, pageTranslations,
  pages, paymentMethods, pickupStores, productTranslations, settings,
} from "#db/schema/schema.ts";
import type { Locale } from "#domain/locale.ts";

export async function readSettingRows(db: Database): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  return new Map(rows.map((r) => [r.key, r.value]));
}

export function listLanguages(db: Database) {
  return db.select().from(languages).orderBy(asc(languages.position));
}

export function listCurrencies(db: Database) {
  return db.select().from(currencies).orderBy(asc(currencies.position));
}

export function listCategories(db: Database, lang: Locale) {
  return db
    .select({
      id: categories.id, code: categories.code, parentId: categories.parentId, isFeatured: categories.isFeatured,
      image: categories.image, name: categoryTranslations.name, slug: categoryTranslations.slug,
    })
    .from(categories)
    .innerJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.lang, lang)))
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.position), asc(categories.id));
}

export function listMenuPages(db: Database, lang: Locale) {
  return db
    .select({
      id: pages.id, code: pages.code, menuHeader: pages.menuHeader, menuFooter: pages.menuFooter,
      name: pageTranslations.name, slug: pageTranslations.slug,
    })
    .from(pages)
    .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.lang, lang)))
    .where(eq(pages.isActive, true))
    .orderBy(asc(pages.position));
}

export function listPaymentMethods(db: Database) {
  return db.select().from(paymentMethods).where(eq(paymentMethods.isActive, true)).orderBy(asc(paymentMethods.position));
}

export function listDeliveryMethods(db: Database) {
  return db.select().from(deliveryMethods).where(eq(deliveryMethods.isActive, true)).orderBy(asc(deliveryMethods.position));
}

export function listPickupStores(db: Database) {
  return db.select().from(pickupStores).where(eq(pickupStores.isActive, true)).orderBy(asc(pickupStores.id));
}

export type SlugKind = "category" | "product" | "page" | "blog";

/** The slug of the same thing in another language, or null when the slug names nothing. */
export async function translateSlug(db: Database, kind: SlugKind, from: Locale, to: Locale, slug: string): Promise<string | null> {
  const table = {
    category: { t: categoryTranslations, id: categoryTranslations.categoryId },
    product: { t: productTranslations, id: productTranslations.productId },
    page: { t: pageTranslations, id: pageTranslations.pageId },
    blog: { t: blogPostTranslations, id: blogPostTranslations.postId },
  }[kind];
  const source = db.select({ id: table.id }).from(table.t).where(and(eq(table.t.slug, slug), eq(table.t.lang, from)));
  const rows = await db
    .select({ slug: table.t.slug })
    .from(table.t)
    .where(and(eq(table.t.lang, to), sql`${table.id} in (${source})`))
    .limit(1);
  return rows[0]?.slug ?? null;
}
