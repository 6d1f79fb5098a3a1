import { createRoute, z } from "@hono/zod-openapi";
import { dataResponse, errorResponse } from "#api/http/openapi-responses.ts";
import { PRODUCT_CARD } from "#api/settings/settings.schemas.ts";
import { BRAND, PRODUCT_DETAIL, PRODUCT_LIST, RESOLVED } from "./catalog.schemas.ts";
import { LISTING_QUERY, PRODUCT_ID_PARAMS, RESOLVE_QUERY } from "./catalog.query-schemas.ts";


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
    200: dataResponse(HIGHLIGHTS, "Up to eight products per row"),
  },
});

export const resolvePathRoute = createRoute({
  method: "get",
  path: "/catalog/resolve",
  tags: ["catalog"],
  summary: "What a storefront path names: a category, a product, or a redirect to its right path",
  request: { query: RESOLVE_QUERY },
  responses: { 200: dataResponse(RESOLVED, "Category, product or redirect"), 400: errorResponse("Invalid path"), 404: errorResponse("Nothing has that slug") },
});

export const listProductsRoute = createRoute({
  method: "get",
  path: "/catalog/products",
  tags: ["catalog"],
  summary: "Products of a category or listing, filtered, sorted and paged, with the counts each filter would leave",
  request: { query: LISTING_QUERY },
  responses: { 200: dataResponse(PRODUCT_LIST, "One page of products"), 400: errorResponse("Invalid filter") },
});

export const getProductRoute = createRoute({
  method: "get",
  path: "/catalog/products/{id}",
  tags: ["catalog"],
  summary: "One product with its variants, images, reviews and related products",
  request: { params: PRODUCT_ID_PARAMS },
  responses: { 200: dataResponse(PRODUCT_DETAIL, "The product"), 400: errorResponse("Invalid id"), 404: errorResponse("No such product") },
});

export const listBrandsRoute = createRoute({
  method: "get",
  path: "/catalog/brands",
  tags: ["catalog"],
  summary: "The brand index: every active brand with its logo, description and product count",
  responses: { 200: dataResponse(z.array(BRAND), "Brands by name") },
});
