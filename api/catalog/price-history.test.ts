import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { variantPrices, variants } from "#db/schema/schema.ts";
import type { Database } from "#db/client.ts";
import { useTestApi } from "#tests/setup/test-api.ts";

// Issue 21: every price a variant has had, recorded by the database in the change's own transaction.

const t = useTestApi();
const historyOf = async (variantId: number) => t.db.select().from(variantPrices).where(eq(variantPrices.variantId, variantId)).orderBy(asc(variantPrices.id));
const anyVariant = async () => (await t.db.select().from(variants).orderBy(asc(variants.id)).limit(1))[0]!;

describe("the price history", () => {
  it("holds one row for every seeded variant, with its price", async () => {
    const [counts] = (await t.db.execute(sql`
      select count(*)::int as variants, (select count(distinct variant_id)::int from variant_prices) as recorded,
        (select count(*)::int from variants v where not exists (
          select 1 from variant_prices p where p.variant_id = v.id and p.price_cents = v.price_cents and p.compare_at_cents is not distinct from v.compare_at_cents)) as unmatched
      from variants`) as unknown as { rows: { variants: number; recorded: number; unmatched: number }[] }).rows;
    expect(counts).toMatchObject({ unmatched: 0 });
    expect(counts!.recorded).toBe(counts!.variants);
  });

  it("adds one row for each change of price or compare-at price, whoever writes it, and none for anything else", async () => {
    const v = await anyVariant();
    const before = (await historyOf(v.id)).length;
    await t.db.update(variants).set({ priceCents: v.priceCents + 100 }).where(eq(variants.id, v.id));
    await t.db.execute(sql`update variants set compare_at_cents = ${v.priceCents + 500} where id = ${v.id}`);
    await t.db.update(variants).set({ stock: v.stock + 1 }).where(eq(variants.id, v.id));
    await t.db.update(variants).set({ priceCents: v.priceCents + 100 }).where(eq(variants.id, v.id));
    const rows = await historyOf(v.id);
    expect(rows).toHaveLength(before + 2);
    expect(rows.slice(-2).map((r) => [r.priceCents, r.compareAtCents])).toEqual([[v.priceCents + 100, v.compareAtCents], [v.priceCents + 100, v.priceCents + 500]]);
  });

  it("records a change with its transaction, and not at all when the transaction is rolled back", async () => {
    const v = await anyVariant();
    const before = (await historyOf(v.id)).length;
    await expect(t.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      await tx.update(variants).set({ priceCents: 1 }).where(eq(variants.id, v.id));
      throw new Error("changed my mind");
    })).rejects.toThrow("changed my mind");
    expect(await historyOf(v.id)).toHaveLength(before);
  });

  it("dates a seed's story of past prices by vetrina.price_time, and everything else by the transaction's time", async () => {
    const v = await anyVariant();
    const past = new Date("2026-09-01T08:00:00Z");
    await t.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      await tx.execute(sql`select set_config('vetrina.price_time', ${past.toISOString()}, true)`);
      await tx.update(variants).set({ priceCents: 4321 }).where(eq(variants.id, v.id));
    });
    await t.db.update(variants).set({ priceCents: 4322 }).where(eq(variants.id, v.id));
    const [dated, now] = (await historyOf(v.id)).slice(-2);
    expect(dated!.changedAt.toISOString()).toBe(past.toISOString());
    expect(Math.abs(now!.changedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });
});
