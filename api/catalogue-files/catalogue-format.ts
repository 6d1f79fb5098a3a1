import { z } from "zod";
import { isValidGtin } from "#domain/ean.ts";
import { SUPPORTED_LOCALES, type Locale } from "#domain/locale.ts";
import { ALLERGENS, WITHDRAWAL_EXCLUSIONS, type Allergen, type Nutrition, type WithdrawalExclusion } from "#domain/product-info.ts";
import type { NetUnit } from "#domain/unit-price.ts";

/**
 * The shop owner's catalogue file (issue 19, decision 019; docs/operations.md "Your catalogue in a file"): one
 * product per handle with its variants. The same model is written as JSON (one object per product) and as CSV
 * (one row per variant, the product's fields on its first row). Everything the file says is checked here, one
 * product at a time; what needs the whole file or the database (a SKU used twice, a slug another product has)
 * is checked by catalogue-import.ts.
 */

export const LANGS = SUPPORTED_LOCALES;
/** Texts given per language, as `name_it … name_es` in CSV and `{ "it": …, "en": … }` in JSON. */
export const TEXT_FIELDS = ["name", "slug", "description", "meta_title", "meta_description", "ingredients", "storage", "origin", "warnings"] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export const NUTRITION_FIELDS = ["energy_kj", "energy_kcal", "fat", "saturates", "carbohydrate", "sugars", "protein", "salt"] as const;
/** A variant has up to three options (size, colour…), each a code of the shop's configuration. */
export const MAX_OPTIONS = 3;

const PRODUCT_COLUMNS = [
  "handle", "active", "featured", "brand", "categories", "created_at", "images",
  ...TEXT_FIELDS.flatMap((field) => LANGS.map((lang) => `${field}_${lang}`)),
  "perishable", "min_age", "withdrawal_exclusion", "model",
  "food", "allergens", "may_contain", "alcohol_percent", ...NUTRITION_FIELDS,
] as const;
const VARIANT_COLUMNS = [
  "sku", "ean", ...Array.from({ length: MAX_OPTIONS }, (_, i) => [`option${i + 1}_name`, `option${i + 1}_value`]).flat(),
  "price", "compare_at_price", "vat_rate", "stock", "inventory_managed", "weight_grams", "net_quantity", "net_unit",
  "variant_active", "variant_image",
] as const;
/** The CSV's columns, in the order an export writes them. Only `handle` and `sku` must be there; unknown columns are refused. */
export const CATALOGUE_COLUMNS: readonly string[] = [...PRODUCT_COLUMNS, ...VARIANT_COLUMNS];
export const PRODUCT_COLUMN_SET: ReadonlySet<string> = new Set(PRODUCT_COLUMNS.filter((c) => c !== "handle"));

/**
 * The fields a file may leave out to keep the shop's values (a price list of `handle,sku,price`): the CSV columns
 * but handle and sku, with the nutrition declaration as one (`nutrition`) and the options as one (`options`).
 */
export const KEEPABLE: readonly string[] = [
  ...CATALOGUE_COLUMNS.filter((c) => c !== "handle" && c !== "sku" && !(NUTRITION_FIELDS as readonly string[]).includes(c) && !/^option\d_/.test(c)),
  "nutrition", "options",
];

/** What a CSV header leaves out, as KEEPABLE names. */
export function keptByHeader(header: readonly string[]): string[] {
  const present = new Set(header);
  return KEEPABLE.filter((field) => {
    if (field === "nutrition") return !NUTRITION_FIELDS.some((c) => present.has(c));
    if (field === "options") return !present.has("option1_name");
    return !present.has(field);
  });
}

/** What a JSON product leaves out: a key absent from the product (or from every one of its variants). */
export function keptByJson(product: unknown): string[] {
  const p = (product && typeof product === "object" ? product : {}) as Record<string, unknown>;
  const variants = Array.isArray(p.variants) ? (p.variants as unknown[]).filter((v): v is Record<string, unknown> => Boolean(v) && typeof v === "object") : [];
  const has = (key: string) => p[key] !== undefined;
  const variantHas = (key: string) => variants.some((v) => v[key] !== undefined);
  const variantKeys: Record<string, string> = { variant_active: "active", variant_image: "image" };
  return KEEPABLE.filter((field) => {
    const text = /^(.*)_(it|en|fr|de|es)$/.exec(field);
    if (text && (TEXT_FIELDS as readonly string[]).includes(text[1]!)) return !has(text[1]!);
    if (field === "food") return !has("food");
    if ((VARIANT_COLUMNS as readonly string[]).includes(field) || field === "options") return !variantHas(variantKeys[field] ?? field);
    return !has(field);
  });
}

