import { describe, expect, it } from "vitest";
import { useTestApi } from "#tests/setup/test-api.ts";

const t = useTestApi();
const list = (query: string, lang = "it") => t.call("GET", `/catalog/products?${query}`, { headers: { lang } });

async function categoryId(code: string) {
  const { body } = await t.call("GET", "/setting");
  const all = body.data.category.list.flatMap(function walk(c: any): any[] { return [c, ...c.children.flatMap(walk)]; });
  return all.find((c: any) => c.code === code).id as number;
}

describe("GET /web/v1/catalog/products", () => {
  it("lists a category and its subcategories with facets from the data", async () => {
    const { status, body } = await list(`category=${await categoryId("kitchen")}&per_page=12`);
    expect(status).toBe(200);
    const { products, total, pages, facets } = body.data;
    expect(products).toHaveLength(12);
    expect(total).toBeGreaterThan(40);
    expect(pages).toBe(Math.ceil(total / 12));
    expect(facets.brands.length).toBeGreaterThan(2);
    expect(facets.options.map((o: any) => o.code)).toEqual(["size", "colour"]);
    expect(facets.price.min).toBeLessThan(facets.price.max);
    expect(facets.in_stock).toBeLessThanOrEqual(total);
  });

  it("filters by colour on one variant and counts each facet without its own filter", async () => {
    const kitchen = await categoryId("kitchen");
    const all = (await list(`category=${kitchen}`)).body.data;
    const red = all.facets.options.find((o: any) => o.code === "colour").values.find((v: any) => v.code === "red");
    const filtered = (await list(`category=${kitchen}&colour=red`)).body.data;
    expect(filtered.total).toBe(red.count);
    const colours = filtered.facets.options.find((o: any) => o.code === "colour").values;
    expect(colours.length).toBeGreaterThan(1);
  });

  it("sorts by price both ways and pages without repeating", async () => {
    const pasta = await categoryId("pasta");
    const up = (await list(`category=${pasta}&sort=price_asc&per_page=60`)).body.data.products.map((p: any) => p.price);
    expect([...up].sort((a, b) => a - b)).toEqual(up);
    const down = (await list(`category=${pasta}&sort=price_desc&per_page=60`)).body.data.products.map((p: any) => p.price);
    expect([...down].sort((a, b) => b - a)).toEqual(down);
    const one = (await list(`category=${pasta}&sort=newest&per_page=5&page=1`)).body.data.products.map((p: any) => p.id);
    const two = (await list(`category=${pasta}&sort=newest&per_page=5&page=2`)).body.data.products.map((p: any) => p.id);
    expect(one.filter((id: number) => two.includes(id))).toEqual([]);
  });

  it("applies price range, stock and brand together", async () => {
    const { body } = await list("price_min=10&price_max=30&in_stock=1&brand=rame-toscano,moka-lario&per_page=60");
    for (const p of body.data.products) {
      expect(p.in_stock).toBe(true);
      expect(["Rame Toscano", "Moka Lario"].some((b) => p.brand?.includes(b.split(" ")[0]))).toBe(true);
    }
  });

  it("serves the listings: offers show a previous price, new ones are recent", async () => {
    const offers = (await list("list=offers&per_page=60")).body.data.products;
    expect(offers.length).toBeGreaterThan(5);
    expect(offers.every((p: any) => p.start_price !== null || p.has_variants)).toBe(true);
    expect((await list("list=featured")).body.data.total).toBeGreaterThan(5);
  });

  it.each(["page=0", "per_page=500", "sort=cheap", "colour=RED", "price_min=abc", "category=abc", "admin=1"])("refuses %s with a 400", async (query) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.metadata[0].errors[0].length).toBeGreaterThan(0);
  });

  it("answers 404 for a category that does not exist", async () => {
    expect((await list("category=999999")).status).toBe(404);
  });
});

describe("GET /web/v1/catalog/products?q=", () => {
  it("finds by words, ranks name matches first and keeps the filters and facets", async () => {
    const { status, body } = await list("q=spaghetti&per_page=10");
    expect(status).toBe(200);
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.products[0].name.toLowerCase()).toContain("spaghetti");
    expect(body.data.facets.brands.length).toBeGreaterThan(0);
  });

  it("forgives a typo with a did-you-mean when nothing matches exactly", async () => {
    const { body } = await list("q=spagetti");
    if (body.data.total === 0) expect(body.data.did_you_mean).toBe("spaghetti");
    else expect(body.data.products[0].name.toLowerCase()).toContain("spaghetti");
  });

  it("refuses an empty or overlong search with a 400", async () => {
    expect((await list("q=")).status).toBe(400);
    expect((await list(`q=${"x".repeat(101)}`)).status).toBe(400);
  });
});

