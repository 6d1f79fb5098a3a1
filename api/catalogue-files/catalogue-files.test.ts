import { mkdtempSync } from "node:fs";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApi } from "#tests/setup/test-api.ts";
import { parseOperators } from "#api/operations/operator-auth.ts";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { runCatalogueCommand } from "../../scripts/catalogue-commands.ts";
import { BodyTooLarge, countedBody } from "./catalogue-files.handlers.ts";

// The shop owner's catalogue file (issue 19): the demo store's own export is the worked example.

const ANNA = { name: "anna", key: "anna-key-0123456789abcdefghij" };
const auth = { authorization: `Basic ${Buffer.from(`${ANNA.name}:${ANNA.key}`).toString("base64")}`, lang: "en" };
const mediaDir = mkdtempSync(path.join(os.tmpdir(), "vetrina-media-"));
const t = useTestApi({ deps: () => ({ operators: parseOperators(`${ANNA.name}:${ANNA.key}`), mediaDir }) });
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  // The demo's pictures, as the shop has them: one 1200 × 1200 picture under each name the catalogue uses.
  const picture = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: "#c8a27a" } }).jpeg().toBuffer();
  await mkdir(path.join(mediaDir, "products"), { recursive: true });
  for (const { path: file } of await rows<{ path: string }>(sql`select distinct path from product_images`)) await writeFile(path.join(mediaDir, file), picture);
});
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

async function exported(format: "csv" | "json" | "jsonl"): Promise<string> {
  const answer = await t.call("GET", `/ops/catalogue/export?format=${format}`, { headers: auth });
  expect(answer.status).toBe(200);
  return typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
}

const importFile = (body: string, type: string, query = "") =>
  t.call("POST", `/ops/catalogue/import${query}`, { raw: body, headers: { ...auth, "content-type": type } });

/** Every product page's data in every language, by handle, with the database's ids left out. */
async function storefrontProducts(): Promise<Record<string, unknown>> {
  const products = await rows<{ id: number; code: string }>(sql`select id, code from products order by code`);
  const pages: Record<string, unknown> = {};
  for (const p of products) {
    for (const lang of SUPPORTED_LOCALES) {
      const answer = await t.call("GET", `/catalog/products/${p.id}`, { headers: { lang } });
      pages[`${p.code} ${lang}`] = withoutHistory(withoutIds(answer.body) as { data: Record<string, unknown> });
    }
  }
  return pages;
}

/**
 * What a catalogue file does not carry, being the shop's history rather than its catalogue: reviews and ratings,
 * the related products (chosen by sales), and an offer's prior price (the lowest of the prices the shop charged
 * in the 30 days before the reduction: its own record, which an import starts afresh).
 */
function withoutHistory(page: { data: Record<string, unknown> }) {
  const { rating: _rating, reviews: _reviews, related: _related, ...rest } = page.data;
  const variants = (rest.variants as Record<string, unknown>[]).map(({ start_price: _start, ...variant }) => variant);
  return { ...rest, variants };
}

function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).filter(([key]) => !/^(_?id|product_id|variant_id|variantId|productId)$/.test(key)).map(([key, v]) => [key, withoutIds(v)]));
  }
  return value;
}

describe("the demo store's catalogue, exported and imported", () => {
  it("imports its own export as a no-op, in every format", async () => {
    for (const [format, type] of [["csv", "text/csv"], ["json", "application/json"], ["jsonl", "application/x-ndjson"]] as const) {
      const file = await exported(format);
      const answer = await importFile(file, type);
      expect(answer.status, JSON.stringify(answer.body).slice(0, 2000)).toBe(200);
      const report = answer.body.data;
      expect(report.products.created).toBe(0);
      expect(report.products.updated).toBe(0);
      expect(report.variants).toEqual({ created: 0, updated: 0 });
      expect(report.products.unchanged).toBeGreaterThan(150);
    }
  });

  it("gives the same storefront when imported into a shop without products", async () => {
    const before = await storefrontProducts();
    const file = await exported("csv");
    await t.db.execute(sql`truncate products restart identity cascade`);
    const answer = await importFile(file, "text/csv");
    expect(answer.status, JSON.stringify(answer.body).slice(0, 2000)).toBe(200);
    expect(answer.body.data.products.created).toBe(Object.keys(before).length / SUPPORTED_LOCALES.length);
    const after = await storefrontProducts();
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const key of Object.keys(before)) expect(after[key], key).toEqual(before[key]);
  }, 120_000);
});