export const HANDLE = /^[a-z0-9][a-z0-9-]{0,119}$/;
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
const CODE = /^[a-z0-9][a-z0-9_-]{0,79}$/;
/** A picture's file name in the folder next to the file; kept in the media folder under products/. */
export const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}\.(jpe?g|png|webp|avif)$/i;
export const IMAGE_FOLDER = "products/";

/** A product as the database gives it and the import writes it: money in cents, rates in hundredths of a percent. */
export interface CatalogueProduct {
  handle: string;
  active: boolean;
  featured: boolean;
  brand: string | null;
  /** Category codes, the main one first (as read from a file: a code or a path of codes, until checked against the shop). */
  categories: string[];
  createdAt: string | null;
  /** Paths in the media folder (products/…), the main picture first. */
  images: string[];
  texts: Record<Locale, ProductTexts>;
  perishable: boolean;
  minAge: number | null;
  withdrawalExclusion: WithdrawalExclusion | null;
  model: string | null;
  isFood: boolean;
  allergens: Allergen[];
  mayContain: Allergen[];
  alcoholTenths: number | null;
  nutrition: Nutrition | null;
  variants: CatalogueVariant[];
  /**
   * What the file does not say (a CSV without that column, a JSON product without that key): for a product or a
   * variant the shop has, its value stays the shop's. Names as KEEPABLE's; empty for a whole file.
   */
  keep: string[];
}

export interface ProductTexts {
  name: string;
  slug: string;
  descriptionHtml: string;
  metaTitle: string | null;
  metaDescription: string | null;
  ingredients: string | null;
  storage: string | null;
  origin: string | null;
  warnings: string | null;
}

export interface CatalogueVariant {
  sku: string;
  ean: string | null;
  options: Record<string, string>;
  priceCents: number;
  compareAtCents: number | null;
  vatRateBp: number;
  stock: number;
  inventoryManaged: boolean;
  weightGrams: number;
  netQuantity: number | null;
  netUnit: NetUnit;
  active: boolean;
  /** The variant's own picture (a path among the product's images), or null. */
  image: string | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading: one schema for both formats. CSV cells arrive as text ("" = not given), JSON values as they are.

const given = (value: unknown) => (value === "" || value === null ? undefined : typeof value === "string" ? value.trim() || undefined : value);

function flag(name: string) {
  return z.preprocess((value) => {
    const v = given(value);
    if (typeof v !== "string") return v;
    const word = v.toLowerCase();
    if (["true", "yes", "y", "1", "sì", "si", "x"].includes(word)) return true;
    if (["false", "no", "n", "0"].includes(word)) return false;
    return v;
  }, z.boolean({ error: `Write ${name} as true or false.` }).optional());
}

/** An amount in euros with a dot and at most two decimals ("12.50"), as cents. */
function money(what: string) {
  return z.preprocess(given, z.union([z.string(), z.number()], { error: `Give ${what} in euros, e.g. 12.50.` }).transform((value, ctx) => {
    const text = String(value);
    if (/^\d+,\d+$/.test(text)) {
      ctx.issues.push({ code: "custom", input: value, message: `Write ${what} with a dot, not a comma: ${text.replace(",", ".")}.` });
      return z.NEVER;
    }
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) {
      ctx.issues.push({ code: "custom", input: value, message: `${capital(what)} "${text}" is not an amount in euros: write e.g. 12.50 (a dot, at most two decimals, no currency sign).` });
      return z.NEVER;
    }
    return Math.round(Number(text) * 100);
  }).optional());
}

function wholeNumber(what: string, min: number, max: number) {
  return z.preprocess(given, z.union([z.string(), z.number()]).transform((value, ctx) => {
    const text = String(value);
    if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
      ctx.issues.push({ code: "custom", input: value, message: `${capital(what)} "${text}" must be a whole number from ${min} to ${max.toLocaleString("en")}.` });
      return z.NEVER;
    }
    return Number(text);
  }).optional());
}

