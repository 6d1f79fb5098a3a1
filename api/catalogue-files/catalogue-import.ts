import { readdir } from "node:fs/promises";
import path from "node:path";
import { Readable, pipeline } from "node:stream";
import { parse } from "csv-parse";
import { sql, type SQL } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "#db/client.ts";
import { sanitizeRichText } from "#api/http/rich-text.ts";
import { NAMED_WRITE_BATCH, NAMED_WRITES_UP_TO } from "./named-writes.ts";
import {
  CATALOGUE_COLUMNS, IMAGE_FOLDER, csvPlaceOf, keptByHeader, keptByJson, productFromCsvRows, readFileProduct, type CatalogueProduct, type CsvRow, type FileIssue,
} from "./catalogue-format.ts";

/**
 * Imports a catalogue file (issue 19, decision 019): streamed, every product checked, everything staged in
 * temporary tables of one transaction; the rules that need the whole file or the database (a SKU used twice,
 * a slug another product has) are checked there; then set-based writes change only what differs, so importing
 * the same file again writes nothing. Nothing is written when a product has a mistake, unless skipInvalid.
 */

export type CatalogueFormat = "csv" | "json" | "jsonl";

export interface ImportOptions {
  format: CatalogueFormat;
  dryRun: boolean;
  skipInvalid: boolean;
  /** The media folder the pictures were put in (PUT /ops/media): a picture named by the file must be there. */
  mediaDir: string;
  /** Called in the import's transaction once it has written (not on a dry run): the operator's record. */
  record?: (tx: Database, report: ImportReport) => Promise<unknown>;
  /** Products per written part (NAMED_WRITE_BATCH unless given: tests). */
  writeBatch?: number;
}

export interface ImportMistake {
  /** The line in the file (CSV, JSON Lines), or null in a JSON array. */
  line: number | null;
  /** The CSV column's name, or the path in a JSON product ("variants[1].price"). */
  column: string | null;
  /** The CSV column's position, from 1. */
  column_number: number | null;
  /** The product's position in the file, from 1 (JSON). */
  product: number | null;
  handle: string | null;
  message: string;
}

export interface ImportReport {
  dry_run: boolean;
  /** Whether the database was changed (false for a dry run, or a file with mistakes). */
  written: boolean;
  rows: number;
  products: { created: number; updated: number; unchanged: number; skipped: number };
  variants: { created: number; updated: number };
  mistakes: ImportMistake[];
  /** Mistakes beyond the first MAX_MISTAKES listed. */
  more_mistakes: number;
}

export const MAX_MISTAKES = 500;
/** A product with more rows than this is a file mistake (or an attack on memory), not a product. */
const MAX_VARIANTS = 500;
const BATCH = 500;
const STAGED_TABLES = ["import_products", "import_texts", "import_categories", "import_variants", "import_images"] as const;
/** A JSON array is read whole; a larger catalogue goes as CSV or JSON Lines, read as it arrives. */
export const MAX_JSON_ARRAY_BYTES = 64 * 1024 * 1024;

/** A mistake that stops the reading (a broken header, an unclosed quote): reported like the others. */
class FileUnreadable extends Error {}
class RollBack extends Error {}

/**
 * One product read from the file, or its mistakes. `at` is where it is: its first line and its variants' lines
 * (CSV, JSON Lines), or its position in a JSON array.
 */
interface Located {
  product: CatalogueProduct | null;
  issues: { line: number | null; column: string | null; product: number | null; message: string }[];
  handle: string | null;
  at?: { line: number; variantLines: number[] };
}

/** What the file may refer to, read once before the file. */
interface References {
  brands: ReadonlySet<string>;
  /** Category code → its parent's code. */
  categories: ReadonlyMap<string, string | null>;
  options: ReadonlyMap<string, ReadonlySet<string>>;
  /** Pictures in the media folder's products/ folder. */
  images: ReadonlySet<string>;
}

async function readReferences(db: Database, mediaDir: string): Promise<References> {
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const [brands, categories, options] = await Promise.all([
    db.execute(sql`select code from brands`),
    db.execute(sql`select c.code, p.code as parent from categories c left join categories p on p.id = c.parent_id`),
    db.execute(sql`select option, code from option_values`),
  ]);
  const optionMap = new Map<string, Set<string>>();
  for (const o of rows<{ option: string; code: string }>(options)) {
    if (!optionMap.has(o.option)) optionMap.set(o.option, new Set());
    optionMap.get(o.option)!.add(o.code);
  }
  const images = await readdir(path.join(mediaDir, IMAGE_FOLDER)).catch(() => [] as string[]);
  return {
    brands: new Set(rows<{ code: string }>(brands).map((b) => b.code)),
    categories: new Map(rows<{ code: string; parent: string | null }>(categories).map((c) => [c.code, c.parent])),
    options: optionMap,
    images: new Set(images),
  };
}

