import { createRoute, z } from "@hono/zod-openapi";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { dataResponse, errorResponse } from "#api/http/openapi-responses.ts";

/** Search engines read at most 50,000 URLs per sitemap; 10,000 keeps each answer and each XML file small. */
export const SITEMAP_PAGE_SIZE = 10_000;

export const SITEMAP_KINDS = ["category", "product", "page", "blog"] as const;

export const SITEMAP_QUERY = z.object({
  page: z.string().default("1")
    .pipe(z.coerce.number<string>({ error: "Give the page as a whole number." })
      .int("Give the page as a whole number.")
      .min(1, "Pages start at 1.")
      .max(1_000_000, "There are not that many pages."))
    .openapi({ param: { name: "page", in: "query" }, type: "integer", minimum: 1, example: 1 }),
});

export const SITEMAP_ENTRY = z.object({
  kind: z.enum(SITEMAP_KINDS),
  /** Path without the language prefix, e.g. /dispensa/pasta/pasta-secca/spaghetti-x. */
  path: z.string().openapi({ example: "/dispensa/pasta" }),
  updated_at: z.string().openapi({ description: "ISO 8601", example: "2025-01-31T10:00:00.000Z" }),
  alternates: z.partialRecord(z.enum(SUPPORTED_LOCALES), z.string()).openapi({
    description: "The same thing's path in each language it exists in (all five when fully translated), the lang header's one included",
    example: { it: "/dispensa/pasta", en: "/pantry/pasta", fr: "/epicerie-fine/pates", de: "/feinkost/pasta", es: "/despensa/pasta" },
  }),
}).openapi("SitemapEntry");

export type SitemapEntry = z.infer<typeof SITEMAP_ENTRY>;

export const getSitemapRoute = createRoute({
  method: "get",
  path: "/sitemap",
  tags: ["seo"],
  summary: "One page of every public category, product, CMS page and blog post in the lang header's language",
  request: { query: SITEMAP_QUERY },
  responses: {
    200: dataResponse(z.object({ entries: z.array(SITEMAP_ENTRY), page: z.number().int(), pages: z.number().int() }), `At most ${SITEMAP_PAGE_SIZE} entries; a page past the last answers no entries`),
    400: errorResponse("Invalid page"),
  },
});