describe("the listing summary kept by triggers", () => {
  it("gives the same products as reading the variants themselves", async () => {
    const kitchen = await categoryId("kitchen");
    // price_min=0 matches every variant but forces the per-variant path.
    for (const filter of ["in_stock=1", "colour=red,black", "size=28cm"]) {
      const summary = (await list(`category=${kitchen}&${filter}&per_page=60`)).body.data;
      const variants = (await list(`category=${kitchen}&${filter}&price_min=0&per_page=60`)).body.data;
      expect(summary.total, filter).toBe(variants.total);
      expect(summary.products.map((p: any) => p.id).sort(), filter).toEqual(variants.products.map((p: any) => p.id).sort());
    }
  });

  it("follows a stock change as soon as the database says so", async () => {
    const before = (await list("in_stock=1&per_page=1")).body.data.total;
    const { rows } = (await t.db.execute(
      `select product_id from variants group by product_id having count(*) = 1 and bool_and(stock > 0 and inventory_managed) limit 1` as never,
    )) as unknown as { rows: { product_id: number }[] };
    const productId = rows[0]!.product_id;
    // The answer is cached until the change notification arrives (a few milliseconds after the commit).
    await t.db.execute(`update variants set stock = 0 where product_id = ${productId}` as never);
    await expect.poll(async () => (await list("in_stock=1&per_page=1")).body.data.total, { timeout: 5000, interval: 20 }).toBe(before - 1);
    await t.db.execute(`update variants set stock = 5 where product_id = ${productId}` as never);
    await expect.poll(async () => (await list("in_stock=1&per_page=1")).body.data.total, { timeout: 5000, interval: 20 }).toBe(before);
  });
});

describe("facet counts", () => {
  it("equal the number of products the choice leads to, under another variant filter too", async () => {
    const kitchen = await categoryId("kitchen");
    for (const base of ["", "&colour=red", "&in_stock=1"]) {
      const sizes = (await list(`category=${kitchen}${base}`)).body.data.facets.options.find((o: any) => o.code === "size")?.values ?? [];
      for (const size of sizes.slice(0, 4)) {
        const total = (await list(`category=${kitchen}${base}&size=${size.code}`)).body.data.total;
        expect(total, `${base} size=${size.code}`).toBe(size.count);
      }
    }
  });
});

describe("listing_products, the side table a listing reads", () => {
  const snapshot = async () => ((await t.db.execute(
    `select product_id, category_path_ids, is_featured, sold_count, created_at, has_offer, encode(record, 'hex') as record
     from listing_products order by product_id` as never,
  )) as unknown as { rows: unknown[] }).rows;

  it("stays equal to a full rebuild through edits of products, variants, categories and their links", async () => {
    const exec = (q: string) => t.db.execute(q as never);
    const { rows } = (await exec(`select id from products where is_active order by id limit 4`)) as unknown as { rows: { id: number }[] };
    const [a, b, c, d] = rows.map((r) => r.id);
    await exec(`update variants set price_cents = price_cents + 7, stock = 0 where product_id = ${a}`);
    await exec(`update variants set options = '{"size":"xxl","colour":"ultraviolet"}' where id = (select min(id) from variants where product_id = ${b})`);
    await exec(`update products set is_featured = not is_featured, sold_count = sold_count + 3 where id = ${c}`);
    await exec(`update products set is_active = false where id = ${d}`);
    await exec(`insert into product_categories (product_id, category_id) select ${a}, id from categories where id not in (select category_id from product_categories where product_id = ${a}) order by id limit 1`);
    await exec(`update categories set parent_id = (select id from categories where code = 'drinks') where code = 'cookware'`);
    await exec(`delete from variants where id = (select max(id) from variants where product_id = ${b})`);
    const kept = await snapshot();
    await exec(`delete from listing_products`);
    await exec(`select vetrina_refresh_listing(array(select id from products))`);
    expect(kept).toEqual(await snapshot());
    expect(kept.some((r: any) => r.product_id === d)).toBe(false);
  });

  it("lists the products of a hidden subcategory under its parent, as the category tree did", async () => {
    const pantry = await categoryId("pantry");
    const before = (await list(`category=${pantry}&per_page=1`)).body.data.total;
    await t.db.execute(`update categories set is_active = false where code = 'pasta'` as never);
    expect((await list(`category=${pantry}&per_page=1`)).body.data.total).toBe(before);
  });
});