/** What the file names that the shop does not have: a brand, a category, an option value, a picture. */
function checkReferences(product: CatalogueProduct, refs: References): FileIssue[] {
  const issues: FileIssue[] = [];
  if (product.brand && !refs.brands.has(product.brand)) {
    issues.push({ path: ["brand"], message: `There is no brand ${product.brand} in the shop: add it to the configuration's brands first, or correct the code.` });
  }
  product.categories = product.categories.map((given, index) => {
    const codes = given.split("/");
    const code = codes.at(-1)!;
    if (!refs.categories.has(code)) {
      issues.push({ path: ["categories", index], message: `There is no category ${code} in the shop: add it to the configuration's categories first, or correct the code.` });
    } else if (codes.length > 1) {
      const actual: string[] = [];
      for (let at: string | null | undefined = code; at; at = refs.categories.get(at)) actual.unshift(at);
      if (actual.join("/") !== given) issues.push({ path: ["categories", index], message: `The category ${code} is at ${actual.join("/")}, not ${given}: give its code alone, or its whole path.` });
    }
    return code;
  });
  for (const [index, variant] of product.variants.entries()) {
    for (const [option, value] of Object.entries(variant.options)) {
      const values = refs.options.get(option);
      if (!values) issues.push({ path: ["variants", index, "options"], message: `There is no option ${option} in the shop: the configuration's options are ${[...refs.options.keys()].join(", ") || "none yet"}.` });
      else if (!values.has(value)) issues.push({ path: ["variants", index, "options"], message: `${option} has no value ${value || "(empty)"}: add it to the configuration's options, or use one of ${[...values].slice(0, 12).join(", ")}${values.size > 12 ? "…" : ""}.` });
    }
  }
  for (const [index, image] of product.images.entries()) {
    const name = image.slice(IMAGE_FOLDER.length);
    if (!refs.images.has(name)) {
      const variant = product.variants.findIndex((v) => v.image === image);
      issues.push({
        path: variant >= 0 && !product.images.slice(0, index).includes(image) ? ["variants", variant, "image"] : ["images"],
        message: `The picture ${name} is not in the shop: put it in the folder next to the file (the import command sends it), or correct the name.`,
      });
    }
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the file, one product at a time.

async function* csvProducts(body: AsyncIterable<Uint8Array>, refs: References, onHeader: (header: string[]) => void): AsyncGenerator<Located> {
  const [delimiter, chunks] = await sniffDelimiter(body);
  const parser = parse({ bom: true, delimiter, info: true, raw: true, skip_empty_lines: true, relax_column_count: true, max_record_size: 1024 * 1024 });
  // pipeline, not pipe: a body that fails half-way (the client gone) ends the reading with its error, never as an
  // uncaught one, and never leaves the loop below waiting.
  pipeline(Readable.from(chunks), parser, () => {});
  let header: string[] | null = null;
  let keep: string[] = [];
  let group: CsvRow[] = [];
  const finished = new Set<string>();
  const flush = function* (): Generator<Located> {
    if (!group.length) return;
    const rows = group;
    group = [];
    const handle = rows[0]!.cells.handle!.trim();
    finished.add(handle);
    const { input, conflicts } = productFromCsvRows(rows);
    const issues: Located["issues"] = conflicts.map((c) => ({ line: c.line, column: c.column, product: null, message: c.message }));
    const read = readFileProduct(input, keep);
    const fileIssues = "issues" in read ? read.issues : checkReferences(read.product, refs);
    for (const issue of fileIssues) {
      const place = csvPlaceOf(issue.path);
      issues.push({ line: rows[Math.min(place.row, rows.length - 1)]!.line, column: place.column, product: null, message: issue.message });
    }
    yield {
      product: issues.length || "issues" in read ? null : read.product, issues, handle,
      at: { line: rows[0]!.line, variantLines: rows.map((r) => r.line) },
    };
  };
  try {
    for await (const { record, info, raw } of parser as AsyncIterable<{ record: string[]; info: { lines: number }; raw: string }>) {
      const line = info.lines - (raw.replace(/^[\r\n]+/, "").replace(/\r?\n$|\r$/, "").match(/\n/g)?.length ?? 0);
      if (!header) {
        header = record.map((cell) => cell.trim().toLowerCase());
        checkHeader(header);
        keep = keptByHeader(header);
        onHeader(header);
        continue;
      }
      if (record.length !== header.length) {
        yield* flush();
        yield { product: null, handle: null, issues: [{ line, column: null, product: null, message: `This row has ${record.length} cells and the header ${header.length}: a cell with a comma or a line break must be in double quotes.` }] };
        continue;
      }
      if (record.some((cell) => cell.includes("\u0000"))) {
        yield* flush();
        yield { product: null, handle: null, issues: [{ line, column: null, product: null, message: "This row holds the NUL character (code 0), which no text may: the file is not a text file, or was saved wrongly." }] };
        continue;
      }
      const cells = Object.fromEntries(header.map((name, i) => [name, record[i]!]));
      const handle = cells.handle?.trim() ?? "";
      if (!handle) {
        yield* flush();
        yield { product: null, handle: null, issues: [{ line, column: "handle", product: null, message: "Give the handle on every row: the rows of a product's variants repeat it." }] };
        continue;
      }
      if (group.length && group[0]!.cells.handle!.trim() !== handle) yield* flush();
      if (finished.has(handle)) {
        yield { product: null, handle, issues: [{ line, column: "handle", product: null, message: `The product ${handle} has rows before, not just above: a product's rows must follow each other.` }] };
        continue;
      }
      if (group.length >= MAX_VARIANTS) {
        yield { product: null, handle, issues: [{ line, column: "sku", product: null, message: `${handle} has more than ${MAX_VARIANTS} variants: split it into products.` }] };
        continue;
      }
      group.push({ line, cells });
    }
  } catch (error) {
    if (error instanceof FileUnreadable) throw error;
    const e = error as { code?: string; lines?: number; message?: string };
    if (typeof e.code === "string" && e.code.startsWith("CSV_")) {
      throw new FileUnreadable(`The file could not be read past line ${e.lines ?? "?"}: ${csvProblem(e.code, e.message ?? "")}`);
    }
    throw error;
  }
  if (!header) throw new FileUnreadable("The file is empty: its first line names the columns (handle, sku, name_it, price…).");
  yield* flush();
}

function csvProblem(code: string, message: string): string {
  if (code === "CSV_QUOTE_NOT_CLOSED") return "a double quote opens a cell and nothing closes it.";
  if (code === "CSV_INVALID_CLOSING_QUOTE") return "a double quote inside a cell must be doubled (\"\"), and the cell put in quotes.";
  if (code === "CSV_MAX_RECORD_SIZE") return "a row is longer than 1 MB (a quote left open?).";
  return message;
}

function checkHeader(header: string[]): void {
  const known = new Set(CATALOGUE_COLUMNS);
  const unknown = header.filter((name) => !known.has(name));
  if (unknown.length) {
    throw new FileUnreadable(`The header names column${unknown.length > 1 ? "s" : ""} the format does not have: ${unknown.slice(0, 8).join(", ")}. The columns are listed in docs/operations.md ("Your catalogue in a file"); an export shows them all.`);
  }
  const twice = header.filter((name, i) => header.indexOf(name) !== i);
  if (twice.length) throw new FileUnreadable(`The header names ${twice[0]} twice.`);
  for (const needed of ["handle", "sku"]) if (!header.includes(needed)) throw new FileUnreadable(`The header has no column ${needed}: every row needs the product's handle and the variant's SKU.`);
}

/** A semicolon-separated file (as spreadsheets write it in Italy) is read as such: the header line says which. */
async function sniffDelimiter(body: AsyncIterable<Uint8Array>): Promise<[string, AsyncIterable<Uint8Array>]> {
  const iterator = body[Symbol.asyncIterator]();
  const chunks: Uint8Array[] = [];
  let seen = "";
  let ended = false;
  while (!seen.includes("\n") && seen.length <= 65_536) {
    const next = await iterator.next();
    if (next.done) { ended = true; break; }
    chunks.push(next.value);
    seen += Buffer.from(next.value).toString("latin1");
  }
  const firstLine = seen.split("\n")[0] ?? "";
  const counts = [",", ";", "\t"].map((d) => [d, firstLine.split(d).length] as const).sort((a, b) => b[1] - a[1]);
  async function* all() {
    yield* chunks;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return [counts[0]![1] > 1 ? counts[0]![0] : ",", all()];
}

async function* jsonProducts(body: AsyncIterable<Uint8Array>, format: "json" | "jsonl", refs: References): AsyncGenerator<Located> {
  const place = (index: number, line: number | null, handle: string | null, issues: FileIssue[]): Located["issues"] =>
    issues.map((issue) => ({ line, product: index + 1, column: issue.path.map((p, i) => (typeof p === "number" ? `[${p}]` : `${i ? "." : ""}${p}`)).join("") || null, message: issue.message }));
  const seen = new Set<string>();
  const one = (value: unknown, index: number, line: number | null): Located => {
    const handle = typeof (value as { handle?: unknown })?.handle === "string" ? (value as { handle: string }).handle : null;
    const text = JSON.stringify(value) ?? "";
    // JSON.stringify escapes NUL and lone surrogates (a pair stays as it is): PostgreSQL's text takes neither.
    if (/\\u(0000|d[89a-f][0-9a-f]{2})/i.test(text)) {
      return { product: null, handle, issues: [{ line, product: index + 1, column: null, message: "This product holds the NUL character or half of a UTF-16 pair, which no text may." }] };
    }
    if (handle !== null && seen.has(handle)) {
      return { product: null, handle, issues: [{ line, product: index + 1, column: "handle", message: `The product ${handle} is in the file before: give each product once, with all its variants.` }] };
    }
    if (handle !== null) seen.add(handle);
    const read = readFileProduct(value, keptByJson(value));
    if ("issues" in read) return { product: null, handle, issues: place(index, line, handle, read.issues) };
    const issues = checkReferences(read.product, refs);
    const at = line ?? index + 1;
    return { product: issues.length ? null : read.product, handle, issues: place(index, line, handle, issues), at: { line: at, variantLines: read.product.variants.map(() => at) } };
  };
  if (format === "json") {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > MAX_JSON_ARRAY_BYTES) throw new FileUnreadable(`A JSON catalogue is read whole, up to ${MAX_JSON_ARRAY_BYTES / 1024 / 1024} MB: send a larger one as CSV or JSON Lines (one product per line, .jsonl).`);
      chunks.push(Buffer.from(chunk));
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.concat(chunks).toString("utf8").replace(/^\uFEFF/, ""));
    } catch (error) {
      throw new FileUnreadable(`The file is not JSON: ${(error as Error).message}.`);
    }
    const list = Array.isArray(parsed) ? parsed : (parsed as { products?: unknown })?.products;
    if (!Array.isArray(list)) throw new FileUnreadable("A JSON catalogue is a list of products, or an object with one: { \"products\": [ … ] }.");
    for (const [index, value] of list.entries()) yield one(value, index, null);
    return;
  }
  let index = 0;
  let lineNumber = 0;
  let rest = "";
  const decoder = new TextDecoder();
  const lineOf = function* (text: string): Generator<Located> {
    lineNumber++;
    const trimmed = text.replace(/^\uFEFF/, "").trim();
    if (!trimmed) return;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (error) {
      yield { product: null, handle: null, issues: [{ line: lineNumber, column: null, product: index + 1, message: `This line is not one JSON object: ${(error as Error).message}.` }] };
      index++;
      return;
    }
    yield one(value, index++, lineNumber);
  };
  for await (const chunk of body) {
    rest += decoder.decode(chunk, { stream: true });
    if (rest.length > 2 * 1024 * 1024 && !rest.includes("\n")) throw new FileUnreadable(`Line ${lineNumber + 1} is longer than 2 MB: JSON Lines has one product per line.`);
    const lines = rest.split("\n");
    rest = lines.pop()!;
    for (const text of lines) yield* lineOf(text);
  }
  rest += decoder.decode();
  if (rest) yield* lineOf(rest);
}

