import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { blogPostProducts, blogPostTranslations, blogPosts, products, settings } from "#db/schema/schema.ts";
import type { Locale } from "#domain/locale.ts";

/** The settings' blog flag (spec §3): without it the blog answers 404 everywhere, and nothing links to it. */
export async function blogEnabled(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "features"));
  return (row?.value as { blog?: unknown } | undefined)?.blog !== false;
}

const live = and(eq(blogPosts.isActive, true), sql`${blogPosts.publishedAt} <= now()`);

export async function listPostRows(db: Database, lang: Locale, offset: number, limit: number) {
  const [rows, [count]] = await Promise.all([
    db.select({
      id: blogPosts.id, code: blogPosts.code, author: blogPosts.author, cover: blogPosts.coverImage, publishedAt: blogPosts.publishedAt,
      title: blogPostTranslations.title, slug: blogPostTranslations.slug, excerpt: blogPostTranslations.excerpt, bodyHtml: blogPostTranslations.bodyHtml,
    }).from(blogPosts).innerJoin(blogPostTranslations, and(eq(blogPostTranslations.postId, blogPosts.id), eq(blogPostTranslations.lang, lang)))
      .where(live).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).offset(offset).limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(blogPosts)
      .innerJoin(blogPostTranslations, and(eq(blogPostTranslations.postId, blogPosts.id), eq(blogPostTranslations.lang, lang))).where(live),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** A published article by its slug in any language, with the language the slug is in. */
export async function findPostBySlug(db: Database, slug: string): Promise<{ id: number; lang: Locale } | null> {
  const [row] = await db.select({ id: blogPosts.id, lang: blogPostTranslations.lang }).from(blogPostTranslations)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostTranslations.postId)).where(and(eq(blogPostTranslations.slug, slug), live)).limit(1);
  return row ? { id: row.id, lang: row.lang as Locale } : null;
}

export async function loadPostRows(db: Database, id: number) {
  const [[post], translations, related] = await Promise.all([
    db.select().from(blogPosts).where(eq(blogPosts.id, id)),
    db.select().from(blogPostTranslations).where(eq(blogPostTranslations.postId, id)),
    db.select({ id: blogPostProducts.productId }).from(blogPostProducts)
      .innerJoin(products, and(eq(products.id, blogPostProducts.productId), eq(products.isActive, true)))
      .where(eq(blogPostProducts.postId, id)).orderBy(asc(blogPostProducts.position)),
  ]);
  return { post: post ?? null, translations, relatedIds: related.map((r) => r.id) };
}

/** The articles published just before and just after one, in the reader's language. */
export async function neighbours(db: Database, lang: Locale, post: { id: number; publishedAt: Date }) {
  const base = () => db.select({ title: blogPostTranslations.title, slug: blogPostTranslations.slug }).from(blogPosts)
    .innerJoin(blogPostTranslations, and(eq(blogPostTranslations.postId, blogPosts.id), eq(blogPostTranslations.lang, lang)));
  const at = post.publishedAt.toISOString();
  const [[previous], [next]] = await Promise.all([
    base().where(and(live, sql`(${blogPosts.publishedAt}, ${blogPosts.id}) < (${at}::timestamptz, ${post.id})`))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(1),
    base().where(and(live, sql`(${blogPosts.publishedAt}, ${blogPosts.id}) > (${at}::timestamptz, ${post.id})`))
      .orderBy(asc(blogPosts.publishedAt), asc(blogPosts.id)).limit(1),
  ]);
  return { previous: previous ?? null, next: next ?? null };
}