/** A decimal with a dot and at most `decimals` digits after it, times 10^decimals. */
function decimal(what: string, decimals: number, max: number) {
  const pattern = new RegExp(`^\\d{1,6}(\\.\\d{1,${decimals}})?$`);
  return z.preprocess(given, z.union([z.string(), z.number()]).transform((value, ctx) => {
    const text = String(value);
    if (/^\d+,\d+$/.test(text)) {
      ctx.issues.push({ code: "custom", input: value, message: `Write ${what} with a dot, not a comma: ${text.replace(",", ".")}.` });
      return z.NEVER;
    }
    if (!pattern.test(text) || Number(text) > max) {
      ctx.issues.push({ code: "custom", input: value, message: `${capital(what)} "${text}" must be a number from 0 to ${max} with at most ${decimals} decimal${decimals === 1 ? "" : "s"}.` });
      return z.NEVER;
    }
    return Math.round(Number(text) * 10 ** decimals);
  }).optional());
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const plain = (what: string, max: number) =>
  z.preprocess(given, z.string({ error: `Write ${what} as text.` }).max(max, `${capital(what)} is longer than ${max} characters.`).optional());

/** A list: "a|b|c" in a CSV cell, an array in JSON. */
function list<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    const v = given(value);
    return typeof v === "string" ? v.split("|").map((part) => part.trim()).filter(Boolean) : v;
  }, z.array(item).optional());
}

const localized = (what: string, max: number) => z.object(Object.fromEntries(LANGS.map((lang) => [lang, plain(`${what} (${lang})`, max)])) as Record<Locale, ReturnType<typeof plain>>).optional();

const imageName = z.string().regex(IMAGE_NAME, "Name a picture by its file name in the folder next to the file, e.g. spaghetti.jpg (JPEG, PNG, WebP or AVIF; letters, digits, . _ -).");

const VARIANT = z.object({
  sku: z.preprocess(given, z.string({ error: "Give the variant's SKU." }).regex(SKU, "A SKU has up to 64 letters, digits and . _ / - (no spaces).")),
  ean: z.preprocess(given, z.union([z.string(), z.number()]).transform(String).refine(isValidGtin, "This EAN is not valid: it must have 8, 12, 13 or 14 digits and the right check digit (the last one).").optional()),
  options: z.record(z.string().regex(CODE, "An option is named by its code in the shop's configuration, e.g. size."), z.string().regex(CODE, "An option's value is its code in the shop's configuration, e.g. 500g."))
    .refine((options) => Object.keys(options).length <= MAX_OPTIONS, `A variant has at most ${MAX_OPTIONS} options.`).optional(),
  price: money("the price"),
  compare_at_price: money("the compare-at price"),
  vat_rate: decimal("the VAT rate", 2, 100),
  stock: wholeNumber("the stock", 0, 10_000_000),
  inventory_managed: flag("inventory_managed"),
  weight_grams: wholeNumber("the weight in grams", 0, 1_000_000),
  net_quantity: wholeNumber("the net quantity", 1, 1_000_000),
  net_unit: z.preprocess(given, z.enum(["g", "kg", "ml", "l", "pz"], { error: "The net unit is one of g, kg, ml, l, pz." }).optional()),
  active: flag("active"),
  image: z.preprocess(given, imageName.optional()),
});

const NUTRITION = z.object(Object.fromEntries(NUTRITION_FIELDS.map((field) => [field, decimal(field.replace("_", " "), 2, 10_000)])) as Record<(typeof NUTRITION_FIELDS)[number], ReturnType<typeof decimal>>);