// ---------------------------------------------------------------------------------------------------------------
// Staging and writing.

const STAGING = [
  sql`create temp table import_products (line int, handle text primary key, active bool, featured bool, brand text, primary_category text,
    created_at timestamptz, perishable bool, min_age smallint, withdrawal_exclusion text, model text, is_food bool, allergens text[],
    may_contain text[], alcohol_tenths smallint, nutrition jsonb, keep text[]) on commit drop`,
  sql`create temp table import_texts (line int, handle text, lang text, name text, slug text, description_html text, meta_title text,
    meta_description text, ingredients text, storage text, origin text, warnings text) on commit drop`,
  sql`create temp table import_categories (handle text, category text, position int) on commit drop`,
  sql`create temp table import_variants (line int, handle text, sku text, ean text, options jsonb, price_cents int, compare_at_cents int,
    vat_rate_bp int, stock int, inventory_managed bool, weight_grams int, net_quantity int, net_unit text, active bool, position int, image text) on commit drop`,
  sql`create temp table import_images (handle text, path text, width int, height int, position int) on commit drop`,
];

interface Staged { product: CatalogueProduct; line: number; variantLines: number[] }

async function stage(tx: Database, batch: Staged[], imageSize: (imagePath: string) => Promise<{ width: number; height: number }>): Promise<void> {
  if (!batch.length) return;
  const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;
  const products = batch.map(({ product: p, line }) => ({
    line, handle: p.handle, active: p.active, featured: p.featured, brand: p.brand, primary_category: p.categories[0] ?? null, created_at: p.createdAt,
    perishable: p.perishable, min_age: p.minAge, withdrawal_exclusion: p.withdrawalExclusion, model: p.model, is_food: p.isFood,
    allergens: p.allergens, may_contain: p.mayContain, alcohol_tenths: p.alcoholTenths, nutrition: p.nutrition, keep: p.keep,
  }));
  const texts = batch.flatMap(({ product: p, line }) => Object.entries(p.texts).map(([lang, t]) => ({
    line, handle: p.handle, lang, name: t.name, slug: t.slug, description_html: sanitizeRichText(t.descriptionHtml), meta_title: t.metaTitle,
    meta_description: t.metaDescription, ingredients: t.ingredients, storage: t.storage, origin: t.origin, warnings: t.warnings,
  })));
  const categories = batch.flatMap(({ product: p }) => [...new Set(p.categories)].map((category, position) => ({ handle: p.handle, category, position })));
  const variants = batch.flatMap(({ product: p, variantLines }) => p.variants.map((v, position) => ({
    line: variantLines[position], handle: p.handle, sku: v.sku, ean: v.ean, options: v.options, price_cents: v.priceCents, compare_at_cents: v.compareAtCents,
    vat_rate_bp: v.vatRateBp, stock: v.stock, inventory_managed: v.inventoryManaged, weight_grams: v.weightGrams, net_quantity: v.netQuantity,
    net_unit: v.netUnit, active: v.active, position, image: v.image,
  })));
  const images = await Promise.all(batch.flatMap(({ product: p }) => p.images.map(async (imagePath, position) => ({ handle: p.handle, path: imagePath, position, ...(await imageSize(imagePath)) }))));
  await tx.execute(sql`insert into import_products select * from jsonb_populate_recordset(null::import_products, ${json(products)})`);
  await tx.execute(sql`insert into import_texts select * from jsonb_populate_recordset(null::import_texts, ${json(texts)})`);
  if (categories.length) await tx.execute(sql`insert into import_categories select * from jsonb_populate_recordset(null::import_categories, ${json(categories)})`);
  await tx.execute(sql`insert into import_variants select * from jsonb_populate_recordset(null::import_variants, ${json(variants)})`);
  if (images.length) await tx.execute(sql`insert into import_images select * from jsonb_populate_recordset(null::import_images, ${json(images)})`);
}