/** A small catalogue file: the header, then one row per entry (cells by column name, the rest empty). */
function csv(rows: Record<string, string>[]): string {
  const columns = ["handle", "active", "brand", "categories", "images", "name_it", "slug_it", "slug_en", "food", "allergens", "energy_kj", "fat",
    "min_age", "created_at", "sku", "ean", "option1_name", "option1_value", "price", "compare_at_price", "vat_rate", "stock", "inventory_managed"];
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return [columns.join(","), ...rows.map((row) => columns.map((c) => quote(row[c] ?? "")).join(","))].join("\n") + "\n";
}

const good = (n: number, extra: Record<string, string> = {}) => ({
  handle: `test-pasta-${n}`, categories: "pantry/pasta/dried-pasta", brand: "valle-antica", name_it: `Pasta di prova ${n}`, sku: `TEST-${n}`,
  price: "2.50", vat_rate: "10", stock: "10", option1_name: "size", option1_value: "500g", ...extra,
});

async function catalogueFingerprint() {
  return rows<{ n: number; sum: string }>(sql`select count(*)::int as n, md5(string_agg(v.sku || ':' || v.price_cents || ':' || v.stock || ':' || p.code || ':' || pt.slug, ',' order by v.sku, pt.lang)) as sum
    from variants v join products p on p.id = v.product_id join product_translations pt on pt.product_id = p.id`);
}

