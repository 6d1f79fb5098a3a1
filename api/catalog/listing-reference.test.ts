import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invalidateAllCaches } from "#api/http/keyed-cache.ts";
import { useTestApi } from "#tests/setup/test-api.ts";

// Listings are counted from records kept in memory (listing.ts); these tests hold them to a plain computation
// over the base tables (products, variants, categories), before and after the catalogue changes.
const t = useTestApi();
const OPTIONS = ["size", "colour"] as const;
const SORTS = ["relevance", "price_asc", "price_desc", "newest", "bestselling"] as const;
const LISTS = ["all", "bestseller", "featured", "new", "offers"] as const;

interface Variant { price: number; compare: number | null; inStock: boolean; options: Record<string, unknown> }
interface Product {
  id: number; brand: string | null; featured: boolean; sold: number; created: bigint; isNew: boolean;
  categories: number[]; variants: Variant[];
}
interface Query {
  category?: number; brand?: string[]; priceMin?: number; priceMax?: number; inStock?: boolean;
  options: Partial<Record<(typeof OPTIONS)[number], string[]>>; list: (typeof LISTS)[number];
  sort: (typeof SORTS)[number]; page: number; perPage: number;
  /** false: asked without the brands' counts (brand_facet=0), as a brand's own page asks. */
  brandFacet?: boolean;
}

async function rows<T>(query: string): Promise<T[]> {
  return ((await t.db.execute(query as never)) as unknown as { rows: T[] }).rows;
}

async function categoryId(code: string): Promise<number> {
  const [row] = await rows<{ id: number }>(`select id from categories where code = '${code}'`);
  return row!.id;
}

/** Every active product with an active variant, straight from the tables the shop owner edits. */
async function loadProducts(): Promise<Product[]> {
  const found = await rows<{ id: number; brand: string | null; featured: boolean; sold: number; created: string; is_new: boolean; categories: number[]; variants: Variant[] }>(`
    select p.id, b.slug as brand, p.is_featured as featured, p.sold_count as sold, p.created_at > now() - interval '60 days' as is_new,
      ((extract(epoch from p.created_at) * 1000000)::bigint)::text as created,
      array(with recursive up(id) as (
        select pc.category_id from product_categories pc where pc.product_id = p.id
        union select c.parent_id from categories c join up on c.id = up.id where c.parent_id is not null
      ) select id from up) as categories,
      json_agg(json_build_object('price', v.price_cents, 'compare', v.compare_at_cents,
        'inStock', v.stock > 0 or not v.inventory_managed, 'options', v.options) order by v.id) as variants
    from products p join variants v on v.product_id = p.id and v.is_active left join brands b on b.id = p.brand_id
    where p.is_active group by p.id, b.slug`);
  return found.map((p) => ({ ...p, isNew: p.is_new, created: BigInt(p.created) }));
}