interface WholeFileMistake { line: number; handle: string; column: string; message: string }

/**
 * A file that leaves fields out (a price list of handle, sku and price) keeps the shop's values of those fields for
 * the products and variants the shop has: the staged rows are completed from the shop before anything is compared.
 * A new product or variant cannot be completed: without its name, price or VAT rate it is a mistake.
 */
async function completeFromShop(tx: Database): Promise<WholeFileMistake[]> {
  const rows = async <T>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
  const kept = (field: string, shop: SQL, file: SQL) => sql`case when ${field}::text = any(k.keep) then ${shop} else ${file} end`;
  await tx.execute(sql`
    update import_products k set
      active = ${kept("active", sql`p.is_active`, sql`k.active`)}, featured = ${kept("featured", sql`p.is_featured`, sql`k.featured`)},
      brand = ${kept("brand", sql`(select code from brands where id = p.brand_id)`, sql`k.brand`)},
      primary_category = ${kept("categories", sql`(select code from categories where id = p.primary_category_id)`, sql`k.primary_category`)},
      perishable = ${kept("perishable", sql`p.perishable`, sql`k.perishable`)}, min_age = ${kept("min_age", sql`p.min_age`, sql`k.min_age`)},
      withdrawal_exclusion = ${kept("withdrawal_exclusion", sql`p.withdrawal_exclusion`, sql`k.withdrawal_exclusion`)}, model = ${kept("model", sql`p.model`, sql`k.model`)},
      is_food = ${kept("food", sql`p.is_food`, sql`k.is_food`)}, allergens = ${kept("allergens", sql`p.allergens`, sql`k.allergens`)},
      may_contain = ${kept("may_contain", sql`p.may_contain`, sql`k.may_contain`)}, alcohol_tenths = ${kept("alcohol_percent", sql`p.alcohol_tenths`, sql`k.alcohol_tenths`)},
      nutrition = ${kept("nutrition", sql`p.nutrition`, sql`k.nutrition`)}
    from products p where p.code = k.handle and cardinality(k.keep) > 0`);
  const text = (field: string, column: string) => sql`${sql.raw(column)} = case when ${field}::text || '_' || s.lang = any(k.keep) then t.${sql.raw(column)} else s.${sql.raw(column)} end`;
  await tx.execute(sql`
    update import_texts s set ${text("name", "name")}, ${text("slug", "slug")}, ${text("description", "description_html")}, ${text("meta_title", "meta_title")},
      ${text("meta_description", "meta_description")}, ${text("ingredients", "ingredients")}, ${text("storage", "storage")}, ${text("origin", "origin")}, ${text("warnings", "warnings")}
    from import_products k, products p, product_translations t
    where k.handle = s.handle and cardinality(k.keep) > 0 and p.code = s.handle and t.product_id = p.id and t.lang = s.lang`);
  await tx.execute(sql`
    insert into import_categories (handle, category, position)
    select k.handle, c.code, pc.position from import_products k join products p on p.code = k.handle
    join product_categories pc on pc.product_id = p.id join categories c on c.id = pc.category_id
    where 'categories' = any(k.keep)`);
  // A variant the shop has keeps its place among the product's when the file names only some of them.
  await tx.execute(sql`
    update import_variants s set
      ean = ${kept("ean", sql`v.ean`, sql`s.ean`)}, options = ${kept("options", sql`v.options`, sql`s.options`)},
      price_cents = ${kept("price", sql`v.price_cents`, sql`s.price_cents`)}, compare_at_cents = ${kept("compare_at_price", sql`v.compare_at_cents`, sql`s.compare_at_cents`)},
      vat_rate_bp = ${kept("vat_rate", sql`v.vat_rate_bp`, sql`s.vat_rate_bp`)}, stock = ${kept("stock", sql`v.stock`, sql`s.stock`)},
      inventory_managed = ${kept("inventory_managed", sql`v.inventory_managed`, sql`s.inventory_managed`)},
      weight_grams = ${kept("weight_grams", sql`v.weight_grams`, sql`s.weight_grams`)}, net_quantity = ${kept("net_quantity", sql`v.net_quantity`, sql`s.net_quantity`)},
      net_unit = ${kept("net_unit", sql`v.net_unit`, sql`s.net_unit`)}, active = ${kept("variant_active", sql`v.is_active`, sql`s.active`)},
      image = ${kept("variant_image", sql`(select pi.path from product_images pi where pi.product_id = v.product_id and pi.variant_id = v.id order by pi.position limit 1)`, sql`s.image`)},
      position = v.position
    from import_products k, variants v where k.handle = s.handle and cardinality(k.keep) > 0 and v.sku = s.sku`);
  await tx.execute(sql`
    insert into import_images (handle, path, width, height, position)
    select k.handle, pi.path, pi.width, pi.height, pi.position from import_products k join products p on p.code = k.handle
    join product_images pi on pi.product_id = p.id
    where 'images' = any(k.keep) and not exists (select 1 from import_images i where i.handle = k.handle and i.path = pi.path)`);
  const mistakes: WholeFileMistake[] = [];
  // The rules between two fields, once both are known: a price raised above the shop's compare-at price.
  for (const r of await rows<{ line: number; handle: string; sku: string }>(sql`
    select s.line, s.handle, s.sku from import_variants s join import_products k on k.handle = s.handle
    where cardinality(k.keep) > 0 and s.compare_at_cents is not null and s.compare_at_cents <= s.price_cents
    order by s.line limit ${MAX_MISTAKES}`)) {
    mistakes.push({ line: r.line, handle: r.handle, column: "price", message: `The price of ${r.sku} is not below its compare-at price in the shop any more: give compare_at_price too (empty ends the offer).` });
  }
  for (const r of await rows<{ line: number; handle: string }>(sql`
    select k.line, k.handle from import_products k where 'name_it' = any(k.keep) and not exists (select 1 from products p where p.code = k.handle)`)) {
    mistakes.push({ line: r.line, handle: r.handle, column: "handle", message: `${r.handle} is not in the shop: a new product needs its Italian name, and this file has no column name_it.` });
  }
  for (const r of await rows<{ line: number; handle: string; sku: string }>(sql`
    select s.line, s.handle, s.sku from import_variants s join import_products k on k.handle = s.handle
    where ('price' = any(k.keep) or 'vat_rate' = any(k.keep)) and not exists (select 1 from variants v where v.sku = s.sku)`)) {
    mistakes.push({ line: r.line, handle: r.handle, column: "sku", message: `The variant ${r.sku} is not in the shop: a new variant needs its price and VAT rate, and this file leaves out price or vat_rate.` });
  }
  return mistakes;
}

