import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, variantPrices, variants } from "#db/schema/schema.ts";
import { priorPrice } from "#domain/prior-price.ts";
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

describe("the reference price the database keeps on each variant", () => {
  const DAY = 24 * 3600_000;
  let n = 0;
  /** A new variant living through a history of [days ago, price, compare-at] steps, each written with its time. */
  async function lived(steps: [number, number, number | null][], perishable = false) {
    const id = ++n;
    const [product] = await t.db.insert(products).values({ code: `price-story-${id}-${Date.now()}`, perishable }).returning();
    let variantId = 0;
    for (const [i, [ago, price, compareAt]] of steps.entries()) {
      await t.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        await tx.execute(sql`select set_config('vetrina.price_time', ${new Date(Date.now() - ago * DAY).toISOString()}, true)`);
        if (i === 0) {
          variantId = (await tx.insert(variants).values({ productId: product!.id, sku: `PS-${id}-${Date.now()}`, priceCents: price, compareAtCents: compareAt, vatRateBp: 2200 }).returning())[0]!.id;
        } else {
          await tx.update(variants).set({ priceCents: price, compareAtCents: compareAt }).where(eq(variants.id, variantId));
        }
      });
    }
    const [row] = await t.db.select().from(variants).where(eq(variants.id, variantId));
    const history = (await historyOf(variantId)).map((r) => ({ at: r.changedAt, priceCents: r.priceCents, compareAtCents: r.compareAtCents }));
    return { stored: row!.referenceCents, rule: priorPrice(history, { perishable })?.referenceCents ?? null };
  }

  it.each<[string, [number, number, number | null][], boolean, number | null]>([
    ["a plain reduction", [[100, 2000, null], [5, 1500, 2000]], false, 2000],
    ["the lowest of the 30 days before, not the typed compare-at", [[100, 2000, null], [20, 1800, null], [5, 1500, 2500]], false, 1800],
    ["a reduction that deepens", [[100, 2000, null], [10, 1600, 2000], [3, 1200, 2000]], false, 2000],
    ["a price raised during the offer", [[100, 2000, null], [10, 1200, 2000], [3, 1500, 2000]], false, 2000],
    ["a product younger than 30 days", [[12, 2400, null], [4, 1900, 2400]], false, 2400],
    ["a reduction that began 40 days ago", [[90, 3000, null], [60, 2500, null], [40, 1900, 3000]], false, 2500],
    ["a compare-at above every past price", [[100, 2000, null], [5, 2000, 2900]], false, null],
    ["reduced from its first day", [[10, 1500, 2000]], false, null],
    ["the offer over", [[100, 2000, null], [10, 1500, 2000], [2, 1500, null]], false, null],
    ["perishable goods", [[100, 1500, null], [20, 2200, null], [1, 1800, 2200]], true, 2200],
  ])("%s: the stored reference is the rule's", async (_, steps, perishable, expected) => {
    const { stored, rule } = await lived(steps, perishable);
    expect(rule).toBe(expected);
    expect(stored).toBe(expected);
  });
});
