import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "#tests/setup/test-api.ts";
import { seedSyntheticProducts } from "./seed-synthetic.ts";

// Issue 23: the synthetic catalogue goes past 271,182 products (`g * 7919` overflowed a 32-bit integer there).

const t = useTestApi();
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

describe("synthetic products", () => {
  it("are added after the last one, numbered past 271,182, with names, variants and categories", async () => {
    // As if 271,180 had been added already: the next ones continue from the highest number.
    const [template] = await rows<{ id: number; brand_id: number | null; primary_category_id: number | null }>(sql`select id, brand_id, primary_category_id from products order by id limit 1`);
    await t.db.execute(sql`insert into products (code, brand_id, primary_category_id) values ('syn-271180', ${template!.brand_id}, ${template!.primary_category_id})`);
    await seedSyntheticProducts(t.db, 5);
    const added = await rows<{ code: string; sold_count: number; names: number; variants: number; categories: number }>(sql`
      select p.code, p.sold_count,
        (select count(*)::int from product_translations pt where pt.product_id = p.id) as names,
        (select count(*)::int from variants v where v.product_id = p.id) as variants,
        (select count(*)::int from product_categories pc where pc.product_id = p.id) as categories
      from products p where p.code like 'syn-%' and p.code <> 'syn-271180' order by p.code`);
    expect(added.map((p) => p.code)).toEqual(["syn-271181", "syn-271182", "syn-271183", "syn-271184", "syn-271185"]);
    for (const p of added) {
      expect(p.sold_count).toBeGreaterThanOrEqual(0);
      expect(p.sold_count).toBeLessThan(500);
      expect(p.names).toBe(5);
      expect(p.variants).toBeGreaterThan(0);
      expect(p.categories).toBeGreaterThan(0);
    }
  });
});