export const FILE_PRODUCT = z.object({
  handle: z.preprocess(given, z.string({ error: "Give the product's handle: its code in the shop, e.g. spaghetti-gragnano." })
    .regex(HANDLE, "A handle has lowercase letters, digits and dashes, at most 120, e.g. spaghetti-gragnano.")),
  active: flag("active"),
  featured: flag("featured"),
  brand: z.preprocess(given, z.string().regex(CODE, "Name the brand by its code in the shop's configuration, e.g. mancini.").optional()),
  categories: list(z.string().regex(/^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*){0,9}$/, "Name a category by its code or its path of codes, e.g. pantry/pasta.")),
  created_at: z.preprocess(given, z.string().refine((text) => !Number.isNaN(Date.parse(text)) && /^(19|2\d)\d{2}-\d{2}-\d{2}/.test(text), "Write the date as 2026-11-25 or 2026-11-25T10:00:00Z.").optional()),
  images: list(imageName),
  name: localized("the name", 300),
  slug: localized("the slug", 200),
  description: localized("the description", 100_000),
  meta_title: localized("the meta title", 300),
  meta_description: localized("the meta description", 1000),
  ingredients: localized("the ingredients", 10_000),
  storage: localized("the storage", 2000),
  origin: localized("the origin", 2000),
  warnings: localized("the warnings", 10_000),
  perishable: flag("perishable"),
  min_age: wholeNumber("the minimum age", 1, 21),
  withdrawal_exclusion: z.preprocess(given, z.enum(WITHDRAWAL_EXCLUSIONS, { error: `The withdrawal exclusion is one of ${WITHDRAWAL_EXCLUSIONS.join(", ")}, or empty.` }).optional()),
  model: plain("the model", 200),
  food: flag("food"),
  allergens: list(z.enum(ALLERGENS, { error: `An allergen is one of ${ALLERGENS.join(", ")}.` })),
  may_contain: list(z.enum(ALLERGENS, { error: `An allergen is one of ${ALLERGENS.join(", ")}.` })),
  alcohol_percent: decimal("the alcohol percentage", 1, 100),
  nutrition: NUTRITION.optional(),
  variants: z.array(VARIANT).min(1, "A product needs at least one variant (a row with its SKU and price)."),
});

export type FileProductInput = z.input<typeof FILE_PRODUCT>;

export interface FileIssue {
  /** Where: the path in the product ("variants.1.price", "name.it"). */
  path: (string | number)[];
  message: string;
}