describe("a file with mistakes", () => {
  it("names each mistake with its line, column and what to do, and writes nothing", async () => {
    const before = await catalogueFingerprint();
    const [taken] = await rows<{ sku: string; slug: string; code: string }>(sql`select v.sku, pt.slug, p.code from variants v join products p on p.id = v.product_id
      join product_translations pt on pt.product_id = p.id and pt.lang = 'it' order by v.id limit 1`);
    const file = csv([
      good(1, { categories: "pantry/nothing-here" }), // 2 unknown category
      good(2), good(3, { sku: "TEST-2" }), // 3, 4: duplicate SKU
      good(4, { ean: "8001234567890" }), // 5 bad EAN
      good(5, { price: "2,50" }), // 6 price with a comma
      good(6, { name_it: "" }), // 7 missing Italian name
      good(7, { slug_en: "same-slug" }), good(8, { slug_en: "same-slug" }), // 8, 9: slug clash in the file
      good(9, { slug_it: taken!.slug }), // 10 slug of a product in the shop
      good(10, { brand: "nobody" }), // 11 unknown brand
      good(11, { option1_value: "7kg" }), // 12 unknown option value
      good(12, { vat_rate: "22%" }), // 13 bad VAT rate
      good(13, { stock: "-3" }), // 14 negative stock
      good(14, { compare_at_price: "2.00" }), // 15 compare-at below the price
      good(15, { price: "" }), // 16 no price
      good(16, { active: "maybe" }), // 17 not a boolean
      good(17, { food: "true", allergens: "gluten|peanut" }), // 18 unknown allergen
      good(18, { allergens: "gluten" }), // 19 allergens on goods that are not food
      good(19, { food: "true", energy_kj: "1500", fat: "1.5" }), // 20 nutrition incomplete
      good(20, { images: "missing.jpg" }), // 21 picture not in the shop
      good(21, { sku: taken!.sku }), // 22 SKU of another product
      good(22), good(23), good(22, { sku: "TEST-22B", option1_value: "1kg" }), // 23, 24, 25: rows of test-pasta-22 apart
      good(24, { handle: "Pasta Bella" }), // 26 not a handle
      good(25), good(25, { sku: "TEST-25B", name_it: "Altro nome", option1_value: "1kg" }), // 27, 28: product field differs on row 2
      good(26, { categories: "drinks/dried-pasta" }), // 29 wrong path
      good(27, { slug_it: "Slug Con Spazi" }), // 30 slug not in the format
      good(28, { created_at: "yesterday" }), // 31 not a date
      good(29, { min_age: "30" }), // 32 minimum age out of range
    ]);
    const answer = await importFile(file, "text/csv");
    expect(answer.status).toBe(422);
    const [summary, ...mistakes] = answer.body.metadata[0].errors as string[];
    
    const expected: [number, string, RegExp][] = [
      [2, "categories", /no category nothing-here/],
      [4, "sku", /SKU TEST-2 is also on line 3/],
      [5, "ean", /EAN is not valid/],
      [6, "price", /with a dot, not a comma: 2\.50/],
      [7, "name_it", /Italian name/],
      [9, "slug_en", /slug same-slug is also the slug of test-pasta-7 \(line 8\)/],
      [10, "slug_it", new RegExp(`address of the product ${taken!.code}`)],
      [11, "brand", /no brand nobody/],
      [12, "option1_name", /size has no value 7kg/],
      [13, "vat_rate", /VAT rate "22%" must be a number/],
      [14, "stock", /stock "-3" must be a whole number/],
      [15, "compare_at_price", /must be higher than the price/],
      [16, "price", /Give the variant's price/],
      [17, "active", /active as true or false/],
      [18, "allergens", /An allergen is one of/],
      [19, "allergens", /food information: set food to true/],
      [20, "energy_kcal", /all eight values.*energy_kcal/],
      [21, "images", /picture missing\.jpg is not in the shop/],
      [22, "sku", new RegExp(`SKU ${taken!.sku} belongs to the product ${taken!.code}`)],
      [25, "handle", /test-pasta-22 has rows before, not just above/],
      [26, "handle", /A handle has lowercase letters/],
      [28, "name_it", /differs from line 27/],
      [29, "categories", /dried-pasta is at pantry\/pasta\/dried-pasta, not drinks\/dried-pasta/],
      [30, "slug_it", /lowercase letters, digits and single dashes/],
      [31, "created_at", /Write the date as/],
      [32, "min_age", /minimum age "30" must be a whole number from 1 to 21/],
    ];
    expect(summary).toMatch(new RegExp(`^The file has ${expected.length} mistakes; nothing was written`));
    for (const [line, column, message] of expected) {
      const found = mistakes.find((m) => m.startsWith(`line ${line}, `) && (m.includes(`(${column}):`) || m.startsWith(`line ${line}, ${column}:`)));
      expect(found ?? `nothing at line ${line} (${column}) in\n${mistakes.join("\n")}`).toMatch(message);
    }
    expect(await catalogueFingerprint()).toEqual(before);
  });

  it("with skip_invalid, imports the good products and lists the others", async () => {
    const answer = await importFile(csv([good(101), good(102, { price: "2,50" }), good(103)]), "text/csv", "?skip_invalid=true");
    expect(answer.status).toBe(200);
    expect(answer.body.data.products).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 1 });
    expect(answer.body.data.mistakes).toEqual([expect.objectContaining({ line: 3, column: "price", column_number: 19, handle: "test-pasta-102" })]);
  });

  it("refuses a file it cannot read, a header it does not know, and a type that is not a catalogue's", async () => {
    expect((await importFile("handle,sku,prezzo\nx,y,1\n", "text/csv")).body.metadata[0].errors[1]).toMatch(/^The header names column the format does not have: prezzo\./);
    expect((await importFile('handle,sku\n"x,y\n', "text/csv")).body.metadata[0].errors[1]).toMatch(/could not be read past line 2: a double quote opens a cell/);
    expect((await importFile("[{", "application/json")).body.metadata[0].errors[1]).toMatch(/not JSON/);
    expect((await importFile("a", "application/pdf")).status).toBe(400);
    expect((await t.call("POST", "/ops/catalogue/import", { raw: "handle,sku\n", headers: { "content-type": "text/csv" } })).status).toBe(401);
  });
});

