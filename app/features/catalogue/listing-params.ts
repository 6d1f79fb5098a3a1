/** The filters, sort and page a category URL carries; anything malformed is dropped, never sent on. */
export interface ListingParams {
  brand: string[];
  size: string[];
  colour: string[];
  price_min?: string;
  price_max?: string;
  in_stock: boolean;
  sort: string;
  page: number;
}

export const SORT_OPTIONS = ["relevance", "price_asc", "price_desc", "newest", "bestselling"] as const;
const CODE = /^[a-z0-9-]{1,60}$/;
const AMOUNT = /^\d{1,7}([.,]\d{1,2})?$/;

function codes(search: URLSearchParams, name: string): string[] {
  return [...new Set(search.getAll(name).flatMap((v) => v.split(",")).filter((v) => CODE.test(v)))].slice(0, 20);
}

export function readListingParams(search: URLSearchParams): ListingParams {
  const amount = (name: string) => {
    const value = search.get(name)?.trim();
    return value && AMOUNT.test(value) ? value.replace(",", ".") : undefined;
  };
  const sort = search.get("sort") ?? "relevance";
  const page = Number(search.get("page") ?? 1);
  const priceMin = amount("price_min");
  const priceMax = amount("price_max");
  return {
    brand: codes(search, "brand"), size: codes(search, "size"), colour: codes(search, "colour"),
    ...(priceMin ? { price_min: priceMin } : {}), ...(priceMax ? { price_max: priceMax } : {}),
    in_stock: search.get("in_stock") === "1",
    sort: (SORT_OPTIONS as readonly string[]).includes(sort) ? sort : "relevance",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The API query for these params (the API's own names; lists comma-joined). */
export function toApiQuery(params: ListingParams, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  for (const name of ["brand", "size", "colour"] as const) if (params[name].length) query.set(name, params[name].join(","));
  if (params.price_min) query.set("price_min", params.price_min);
  if (params.price_max) query.set("price_max", params.price_max);
  if (params.in_stock) query.set("in_stock", "1");
  query.set("sort", params.sort);
  query.set("page", String(params.page));
  return query.toString();
}

export function hasFilters(params: ListingParams): boolean {
  return params.brand.length + params.size.length + params.colour.length > 0 || Boolean(params.price_min || params.price_max) || params.in_stock;
}

/** The same listing on another page, keeping every filter (real links for pagination). */
export function pageHref(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const text = next.toString();
  return text ? `?${text}` : "?";
}