/** Checks one product of the file and gives it in the database's terms, or the issues with their paths. */
export function readFileProduct(input: unknown, keep: readonly string[] = []): { product: CatalogueProduct } | { issues: FileIssue[] } {
  const parsed = FILE_PRODUCT.safeParse(input);
  if (!parsed.success) return { issues: parsed.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message })) };
  const p = parsed.data;
  const issues: FileIssue[] = [];
  const texts = {} as Record<Locale, ProductTexts>;
  const italian = p.name?.it;
  const kept = new Set(keep);
  // A field the file leaves out is the shop's for a product it has; a new product without it is refused later, in SQL.
  if (!italian && !kept.has("name_it")) issues.push({ path: ["name", "it"], message: "Give the product's Italian name (name_it): Italian is the shop's main language; other languages take it when theirs is missing." });
  for (const lang of LANGS) {
    const name = p.name?.[lang] ?? italian ?? "";
    const slug = p.slug?.[lang] ?? slugify(name);
    if (p.slug?.[lang] && !SLUG.test(slug)) issues.push({ path: ["slug", lang], message: `The slug "${slug}" may have lowercase letters, digits and single dashes only, e.g. ${slugify(slug) || "spaghetti-gragnano"}.` });
    else if (name && !slug) issues.push({ path: ["slug", lang], message: `No slug can be made from the name "${name}": give slug_${lang}.` });
    const text = (field: TextField) => p[field]?.[lang] ?? null;
    texts[lang] = {
      name, slug, descriptionHtml: text("description") ?? p.description?.it ?? "",
      metaTitle: text("meta_title"), metaDescription: text("meta_description"),
      ingredients: text("ingredients") ?? p.ingredients?.it ?? null, storage: text("storage") ?? p.storage?.it ?? null,
      origin: text("origin") ?? p.origin?.it ?? null, warnings: text("warnings") ?? p.warnings?.it ?? null,
    };
  }
  const isFood = p.food ?? false;
  if (!isFood && !kept.has("food")) {
    for (const field of ["allergens", "may_contain", "alcohol_percent", "nutrition", "ingredients"] as const) {
      const value = p[field];
      if (value !== undefined && (!Array.isArray(value) || value.length > 0) && (field !== "ingredients" || Object.values(value).some(Boolean))) {
        issues.push({ path: [field], message: `${field} is food information: set food to true for this product, or leave ${field} empty.` });
      }
    }
  }
  const nutritionGiven = NUTRITION_FIELDS.filter((field) => p.nutrition?.[field] !== undefined);
  if (nutritionGiven.length > 0 && nutritionGiven.length < NUTRITION_FIELDS.length) {
    const missing = NUTRITION_FIELDS.filter((field) => !nutritionGiven.includes(field));
    issues.push({ path: ["nutrition", missing[0]!], message: `A nutrition declaration has all eight values per 100 g or 100 ml: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing.` });
  }
  const images = [...new Set((p.images ?? []).map((name) => IMAGE_FOLDER + name))];
  const skus = new Map<string, number>();
  const variants: CatalogueVariant[] = [];
  const seenOptions = new Map<string, number>();
  for (const [index, v] of p.variants.entries()) {
    if (v.price === undefined && !kept.has("price")) issues.push({ path: ["variants", index, "price"], message: "Give the variant's price in euros, VAT included, e.g. 12.50." });
    if (v.vat_rate === undefined && !kept.has("vat_rate")) issues.push({ path: ["variants", index, "vat_rate"], message: "Give the VAT rate in percent, e.g. 22 (or 10, 5, 4)." });
    if (v.compare_at_price !== undefined && v.price !== undefined && v.compare_at_price <= v.price) {
      issues.push({ path: ["variants", index, "compare_at_price"], message: "The compare-at price is the price before an offer: it must be higher than the price, or empty." });
    }
    if (skus.has(v.sku)) issues.push({ path: ["variants", index, "sku"], message: `The SKU ${v.sku} is also the product's variant ${skus.get(v.sku)! + 1}: a SKU names one variant.` });
    skus.set(v.sku, index);
    const options = v.options ?? {};
    const combination = JSON.stringify(Object.entries(options).sort());
    if (seenOptions.has(combination) && !kept.has("options")) issues.push({ path: ["variants", index, "options"], message: `This variant has the same options as the product's variant ${seenOptions.get(combination)! + 1}: each variant needs its own.` });
    seenOptions.set(combination, index);
    const image = v.image ? IMAGE_FOLDER + v.image : null;
    if (image && !images.includes(image)) images.push(image);
    variants.push({
      sku: v.sku, ean: v.ean ?? null, options, priceCents: v.price ?? 0, compareAtCents: v.compare_at_price ?? null, vatRateBp: v.vat_rate ?? 0,
      stock: v.stock ?? 0, inventoryManaged: v.inventory_managed ?? true, weightGrams: v.weight_grams ?? 0,
      netQuantity: v.net_quantity ?? null, netUnit: v.net_unit ?? "pz", active: v.active ?? true, image,
    });
  }
  if (issues.length) return { issues };
  const nutrition = nutritionGiven.length === NUTRITION_FIELDS.length ? p.nutrition! : null;
  return {
    product: {
      handle: p.handle, active: p.active ?? true, featured: p.featured ?? false, brand: p.brand ?? null, categories: p.categories ?? [],
      createdAt: p.created_at ? new Date(p.created_at).toISOString() : null, images, texts,
      perishable: p.perishable ?? false, minAge: p.min_age ?? null, withdrawalExclusion: p.withdrawal_exclusion ?? null, model: p.model ?? null,
      isFood, allergens: p.allergens ?? [], mayContain: p.may_contain ?? [], alcoholTenths: p.alcohol_percent ?? null,
      nutrition: nutrition && {
        energyKj: nutrition.energy_kj! / 100, energyKcal: nutrition.energy_kcal! / 100, fat: nutrition.fat! / 100, saturates: nutrition.saturates! / 100,
        carbohydrate: nutrition.carbohydrate! / 100, sugars: nutrition.sugars! / 100, protein: nutrition.protein! / 100, salt: nutrition.salt! / 100,
      },
      variants, keep: [...kept],
    },
  };
}

/** "Olivenöl Extra Vergine" → "olivenol-extra-vergine". */
export function slugify(text: string): string {
  return text.replace(/ß/g, "ss").replace(/[æÆ]/g, "ae").replace(/[œŒ]/g, "oe").replace(/[øØ]/g, "o")
    .normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 200).replace(/-+$/, "");
}

// ---------------------------------------------------------------------------------------------------------------
// CSV: rows of one handle into the file's model, and back.

export interface CsvRow {
  /** The row's line in the file (1 = the header). */
  line: number;
  cells: Record<string, string>;
}

