import { createRoute, z } from "@hono/zod-openapi";
import { dataResponse, errorResponse } from "#api/http/openapi-responses.ts";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { MAX_QUERY_LENGTH } from "./search-text.ts";
import { MIN_POPULAR_SCORE } from "#domain/search-popularity.ts";

/** How many of each kind the header combobox shows. */
export const SUGGESTION_LIMITS = { queries: 4, products: 6, categories: 4, brands: 4 } as const;

export const SUGGEST_QUERY = z.object({
  q: z.string({ error: "Give the text to search as q." })
    .trim()
    .min(1, "Type at least one character to search.")
    .max(MAX_QUERY_LENGTH, `Keep the search within ${MAX_QUERY_LENGTH} characters.`)
    .openapi({ param: { name: "q", in: "query" }, example: "spaghetti" }),
});

export const SUGGESTIONS = z.object({
  queries: z.array(z.object({
    text: z.string().openapi({ description: "A search shoppers made often lately, in this language; /search?search= with it shows its products", example: "olio extravergine" }),
  })).max(SUGGESTION_LIMITS.queries),
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
  summary: "Popular searches, products, categories and brands matching what the shopper is typing, in the lang header's language",
  description: "Accents and capitals are ignored, the last word counts as a prefix, and near misspellings still match. "
    + "Popular searches are those many shoppers made lately in this language that found products, one of whose words starts with the text (the text itself is left out). "
    + "Characters that mean nothing to search are dropped; a q with nothing searchable left answers empty lists.",
  request: { query: SUGGEST_QUERY },
  responses: {
    200: dataResponse(SUGGESTIONS, `At most ${SUGGESTION_LIMITS.queries} popular searches, ${SUGGESTION_LIMITS.products} products, ${SUGGESTION_LIMITS.categories} categories and ${SUGGESTION_LIMITS.brands} brands, best first`),
    400: errorResponse(`q missing, blank or longer than ${MAX_QUERY_LENGTH} characters`),
  },
});

const SECURITY = [{ operator: [] }];
const AUTH = "Operators only (HTTP Basic with a name and key from OPERATORS, decision 013).";
const LANG = z.enum(SUPPORTED_LOCALES, `Give lang as one of: ${SUPPORTED_LOCALES.join(", ")}.`);

export const POPULAR_SEARCH = z.object({
  text: z.string(),
  score: z.number().openapi({ description: "Its popularity now: each search adds 1, and it halves every week. Suggested from " + MIN_POPULAR_SCORE }),
  results: z.number().int().openapi({ description: "Products it found when last searched" }),
  searched_at: z.string().openapi({ description: "When it was last counted (ISO 8601)" }),
  hidden: z.boolean().openapi({ description: "Taken out of the suggestions by the shop" }),
}).openapi("PopularSearch");

export const listPopularSearchesRoute = createRoute({
  method: "get", path: "/ops/popular-searches", tags: ["operations"], security: SECURITY,
  summary: "What shoppers search for most lately in one language, the hidden ones included, most popular first",
  description: `${AUTH} A search is counted when it finds products, once per visitor and hour on each node; no shopper or address is kept with it.`,
  request: {
    query: z.object({
      lang: LANG.openapi({ param: { name: "lang", in: "query" } }),
      limit: z.coerce.number("Give limit as a number.").int().min(1, "Give a limit from 1 to 200.").max(200, "Give a limit from 1 to 200.").default(50),
    }),
  },
  responses: {
    200: dataResponse(z.object({ searches: z.array(POPULAR_SEARCH) }), "Popular searches"),
    400: errorResponse("A language or limit that is not valid"), 401: errorResponse("No or wrong operator credentials"),
  },
});

export const hidePopularSearchRoute = createRoute({
  method: "post", path: "/ops/popular-searches/visibility", tags: ["operations"], security: SECURITY,
  summary: "Take a popular search out of the header's suggestions, or bring it back",
  description: `${AUTH} The text is compared as search compares it (capitals and accents ignored). A hidden search stays hidden while it is counted on.`,
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            lang: LANG,
            text: z.string("Give the search's text.").trim().min(1, "Give the search's text.").max(MAX_QUERY_LENGTH, `Keep the text within ${MAX_QUERY_LENGTH} characters.`),
            hidden: z.boolean("Say hidden: true to take it out, false to bring it back."),
          }),
        },
      },
    },
  },
  responses: {
    200: dataResponse(z.object({ search: POPULAR_SEARCH }), "The search as it is now"),
    400: errorResponse("A language, text or hidden that is not valid"), 401: errorResponse("No or wrong operator credentials"),
    404: errorResponse("No search of that text has been counted in that language"),
  },
});
