import { OpenAPIHono } from "@hono/zod-openapi";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requestContext, type ApiEnv } from "#api/http/request-context.ts";
import { blogPostTranslations, categories, pages, products } from "#db/schema/schema.ts";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { sitemapRoutes } from "./sitemap.handlers.ts";
import type { SitemapEntry } from "./sitemap.routes.ts";

const t = useTestApi();

async function readSitemap(lang: string, query = ""): Promise<{ entries: SitemapEntry[]; page: number; pages: number }> {
  const { status, body } = await t.call("GET", `/sitemap${query}`, { headers: { lang } });
  expect(status).toBe(200);
  return body.data;
}

async function countActive(table: "categories" | "products" | "pages" | "blog_posts"): Promise<number> {
  return Number(rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from ${sql.raw(table)} where is_active`))[0]!.n);
}

describe("GET /web/v1/sitemap", () => {
  it("lists every active category, product, CMS page and blog post with its path in all five languages", async () => {
    const { entries, page, pages: total } = await readSitemap("de");
    expect([page, total]).toEqual([1, 1]);
    const byKind = (kind: string) => entries.filter((e) => e.kind === kind);
    expect(byKind("category")).toHaveLength(await countActive("categories"));
    expect(byKind("product")).toHaveLength(await countActive("products"));
    expect(byKind("page")).toHaveLength(await countActive("pages"));
    expect(byKind("blog")).toHaveLength(await countActive("blog_posts"));
    for (const entry of entries) {
      expect(Object.keys(entry.alternates).sort()).toEqual([...SUPPORTED_LOCALES].sort());
      expect(entry.alternates.de).toBe(entry.path);
      expect(new Date(entry.updated_at).toISOString()).toBe(entry.updated_at);
    }
    for (const entry of byKind("page")) expect(entry.path).toMatch(/^\/[^/]+$/);
    for (const entry of byKind("blog")) expect(entry.path).toMatch(/^\/blog\/[^/]+$/);
    expect(byKind("category").some((e) => e.path.split("/").length === 4)).toBe(true);
  });

  it("puts each product under its primary category's path, in every language", async () => {
    const { entries } = await readSitemap("it");
    const result = await t.db.execute(sql`
      select p.id, c.slug as category_slug, c.lang, pt.slug as product_slug from products p
      join category_translations c on c.category_id = p.primary_category_id
      join product_translations pt on pt.product_id = p.id and pt.lang = c.lang
      where p.is_active order by p.id, c.lang limit 15`);
    const rows = rowsOf<{ category_slug: string; lang: "it"; product_slug: string }>(result);
    expect(new Set(rows.map((r) => r.lang)).size).toBe(5);
    for (const row of rows) {
      const product = entries.find((e) => e.kind === "product" && e.alternates[row.lang]?.endsWith(`/${row.product_slug}`))!;
      const categoryPath = product.alternates[row.lang]!.slice(0, -row.product_slug.length - 1);
      expect(categoryPath.endsWith(`/${row.category_slug}`)).toBe(true);
      expect(entries.some((e) => e.kind === "category" && e.alternates[row.lang] === categoryPath)).toBe(true);
    }
  });

  it("gives as alternates exactly the paths the other language's sitemap lists", async () => {
    const [it, en] = [await readSitemap("it"), await readSitemap("en")];
    expect(it.entries.map((e) => e.alternates.en).sort()).toEqual(en.entries.map((e) => e.path).sort());
    expect(en.entries.map((e) => e.alternates.it).sort()).toEqual(it.entries.map((e) => e.path).sort());
  });

  it("pages through the entries without losing or repeating one, and answers no entries past the last page", async () => {
    const all = (await readSitemap("fr")).entries;
    const app = new OpenAPIHono<ApiEnv>().basePath("/web/v1");
    app.use("*", requestContext);
    app.route("/", sitemapRoutes({ db: t.db, pageSize: 7 }));
    const readPage = async (n: number) => (await (await app.request(`/web/v1/sitemap?page=${n}`, { headers: { lang: "fr" } })).json()).data;
    const first = await readPage(1);
    expect(first.pages).toBe(Math.ceil(all.length / 7));
    const pages = [first];
    for (let n = 2; n <= first.pages; n++) pages.push(await readPage(n));
    for (const page of pages.slice(0, -1)) expect(page.entries).toHaveLength(7);
    expect(pages.flatMap((p) => p.entries)).toEqual(all);
    expect(await readPage(first.pages + 1)).toEqual({ entries: [], page: first.pages + 1, pages: first.pages });
  });

  it.each(["0", "-1", "abc", "1.5", "", "99999999999"])("refuses page=%j with a 400 in the error envelope", async (page) => {
    const res = await t.call("GET", `/sitemap?page=${page}`);
    expect(res.status).toBe(400);
    expect(res.body.data).toBeNull();
    expect(res.body.metadata[0].code).toBe("VALIDATION_FAILED");
    expect(res.body.metadata[0].errors[0]).toMatch(/^page: /);
    expect(res.body.metadata[0].fields).toHaveProperty("page");
  });

  it("leaves out what is inactive, what sits under an inactive category, and languages a thing is not translated into", async () => {
    const slugOf = async (table: string, key: string, id: number) =>
      (rowsOf<{ slug: string }>(await t.db.execute(sql`select slug from ${sql.raw(table)} where ${sql.raw(key)} = ${id} and lang = 'it'`)))[0]!.slug;
    const [top] = await t.db.select({ id: categories.id }).from(categories).where(sql`${categories.parentId} is null`).limit(1);
    const [product] = await t.db.select({ id: products.id }).from(products).where(sql`${products.primaryCategoryId} <> ${top!.id}`).limit(1);
    const [productSlug, topSlug] = [await slugOf("product_translations", "product_id", product!.id), await slugOf("category_translations", "category_id", top!.id)];
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, product!.id));
    await t.db.update(categories).set({ isActive: false }).where(eq(categories.id, top!.id));
    await t.db.update(pages).set({ isActive: false }).where(eq(pages.id, 1));
    await t.db.delete(blogPostTranslations).where(and(eq(blogPostTranslations.postId, 1), eq(blogPostTranslations.lang, "de")));

    const { entries } = await readSitemap("it");
    expect(entries.some((e) => e.path.endsWith(`/${productSlug}`))).toBe(false);
    expect(entries.some((e) => e.path.split("/")[1] === topSlug)).toBe(false);
    expect(entries.filter((e) => e.kind === "page")).toHaveLength(await countActive("pages"));
    const untranslated = entries.filter((e) => e.kind === "blog" && !e.alternates.de);
    expect(untranslated.map((e) => Object.keys(e.alternates).sort())).toEqual([["en", "es", "fr", "it"]]);
    const german = (await readSitemap("de")).entries.filter((e) => e.kind === "blog");
    expect(german).toHaveLength((await countActive("blog_posts")) - 1);
  });
});

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