/**
 * A product's rows (consecutive, same handle) as the JSON model. Product fields are read from the first row;
 * a later row may repeat them or leave them empty, and one that says something else is a mistake.
 */
export function productFromCsvRows(rows: CsvRow[]): { input: Record<string, unknown>; conflicts: { line: number; column: string; message: string }[] } {
  const first = rows[0]!;
  const conflicts: { line: number; column: string; message: string }[] = [];
  for (const row of rows.slice(1)) {
    for (const column of PRODUCT_COLUMN_SET) {
      const value = row.cells[column]?.trim();
      if (value && value !== (first.cells[column] ?? "").trim()) {
        conflicts.push({ line: row.line, column, message: `${column} differs from line ${first.line}, the first row of ${first.cells.handle}: a product's fields are given once, on its first row (leave them empty on the others, or the same).` });
      }
    }
  }
  const cell = (column: string) => first.cells[column];
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, Object.fromEntries(LANGS.map((lang) => [lang, cell(`${field}_${lang}`)]))]));
  const nutritionGiven = NUTRITION_FIELDS.some((field) => cell(field)?.trim());
  return {
    conflicts,
    input: {
      handle: cell("handle"), active: cell("active"), featured: cell("featured"), brand: cell("brand"), categories: cell("categories"),
      created_at: cell("created_at"), images: cell("images"), ...texts,
      perishable: cell("perishable"), min_age: cell("min_age"), withdrawal_exclusion: cell("withdrawal_exclusion"), model: cell("model"),
      food: cell("food"), allergens: cell("allergens"), may_contain: cell("may_contain"), alcohol_percent: cell("alcohol_percent"),
      ...(nutritionGiven ? { nutrition: Object.fromEntries(NUTRITION_FIELDS.map((field) => [field, cell(field)])) } : {}),
      variants: rows.map(({ cells }) => {
        const options: Record<string, string> = {};
        for (let i = 1; i <= MAX_OPTIONS; i++) {
          const name = cells[`option${i}_name`]?.trim();
          if (name) options[name] = cells[`option${i}_value`]?.trim() ?? "";
        }
        return {
          sku: cells.sku, ean: cells.ean, options, price: cells.price, compare_at_price: cells.compare_at_price, vat_rate: cells.vat_rate,
          stock: cells.stock, inventory_managed: cells.inventory_managed, weight_grams: cells.weight_grams, net_quantity: cells.net_quantity,
          net_unit: cells.net_unit, active: cells.variant_active, image: cells.variant_image,
        };
      }),
    },
  };
}

/** The CSV column an issue's path points at, and which of the product's rows holds it. */
export function csvPlaceOf(path: (string | number)[]): { row: number; column: string } {
  const [head, second, third] = path;
  if (head === "variants" && typeof second === "number") {
    const field = String(third ?? "sku");
    const column = field === "options" ? "option1_name" : field === "active" ? "variant_active" : field === "image" ? "variant_image" : field;
    return { row: second, column };
  }
  if (head === "nutrition") return { row: 0, column: String(second ?? "energy_kj") };
  if ((TEXT_FIELDS as readonly unknown[]).includes(head) && typeof second === "string") return { row: 0, column: `${String(head)}_${second}` };
  return { row: 0, column: String(head ?? "handle") };
}

const euros = (cents: number) => (cents / 100).toFixed(2);
const percent = (hundredths: number) => String(hundredths / 100);
const fromImagePath = (path: string) => (path.startsWith(IMAGE_FOLDER) ? path.slice(IMAGE_FOLDER.length) : path);

