import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseChangedProducts } from "#api/http/keyed-cache.ts";
import { parseOperators } from "#api/operations/operator-auth.ts";
import { seedSyntheticProducts } from "#db/seed/seed-synthetic.ts";
import { notificationsOf } from "#tests/setup/catalogue-changes.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { importStock, productRanges } from "./catalogue-stock.ts";
import { NAMED_WRITE_BATCH } from "./named-writes.ts";

// A stock feed of many products (issue 23; decision 020, 31): its writes name their products, so every node patches
// what it keeps instead of dropping every cache.
const ANNA = { name: "anna", key: "anna-key-0123456789abcdefghij" };
const auth = { authorization: `Basic ${Buffer.from(`${ANNA.name}:${ANNA.key}`).toString("base64")}`, "content-type": "text/csv" };
const t = useTestApi({ deps: () => ({ operators: parseOperators(`${ANNA.name}:${ANNA.key}`) }) });
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

const heard = (change: () => Promise<unknown>) => notificationsOf(t, change);

/** A feed raising the online stock of one variant of each of the first `count` listed products, and those products. */
async function feedOf(count: number): Promise<{ feed: string; products: number[] }> {
  const variants = await rows<{ product_id: number; sku: string; stock: number }>(sql`
    select distinct on (v.product_id) v.product_id, v.sku, v.stock from variants v join listing_products l on l.product_id = v.product_id
    where v.is_active order by v.product_id, v.id limit ${count}`);
  expect(variants).toHaveLength(count);
  return { feed: variants.map((v) => `${v.sku};online;${v.stock + 1}`).join("\n"), products: variants.map((v) => v.product_id) };
}

describe("productRanges", () => {
  it("cuts the changed products into ranges of a batch each, or one range past the named limit", () => {
    expect(productRanges([], 10)).toEqual([]);
    expect(productRanges([3, 5, 8, 9, 20], 10, 2)).toEqual([[3, 5], [8, 9], [20, 20]]);
    expect(productRanges([3, 5, 8, 9, 20], 5, 2)).toHaveLength(3);
    expect(productRanges([3, 5, 8, 9, 20], 4, 2)).toEqual([[3, 20]]);
    const ids = Array.from({ length: 1200 }, (_, i) => 2 * i + 1);
    expect(productRanges(ids, 5000)).toEqual([[1, 999], [1001, 1999], [2001, 2399]]);
  });
});

describe("a stock feed of many products", () => {
  // Seeding 2,000 products takes a few seconds on PGlite alone, more beside other suites.
  it("names its products, a batch a statement, where one statement said the table's name", { timeout: 120_000 }, async () => {
    await seedSyntheticProducts(t.db, 2000);
    // 1,900 products: their ids (four digits and more) take more than the 7,900 characters a notification names.
    const { feed, products } = await feedOf(1900);
    expect(products.join(",").length).toBeGreaterThan(7900);
    // And a pickup store's shelf for every third (more products than a batch): its statements are cut by the same ranges.
    const [store] = await rows<{ code: string }>(sql`select code from pickup_stores order by id limit 1`);
    const shelves = feed.split("\n").filter((_, i) => i % 3 === 0).map((line) => `${line.split(";")[0]};${store!.code};9876`);
    expect(shelves.length).toBeGreaterThan(NAMED_WRITE_BATCH);
    let report: { updated?: number } = {};
    const payloads = await heard(async () => {
      const answer = await t.call("POST", "/ops/catalogue/stock", { raw: [feed, ...shelves].join("\n"), headers: auth });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      report = answer.body.data;
    });
    expect(report.updated).toBe(1900 + shelves.length);
    const named = payloads.filter((p) => !p.startsWith("tags:"));
    // No table's name (every cache dropped on every node): `offers:` of at most a batch of products each.
    expect(named.filter((p) => parseChangedProducts(p) === null)).toEqual([]);
    expect(named.every((p) => p.startsWith("offers:"))).toBe(true);
    expect(Math.max(...named.map((p) => parseChangedProducts(p)!.length))).toBeLessThanOrEqual(NAMED_WRITE_BATCH);
    expect([...new Set(named.flatMap((p) => parseChangedProducts(p)!))].sort((a, b) => a - b)).toEqual(products);
    // The stock is written, each variant's.
    const lines = feed.split("\n").map((line) => line.split(";"));
    const written = await rows<{ n: number }>(sql`select count(*)::int as n from variants v
      join unnest(${`{${lines.map(([sku]) => sku).join(",")}}`}::text[], ${`{${lines.map(([, , n]) => n).join(",")}}`}::int[]) f(sku, stock) on v.sku = f.sku and v.stock = f.stock`);
    expect(written[0]!.n).toBe(1900);
  });

  it("writes a feed of more products than it names in one statement", async () => {
    const { feed, products } = await feedOf(600);
    const body = (async function* () { yield Buffer.from(feed); })();
    const payloads = await heard(() => importStock(t.db, body, { dryRun: false, skipInvalid: false, namedUpTo: 100 }));
    expect(payloads.filter((p) => !p.startsWith("tags:"))).toEqual([`offers:${products.join(",")}`]);
  });

  it("sends nothing for a feed that changes nothing", async () => {
    const { feed } = await feedOf(3);
    const same = feed.replace(/;(\d+)$/gm, (_, n: string) => `;${Number(n) - 1}`);
    const payloads = await heard(() => t.call("POST", "/ops/catalogue/stock", { raw: same, headers: auth }));
    expect(payloads).toEqual([]);
  });
});