/** The rules that need the whole file, or the database: checked on the staged rows. */
async function checkWholeFile(tx: Database): Promise<WholeFileMistake[]> {
  const rows = async <T>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
  const mistakes: WholeFileMistake[] = [];
  for (const r of await rows<{ line: number; handle: string; sku: string; first_line: number; first_handle: string }>(sql`
    select * from (select line, handle, sku, first_value(line) over w as first_line, first_value(handle) over w as first_handle
      from import_variants window w as (partition by sku order by line)) t where line <> first_line`)) {
    mistakes.push({ line: r.line, handle: r.handle, column: "sku", message: `The SKU ${r.sku} is also on line ${r.first_line} (${r.first_handle}): a SKU names one variant.` });
  }
  for (const r of await rows<{ line: number; handle: string; sku: string; owner: string }>(sql`
    select s.line, s.handle, s.sku, p.code as owner from import_variants s join variants v on v.sku = s.sku join products p on p.id = v.product_id
    where p.code <> s.handle`)) {
    mistakes.push({ line: r.line, handle: r.handle, column: "sku", message: `The SKU ${r.sku} belongs to the product ${r.owner} in the shop: give this variant another SKU, or put it under ${r.owner}.` });
  }
  for (const r of await rows<{ line: number; handle: string; lang: string; slug: string; first_line: number; first_handle: string }>(sql`
    select * from (select line, handle, lang, slug, first_value(line) over w as first_line, first_value(handle) over w as first_handle
      from import_texts window w as (partition by lang, slug order by line)) t where line <> first_line`)) {
    mistakes.push({ line: r.line, handle: r.handle, column: `slug_${r.lang}`, message: `The ${r.lang} slug ${r.slug} is also the slug of ${r.first_handle} (line ${r.first_line}): two products cannot share an address in one language.` });
  }
  mistakes.push(...await slugsOfOthers(tx));
  return mistakes;
}

