import { and, eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { pageTranslations, pages } from "#db/schema/schema.ts";
import { SUPPORTED_LOCALES, type Locale } from "#domain/locale.ts";
import { sanitizeRichText } from "#api/http/rich-text.ts";
import type { Page } from "./catalog.schemas.ts";

/** A shop page (about us, shipping…) by its slug in any language; pages live at /{slug}. */
export async function findPageBySlug(db: Database, slug: string): Promise<{ id: number; lang: Locale } | null> {
  const [row] = await db.select({ id: pages.id, lang: pageTranslations.lang }).from(pageTranslations)
    .innerJoin(pages, and(eq(pages.id, pageTranslations.pageId), eq(pages.isActive, true)))
    .where(eq(pageTranslations.slug, slug)).limit(5);
  return row ? { id: row.id, lang: row.lang as Locale } : null;
}

export async function loadPage(db: Database, lang: Locale, id: number): Promise<Page | null> {
  const [page] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  const translations = await db.select().from(pageTranslations).where(eq(pageTranslations.pageId, id));
  const own = translations.find((t) => t.lang === lang);
  if (!page || !own) return null;
  return {
    id: page.id, code: page.code, title: own.name, path: `/${own.slug}`, body_html: sanitizeRichText(own.bodyHtml),
    alternates: Object.fromEntries(SUPPORTED_LOCALES.flatMap((l) => { const t = translations.find((x) => x.lang === l); return t ? [[l, `/${t.slug}`]] : []; })),
  };
}
