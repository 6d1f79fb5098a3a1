import { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "#db/client.ts";
import { SUPPORTED_LOCALES, type Locale } from "#domain/locale.ts";
import { ApiError } from "#api/http/errors.ts";
import { CATALOG_CACHE_MAX_AGE_MS, createKeyedCache } from "#api/http/keyed-cache.ts";
import { showsCatalogue, type ApiEnv } from "#api/http/request-context.ts";
import { productTag } from "#domain/catalogue-tags.ts";
import { sanitizeRichText } from "#api/http/rich-text.ts";
import { validationHook } from "#api/http/validation.ts";
import { createCategoryTreeCache } from "#api/catalog/category-tree.ts";
import { toProductCard } from "#api/catalog/product-cards.ts";
import { loadProductCards } from "#api/catalog/product-cards.queries.ts";
import { getBlogPostRoute, listBlogRoute, type BLOG_ANSWER, type BLOG_LIST } from "./blog.routes.ts";
import { blogEnabled, findPostBySlug, listPostRows, loadPostRows, neighbours } from "./blog.queries.ts";
import type { z } from "@hono/zod-openapi";

const WORDS_PER_MINUTE = 200;

/** Minutes to read an article's text at an unhurried pace, at least one. */
export function readingMinutes(html: string): number {
  const words = html.replace(/<[^>]+>/g, " ").split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

const pathOf = (slug: string) => `/blog/${slug}`;

/** The blog (issue 17): its list and its articles, kept in memory like the catalogue and dropped when it changes. */
export function blogRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  const trees = createCategoryTreeCache(db);

  const lists = createKeyedCache<string, z.infer<typeof BLOG_LIST> | null>(async (key) => {
    const [lang, page, perPage] = key.split(":") as [Locale, string, string];
    if (!(await blogEnabled(db))) return null;
    const { rows, total } = await listPostRows(db, lang, (Number(page) - 1) * Number(perPage), Number(perPage));
    return {
      posts: rows.map((r) => ({
        id: r.id, code: r.code, title: r.title, slug: r.slug, path: pathOf(r.slug), excerpt: r.excerpt, cover: r.cover, author: r.author,
        published_at: r.publishedAt.toISOString(), reading_minutes: readingMinutes(r.bodyHtml),
      })),
      total, page: Number(page), pages: Math.max(1, Math.ceil(total / Number(perPage))),
    };
  }, CATALOG_CACHE_MAX_AGE_MS);

  // Each article with the products it links, cards or not (a product without a card in the language may get one).
  const posts = createKeyedCache<string, { answer: z.infer<typeof BLOG_ANSWER>; related: number[] } | null>(async (key) => {
    const at = key.indexOf(":");
    const [lang, slug] = [key.slice(0, at) as Locale, key.slice(at + 1)];
    if (!(await blogEnabled(db))) return null;
    const found = await findPostBySlug(db, slug);
    if (!found) return null;
    const { post, translations, relatedIds } = await loadPostRows(db, found.id);
    const own = translations.find((t) => t.lang === lang);
    if (!post || !own) return null;
    if (found.lang !== lang) return { answer: { kind: "redirect", location: pathOf(own.slug) }, related: [] };
    const [around, cards, tree] = await Promise.all([neighbours(db, lang, post), loadProductCards(db, lang, relatedIds), trees.get(lang)]);
    const neighbour = (n: { title: string; slug: string } | null) => (n ? { title: n.title, path: pathOf(n.slug) } : null);
    return { related: relatedIds, answer: {
      kind: "post",
      post: {
        id: post.id, code: post.code, title: own.title, slug: own.slug, path: pathOf(own.slug), excerpt: own.excerpt, cover: post.coverImage,
        author: post.author, published_at: post.publishedAt.toISOString(), reading_minutes: readingMinutes(own.bodyHtml),
        body_html: sanitizeRichText(own.bodyHtml),
        alternates: Object.fromEntries(SUPPORTED_LOCALES.flatMap((l) => { const t = translations.find((x) => x.lang === l); return t ? [[l, pathOf(t.slug)]] : []; })),
        previous: neighbour(around.previous), next: neighbour(around.next),
        related: cards.map((row) => toProductCard(row, tree.byId)),
      },
    } };
  }, CATALOG_CACHE_MAX_AGE_MS, { maxEntries: 500 });

  app.openapi(listBlogRoute, async (c) => {
    const { page, per_page: perPage } = c.req.valid("query");
    const list = await lists.get(`${c.var.info.lang}:${page}:${perPage}`);
    if (!list) throw new ApiError(404, "NOT_FOUND", "The shop has no blog.");
    showsCatalogue(c.var.info, []);
    return c.json({ data: list }, 200);
  });

  app.openapi(getBlogPostRoute, async (c) => {
    const found = await posts.get(`${c.var.info.lang}:${c.req.valid("param").slug}`);
    if (!found) throw new ApiError(404, "NOT_FOUND", "There is no article with this address.");
    // The products it is about; an article's own change drops every page.
    showsCatalogue(c.var.info, found.related.map(productTag));
    return c.json({ data: found.answer }, 200);
  });

  return app;
}
