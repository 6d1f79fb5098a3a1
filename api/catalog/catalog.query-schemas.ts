import { z } from "@hono/zod-openapi";
import { LISTS, SORTS } from "./catalog.schemas.ts";

const CODES = /^[a-z0-9-]+(,[a-z0-9-]+){0,19}$/;
const whole = (name: string, min: number, max: number) => z.string().regex(/^\d{1,7}$/, `${name} must be a whole number.`)
  .transform(Number).pipe(z.number().int().min(min, `${name} must be at least ${min}.`).max(max, `${name} must be at most ${max}.`));
const amount = (name: string) => z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, `${name} must be an amount such as 12.50.`).transform(Number);
const list = (name: string) => z.string().regex(CODES, `${name} is a comma-separated list of codes.`).transform((v) => v.split(","));
const param = (name: string, description: string) => ({ param: { name, in: "query" as const }, description });

export const LISTING_QUERY = z.strictObject({
  category: whole("category", 1, 10_000_000).optional().openapi(param("category", "Category id: products in it and below")),
  brand: list("brand").optional().openapi(param("brand", "Brand slugs, comma-separated")),
  size: list("size").optional().openapi(param("size", "Size codes, comma-separated")),
  colour: list("colour").optional().openapi(param("colour", "Colour codes, comma-separated")),
  price_min: amount("price_min").optional().openapi(param("price_min", "EUR, VAT included")),
  price_max: amount("price_max").optional().openapi(param("price_max", "EUR, VAT included")),
  in_stock: z.enum(["1", "true", "0", "false"]).optional().transform((v) => v === "1" || v === "true").openapi(param("in_stock", "Only what can be bought now")),
  q: z.string().trim().min(1, "Give something to search for.").max(100, "Search for at most 100 characters.").optional()
    .openapi(param("q", "Search text: names, brands, categories (stemmed per language, accents and typos forgiven), SKU, EAN")),
  brand_facet: z.enum(["1", "true", "0", "false"]).optional().transform((v) => v !== "0" && v !== "false")
    .openapi(param("brand_facet", "0: facets.brands is empty (a brand's own page, which offers no other brand, is then counted from that brand's products alone)")),
  list: z.enum(LISTS).default("all").openapi(param("list", "A listing: bestseller (without a category, the catalogue's 5,000 best-selling), featured, new (60 days), offers")),
  sort: z.enum(SORTS).default("relevance").openapi(param("sort", "Order of the products")),
  page: whole("page", 1, 10_000).default(1).openapi(param("page", "From 1")),
  per_page: whole("per_page", 1, 60).default(24).openapi(param("per_page", "At most 60")),
});

export const RESOLVE_QUERY = z.strictObject({
  path: z.string().max(1000, "The path is too long.")
    .regex(/^(\/[a-z0-9-]{1,200}){1,5}$/, "The path is one to five lowercase slugs, each after a /.")
    .openapi(param("path", "Path without language prefix, e.g. /dispensa/pasta")),
});

export const PRODUCT_ID_PARAMS = z.object({
  id: z.string().regex(/^\d{1,9}$/, "The product id is a whole number.").transform(Number)
    .openapi({ param: { name: "id", in: "path" }, example: "42" }),
});
