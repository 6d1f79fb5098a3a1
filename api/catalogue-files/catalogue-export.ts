import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";
import type { Allergen, Nutrition, WithdrawalExclusion } from "#domain/product-info.ts";
import type { NetUnit } from "#domain/unit-price.ts";
import { CATALOGUE_COLUMNS, LANGS, csvLine, toCsvRows, toFileProduct, type CatalogueProduct, type ProductTexts } from "./catalogue-format.ts";
import type { CatalogueFormat } from "./catalogue-import.ts";

/**
 * The shop's catalogue as a file (issue 19): the format the import reads, streamed a page of products at a time
 * so that a catalogue of any size leaves in bounded memory. Importing it into an empty shop of the same
 * configuration gives the same storefront.
 */

const PAGE = 500;

type Row<T> = { rows: T[] };

async function categoryPaths(db: Database): Promise<(code: string) => string> {
  const { rows } = (await db.execute(sql`select c.code, p.code as parent from categories c left join categories p on p.id = c.parent_id`)) as unknown as Row<{ code: string; parent: string | null }>;
  const parents = new Map(rows.map((r) => [r.code, r.parent]));
  return (code) => {
    const codes: string[] = [];
    for (let at: string | null | undefined = code; at && codes.length < 20; at = parents.get(at)) codes.unshift(at);
    return codes.join("/");
  };
}