/** A product in the JSON model, as an export writes it: only what is set, so the file reads as the shop owner would write it. */
export function toFileProduct(p: CatalogueProduct, categoryPath: (code: string) => string): Record<string, unknown> {
  const localizedOf = (pick: (t: ProductTexts) => string | null) => {
    const entries = LANGS.map((lang) => [lang, pick(p.texts[lang])] as const).filter(([, value]) => value !== null && value !== "");
    return entries.length ? Object.fromEntries(entries) : undefined;
  };
  const product: Record<string, unknown> = {
    handle: p.handle, active: p.active, featured: p.featured, brand: p.brand ?? undefined, categories: p.categories.map(categoryPath),
    created_at: p.createdAt ?? undefined, images: p.images.map(fromImagePath),
    name: localizedOf((t) => t.name), slug: localizedOf((t) => t.slug), description: localizedOf((t) => t.descriptionHtml),
    meta_title: localizedOf((t) => t.metaTitle), meta_description: localizedOf((t) => t.metaDescription),
    ingredients: localizedOf((t) => t.ingredients), storage: localizedOf((t) => t.storage), origin: localizedOf((t) => t.origin),
    warnings: localizedOf((t) => t.warnings),
    perishable: p.perishable || undefined, min_age: p.minAge ?? undefined, withdrawal_exclusion: p.withdrawalExclusion ?? undefined, model: p.model ?? undefined,
    food: p.isFood || undefined, allergens: p.allergens.length ? p.allergens : undefined, may_contain: p.mayContain.length ? p.mayContain : undefined,
    alcohol_percent: p.alcoholTenths === null ? undefined : (p.alcoholTenths / 10).toFixed(1),
    nutrition: p.nutrition ? {
      energy_kj: String(p.nutrition.energyKj), energy_kcal: String(p.nutrition.energyKcal), fat: String(p.nutrition.fat), saturates: String(p.nutrition.saturates),
      carbohydrate: String(p.nutrition.carbohydrate), sugars: String(p.nutrition.sugars), protein: String(p.nutrition.protein), salt: String(p.nutrition.salt),
    } : undefined,
    variants: p.variants.map((v) => ({
      sku: v.sku, ean: v.ean ?? undefined, options: Object.keys(v.options).length ? v.options : undefined, price: euros(v.priceCents),
      compare_at_price: v.compareAtCents === null ? undefined : euros(v.compareAtCents), vat_rate: percent(v.vatRateBp), stock: v.stock,
      inventory_managed: v.inventoryManaged, weight_grams: v.weightGrams, net_quantity: v.netQuantity ?? undefined, net_unit: v.netUnit,
      active: v.active, image: v.image ? fromImagePath(v.image) : undefined,
    })),
  };
  return JSON.parse(JSON.stringify(product)) as Record<string, unknown>;
}

/** The same product as CSV rows (one per variant, the product's fields on the first), in CATALOGUE_COLUMNS' order. */
export function toCsvRows(file: Record<string, unknown>): string[][] {
  const f = file as Record<string, any>;
  const productCells: Record<string, string> = {
    handle: f.handle, active: String(f.active), featured: String(f.featured), brand: f.brand ?? "", categories: (f.categories ?? []).join("|"),
    created_at: f.created_at ?? "", images: (f.images ?? []).join("|"),
    perishable: f.perishable ? "true" : "", min_age: f.min_age === undefined ? "" : String(f.min_age), withdrawal_exclusion: f.withdrawal_exclusion ?? "",
    model: f.model ?? "", food: f.food ? "true" : "", allergens: (f.allergens ?? []).join("|"), may_contain: (f.may_contain ?? []).join("|"),
    alcohol_percent: f.alcohol_percent ?? "",
  };
  for (const field of TEXT_FIELDS) for (const lang of LANGS) productCells[`${field}_${lang}`] = f[field]?.[lang] ?? "";
  for (const field of NUTRITION_FIELDS) productCells[field] = f.nutrition?.[field] ?? "";
  return (f.variants as Record<string, any>[]).map((v, index) => {
    const cells: Record<string, string> = index === 0 ? { ...productCells } : { handle: f.handle };
    Object.entries(v.options ?? {}).forEach(([name, value], i) => { cells[`option${i + 1}_name`] = name; cells[`option${i + 1}_value`] = String(value); });
    Object.assign(cells, {
      sku: v.sku, ean: v.ean ?? "", price: v.price, compare_at_price: v.compare_at_price ?? "", vat_rate: v.vat_rate, stock: String(v.stock),
      inventory_managed: String(v.inventory_managed), weight_grams: String(v.weight_grams), net_quantity: v.net_quantity === undefined ? "" : String(v.net_quantity),
      net_unit: v.net_unit, variant_active: String(v.active), variant_image: v.image ?? "",
    });
    return CATALOGUE_COLUMNS.map((column) => cells[column] ?? "");
  });
}

/** One CSV line (RFC 4180): a cell with a comma, quote or line break is quoted, its quotes doubled. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map((cell) => (/[",\r\n]|^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(",")}\r\n`;
}
