import { mkdtempSync } from "node:fs";
import { rm, writeFile, mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApi } from "#tests/setup/test-api.ts";
import { parseOperators } from "#api/operations/operator-auth.ts";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";

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
