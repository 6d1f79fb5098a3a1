import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.ts";

export type FacetName = "brand" | "price" | "in_stock" | `option:${string}`;

export interface ListingFilters {
  categoryIds?: number[];
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
const ids = (values: number[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const texts = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const all = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

/**
 * Conditions on the product itself; `except` leaves out one facet's own filter to count that facet.
 * The summary path reads category_path_ids (each product's categories and their ancestors); joined with
 * the variants, PostgreSQL plans the category as a semi-join on product_categories better.
 */
function productConditions(f: ListingFilters, except?: FacetName, onSummary = false): SQL {
  const parts: SQL[] = [sql`p.is_active`];
  if (f.categoryIds?.length) {
    parts.push(onSummary
      ? sql`p.category_path_ids && array[${ids(f.categoryIds)}]::integer[]`
      : sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id in (${ids(f.categoryIds)}))`);
  }
  if (f.brandSlugs?.length && except !== "brand") parts.push(sql`p.brand_id in (select id from brands where slug in (${texts(f.brandSlugs)}))`);
  if (f.list === "featured") parts.push(sql`p.is_featured`);
  if (f.list === "bestseller") parts.push(sql`p.sold_count > 0`);
  if (f.list === "new") parts.push(sql`p.created_at > now() - make_interval(days => ${NEW_DAYS})`);
  if (f.list === "offers") parts.push(sql`p.has_offer`);
  if (f.match) parts.push(sql`p.id in (select product_id from (${f.match}) m)`);
  return all(parts);
}

/** Conditions one and the same variant must meet together (a red pan in 28 cm, in stock, in the price range). */
function variantConditions(f: ListingFilters, except?: FacetName): SQL {
  const parts: SQL[] = [sql`v.is_active`];
  if (f.priceMinCents !== undefined && except !== "price") parts.push(sql`v.price_cents >= ${f.priceMinCents}`);
  if (f.priceMaxCents !== undefined && except !== "price") parts.push(sql`v.price_cents <= ${f.priceMaxCents}`);
  if (f.inStock && except !== "in_stock") parts.push(sql`(v.stock > 0 or not v.inventory_managed)`);
  for (const [option, values] of Object.entries(f.options ?? {})) {
    if (values.length && except !== `option:${option}`) parts.push(sql`v.options->>${option} in (${texts(values)})`);
  }
  return all(parts);
}

type VariantFilter = "price" | "in_stock" | `option:${string}`;

/** The variant-level filters in force, less the one a facet leaves out. */
function activeVariantFilters(f: ListingFilters, except?: FacetName): VariantFilter[] {
  const active: VariantFilter[] = [];
  if (f.priceMinCents !== undefined || f.priceMaxCents !== undefined) active.push("price");
  if (f.inStock) active.push("in_stock");
  for (const [option, values] of Object.entries(f.options ?? {})) if (values.length) active.push(`option:${option}`);
  return active.filter((name) => name !== except);
}

/**
 * With no variant filter, or a single one that means the same on the product's summary (in stock; the
 * values of one option), a listing reads one summary row per product. Filters that one and the same
 * variant must meet together (a price range; two options) need the variants themselves.
 */
function summaryCondition(f: ListingFilters, except?: FacetName): SQL | null {
  const active = activeVariantFilters(f, except);
  if (active.length === 0) return sql`true`;
  if (active.length > 1 || active[0] === "price") return null;
  if (active[0] === "in_stock") return sql`p.in_stock`;
  const option = active[0]!.slice("option:".length);
  return sql`p.option_values && array[${texts(f.options![option]!.map((v) => `${option}:${v}`))}]::text[]`;
}

/**
 * The matching products, once each, with their cheapest matching price and (with a search) their rank.
 * `perVariant` asks for what only the variants can say exactly under the other filters (which option
 * values, which prices a red variant has), for the facets that count those.
 */
function matching(f: ListingFilters, except?: FacetName, perVariant = false): SQL {
  // A search is joined once here rather than tested per product: its query runs a single time.
  const match = f.match ? sql`join (${f.match}) m on m.product_id = p.id` : sql``;
  const rank = f.match ? sql`m.rank` : sql`0`;
  const summary = perVariant && activeVariantFilters(f, except).length > 0 ? null : summaryCondition(f, except);
  if (summary) {
    return sql`
      select p.id, p.brand_id, p.created_at, p.sold_count, p.is_featured, p.min_price_cents as price_cents, p.option_values, ${rank} as rank
      from products p ${match}
      where ${productConditions({ ...f, match: null }, except, true)} and ${summary} and p.min_price_cents is not null`;
  }
  const groupedRank = f.match ? sql`max(m.rank)` : sql`0`;
  return sql`
    select p.id, p.brand_id, p.created_at, p.sold_count, p.is_featured, min(v.price_cents) as price_cents, null::text[] as option_values, ${groupedRank} as rank
    from products p join variants v on v.product_id = p.id ${match}
    where ${productConditions({ ...f, match: null }, except)} and ${variantConditions(f, except)}
    group by p.id`;
}

const ORDERS: Record<string, SQL> = {
  relevance: sql`is_featured desc, sold_count desc, id`,
  price_asc: sql`price_cents asc, id`,
  price_desc: sql`price_cents desc, id`,
  newest: sql`created_at desc, id desc`,
  bestselling: sql`sold_count desc, id`,
};

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function listMatchingPage(db: Database, f: ListingFilters, sort: string, limit: number, offset: number) {
  const order = sort === "relevance" && f.match ? sql`rank desc, sold_count desc, id` : ORDERS[sort] ?? ORDERS.relevance!;
  return rows<{ id: number; total: number }>(db, sql`
    select x.id, count(*) over ()::int as total from (${matching(f)}) x order by ${order} limit ${limit} offset ${offset}`);
}

export function countBrands(db: Database, f: ListingFilters) {
  return rows<{ slug: string; name: string; count: number }>(db, sql`
    select b.slug, b.name, count(*)::int as count from (${matching(f, "brand")}) x join brands b on b.id = x.brand_id
    group by b.slug, b.name order by b.name`);
}

export function countOptionValues(db: Database, f: ListingFilters, option: string) {
  const except: FacetName = `option:${option}`;
  // From the summary only when no other variant filter is in force: "a red 28 cm variant" needs the variants.
  if (activeVariantFilters(f, except).length === 0) {
    return rows<{ code: string; count: number }>(db, sql`
      select substring(o from ${option.length + 2}::int) as code, count(*)::int as count
      from (${matching(f, except)}) x, unnest(x.option_values) o
      where o like ${`${option}:%`} group by 1`);
  }
  return rows<{ code: string; count: number }>(db, sql`
    select v.options->>${option} as code, count(distinct p.id)::int as count
    from products p join variants v on v.product_id = p.id
    where ${productConditions(f, except)} and ${variantConditions(f, except)} and v.options ? ${option}
    group by 1`);
}

export async function measurePriceRange(db: Database, f: ListingFilters) {
  const [row] = await rows<{ min: number | null; max: number | null }>(db, sql`
    select min(price_cents)::int as min, max(price_cents)::int as max from (${matching(f, "price", true)}) x`);
  return row ?? { min: null, max: null };
}

export async function countInStock(db: Database, f: ListingFilters) {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from (${matching({ ...f, inStock: true })}) x`);
  return row?.n ?? 0;
}

/** The most relevant matches a listing considers; beyond them a search is too broad to page through. */
export const MAX_SEARCH_MATCHES = 5000;

/** Runs a search once and returns it as a constant (product_id, rank) set the other queries can join. */
export async function materializeMatch(db: Database, match: SQL): Promise<SQL> {
  const found = await rows<{ product_id: number; rank: number }>(db, sql`
    select product_id, max(rank)::real as rank from (${match}) m group by product_id order by 2 desc, 1 limit ${MAX_SEARCH_MATCHES}`);
  if (found.length === 0) return sql`select null::int as product_id, null::real as rank where false`;
  const ids = `{${found.map((r) => r.product_id).join(",")}}`;
  const ranks = `{${found.map((r) => r.rank).join(",")}}`;
  return sql`select unnest(${ids}::int[]) as product_id, unnest(${ranks}::real[]) as rank`;
}
