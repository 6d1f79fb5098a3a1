/**
 * What of the catalogue an answer shows, so that a change of some products drops only the pages that show them
 * (issue 23; decision 020, 15). The API names, on each public answer, the catalogue's parts it was built from
 * (`vetrina-tags`, space-separated); the storefront gathers the tags of every answer a page was rendered from and
 * keeps the page, and sends it to the caches in front, with them; the database's notifications of a change
 * (migration 0031) say which tags it touched, and only pages bearing one of those go.
 *
 * - `p12`: product 12 itself (its page, its card wherever it is shown);
 * - `c7`: the listing of category 7 and the categories below it (which products it holds, their prices, stock
 *   and counts: a change of any product in it, or moving in or out);
 * - `featured`: which products are featured (the settings' row, shown with every page);
 * - `products`: any product at all (a search, the best sellers, a brand's page, the sitemap). An answer that
 *   names no tags is taken to show this, so an answer the API forgot to describe is dropped too often, never kept
 *   too long.
 * - `catalogue`: which products there are and what they are (their names, brand, categories, codes, state and
 *   sales), not their offers: an answer whose choice of products follows only those (the home page's newest and best
 *   sellers, the brands' counts) says this, with the products it shows (whose cards show their offers). A change of
 *   some products' offers alone (`offers:…`, an order's stock) leaves it (decision 020, 30).
 *
 * A change of anything that is not a product (a category, a setting, a page, a brand) still drops everything.
 */
export const TAGS_HEADER = "vetrina-tags";
export const ANY_PRODUCT = "products";
export const CATALOGUE = "catalogue";
export const FEATURED = "featured";

export const productTag = (id: number): string => `p${id}`;
export const categoryTag = (id: number): string => `c${id}`;

/** More tags than this on one answer or page (a long list, a sitemap) stand for any product: a header stays small. */
export const MAX_TAGS = 200;

const TAG = /^(?:p\d{1,10}|c\d{1,10}|featured|products|catalogue)$/;

/** The tags of a header as the API sent it; a missing, empty-of-meaning or malformed one is any product. */
export function readTags(header: string | null): string[] {
  if (header === null) return [ANY_PRODUCT];
  const tags = header.split(" ").filter(Boolean);
  if (tags.length > MAX_TAGS || !tags.every((tag) => TAG.test(tag))) return [ANY_PRODUCT];
  return tags;
}

/** A set of tags as a header's value: any product alone when it holds that, or too many. */
export function writeTags(tags: ReadonlySet<string>): string {
  if (tags.has(ANY_PRODUCT) || tags.size > MAX_TAGS) return ANY_PRODUCT;
  return [...tags].join(" ");
}

const PRODUCTS_CHANGED = /^(products|offers):\d{1,10}(?:,\d{1,10})*$/;
const TAGS_CHANGED = /^tags:((?:c\d{1,10}|featured)(?:,(?:c\d{1,10}|featured))*);(?:[0-9a-f]{32}|\d{1,10}(?:,\d{1,10})*)$/;

/**
 * A catalogue notification (vetrina_catalog) as the products it names and the tags of the pages it touched; null for
 * one that names a table or anything else (anything may have changed). `products:12,345` changed products 12 and
 * 345 (migration 0027): the pages that show them go, and those that may show any product. `offers:12,345` changed
 * them too, but not what a search matches them by (`matched: false`; migration 0036): their stock, prices, pictures
 * or listing rows, not their names, brand, categories or codes. Pages go as for `products:`, but for those that
 * follow only what the products are (`catalogue`).
 * `tags:c4,c17,featured;<md5 of "12,345">` (migrations 0031, 0034) follows it when the change moved the listings of
 * categories 4 and 17 (and so of their parents) or the featured products; it ends with a hash of the same products
 * (so that PostgreSQL, which sends an identical notification once per transaction, never sends it ahead of theirs;
 * before 0034, the products themselves), and the answers have nothing more to do.
 */
export function parseCatalogueChange(payload: string): CatalogueChange | null {
  const touched = TAGS_CHANGED.exec(payload);
  if (touched) return { products: [], tags: touched[1]!.split(","), matched: false };
  const kind = PRODUCTS_CHANGED.exec(payload)?.[1];
  if (!kind) return null;
  const products = payload.slice(kind.length + 1).split(",").map(Number);
  if (!products.every((id) => id <= 2 ** 31 - 1)) return null;
  const matched = kind === "products";
  return { products, tags: [ANY_PRODUCT, ...(matched ? [CATALOGUE] : []), ...products.map(productTag)], matched };
}

export interface CatalogueChange {
  /** The products that changed (none for `tags:…`). */
  products: number[];
  /** The tags of the pages the change touched. */
  tags: string[];
  /** Whether what a search matches the products by (names, brand, categories, codes) may have changed. */
  matched: boolean;
}