/**
 * Staged slugs that are another product's in the shop, which the file does not give another: what checkWholeFile
 * says, and, once products with mistakes are left out (skipInvalid), what a slug given up by one of those still is.
 */
async function slugsOfOthers(tx: Database): Promise<WholeFileMistake[]> {
  const found = (await tx.execute(sql`
    select s.line, s.handle, s.lang, s.slug, p.code as owner from import_texts s
    join product_translations pt on pt.lang = s.lang and pt.slug = s.slug join products p on p.id = pt.product_id
    where p.code <> s.handle and not exists (select 1 from import_texts o where o.handle = p.code and o.lang = s.lang and o.slug <> s.slug)`)) as unknown as {
    rows: { line: number; handle: string; lang: string; slug: string; owner: string }[];
  };
  return found.rows.map((r) => ({
    line: r.line, handle: r.handle, column: `slug_${r.lang}`,
    message: `The ${r.lang} slug ${r.slug} is the address of the product ${r.owner} in the shop: choose another for this one.`,
  }));
}

interface Written { created: Set<string>; changed: Set<string>; variantsCreated: number; variantsUpdated: number }

/**
 * Slugs that move first take a place of their own: two products swapping slugs, or one taking a slug another gives
 * up, would otherwise meet in the unique index (lang, slug) half-way through a statement, or between two parts.
 * A file written in parts moves them `batch` products a statement, so that each statement's notification names its
 * products (one statement of more than about 990 said `product_translations`, and every node dropped every cache).
 */
