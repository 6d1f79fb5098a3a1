import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPostTranslations, blogPosts, settings } from "#db/schema/schema.ts";
import { invalidateAllCaches } from "#api/http/keyed-cache.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { readingMinutes } from "./blog.handlers.ts";

// Issue 17: the blog's list and articles, in every language, hidden when the shop switches the blog off.

const t = useTestApi();
const get = (path: string, lang = "it") => t.call("GET", path, { headers: { lang } });

describe("the blog", () => {
  it("lists the articles newest first, paged, with their cover, excerpt and reading time", async () => {
    const { status, body } = await get("/blog?per_page=4");
    expect(status).toBe(200);
    const { posts, total, pages } = body.data;
    expect(total).toBe(6);
    expect(pages).toBe(2);
    expect(posts).toHaveLength(4);
    const dates = posts.map((p: { published_at: string }) => Date.parse(p.published_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(posts[0]).toMatchObject({ path: `/blog/${posts[0].slug}`, cover: expect.stringMatching(/^blog\/.+\.jpg$/), reading_minutes: expect.any(Number) });
    expect((await get("/blog?per_page=4&page=2")).body.data.posts).toHaveLength(2);
  });

  it("answers an article with its other languages, the articles around it and the products it names", async () => {
    const en = (await get("/blog?per_page=12", "en")).body.data.posts;
    const middle = en[2];
    const { body } = await get(`/blog/${middle.slug}`, "en");
    const post = body.data.post;
    expect(body.data.kind).toBe("post");
    expect(post).toMatchObject({ title: middle.title, path: middle.path, previous: { path: en[3].path }, next: { path: en[1].path } });
    expect(Object.keys(post.alternates).sort()).toEqual(["de", "en", "es", "fr", "it"]);
    expect(post.body_html).toMatch(/<h2>/);
    const withProducts = await Promise.all(en.map(async (p: { slug: string }) => (await get(`/blog/${p.slug}`, "en")).body.data.post.related.length));
    expect(withProducts.every((n: number) => n >= 3)).toBe(true);
  });

  it("sends a slug of another language to the article's path in the reader's language, and answers 404 for none", async () => {
    const it_ = (await get("/blog?per_page=1")).body.data.posts[0];
    const de = await get(`/blog/${it_.slug}`, "de");
    expect(de.body.data).toEqual({ kind: "redirect", location: expect.stringMatching(/^\/blog\/[a-z0-9-]+$/) });
    expect(de.body.data.location).not.toBe(it_.path);
    expect((await get("/blog/no-such-article")).status).toBe(404);
    expect((await get("/blog/Not%20a%20slug")).status).toBe(400);
    expect((await get("/blog?page=0")).status).toBe(400);
  });

  it("sanitizes an article's HTML, whoever wrote it", async () => {
    const [post] = await t.db.select().from(blogPosts).limit(1);
    const [own] = await t.db.select().from(blogPostTranslations).where(eq(blogPostTranslations.postId, post!.id)).limit(1);
    await t.db.update(blogPostTranslations).set({ bodyHtml: `${own!.bodyHtml}<script>alert(1)</script><p onclick="x()">Hi</p>` })
      .where(eq(blogPostTranslations.slug, own!.slug));
    invalidateAllCaches();
    const html = (await get(`/blog/${own!.slug}`, own!.lang)).body.data.post.body_html;
    expect(html).not.toMatch(/<script|onclick/);
    await t.db.update(blogPostTranslations).set({ bodyHtml: own!.bodyHtml }).where(eq(blogPostTranslations.slug, own!.slug));
    invalidateAllCaches();
  });

  it("answers 404 everywhere while the shop's blog is switched off", async () => {
    const [features] = await t.db.select().from(settings).where(eq(settings.key, "features"));
    const slug = (await get("/blog?per_page=1")).body.data.posts[0].slug;
    await t.db.update(settings).set({ value: { ...(features!.value as object), blog: false } }).where(eq(settings.key, "features"));
    invalidateAllCaches();
    try {
      expect((await get("/blog")).status).toBe(404);
      expect((await get(`/blog/${slug}`)).status).toBe(404);
      const sitemap = (await get("/sitemap")).body.data.entries as { kind: string }[];
      expect(sitemap.filter((e) => e.kind === "blog")).toEqual([]);
      expect(sitemap.length).toBeGreaterThan(0);
    } finally {
      await t.db.update(settings).set({ value: features!.value }).where(eq(settings.key, "features"));
      invalidateAllCaches();
    }
  });

  it("counts reading time from the words of the text, never less than a minute", () => {
    expect(readingMinutes("<p>Hello</p>")).toBe(1);
    expect(readingMinutes(`<p>${"word ".repeat(1000)}</p>`)).toBe(5);
  });
});