describe("changes", () => {
  it("writes only what changed: one price, one product", async () => {
    const file = await exported("csv");
    const [first] = await rows<{ sku: string; price_cents: number; code: string }>(sql`select v.sku, v.price_cents, p.code from variants v join products p on p.id = v.product_id order by v.id limit 1`);
    const changed = file.replace(new RegExp(`(,${first!.sku},[^\\r\\n]*?,)${(first!.price_cents / 100).toFixed(2)},`), `$1${(first!.price_cents / 100 + 1).toFixed(2)},`);
    expect(changed).not.toBe(file);
    const answer = await importFile(changed, "text/csv");
    expect(answer.status).toBe(200);
    expect(answer.body.data.products.updated).toBe(1);
    expect(answer.body.data.variants).toEqual({ created: 0, updated: 1 });
    const [after] = await rows<{ price_cents: number }>(sql`select price_cents from variants where sku = ${first!.sku}`);
    expect(after!.price_cents).toBe(first!.price_cents + 100);
  });

  it("a dry run counts and writes nothing", async () => {
    const answer = await importFile(csv([good(201)]), "text/csv", "?dry_run=true");
    expect(answer.body.data).toMatchObject({ dry_run: true, written: false, products: { created: 1 } });
    expect(await rows(sql`select 1 from products where code = 'test-pasta-201'`)).toEqual([]);
  });
});

describe("the stock feed", () => {
  it("sets the online stock and a store's shelf, only where they differ, and the product page shows it at once", async () => {
    const [v] = await rows<{ id: number; sku: string; product_id: number; stock: number }>(sql`select id, sku, product_id, stock from variants where is_active order by id limit 1`);
    const [store] = await rows<{ code: string; id: number }>(sql`select code, id from pickup_stores order by id limit 1`);
    const page = async () => (await t.call("GET", `/catalog/products/${v!.product_id}`)).body.data.variants.find((x: { sku: string }) => x.sku === v!.sku);
    await page(); // kept by the API until the database says the catalogue changed
    const feed = `sku;store;quantity\n${v!.sku};online;0\n${v!.sku};${store!.code};7\n`;
    const answer = await t.call("POST", "/ops/catalogue/stock", { raw: feed, headers: { ...auth, "content-type": "text/csv" } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ written: true, rows: 2, updated: 2, unchanged: 0 });
    await expect.poll(async () => (await page()).in_stock, { timeout: 5000 }).toBe(false);
    const [shelf] = await rows<{ quantity: number }>(sql`select quantity from store_stock where store_id = ${store!.id} and variant_id = ${v!.id}`);
    expect(shelf!.quantity).toBe(7);
    const again = await t.call("POST", "/ops/catalogue/stock", { raw: feed, headers: { ...auth, "content-type": "text/csv" } });
    expect(again.body.data).toMatchObject({ updated: 0, unchanged: 2 });
  });

  it("names an unknown SKU or store and a bad quantity by line, and writes nothing", async () => {
    const [v] = await rows<{ sku: string; stock: number }>(sql`select sku, stock from variants order by id desc limit 1`);
    const answer = await t.call("POST", "/ops/catalogue/stock", { raw: `${v!.sku};;${v!.stock + 5}\nNOPE-1;;3\n${v!.sku};nowhere;1\n${v!.sku};;-2\n`, headers: { ...auth, "content-type": "text/csv" } });
    expect(answer.status).toBe(422);
    const errors = answer.body.metadata[0].errors as string[];
    expect(errors[0]).toMatch(/3 mistakes; nothing was written/);
    expect(errors).toContain("line 2, sku: There is no variant with the SKU NOPE-1 in the shop.");
    expect(errors.some((e) => e.startsWith("line 3, store: There is no store nowhere"))).toBe(true);
    expect(errors.some((e) => e.startsWith("line 4, quantity: The quantity -2 is below zero"))).toBe(true);
    expect((await rows<{ stock: number }>(sql`select stock from variants where sku = ${v!.sku}`))[0]!.stock).toBe(v!.stock);
  });
});

