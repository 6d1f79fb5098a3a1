import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.ts";

export type FacetName = "brand" | "price" | "in_stock" | `option:${string}`;

export interface ListingFilters {
  /**
   * Products in this category or any below it, hidden ones included: the same as "in one of the ids the
   * category tree shows at or below it", as that set always holds the category itself.
   */
  categoryId?: number;
  brandSlugs?: string[];
  priceMinCents?: number;
  priceMaxCents?: number;
  options?: Record<string, string[]>;
  inStock?: boolean;
  list?: "all" | "bestseller" | "featured" | "new" | "offers";
  /** A subquery yielding (product_id, rank) for a search; null when there is none. */
  match?: SQL | null;
}

const NEW_DAYS = 60;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface ListingRows {
  /** The packed records (db/schema/listing.ts) of the products in the category, list and search. */
  records: Buffer;
  optionSets: Map<number, Record<string, string>>;
  /** Every brand, ordered by name as the database orders it. */
  brands: { id: number; slug: string; name: string }[];
  /** With a search: the rank of each product of `records`. */
  rank: Map<number, number> | null;
}

/** The most relevant matches a listing considers; beyond them a search is too broad to page through. */
export const MAX_SEARCH_MATCHES = 5000;

/**
 * The products a listing can show under its product-level conditions (category and below, list, search
 * matches), as one packed value: one statement reads a category's products once, and the facets and the
 * page are counted from them (listing-facets.ts). A search runs in the same statement: its best
 * MAX_SEARCH_MATCHES matches (by rank, then id; of any state), joined to the listable products, their
 * ranks returned packed beside the records (int4 product id, float4 rank, big-endian).
 */
export async function loadListingRows(db: Database, f: ListingFilters): Promise<ListingRows> {
  const parts: SQL[] = [];
  if (f.categoryId !== undefined) parts.push(sql`l.category_path_ids @> array[${f.categoryId}::integer]`);
  if (f.list === "featured") parts.push(sql`l.is_featured`);
  if (f.list === "bestseller") parts.push(sql`l.sold_count > 0`);
  if (f.list === "new") parts.push(sql`l.created_at > now() - make_interval(days => ${NEW_DAYS})`);
  if (f.list === "offers") parts.push(sql`l.has_offer`);
  const where = parts.length ? sql.join(parts, sql` and `) : sql`true`;
  // The matches are looked up one by key ("offset 0" keeps the planner from merging them with the whole table).
  const from = f.match
    ? sql`(select product_id, rank::real as rank from (${f.match}) m order by 2 desc, 1 limit ${MAX_SEARCH_MATCHES}) m
      cross join lateral (select l.record from listing_products l where l.product_id = m.product_id and ${where} offset 0) l`
    : sql`listing_products l where ${where}`;
  const [row] = await rows<{ records: string | null; ranks: string | null; option_sets: [number, Record<string, string>][] | null; brands: [number, string, string][] | null }>(db, sql`
    select encode(string_agg(l.record, ''::bytea), 'base64') as records,
      ${f.match ? sql`encode(string_agg(int4send(m.product_id) || float4send(m.rank), ''::bytea), 'base64')` : sql`null`} as ranks,
      (select json_agg(json_build_array(s.id, s.options)) from listing_option_sets s) as option_sets,
      (select json_agg(json_build_array(b.id, b.slug, b.name) order by b.name) from brands b) as brands
    from ${from}`);
  return {
    records: Buffer.from(row?.records ?? "", "base64"),
    optionSets: new Map(row?.option_sets ?? []),
    brands: (row?.brands ?? []).map(([id, slug, name]) => ({ id, slug, name })),
    rank: f.match ? decodeRanks(Buffer.from(row?.ranks ?? "", "base64")) : null,
  };
}

function decodeRanks(bytes: Buffer): Map<number, number> {
  const rank = new Map<number, number>();
  for (let at = 0; at + 8 <= bytes.length; at += 8) rank.set(bytes.readInt32BE(at), bytes.readFloatBE(at + 4));
  return rank;
}
