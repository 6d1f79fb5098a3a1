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