describe("npm run catalogue", () => {
  const client = () => ({ baseUrl: "http://shop.test", operator: `${ANNA.name}:${ANNA.key}`, fetch: (request: Request) => Promise.resolve(t.api.app.request(request)) });

  it("exports the catalogue with its pictures, and imports the folder back as a no-op", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "vetrina-export-"));
    try {
      const file = path.join(dir, "catalogue.csv");
      const [exportLine] = await runCatalogueCommand(["export", file], client());
      const pictures = (await rows<{ n: number }>(sql`select count(distinct path)::int as n from product_images`))[0]!.n;
      expect(exportLine).toMatch(new RegExp(`^Wrote .*catalogue\\.csv \\(\\d+ kB\\) and ${pictures} of its ${pictures} pictures`));
      expect((await readdir(path.join(dir, "images"))).length).toBe(pictures);
      const lines = await runCatalogueCommand(["import", file], client());
      expect(lines[0]).toBe(`Pictures: ${pictures} sent, 0 new or changed.`);
      expect(lines).toContain(`Products: 0 created, 0 updated, ${(await rows(sql`select 1 from products`)).length} unchanged. Variants: 0 created, 0 updated.`);
      await writeFile(path.join(dir, "bad.csv"), "handle,sku,price,vat_rate,name_it\nnew-one,NEW-1,\"3,20\",22,Nuovo\n");
      await expect(runCatalogueCommand(["import", path.join(dir, "bad.csv")], client())).rejects.toThrow(
        "bad.csv: The file has a mistake; nothing was written. Correct it and send it again, or send skip_invalid=true to write the rest.\n" +
        "bad.csv: line 2, column 3 (price): Write the price with a dot, not a comma: 3.20.");
      const [v] = await rows<{ sku: string }>(sql`select sku from variants order by id limit 1`);
      await writeFile(path.join(dir, "stock.csv"), `${v!.sku};online;41\n`);
      expect(await runCatalogueCommand(["stock", path.join(dir, "stock.csv")], client())).toEqual(["1 rows: 1 quantities changed, 0 unchanged."]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("a file of some columns only", () => {
  it("changes only what it says: a price list of handle, sku and price keeps every other field, and a re-import is a no-op", async () => {
    const [v] = await rows<{ sku: string; code: string; price_cents: number; stock: number }>(sql`
      select v.sku, p.code, v.price_cents, v.stock from variants v join products p on p.id = v.product_id
      where (select count(*) from variants o where o.product_id = p.id) > 1 order by v.id limit 1`);
    const before = await exported("jsonl");
    const file = `handle,sku,price\n${v!.code},${v!.sku},${((v!.price_cents + 50) / 100).toFixed(2)}\n`;
    const answer = await importFile(file, "text/csv");
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ products: { created: 0, updated: 1, unchanged: 0 }, variants: { created: 0, updated: 1 } });
    const after = await exported("jsonl");
    // Everything else as it was: the other variants, names, pictures, categories, the stock of this one.
    const changedLine = (text: string) => text.split("\n").filter((line) => line.includes(`"handle":"${v!.code}"`));
    expect(after.split("\n").filter((line) => !line.includes(`"handle":"${v!.code}"`))).toEqual(before.split("\n").filter((line) => !line.includes(`"handle":"${v!.code}"`)));
    const [was, is] = [JSON.parse(changedLine(before)[0]!), JSON.parse(changedLine(after)[0]!)];
    const variant = is.variants.find((x: { sku: string }) => x.sku === v!.sku);
    expect(variant.price).toBe(((v!.price_cents + 50) / 100).toFixed(2));
    variant.price = was.variants.find((x: { sku: string }) => x.sku === v!.sku).price;
    expect(is).toEqual(was);
    expect((await importFile(file, "text/csv")).body.data).toMatchObject({ products: { updated: 0, unchanged: 1 }, variants: { updated: 0 } });
  });

  it("refuses a new product or variant it cannot complete, naming what is missing", async () => {
    const answer = await importFile("handle,sku,price\nbrand-new,BRAND-NEW-1,3.00\n", "text/csv");
    expect(answer.status).toBe(422);
    expect(answer.body.metadata[0].errors).toContain("line 2, column 1 (handle): brand-new is not in the shop: a new product needs its Italian name, and this file has no column name_it.");
    const [v] = await rows<{ code: string }>(sql`select p.code from products p order by p.id limit 1`);
    const variant = await importFile(`handle,sku,stock\n${v!.code},NEW-SKU-1,4\n`, "text/csv");
    expect(variant.body.metadata[0].errors).toContain("line 2, column 2 (sku): The variant NEW-SKU-1 is not in the shop: a new variant needs its price and VAT rate, and this file leaves out price or vat_rate.");
  });

  it("reads a JSON product the same way: keys left out keep the shop's values", async () => {
    const [v] = await rows<{ sku: string; code: string; stock: number }>(sql`select v.sku, p.code, v.stock from variants v join products p on p.id = v.product_id order by v.id desc limit 1`);
    const answer = await importFile(`${JSON.stringify({ handle: v!.code, variants: [{ sku: v!.sku, stock: v!.stock + 3 }] })}\n`, "application/x-ndjson");
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.variants).toEqual({ created: 0, updated: 1 });
    expect((await rows<{ stock: number }>(sql`select stock from variants where sku = ${v!.sku}`))[0]!.stock).toBe(v!.stock + 3);
  });
});

