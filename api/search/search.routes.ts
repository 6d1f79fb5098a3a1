import { createRoute, z } from "@hono/zod-openapi";
import { dataResponse, errorResponse } from "#api/http/openapi-responses.ts";
import { MAX_QUERY_LENGTH } from "./search-text.ts";

/** How many of each kind the header combobox shows. */
export const SUGGESTION_LIMITS = { products: 6, categories: 4, brands: 4 } as const;

export const SUGGEST_QUERY = z.object({
  q: z.string({ error: "Give the text to search as q." })
    .trim()
    .min(1, "Type at least one character to search.")
    .max(MAX_QUERY_LENGTH, `Keep the search within ${MAX_QUERY_LENGTH} characters.`)
    .openapi({ param: { name: "q", in: "query" }, example: "spaghetti" }),
});

export const SUGGESTIONS = z.object({
  products: z.array(z.object({
    id: z.number().int(),
    name: z.string(),
    path: z.string().openapi({ description: "Without language prefix: the primary category's path, then the product slug", example: "/dispensa/pasta/pasta-secca/spaghetti-trafilati-al-bronzo" }),
    image: z.string().nullable().openapi({ description: "Path in the media folder, for /_ipx" }),
    price: z.number().openapi({ description: "EUR, VAT included: the cheapest variant" }),
  })).max(SUGGESTION_LIMITS.products),
  categories: z.array(z.object({
    id: z.number().int(),
    name: z.string(),
    path: z.string().openapi({ example: "/cucina/pentole-e-padelle/pentole" }),
  })).max(SUGGESTION_LIMITS.categories),
  brands: z.array(z.object({ slug: z.string(), name: z.string() })).max(SUGGESTION_LIMITS.brands),
}).openapi("SearchSuggestions");

export type Suggestions = z.infer<typeof SUGGESTIONS>;

export const suggestRoute = createRoute({
  method: "get",
  path: "/search/suggest",
  tags: ["search"],
  summary: "Products, categories and brands matching what the shopper is typing, in the lang header's language",
  description: "Accents and capitals are ignored, the last word counts as a prefix, and near misspellings still match. "
    + "Characters that mean nothing to search are dropped; a q with nothing searchable left answers empty lists.",
  request: { query: SUGGEST_QUERY },
  responses: {
    200: dataResponse(SUGGESTIONS, `At most ${SUGGESTION_LIMITS.products} products, ${SUGGESTION_LIMITS.categories} categories and ${SUGGESTION_LIMITS.brands} brands, best first`),
    400: errorResponse(`q missing, blank or longer than ${MAX_QUERY_LENGTH} characters`),
  },
});