/** Products with ids after `after`, a page of them, as the import reads them. */
export async function readProductsPage(db: Database, after: number, limit = PAGE): Promise<{ id: number; product: CatalogueProduct }[]> {
  const { rows: products } = (await db.execute(sql`
    select p.id, p.code, p.is_active, p.is_featured, b.code as brand, p.created_at, p.perishable, p.min_age, p.withdrawal_exclusion, p.model,
      p.is_food, p.allergens, p.may_contain, p.alcohol_tenths, p.nutrition, pc.code as primary_category
    from products p left join brands b on b.id = p.brand_id left join categories pc on pc.id = p.primary_category_id
    where p.id > ${after} order by p.id limit ${limit}`)) as unknown as Row<{
      id: number; code: string; is_active: boolean; is_featured: boolean; brand: string | null; created_at: string | Date; perishable: boolean;
      min_age: number | null; withdrawal_exclusion: WithdrawalExclusion | null; model: string | null; is_food: boolean; allergens: Allergen[];
      may_contain: Allergen[]; alcohol_tenths: number | null; nutrition: Nutrition | null; primary_category: string | null;
    }>;
  if (!products.length) return [];
  const first = products[0]!.id;
  const last = products.at(-1)!.id;
  const [texts, categories, variants, images] = await Promise.all([
    db.execute(sql`select product_id, lang, name, slug, description_html, meta_title, meta_description, ingredients, storage, origin, warnings
      from product_translations where product_id between ${first} and ${last}`),
    db.execute(sql`select pc.product_id, c.code from product_categories pc join categories c on c.id = pc.category_id
      where pc.product_id between ${first} and ${last} order by pc.product_id, pc.position, c.id`),
    db.execute(sql`select id, product_id, sku, ean, options, price_cents, compare_at_cents, vat_rate_bp, stock, inventory_managed, weight_grams,
      net_quantity, net_unit, is_active from variants where product_id between ${first} and ${last} order by product_id, position, id`),
    db.execute(sql`select product_id, variant_id, path from product_images where product_id between ${first} and ${last} order by product_id, position, id`),
  ]) as unknown as [
    Row<{ product_id: number; lang: Locale; name: string; slug: string; description_html: string; meta_title: string | null; meta_description: string | null; ingredients: string | null; storage: string | null; origin: string | null; warnings: string | null }>,
    Row<{ product_id: number; code: string }>,
    Row<{ id: number; product_id: number; sku: string; ean: string | null; options: Record<string, string>; price_cents: number; compare_at_cents: number | null; vat_rate_bp: number; stock: number; inventory_managed: boolean; weight_grams: number; net_quantity: number | null; net_unit: NetUnit; is_active: boolean }>,
    Row<{ product_id: number; variant_id: number | null; path: string }>,
  ];
  const byProduct = <T extends { product_id: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) {
      if (!map.has(item.product_id)) map.set(item.product_id, []);
      map.get(item.product_id)!.push(item);
    }
    return map;
  };
  const textsOf = byProduct(texts.rows);
  const categoriesOf = byProduct(categories.rows);
  const variantsOf = byProduct(variants.rows);
  const imagesOf = byProduct(images.rows);
  return products.map((p) => {
    const own = textsOf.get(p.id) ?? [];
    const italian = own.find((t) => t.lang === "it") ?? own[0];
    const textsByLang = Object.fromEntries(LANGS.map((lang) => {
      const t = own.find((x) => x.lang === lang) ?? italian;
      const value: ProductTexts = {
        name: t?.name ?? "", slug: t?.slug ?? "", descriptionHtml: t?.description_html ?? "", metaTitle: t?.meta_title ?? null,
        metaDescription: t?.meta_description ?? null, ingredients: t?.ingredients ?? null, storage: t?.storage ?? null, origin: t?.origin ?? null, warnings: t?.warnings ?? null,
      };
      return [lang, value];
    })) as Record<Locale, ProductTexts>;
    const categoryCodes = (categoriesOf.get(p.id) ?? []).map((c) => c.code);
    const main = p.primary_category && categoryCodes.includes(p.primary_category) ? [p.primary_category] : [];
    const pictures = imagesOf.get(p.id) ?? [];
    return {
      id: p.id,
      product: {
        handle: p.code, active: p.is_active, featured: p.is_featured, brand: p.brand, categories: [...main, ...categoryCodes.filter((c) => !main.includes(c))],
        createdAt: new Date(p.created_at).toISOString(), images: pictures.map((i) => i.path), texts: textsByLang,
        perishable: p.perishable, minAge: p.min_age, withdrawalExclusion: p.withdrawal_exclusion, model: p.model, isFood: p.is_food,
        allergens: p.allergens, mayContain: p.may_contain, alcoholTenths: p.alcohol_tenths, nutrition: p.nutrition,
        variants: (variantsOf.get(p.id) ?? []).map((v) => ({
          sku: v.sku, ean: v.ean, options: v.options, priceCents: v.price_cents, compareAtCents: v.compare_at_cents, vatRateBp: v.vat_rate_bp,
          stock: v.stock, inventoryManaged: v.inventory_managed, weightGrams: v.weight_grams, netQuantity: v.net_quantity, netUnit: v.net_unit,
          active: v.is_active, image: pictures.find((i) => i.variant_id === v.id)?.path ?? null,
        })),
        keep: [],
      },
    };
  });
}

/** The catalogue file, piece by piece: CSV with its header, a JSON array of products (one a line), or JSON Lines. */
export async function* exportCatalogue(db: Database, format: CatalogueFormat): AsyncGenerator<string> {
  const pathOf = await categoryPaths(db);
  if (format === "csv") yield csvLine(CATALOGUE_COLUMNS);
  if (format === "json") yield "[";
  let after = 0;
  let first = true;
  for (;;) {
    const page = await readProductsPage(db, after);
    if (!page.length) break;
    after = page.at(-1)!.id;
    let text = "";
    for (const { product } of page) {
      if (!product.variants.length) continue;
      const file = toFileProduct(product, pathOf);
      if (format === "csv") text += toCsvRows(file).map(csvLine).join("");
      else text += `${format === "json" ? (first ? "\n" : ",\n") : ""}${JSON.stringify(file)}${format === "jsonl" ? "\n" : ""}`;
      first = false;
    }
    yield text;
  }
  if (format === "json") yield "\n]\n";
}