/** What GET /catalog/products answers, computed product by product. */
function referenceListing(products: Product[], q: Query, labelled: Set<string>) {
  const listed = (p: Product) => q.list === "all" || (q.list === "featured" && p.featured) || (q.list === "bestseller" && p.sold > 0)
    || (q.list === "new" && p.isNew) || (q.list === "offers" && p.variants.some((v) => v.compare !== null && v.compare > v.price));
  const scope = products.filter((p) => (q.category === undefined || p.categories.includes(q.category)) && listed(p));
  const brandOk = (p: Product) => !q.brand || (p.brand !== null && q.brand.includes(p.brand));
  /** The variant meets every variant filter except `skip`. */
  const meets = (v: Variant, skip?: string) =>
    (skip === "price" || ((q.priceMin === undefined || v.price >= q.priceMin) && (q.priceMax === undefined || v.price <= q.priceMax)))
    && (skip === "stock" || !q.inStock || v.inStock)
    && Object.entries(q.options).every(([o, values]) => skip === o || values.includes(v.options[o] as string));
  const matched = scope.filter((p) => brandOk(p) && p.variants.some((v) => meets(v)));

  const variantFilters = Object.keys(q.options).length + (q.inStock ? 1 : 0) + (q.priceMin !== undefined || q.priceMax !== undefined ? 1 : 0);
  const byActivePrice = variantFilters === 0 || (variantFilters === 1 && q.priceMin === undefined && q.priceMax === undefined);
  const cheapest = (p: Product) => Math.min(...p.variants.filter((v) => byActivePrice || meets(v)).map((v) => v.price));
  const order: Record<Query["sort"], (a: Product, b: Product) => number> = {
    relevance: (a, b) => Number(b.featured) - Number(a.featured) || b.sold - a.sold || a.id - b.id,
    bestselling: (a, b) => b.sold - a.sold || a.id - b.id,
    newest: (a, b) => (b.created > a.created ? 1 : b.created < a.created ? -1 : b.id - a.id),
    price_asc: (a, b) => cheapest(a) - cheapest(b) || a.id - b.id,
    price_desc: (a, b) => cheapest(b) - cheapest(a) || a.id - b.id,
  };
  const page = [...matched].sort(order[q.sort]).slice((q.page - 1) * q.perPage, q.page * q.perPage).map((p) => p.id);

  const brands = new Map<string, number>();
  for (const p of scope) if (p.brand !== null && p.variants.some((v) => meets(v))) brands.set(p.brand, (brands.get(p.brand) ?? 0) + 1);
  const options = Object.fromEntries(OPTIONS.map((o) => {
    const counts = new Map<string, number>();
    for (const p of scope.filter(brandOk)) {
      const values = new Set(p.variants.filter((v) => meets(v, o)).map((v) => v.options[o]));
      for (const value of values) if (typeof value === "string" && labelled.has(`${o}:${value}`)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return [o, Object.fromEntries([...counts].sort())];
  }));
  const prices = scope.filter(brandOk).flatMap((p) => {
    const fit = p.variants.filter((v) => meets(v, "price")).map((v) => v.price);
    return fit.length ? [Math.min(...fit)] : [];
  });
  return {
    ids: page,
    total: page.length > 0 ? matched.length : 0,
    brands: q.brandFacet === false ? {} : Object.fromEntries([...brands].sort()),
    options,
    price: prices.length ? { min: Math.min(...prices) / 100, max: Math.max(...prices) / 100 } : null,
    in_stock: scope.filter((p) => brandOk(p) && p.variants.some((v) => meets(v) && v.inStock)).length,
  };
}

function toPath(q: Query): string {
  const p = [`list=${q.list}`, `sort=${q.sort}`, `page=${q.page}`, `per_page=${q.perPage}`];
  if (q.category !== undefined) p.push(`category=${q.category}`);
  if (q.brand) p.push(`brand=${q.brand.join(",")}`);
  if (q.priceMin !== undefined) p.push(`price_min=${(q.priceMin / 100).toFixed(2)}`);
  if (q.priceMax !== undefined) p.push(`price_max=${(q.priceMax / 100).toFixed(2)}`);
  if (q.inStock) p.push("in_stock=1");
  if (q.brandFacet === false) p.push("brand_facet=0");
  for (const [o, values] of Object.entries(q.options)) p.push(`${o}=${values.join(",")}`);
  return `/catalog/products?${p.join("&")}`;
}

/** Filter sets drawn from the data (a fixed sequence): categories of every level, lists, sorts, pages, each filter. */
function drawQueries(products: Product[], count: number): Query[] {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const pick = <T,>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  const categories = [...new Set(products.flatMap((p) => p.categories))];
  const brands = [...new Set(products.flatMap((p) => (p.brand ? [p.brand] : [])))];
  const values = (o: string) => [...new Set(products.flatMap((p) => p.variants.map((v) => v.options[o]).filter((v): v is string => typeof v === "string")))];
  return Array.from({ length: count }, () => {
    const q: Query = { options: {}, list: pick([...LISTS, "all", "all"]), sort: pick([...SORTS]), page: pick([1, 1, 2, 3, 50]), perPage: pick([1, 5, 24, 60]) };
    if (random() < 0.8) q.category = pick(categories);
    if (random() < 0.25) q.brand = [pick(brands), pick(brands)];
    if (random() < 0.25) q.priceMin = 100 * Math.floor(random() * 30);
    if (random() < 0.25) q.priceMax = (q.priceMin ?? 0) + 100 * Math.floor(1 + random() * 80) + 99;
    if (random() < 0.3) q.inStock = true;
    for (const o of OPTIONS) if (random() < 0.25 && values(o).length) q.options[o] = [pick(values(o)), pick(values(o))];
    return q;
  });
}

async function expectListingsToMatch(queries: Query[]) {
  const products = await loadProducts();
  const labelled = new Set((await rows<{ option: string; code: string }>(`select option, code from option_values`)).map((r) => `${r.option}:${r.code}`));
  for (const q of queries) {
    const { status, body } = await t.call("GET", toPath(q));
    expect(status, toPath(q)).toBe(200);
    const d = body.data;
    const answer = {
      ids: d.products.map((p: { id: number }) => p.id),
      total: d.total,
      brands: Object.fromEntries(d.facets.brands.map((b: { slug: string; count: number }) => [b.slug, b.count]).sort()),
      options: Object.fromEntries(OPTIONS.map((o) => [o, Object.fromEntries((d.facets.options.find((f: { code: string }) => f.code === o)?.values ?? [])
        .map((v: { code: string; count: number }) => [v.code, v.count]).sort())])),
      price: d.facets.price,
      in_stock: d.facets.in_stock,
    };
    expect(answer, toPath(q)).toEqual(referenceListing(products, q, labelled));
  }
}

describe("listing answers", () => {
  it("equal a product-by-product computation over the catalogue tables", async () => {
    const queries = drawQueries(await loadProducts(), 120);
    expect(queries.filter((q) => q.list !== "all").length).toBeGreaterThan(20);
    await expectListingsToMatch(queries);
  });

  it("are counted from the category's records kept in memory: other filters on it read no records", async () => {
    const id = await categoryId("kitchen");
    await t.call("GET", `/catalog/products?category=${id}`);
    const before = t.handle.queryCount();
    const { body } = await t.call("GET", `/catalog/products?category=${id}&colour=red&sort=price_asc&per_page=7`);
    expect(body.data.total).toBeGreaterThan(0);
    // The page's cards and the option labels; the category's records come from memory.
    expect(t.handle.queryCount() - before).toBe(2);
  });

  it("follow edits of prices, stock, flags, categories and states as soon as the database says so", async () => {
    const exec = (q: string) => t.db.execute(q as never);
    const kitchen = await categoryId("kitchen");
    const queries: Query[] = LISTS.flatMap((list) => [
      { options: {}, list, sort: "price_asc" as const, page: 1, perPage: 60, category: kitchen },
      { options: { colour: ["red", "black"] }, list, sort: "relevance" as const, page: 1, perPage: 60, category: kitchen, inStock: true },
    ]);
    await expectListingsToMatch(queries);
    const ids = (await rows<{ product_id: number }>(`select product_id from listing_products where category_path_ids @> array[${kitchen}] order by product_id limit 4`)).map((r) => r.product_id);
    const [a, b, c, d] = ids;
    await exec(`update variants set price_cents = 1, compare_at_cents = 5000, stock = 0, inventory_managed = true where product_id = ${a}`);
    await exec(`update products set is_featured = not is_featured, sold_count = sold_count + 1000, created_at = now() where id = ${b}`);
    await exec(`delete from product_categories where product_id = ${c}`);
    await exec(`update products set is_active = false where id = ${d}`);
    // Within the notification's few milliseconds the kept records may still be the old ones.
    await expect.poll(async () => (await t.call("GET", `/catalog/products?category=${kitchen}&sort=price_asc&per_page=1`)).body.data.products[0]?.id, { timeout: 5000, interval: 20 })
      .toBe(a);
    await expectListingsToMatch(queries);
  });
});

describe("a brand's page", () => {
  it("is counted from its own records and the brands' kept counts, and follows products changing brand, hidden or sold out", async () => {
    const exec = (q: string) => t.db.execute(q as never);
    const brands = [...new Set((await loadProducts()).flatMap((p) => (p.brand ? [p.brand] : [])))].sort();
    expect(brands.length).toBeGreaterThan(2);
    const queries: Query[] = brands.flatMap((brand) => [
      { options: {}, list: "all" as const, sort: "bestselling" as const, page: 1, perPage: 24, brand: [brand] },
      { options: {}, list: "all" as const, sort: "price_asc" as const, page: 2, perPage: 3, brand: [brand] },
    ]);
    await expectListingsToMatch(queries);
    const [first, second] = brands;
    const [a, b, c] = (await rows<{ id: number }>(`select p.id from products p join brands b on b.id = p.brand_id
      join listing_products l on l.product_id = p.id where b.slug = '${first}' order by p.id limit 3`)).map((r) => r.id);
    const totalOf = async (brand: string) => (await t.call("GET", `/catalog/products?brand=${brand}`)).body.data.total as number;
    const before = await totalOf(second!);
    await exec(`update products set brand_id = (select id from brands where slug = '${second}') where id = ${a}`);
    await exec(`update products set is_active = false where id = ${b}`);
    await exec(`update variants set stock = 0, inventory_managed = true where product_id = ${c}`);
    await expect.poll(() => totalOf(second!), { timeout: 5000, interval: 20 }).toBe(before + 1);
    await expectListingsToMatch(queries);
    // The counts the other brands get are the ones kept by the database.
    const counted = new Map<number, number>();
    for (const r of await rows<{ brand_id: number }>(`select brand_id from listing_products where brand_id <> 0`)) counted.set(r.brand_id, (counted.get(r.brand_id) ?? 0) + 1);
    const kept = await rows<{ brand_id: number; products: number }>(`select brand_id, products from brand_counts where products <> 0`);
    expect(new Map(kept.map((r) => [r.brand_id, r.products]))).toEqual(counted);
  });
});

describe("a brand's own page (brand_facet=0)", () => {
  it("is counted from that brand's records alone, whatever its other filters, and follows its products", async () => {
    const exec = (q: string) => t.db.execute(q as never);
    const products = await loadProducts();
    const brands = [...new Set(products.flatMap((p) => (p.brand ? [p.brand] : [])))].sort();
    const values = (o: string) => [...new Set(products.flatMap((p) => p.variants.map((v) => v.options[o]).filter((v): v is string => typeof v === "string")))];
    const [colour, other] = values("colour");
    const queries: Query[] = brands.flatMap((brand) => [
      { options: {}, list: "all" as const, sort: "relevance" as const, page: 1, perPage: 24, brand: [brand], brandFacet: false },
      { options: {}, list: "all" as const, sort: "price_desc" as const, page: 1, perPage: 60, brand: [brand], brandFacet: false, inStock: true },
      { options: { colour: [colour!, other!] }, list: "all" as const, sort: "price_asc" as const, page: 1, perPage: 5, brand: [brand], brandFacet: false, priceMin: 500, priceMax: 9999 },
    ]);
    await expectListingsToMatch(queries);

    // After the brand's page, its filtered pages read no records: only their cards and option labels (nothing else
    // kept, as after a start: the whole catalogue's records are not read).
    const brand = brands[0]!;
    invalidateAllCaches();
    await t.call("GET", `/catalog/products?brand=${brand}&brand_facet=0`);
    const before = t.handle.queryCount();
    const { body } = await t.call("GET", `/catalog/products?brand=${brand}&brand_facet=0&in_stock=1&sort=price_asc&per_page=7`);
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.facets.brands).toEqual([]);
    expect(t.handle.queryCount() - before).toBe(2);

    // A change of another brand's product reads the changed row once and keeps the answer; one of its own is shown.
    const idOf = async (where: string) => (await rows<{ id: number }>(`select p.id from products p join brands b on b.id = p.brand_id
      join listing_products l on l.product_id = p.id where ${where} order by p.id limit 1`))[0]!.id;
    const path = `/catalog/products?brand=${brand}&brand_facet=0&in_stock=1&sort=price_asc&per_page=8`;
    await t.call("GET", path);
    await exec(`update variants set stock = stock + 1 where product_id = ${await idOf(`b.slug <> '${brand}'`)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const kept = t.handle.queryCount();
    await t.call("GET", path);
    expect(t.handle.queryCount() - kept).toBeLessThanOrEqual(1);
    const own = await idOf(`b.slug = '${brand}'`);
    await exec(`update variants set price_cents = 1, stock = 5, inventory_managed = true where product_id = ${own}`);
    await expect.poll(async () => (await t.call("GET", path)).body.data.products[0]?.id, { timeout: 5000, interval: 20 }).toBe(own);
    await expectListingsToMatch(queries);
  });
});

describe("category counts", () => {
  /** What category_counts must hold: per category, the listable products in it or below. */
  async function expectCountsToMatchListings() {
    const counted = new Map<number, number>();
    for (const p of await loadProducts()) for (const c of p.categories) counted.set(c, (counted.get(c) ?? 0) + 1);
    const kept = await rows<{ category_id: number; products: number }>(`select category_id, products from category_counts where products <> 0`);
    expect(new Map(kept.map((r) => [r.category_id, r.products]))).toEqual(counted);
  }

  it("are each category's listing total, kept by the database as products are added, moved, hidden and deleted", async () => {
    const exec = (q: string) => t.db.execute(q as never);
    await expectCountsToMatchListings();
    const [kitchen, pasta, eggPasta, pantry] = await Promise.all(["kitchen", "pasta", "egg-pasta", "pantry"].map(categoryId));
    const [a, b, c, d] = (await rows<{ product_id: number }>(`select product_id from listing_products where category_path_ids @> array[${pasta}] order by product_id limit 4`)).map((r) => r.product_id);
    await exec(`update product_categories set category_id = ${kitchen} where product_id = ${a} and category_id in (select id from categories where parent_id = ${pasta})`);
    await exec(`insert into product_categories (product_id, category_id, position) values (${b}, ${kitchen}, 0) on conflict do nothing`);
    await exec(`update products set is_active = false where id = ${c}`);
    await exec(`update variants set is_active = false where product_id = ${d}`);
    await exec(`update categories set parent_id = ${kitchen} where id = ${eggPasta}`);
    const [created] = await rows<{ id: number }>(`insert into products (code, brand_id) values ('counted-new', null) returning id`);
    await exec(`insert into product_categories (product_id, category_id, position) values (${created!.id}, ${eggPasta}, 0)`);
    await exec(`insert into variants (product_id, sku, price_cents, vat_rate_bp, stock) values (${created!.id}, 'COUNTED-NEW', 500, 2200, 3)`);
    await expectCountsToMatchListings();
    // A stock change rewrites the product's listing row and moves no count.
    const before = await rows<{ xmin: string }>(`select xmin::text from category_counts order by category_id`);
    await exec(`update variants set stock = stock + 1 where product_id = ${b}`);
    expect(await rows<{ xmin: string }>(`select xmin::text from category_counts order by category_id`)).toEqual(before);
    await exec(`delete from products where id = ${created!.id}`);
    await exec(`update categories set parent_id = ${pasta} where id = ${eggPasta}`);
    await exec(`update products set is_active = true where id = ${c}`);
    await expectCountsToMatchListings();

    // The category page says what its listing shows.
    const { body: settings } = await t.call("GET", "/setting");
    const url = settings.data.category.list.find((x: { id: number }) => x.id === pantry).url;
    await expect.poll(async () => (await t.call("GET", `/catalog/resolve?path=${encodeURIComponent(url)}`)).body.data.category.product_count, { timeout: 5000, interval: 20 })
      .toBe((await t.call("GET", `/catalog/products?category=${pantry}&per_page=1`)).body.data.total);
  });

  // Last in this file: it empties the catalogue.
  it("are emptied with the listing by a TRUNCATE, which no row trigger sees", async () => {
    await t.db.execute(sql`truncate products cascade`);
    expect(await rows<{ category_id: number }>(`select category_id from category_counts`)).toEqual([]);
    expect(await rows<{ brand_id: number }>(`select brand_id from brand_counts`)).toEqual([]);
  });
});