async function moveChangedSlugs(tx: Database, batch?: number): Promise<void> {
  const changed = sql`from import_texts s join products p on p.code = s.handle
    where t.product_id = p.id and t.lang = s.lang and t.slug <> s.slug`;
  if (batch === undefined) {
    await tx.execute(sql`update product_translations t set slug = '~' || t.product_id || '~' || t.lang ${changed}`);
    return;
  }
  const ids = ((await tx.execute(sql`select distinct t.product_id as id from product_translations t join import_texts s on s.lang = t.lang
    join products p on p.code = s.handle and p.id = t.product_id where t.slug <> s.slug order by 1`)) as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
  for (let i = 0; i < ids.length; i += batch) {
    const part = `{${ids.slice(i, i + batch).join(",")}}`;
    await tx.execute(sql`update product_translations t set slug = '~' || t.product_id || '~' || t.lang ${changed}
      and t.product_id = any(${part}::int[])`);
  }
}

/**
 * Writes the staged products: a file of at most NAMED_WRITES_UP_TO products a part of `batch` products at a time, in the
 * file's order (each part's products moved into the staging tables write() reads), a larger one whole.
 */
async function writeInParts(tx: Database, staged: number, batch: number): Promise<Written> {
  // Temporary tables have no statistics of their own: the statements are planned from these (a price list of 2,600
  // products at 1,000,000 took 11.5 s without, 6.8 with).
  const analyze = () => tx.execute(sql.raw(`analyze ${STAGED_TABLES.join(", ")}`));
  if (staged > NAMED_WRITES_UP_TO || staged <= batch) {
    await analyze();
    return write(tx);
  }
  await moveChangedSlugs(tx, batch);
  for (const table of STAGED_TABLES) {
    await tx.execute(sql.raw(`alter table ${table} rename to ${table}_all`));
    await tx.execute(sql.raw(`create temp table ${table} (like ${table}_all including all) on commit drop`));
  }
  const handles = ((await tx.execute(sql`select handle from import_products_all order by line`)) as unknown as { rows: { handle: string }[] }).rows.map((r) => r.handle);
  const total: Written = { created: new Set(), changed: new Set(), variantsCreated: 0, variantsUpdated: 0 };
  for (let i = 0; i < handles.length; i += batch) {
    const part = sql`${JSON.stringify(handles.slice(i, i + batch))}::jsonb`;
    for (const table of STAGED_TABLES) {
      await tx.execute(sql.raw(`delete from ${table}`));
      await tx.execute(sql`insert into ${sql.raw(table)} select * from ${sql.raw(`${table}_all`)} where handle in (select jsonb_array_elements_text(${part}))`);
    }
    await analyze();
    const written = await write(tx, { slugsMoved: true });
    for (const handle of written.created) total.created.add(handle);
    for (const handle of written.changed) total.changed.add(handle);
    total.variantsCreated += written.variantsCreated;
    total.variantsUpdated += written.variantsUpdated;
  }
  return total;
}

/** Writes the staged products: each statement touches only rows that differ. Answers the handles created and changed. */
async function write(tx: Database, options: { slugsMoved?: boolean } = {}): Promise<Written> {
  // Each statement's changed rows, grouped by product in the database: what comes back is one row per product.
  let counted = 0;
  const handles = async (query: SQL) => {
    const { rows } = (await tx.execute(sql`with changed as (${query}) select handle, count(*)::int as n from changed group by handle`)) as unknown as { rows: { handle: string; n: number }[] };
    counted = rows.reduce((sum, r) => sum + r.n, 0);
    return new Set(rows.map((r) => r.handle));
  };
  const productColumns = sql`brand_id, primary_category_id, is_active, is_featured, perishable, is_food, allergens, may_contain, nutrition, alcohol_tenths, model, withdrawal_exclusion, min_age`;
  const stagedColumns = sql`b.id, c.id, s.active, s.featured, s.perishable, s.is_food, s.allergens, s.may_contain, s.nutrition, s.alcohol_tenths, s.model, s.withdrawal_exclusion, s.min_age`;
  // A file's dates have milliseconds; the database's, microseconds: compared as the file has them.
  const changed = await handles(sql`
    update products p set (${productColumns}, created_at, updated_at) = (${stagedColumns}, coalesce(s.created_at, p.created_at), now())
    from import_products s left join brands b on b.code = s.brand left join categories c on c.code = s.primary_category
    where p.code = s.handle and ((p.brand_id, p.primary_category_id, p.is_active, p.is_featured, p.perishable, p.is_food, p.allergens, p.may_contain,
      p.nutrition, p.alcohol_tenths, p.model, p.withdrawal_exclusion, p.min_age, date_trunc('milliseconds', p.created_at))
      is distinct from (${stagedColumns}, coalesce(s.created_at, date_trunc('milliseconds', p.created_at))))
    returning p.code as handle`);
  const created = await handles(sql`
    insert into products (code, ${productColumns}, created_at, updated_at)
    select s.handle, ${stagedColumns}, coalesce(s.created_at, now()), coalesce(s.created_at, now())
    from import_products s left join brands b on b.code = s.brand left join categories c on c.code = s.primary_category
    where not exists (select 1 from products p where p.code = s.handle) order by s.line
    returning code as handle`);
  const add = (set: Set<string>) => { for (const handle of set) changed.add(handle); };
  const textColumns = sql`name, slug, description_html, meta_title, meta_description, ingredients, storage, origin, warnings`;
  const stagedText = sql`s.name, s.slug, s.description_html, s.meta_title, s.meta_description, s.ingredients, s.storage, s.origin, s.warnings`;
  if (!options.slugsMoved) await moveChangedSlugs(tx);
  add(await handles(sql`
    update product_translations t set (${textColumns}) = (${stagedText}) from import_texts s join products p on p.code = s.handle
    where t.product_id = p.id and t.lang = s.lang
      and (t.name, t.slug, t.description_html, t.meta_title, t.meta_description, t.ingredients, t.storage, t.origin, t.warnings) is distinct from (${stagedText})
    returning s.handle`));
  add(await handles(sql`
    insert into product_translations (product_id, lang, ${textColumns}) select p.id, s.lang, ${stagedText}
    from import_texts s join products p on p.code = s.handle
    where not exists (select 1 from product_translations t where t.product_id = p.id and t.lang = s.lang) returning (select code from products where id = product_id) as handle`));
  add(await handles(sql`
    delete from product_categories pc using products p, import_products s where pc.product_id = p.id and p.code = s.handle
      and not exists (select 1 from import_categories ic join categories c on c.code = ic.category where ic.handle = s.handle and c.id = pc.category_id)
    returning s.handle`));
  add(await handles(sql`
    update product_categories pc set position = ic.position from import_categories ic join products p on p.code = ic.handle join categories c on c.code = ic.category
    where pc.product_id = p.id and pc.category_id = c.id and pc.position <> ic.position returning ic.handle`));
  add(await handles(sql`
    insert into product_categories (product_id, category_id, position) select p.id, c.id, ic.position
    from import_categories ic join products p on p.code = ic.handle join categories c on c.code = ic.category
    where not exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = c.id)
    returning (select code from products where id = product_id) as handle`));
  const variantColumns = sql`ean, options, price_cents, compare_at_cents, vat_rate_bp, stock, inventory_managed, weight_grams, net_quantity, net_unit, position, is_active`;
  const stagedVariant = sql`s.ean, s.options, s.price_cents, s.compare_at_cents, s.vat_rate_bp, s.stock, s.inventory_managed, s.weight_grams, s.net_quantity, s.net_unit, s.position, s.active`;
  const variantsUpdated = await handles(sql`
    update variants v set (${variantColumns}, updated_at) = (${stagedVariant}, now()) from import_variants s
    where v.sku = s.sku and (v.ean, v.options, v.price_cents, v.compare_at_cents, v.vat_rate_bp, v.stock, v.inventory_managed, v.weight_grams,
      v.net_quantity, v.net_unit, v.position, v.is_active) is distinct from (${stagedVariant})
    returning s.handle`);
  const variantsUpdatedCount = counted;
  const variantsCreated = await handles(sql`
    insert into variants (product_id, sku, ${variantColumns}) select p.id, s.sku, ${stagedVariant}
    from import_variants s join products p on p.code = s.handle where not exists (select 1 from variants v where v.sku = s.sku) order by s.line
    returning (select code from products where id = product_id) as handle`);
  const variantsCreatedCount = counted;
  add(variantsUpdated);
  add(variantsCreated);
  // A picture's alternative text is the product's name in each language; a variant's own picture points at it.
  const stagedImages = sql`(select i.handle, i.path, i.width, i.height, i.position, p.id as product_id,
      (select v.id from import_variants iv join variants v on v.sku = iv.sku where iv.handle = i.handle and iv.image = i.path order by iv.position limit 1) as variant_id,
      (select jsonb_object_agg(t.lang, t.name) from import_texts t where t.handle = i.handle) as alt
    from import_images i join products p on p.code = i.handle)`;
  add(await handles(sql`
    delete from product_images pi using products p, import_products s where pi.product_id = p.id and p.code = s.handle
      and not exists (select 1 from import_images i where i.handle = s.handle and i.path = pi.path) returning s.handle`));
  add(await handles(sql`
    update product_images pi set (variant_id, width, height, alt, position) = (s.variant_id, s.width, s.height, s.alt, s.position) from ${stagedImages} s
    where pi.product_id = s.product_id and pi.path = s.path
      and (pi.variant_id, pi.width, pi.height, pi.alt, pi.position) is distinct from (s.variant_id, s.width, s.height, s.alt, s.position)
    returning s.handle`));
  add(await handles(sql`
    insert into product_images (product_id, variant_id, path, width, height, alt, position) select s.product_id, s.variant_id, s.path, s.width, s.height, s.alt, s.position
    from ${stagedImages} s where not exists (select 1 from product_images pi where pi.product_id = s.product_id and pi.path = s.path)
    returning (select code from products where id = product_id) as handle`));
  return { created, changed, variantsCreated: variantsCreatedCount, variantsUpdated: variantsUpdatedCount };
}

/** In the file's order, as the shop owner corrects them. */
function sortMistakes(mistakes: ImportMistake[]): void {
  mistakes.sort((a, b) => (a.line ?? a.product ?? 0) - (b.line ?? b.product ?? 0) || (a.column_number ?? 0) - (b.column_number ?? 0));
}

/** Imports the catalogue file in `body`. A file that cannot be read at all answers a report with that one mistake. */
export async function importCatalogue(db: Database, body: AsyncIterable<Uint8Array>, options: ImportOptions): Promise<ImportReport> {
  const report: ImportReport = {
    dry_run: options.dryRun, written: false, rows: 0, products: { created: 0, updated: 0, unchanged: 0, skipped: 0 }, variants: { created: 0, updated: 0 },
    mistakes: [], more_mistakes: 0,
  };
  let header: string[] = [];
  const note = (m: Omit<ImportMistake, "column_number">) => {
    if (report.mistakes.length >= MAX_MISTAKES) { report.more_mistakes++; return; }
    const at = m.column ? header.indexOf(m.column) : -1;
    report.mistakes.push({ ...m, column_number: at >= 0 ? at + 1 : null });
  };
  // Where a mistake found on the staged rows is: a line of a CSV or JSON Lines file, a product of a JSON array.
  const placeOf = (line: number) => (options.format === "json" ? { line: null, product: line } : { line, product: null });
  const refs = await readReferences(db, options.mediaDir);
  const sizes = new Map<string, Promise<{ width: number; height: number }>>();
  const imageSize = (imagePath: string) => {
    if (!sizes.has(imagePath)) {
      sizes.set(imagePath, sharp(path.join(options.mediaDir, imagePath)).metadata().then((m) => ({ width: m.width ?? 0, height: m.height ?? 0 }), () => ({ width: 0, height: 0 })));
    }
    return sizes.get(imagePath)!;
  };
  try {
    await db.transaction(async (txDb) => {
      const tx = txDb as unknown as Database;
      // One import at a time in the whole shop: a second waits for the first to end.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vetrina catalogue import'))`);
      for (const statement of STAGING) await tx.execute(statement);
      const products = options.format === "csv" ? csvProducts(body, refs, (h) => { header = h; }) : jsonProducts(body, options.format, refs);
      let batch: Staged[] = [];
      let staged = 0;
      for await (const located of products) {
        report.rows += located.at?.variantLines.length ?? 1;
        for (const issue of located.issues) note({ ...issue, handle: located.handle });
        if (located.issues.length) report.products.skipped++;
        if (!located.product || !located.at) continue;
        batch.push({ product: located.product, line: located.at.line, variantLines: located.at.variantLines });
        if (batch.length >= BATCH) { await stage(tx, batch, imageSize); staged += batch.length; batch = []; }
      }
      await stage(tx, batch, imageSize);
      staged += batch.length;
      const wholeFile = [...await completeFromShop(tx), ...await checkWholeFile(tx)];
      for (const m of wholeFile) note({ ...placeOf(m.line), column: m.column, handle: m.handle, message: m.message });
      if (report.mistakes.length && !options.skipInvalid) throw new RollBack();
      // A product left out keeps its slugs: one that took a slug it gave up is left out too, and so on.
      for (let refusing = wholeFile; refusing.length > 0; refusing = await slugsOfOthers(tx)) {
        if (refusing !== wholeFile) for (const m of refusing) note({ ...placeOf(m.line), column: m.column, handle: m.handle, message: m.message });
        const refused = [...new Set(refusing.map((m) => m.handle))];
        for (const table of STAGED_TABLES) {
          await tx.execute(sql`delete from ${sql.raw(table)} where handle in (select jsonb_array_elements_text(${JSON.stringify(refused)}::jsonb))`);
        }
        report.products.skipped += refused.length;
        staged -= refused.length;
      }
      const written = await writeInParts(tx, staged, options.writeBatch ?? NAMED_WRITE_BATCH);
      report.products.created = written.created.size;
      report.products.updated = [...written.changed].filter((h) => !written.created.has(h)).length;
      report.products.unchanged = staged - report.products.created - report.products.updated;
      report.variants = { created: written.variantsCreated, updated: written.variantsUpdated };
      if (options.dryRun) throw new RollBack();
      await options.record?.(tx, report);
    });
    report.written = true;
    sortMistakes(report.mistakes);
  } catch (error) {
    sortMistakes(report.mistakes);
    if (error instanceof FileUnreadable) {
      note({ line: null, column: null, product: null, handle: null, message: error.message });
      return report;
    }
    if (error instanceof RollBack) return report;
    throw error;
  }
  return report;
}
