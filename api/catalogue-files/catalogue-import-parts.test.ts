import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseChangedProducts } from "#api/http/keyed-cache.ts";
import { seedSyntheticProducts } from "#db/seed/seed-synthetic.ts";
import { notificationsOf } from "#tests/setup/catalogue-changes.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { importCatalogue } from "./catalogue-import.ts";
import { NAMED_WRITE_BATCH } from "./named-writes.ts";

// A catalogue file of a few thousand products (a supplier's price list) is written in parts (issue 23; decision 020,
// 33): each statement's notification names its products, so every node patches what it keeps instead of dropping
// every cache.
const t = useTestApi();
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

const importCsv = (text: string, writeBatch?: number) =>
  importCatalogue(t.db, (async function* () { yield Buffer.from(text); })(), {
    format: "csv", dryRun: false, skipInvalid: false, mediaDir: "/nonexistent", ...(writeBatch ? { writeBatch } : {}),
  });

const heard = (change: () => Promise<unknown>) => notificationsOf(t, change);

const header = "handle,categories,brand,name_it,slug_it,sku,price,vat_rate,stock,option1_name,option1_value";
const row = (n: number, slug: string, price = "2.50") =>
  `test-part-${n},pantry/pasta/dried-pasta,valle-antica,Pasta in parti ${n},${slug},PART-${n},${price},10,10,size,500g`;
const slugs = () => rows<{ code: string; slug: string }>(sql`select p.code, t.slug from product_translations t join products p on p.id = t.product_id
  where t.lang = 'it' and p.code like 'test-part-%' order by p.code`);

describe("a catalogue file written in parts", () => {
  it("changes the shop as the whole file would: slugs swapped across parts, products added, counted once", async () => {
    const first = await importCsv([header, ...[501, 502, 503, 504, 505, 506].map((n) => row(n, `parte-${n}`))].join("\n"));
    expect(first).toMatchObject({ written: true, products: { created: 6 } });
    // Parts of two products: 501 and 505 swap their slugs from the first part to the third, 503 costs more, 507 is new.
    const second = await importCsv([header,
      row(501, "parte-505"), row(502, "parte-502"), row(503, "parte-503", "2.60"), row(504, "parte-504"), row(505, "parte-501"), row(506, "parte-506"),
      row(507, "parte-507")].join("\n"), 2);
    expect(second.mistakes).toEqual([]);
    expect(second).toMatchObject({ written: true, products: { created: 1, updated: 3, unchanged: 3 }, variants: { created: 1, updated: 1 } });
    expect(await slugs()).toEqual([501, 502, 503, 504, 505, 506, 507].map((n) => ({ code: `test-part-${n}`, slug: `parte-${n === 501 ? 505 : n === 505 ? 501 : n}` })));
    expect(await rows(sql`select price_cents from variants where sku = 'PART-503'`)).toEqual([{ price_cents: 260 }]);
    // New products take ids in the file's order, as a whole file gives them.
    const ids = await rows<{ code: string }>(sql`select code from products where code like 'test-part-%' order by id`);
    expect(ids.map((r) => r.code)).toEqual([501, 502, 503, 504, 505, 506, 507].map((n) => `test-part-${n}`));
  });

  // Seeding 2,000 products takes a few seconds on PGlite alone, more beside other suites.
  it("names its products in each notification, where one statement for the file said the tables' names", { timeout: 180_000 }, async () => {
    await seedSyntheticProducts(t.db, 2000);
    // A supplier's price list of 1,900 products (their ids take more than a notification holds): one cent less each (those not on offer).
    const variants = await rows<{ product_id: number; code: string; sku: string; price_cents: number }>(sql`
      select distinct on (v.product_id) v.product_id, p.code, v.sku, v.price_cents from variants v join products p on p.id = v.product_id
      join listing_products l on l.product_id = v.product_id where v.is_active and v.compare_at_cents is null order by v.product_id, v.id limit 1900`);
    expect(variants).toHaveLength(1900);
    const products = variants.map((v) => v.product_id);
    expect(products.join(",").length).toBeGreaterThan(7900);
    const file = ["handle,sku,price", ...variants.map((v) => `${v.code},${v.sku},${((v.price_cents - 1) / 100).toFixed(2)}`)].join("\n");
    let report: Awaited<ReturnType<typeof importCsv>> | undefined;
    const payloads = await heard(async () => { report = await importCsv(file); });
    expect(report!.mistakes).toEqual([]);
    expect(report).toMatchObject({ written: true, products: { updated: 1900 }, variants: { updated: 1900 } });
    const named = payloads.filter((p) => !p.startsWith("tags:"));
    expect(named.filter((p) => parseChangedProducts(p) === null).map((p) => p.slice(0, 60))).toEqual([]);
    expect(Math.max(...named.map((p) => parseChangedProducts(p)!.length))).toBeLessThanOrEqual(NAMED_WRITE_BATCH);
    expect([...new Set(named.flatMap((p) => parseChangedProducts(p)!))].sort((a, b) => a - b)).toEqual(products);
  });

  it("moves the slugs it changes a batch a statement too, where one statement for them said product_translations", { timeout: 180_000 }, async () => {
    // The 2,000 synthetic products of the test before: 1,200 of them (not on offer: the price list above made some of those
    // offers no longer lower) get a new Italian slug, the first and the last swapping theirs (across statements). Their
    // ids fit in one notification in this small database: at most 500 a notification is the check that guards it.
    const products = await rows<{ id: number; code: string; slug: string; sku: string }>(sql`select p.id, p.code, t.slug,
      (select v.sku from variants v where v.product_id = p.id order by v.id limit 1) as sku from products p
      join product_translations t on t.product_id = p.id and t.lang = 'it' where p.code like 'syn-%'
        and not exists (select 1 from variants v where v.product_id = p.id and v.compare_at_cents is not null) order by p.id limit 1200`);
    expect(products).toHaveLength(1200);
    const slugOf = (i: number) => (i === 0 ? products[1199]!.slug : i === 1199 ? products[0]!.slug : `nuovo-${products[i]!.code}`);
    const file = ["handle,sku,slug_it", ...products.map((p, i) => `${p.code},${p.sku},${slugOf(i)}`)].join("\n");
    let report: Awaited<ReturnType<typeof importCsv>> | undefined;
    const payloads = await heard(async () => { report = await importCsv(file); });
    expect(report!.mistakes).toEqual([]);
    expect(report).toMatchObject({ written: true, products: { updated: 1200 } });
    const named = payloads.filter((p) => !p.startsWith("tags:"));
    expect(named.filter((p) => parseChangedProducts(p) === null).map((p) => p.slice(0, 60))).toEqual([]);
    expect(Math.max(...named.map((p) => parseChangedProducts(p)!.length))).toBeLessThanOrEqual(NAMED_WRITE_BATCH);
    const now = await rows<{ code: string; slug: string }>(sql`select p.code, t.slug from products p
      join product_translations t on t.product_id = p.id and t.lang = 'it' where p.id = any(${`{${products.map((p) => p.id).join(",")}}`}::int[]) order by p.id`);
    expect(now).toEqual(products.map((p, i) => ({ code: p.code, slug: slugOf(i) })));
  });
});
