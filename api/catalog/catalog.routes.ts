import { createRoute, z } from "@hono/zod-openapi";
import { PRODUCT_CARD } from "#api/settings/settings.schemas.ts";

export const HIGHLIGHTS = z.object({
  new: z.array(PRODUCT_CARD).openapi({ description: "The newest products" }),
  bestsellers: z.array(PRODUCT_CARD).openapi({ description: "The products sold most" }),
}).openapi("CatalogHighlights");

export type CatalogHighlights = z.infer<typeof HIGHLIGHTS>;

export const getHighlightsRoute = createRoute({
  method: "get",
  path: "/catalog/highlights",
  tags: ["catalog"],
  summary: "Rows of the home page: newest and best-selling products, in the lang header's language",
  responses: {
    200: { description: "Up to eight products per row", content: { "application/json": { schema: z.object({ data: HIGHLIGHTS }) } } },
  },
});