describe("what a hostile request meets", () => {
  it("a request another site's page sends, a text/plain body, NUL characters, a handle twice, a SKU twice in a product: a 4xx, nothing written", async () => {
    const before = await catalogueFingerprint();
    const crossSite = await t.call("POST", "/ops/catalogue/import", { raw: csv([good(301)]), headers: { ...auth, "content-type": "text/csv", "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    expect((await importFile(csv([good(302)]), "text/plain")).status).toBe(400);
    const nul = await importFile(csv([good(303, { name_it: "Pasta\u0000" })]), "text/csv");
    expect(nul.status).toBe(422);
    expect(nul.body.metadata[0].errors[1]).toMatch(/NUL character/);
    const lone = await importFile(`${JSON.stringify({ ...jsonProduct(304), name: { it: "Pasta \ud800" } })}\n`, "application/x-ndjson");
    expect(lone.status).toBe(422);
    const twice = await importFile(`${JSON.stringify(jsonProduct(305))}\n${JSON.stringify(jsonProduct(305))}\n`, "application/x-ndjson");
    expect(twice.body.metadata[0].errors[1]).toMatch(/test-pasta-305 is in the file before/);
    const sameSku = await importFile(`${JSON.stringify({ ...jsonProduct(306), variants: [jsonProduct(306).variants[0], { ...jsonProduct(306).variants[0], options: { size: "1kg" } }] })}\n`, "application/x-ndjson");
    expect(sameSku.body.metadata[0].errors[1]).toMatch(/The SKU TEST-306 is also the product's variant 1/);
    expect(await catalogueFingerprint()).toEqual(before);
  });

  it("two products swapping their slugs is a change like any other, not a clash", async () => {
    await importFile(csv([good(401, { slug_it: "primo-401" }), good(402, { slug_it: "secondo-402" })]), "text/csv");
    const swapped = await importFile(csv([good(401, { slug_it: "secondo-402" }), good(402, { slug_it: "primo-401" })]), "text/csv");
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    expect(await rows(sql`select p.code, t.slug from product_translations t join products p on p.id = t.product_id where t.lang = 'it' and p.code in ('test-pasta-401', 'test-pasta-402') order by p.code`))
      .toEqual([{ code: "test-pasta-401", slug: "secondo-402" }, { code: "test-pasta-402", slug: "primo-401" }]);
  });

  it("with skip_invalid, a product that takes the slug of one refused for another mistake is refused too, not the file", async () => {
    await importFile(csv([good(501, { slug_it: "primo-501" }), good(502, { slug_it: "secondo-502" }), good(503, { slug_it: "terzo-503" })]), "text/csv");
    const [taken] = await rows<{ sku: string; code: string }>(sql`select v.sku, p.code from variants v join products p on p.id = v.product_id where p.code not like 'test-%' limit 1`);
    // 502 gives its slug up, but its SKU is another product's: refused. 501 took 502's slug, which 502 keeps; 503 took 501's.
    const answer = await importFile(csv([
      good(501, { slug_it: "secondo-502" }), good(502, { slug_it: "quarto-502", sku: taken!.sku }), good(503, { slug_it: "primo-501" }), good(504),
    ]), "text/csv", "?skip_invalid=true");
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.products).toEqual({ created: 1, updated: 0, unchanged: 0, skipped: 3 });
    expect(answer.body.data.mistakes).toEqual([
      expect.objectContaining({ line: 2, column: "slug_it", handle: "test-pasta-501", message: expect.stringMatching(/secondo-502 is the address of the product test-pasta-502/) }),
      expect.objectContaining({ line: 3, column: "sku", handle: "test-pasta-502" }),
      expect.objectContaining({ line: 4, column: "slug_it", handle: "test-pasta-503", message: expect.stringMatching(/primo-501 is the address of the product test-pasta-501/) }),
    ]);
    expect(await rows(sql`select p.code, t.slug from product_translations t join products p on p.id = t.product_id where t.lang = 'it' and p.code like 'test-pasta-50_' order by p.code`))
      .toEqual([{ code: "test-pasta-501", slug: "primo-501" }, { code: "test-pasta-502", slug: "secondo-502" }, { code: "test-pasta-503", slug: "terzo-503" },
        { code: "test-pasta-504", slug: expect.any(String) }]);
  });

  it("a file larger than its limit is refused as such, before it is read, or as it is read when it comes in chunks", async () => {
    const declared = await t.call("POST", "/ops/catalogue/stock", { raw: "x;;1\n", headers: { ...auth, "content-type": "text/csv", "content-length": String(65 * 1024 * 1024) } });
    expect(declared.status).toBe(413);
    const chunks = new ReadableStream<Uint8Array>({ start(controller) { for (let i = 0; i < 3; i++) controller.enqueue(new Uint8Array(10)); controller.close(); } });
    const read: number[] = [];
    await expect((async () => { for await (const chunk of countedBody(chunks, 25)) read.push(chunk.byteLength); })()).rejects.toBeInstanceOf(BodyTooLarge);
    expect(read).toEqual([10, 10]);
  });
});

/** A product as a JSON catalogue writes it. */
function jsonProduct(n: number) {
  return { handle: `test-pasta-${n}`, categories: ["pantry/pasta/dried-pasta"], brand: "valle-antica", name: { it: `Pasta di prova ${n}` },
    variants: [{ sku: `TEST-${n}`, price: "2.50", vat_rate: "10", stock: 10, options: { size: "500g" } }] };
}
