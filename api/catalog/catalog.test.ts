import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "#tests/setup/test-api.ts";

const t = useTestApi();

describe("GET /web/v1/catalog/highlights", () => {
  it("lists the newest and best-selling products with prices, images and localized URLs", async () => {
    const { status, body } = await t.call("GET", "/catalog/highlights", { headers: { lang: "fr" } });
    expect(status).toBe(200);
    const { new: newest, bestsellers } = body.data;
    expect(newest).toHaveLength(8);
    expect(bestsellers).toHaveLength(8);
    for (const card of [...newest, ...bestsellers]) {
      expect(card.price).toBeGreaterThan(0);
      expect(card.image).toMatch(/^products\/.+\.jpg$/);
      expect(card.url).toMatch(/^(\/[a-z0-9-]+){2,5}$/);
      expect(card.url.endsWith(`/${card.slug}`)).toBe(true);
    }
  });

  it("orders the newest first and the best-selling first", async () => {
    const { body } = await t.call("GET", "/catalog/highlights");
    const ids = body.data.new.map((c: { id: number }) => c.id);
    const { rows } = (await t.db.execute(
      `select id from products where is_active order by created_at desc, id desc limit 8` as never,
    )) as unknown as { rows: { id: number }[] };
    expect(ids).toEqual(rows.map((r) => r.id));
    const sold = (await t.db.execute(`select id, sold_count from products` as never)) as unknown as { rows: { id: number; sold_count: number }[] };
    const soldById = new Map(sold.rows.map((r) => [r.id, r.sold_count]));
    const counts = body.data.bestsellers.map((c: { id: number }) => soldById.get(c.id)!);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });
});

describe("GET /web/v1/catalog/brands", () => {
  it("lists every brand with a translated description and its product count", async () => {
    const it_ = (await t.call("GET", "/catalog/brands", { headers: { lang: "it" } })).body.data;
    const de = (await t.call("GET", "/catalog/brands", { headers: { lang: "de" } })).body.data;
    expect(it_.length).toBeGreaterThanOrEqual(10);
    expect(it_.map((b: any) => b.name)).toEqual([...it_.map((b: any) => b.name)].sort((a: string, b: string) => (a < b ? -1 : 1)));
    expect(it_[0].description).not.toBe(de[0].description);
    const total = it_.reduce((n: number, b: any) => n + b.product_count, 0);
    expect(total).toBeGreaterThanOrEqual(150);
    const listed = await t.call("GET", `/catalog/products?brand=${it_[0].slug}&per_page=60`);
    expect(listed.body.data.total).toBe(it_[0].product_count);
  });

  it("counts the products a brand's page lists: not an active product whose variants are all switched off", async () => {
    const brandOf = async (slug: string) => ((await t.call("GET", "/catalog/brands")).body.data as { slug: string; product_count: number }[]).find((b) => b.slug === slug)!;
    const [row] = ((await t.db.execute(sql`select p.id, b.slug from products p join brands b on b.id = p.brand_id
      where p.is_active order by p.id limit 1`)) as unknown as { rows: { id: number; slug: string }[] }).rows;
    const before = (await brandOf(row!.slug)).product_count;
    await t.db.execute(sql`update variants set is_active = false where product_id = ${row!.id}`);
    try {
      await expect.poll(async () => (await brandOf(row!.slug)).product_count, { timeout: 5000 }).toBe(before - 1);
      const listed = await t.call("GET", `/catalog/products?brand=${row!.slug}&per_page=60`);
      expect(listed.body.data.total).toBe(before - 1);
    } finally {
      await t.db.execute(sql`update variants set is_active = true where product_id = ${row!.id}`);
    }
    await expect.poll(async () => (await brandOf(row!.slug)).product_count, { timeout: 5000 }).toBe(before);
  });
});
