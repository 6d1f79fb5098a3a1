import { createRoute, z } from "@hono/zod-openapi";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { dataResponse, errorResponse } from "#api/http/openapi-responses.ts";
import { PRODUCT_CARD } from "#api/settings/settings.schemas.ts";

const POST_SUMMARY = z.object({
  id: z.number().int(), code: z.string(), title: z.string(), slug: z.string(),
  path: z.string().openapi({ description: "Storefront path without the language prefix: /blog/<slug in the lang header's language>" }),
  excerpt: z.string(), cover: z.string().nullable().openapi({ description: "Path in the media folder, for /_ipx" }),
  author: z.string(), published_at: z.string(), reading_minutes: z.number().int(),
}).openapi("BlogPostSummary");

export const BLOG_LIST = z.object({
  posts: z.array(POST_SUMMARY), total: z.number().int(), page: z.number().int(), pages: z.number().int(),
}).openapi("BlogList");

const NEIGHBOUR = z.object({ title: z.string(), path: z.string() }).nullable();

export const BLOG_POST = POST_SUMMARY.extend({
  body_html: z.string().openapi({ description: "Sanitized with an allow-list when written and again here" }),
  alternates: z.partialRecord(z.enum(SUPPORTED_LOCALES), z.string()).openapi({ description: "The same article's path in every language it is written in" }),
  previous: NEIGHBOUR.openapi({ description: "The article published just before" }), next: NEIGHBOUR.openapi({ description: "The article published just after" }),
  related: z.array(PRODUCT_CARD).openapi({ description: "The products the article names" }),
}).openapi("BlogPost");

export const BLOG_ANSWER = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("post"), post: BLOG_POST }),
  z.object({ kind: z.literal("redirect"), location: z.string().openapi({ description: "The article's path in the lang header's language" }) }),
]).openapi("BlogAnswer");

export const BLOG_LIST_QUERY = z.object({
  page: z.coerce.number("Give a page number.").int("Give a whole page number.").min(1, "Pages start at 1.").max(1000, "Give a page number up to 1000.").default(1)
    .openapi({ param: { name: "page", in: "query" } }),
  per_page: z.coerce.number().int().min(1, "At least 1 per page.").max(48, "At most 48 per page.").default(12)
    .openapi({ param: { name: "per_page", in: "query" } }),
}).strict();

const SLUG = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Give the article's slug: lower-case letters, digits and hyphens.").max(200)
    .openapi({ param: { name: "slug", in: "path" }, example: "how-to-choose-extra-virgin-olive-oil" }),
});

const OFF = "404 when the shop's blog is switched off (settings features.blog).";

export const listBlogRoute = createRoute({
  method: "get", path: "/blog", tags: ["blog"],
  summary: "The blog's articles in the lang header's language, newest first, paged",
  description: OFF, request: { query: BLOG_LIST_QUERY },
  responses: { 200: dataResponse(BLOG_LIST, "A page of articles"), 400: errorResponse("A wrong page or page size"), 404: errorResponse("The blog is switched off") },
});

export const getBlogPostRoute = createRoute({
  method: "get", path: "/blog/{slug}", tags: ["blog"],
  summary: "One article by its slug, with its other languages, the articles before and after it, and the products it names",
  description: `${OFF} A slug of another language answers a redirect to the article's path in the lang header's language.`,
  request: { params: SLUG },
  responses: { 200: dataResponse(BLOG_ANSWER, "The article, or where it is in this language"), 400: errorResponse("Not a slug"), 404: errorResponse("No such article, or the blog is off") },
});
