import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import * as t from "#db/schema/schema.ts";
import { ean13CheckDigit } from "#domain/ean.ts";
import { BRANDS } from "./content/brands.ts";
import { CATEGORIES } from "./content/categories.ts";
import { OPTION_VALUES } from "./content/options.ts";
import { REVIEWS } from "./content/store.ts";
import type { SeedProduct, SeedVariant } from "./content/types.ts";
import { DEMO_ADULTS_ONLY, DEMO_FOOD_INFO, DEMO_PRODUCTS, DEMO_SAFETY_INFO } from "./products.ts";
import { BRAND_LEGAL } from "./content/product-info-brands.ts";
import { LANGS, hashString, inChunks, seededRandom } from "./seed-util.ts";
import { parseNetQuantity, type NetUnit } from "#domain/unit-price.ts";

const DAY = 86_400_000;

/** Top-level categories whose goods are food or drink: sold by weight or volume, with a unit price. */
const FOOD_ROOTS = new Set(["pantry", "drinks"]);

function rootCategory(code: string): string {
  let category = CATEGORIES.find((c) => c.code === code);
  while (category?.parent) category = CATEGORIES.find((c) => c.code === category!.parent);
  return category?.code ?? code;
}

/** A variant's net quantity: a food's size ("750ml", "75cl", "500g"), else one piece. */
export function seedNetQuantity(product: SeedProduct, variant: SeedVariant): { netQuantity: number; netUnit: NetUnit } {
  const parsed = FOOD_ROOTS.has(rootCategory(product.categories[0]!)) && variant.options.size ? parseNetQuantity(variant.options.size) : null;
  return parsed ? { netQuantity: parsed.quantity, netUnit: parsed.unit } : { netQuantity: 1, netUnit: "pz" };
}

/**
 * When a demo offer began: a few days ago, after the product had been sold at its full price for a while,
 * so that the reduction has a real prior price (issue 21) and `/offers` shows it.
 */
function offerStart(product: SeedProduct, created: Date): Date {
  const daysOnOffer = Math.min(12, Math.max(1, Math.floor(product.createdDaysAgo / 2)));
  return new Date(Math.max(created.getTime() + DAY / 2, Date.now() - daysOnOffer * DAY));
}

/** Writes prices as of `at`: the history of prices (migration 0015) dates them then, not now. */
async function atPriceTime<T>(db: Database, at: Date, write: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('vetrina.price_time', ${at.toISOString()}, true)`);
    const result = await write(tx as unknown as Database);
    // The seed runs in one transaction: what is written after this is written now again.
    await tx.execute(sql`select set_config('vetrina.price_time', '', true)`);
    return result;
  });
}

/** Deterministic, valid EAN-13 with the Italian GS1 prefix. */
export function demoEan(index: number): string {
  const body = `80${String(1_000_000_000 + index).slice(1)}`.slice(0, 12).padEnd(12, "0");
  return `${body}${ean13CheckDigit(body)}`;
}

/** Image paths of a product: one main picture, and one per colour when variants differ by colour. */
export function productImagePaths(product: SeedProduct): { path: string; colour?: string }[] {
  const colours = [...new Set(product.variants.map((v) => v.options.colour).filter((c): c is string => Boolean(c)))];
  return [{ path: `products/${product.code}.jpg` }, ...colours.map((colour) => ({ path: `products/${product.code}--${colour}.jpg`, colour }))];
}

export async function seedCatalog(db: Database, products: SeedProduct[] = DEMO_PRODUCTS): Promise<void> {
  const categoryIds = new Map<string, number>();
  for (const [position, c] of CATEGORIES.entries()) {
    const [row] = await db.insert(t.categories).values({
      code: c.code, parentId: c.parent ? categoryIds.get(c.parent)! : null, position, isFeatured: Boolean(c.featured),
      image: `categories/${c.code}.jpg`,
    }).returning({ id: t.categories.id });
    categoryIds.set(c.code, row!.id);
    await db.insert(t.categoryTranslations).values(LANGS.map((lang) => ({
      categoryId: row!.id, lang, name: c.name[lang], slug: c.slug[lang], description: c.description[lang],
    })));
  }

  const brandIds = new Map<string, number>();
  for (const b of BRANDS) {
    const legal = BRAND_LEGAL.find((l) => l.brand === b.code);
    const [row] = await db.insert(t.brands).values({
      code: b.code, name: b.name, slug: b.slug, logo: `brands/${b.code}.png`, country: b.country, foundedYear: b.foundedYear ?? null,
      legalName: legal?.legalName ?? null, legalAddress: legal?.address ?? null, legalEmail: legal?.email ?? null, euResponsible: legal?.euResponsible ?? null,
    }).returning({ id: t.brands.id });
    brandIds.set(b.code, row!.id);
    await db.insert(t.brandTranslations).values(LANGS.map((lang) => ({ brandId: row!.id, lang, description: b.description[lang] })));
  }

  await db.insert(t.optionValues).values(OPTION_VALUES.map((o, position) => ({
    option: o.option, code: o.code, swatch: o.swatch ?? null, position, labels: o.label,
  })));

  let variantIndex = 0;
  const productIds = new Map<string, number>();
  for (const p of products) {
    const random = seededRandom(hashString(p.code));
    const created = new Date(Date.now() - p.createdDaysAgo * DAY);
    const food = DEMO_FOOD_INFO.get(p.code);
    const safety = DEMO_SAFETY_INFO.get(p.code);
    const [row] = await db.insert(t.products).values({
      code: p.code, brandId: brandIds.get(p.brand) ?? null, primaryCategoryId: categoryIds.get(p.categories[0]!) ?? null,
      isFeatured: Boolean(p.featured), soldCount: p.bestseller ? 120 + Math.floor(random() * 400) : Math.floor(random() * 60),
      isFood: food !== undefined, allergens: food?.allergens ?? [], mayContain: food?.mayContain ?? [], nutrition: food?.nutrition ?? null,
      alcoholTenths: food?.alcoholPercent === undefined ? null : Math.round(food.alcoholPercent * 10), model: safety?.model ?? null,
      minAge: DEMO_ADULTS_ONLY.has(p.code) ? 18 : null,
      createdAt: created, updatedAt: created,
    }).returning({ id: t.products.id });
    const productId = row!.id;
    productIds.set(p.code, productId);
    await db.insert(t.productTranslations).values(LANGS.map((lang) => ({
      productId, lang, name: p.name[lang], slug: p.slug[lang], descriptionHtml: p.description[lang],
      ingredients: food?.ingredients[lang] ?? null, storage: food?.storage[lang] ?? null, origin: food?.origin?.[lang] ?? null,
      warnings: safety?.warnings?.[lang] ?? null,
    })));
    await db.insert(t.productCategories).values(p.categories.map((code, position) => ({ productId, categoryId: categoryIds.get(code)!, position })));
    // Sold at full price since the product came in; the demo's offers began a few days ago.
    const variantRows = await atPriceTime(db, created, (tx) => tx.insert(t.variants).values(p.variants.map((v, position) => ({
      productId, sku: v.sku, ean: demoEan(++variantIndex), options: v.options, priceCents: v.compareAtCents ?? v.priceCents,
      compareAtCents: null, vatRateBp: p.vatRate * 100, stock: v.stock, inventoryManaged: v.inventoryManaged,
      weightGrams: v.weightGrams, ...seedNetQuantity(p, v), position,
    }))).returning({ id: t.variants.id, sku: t.variants.sku, colour: sql<string | null>`${t.variants.options}->>'colour'` }));
    const reduced = p.variants.filter((v) => v.compareAtCents !== undefined);
    if (reduced.length) {
      await atPriceTime(db, offerStart(p, created), async (tx) => {
        for (const v of reduced) {
          await tx.update(t.variants).set({ priceCents: v.priceCents, compareAtCents: v.compareAtCents! })
            .where(sql`${t.variants.id} = ${variantRows.find((r) => r.sku === v.sku)!.id}`);
        }
      });
    }
    await db.insert(t.productImages).values(productImagePaths(p).map((img, position) => ({
      productId, variantId: img.colour ? variantRows.find((v) => v.colour === img.colour)?.id ?? null : null,
      path: img.path, width: 1200, height: 1200, position,
      alt: Object.fromEntries(LANGS.map((lang) => [lang, p.name[lang]])),
    })));
  }

  await seedStoreStock(db);
  await seedReviews(db, products, productIds);
  await db.insert(t.redirects).values([
    { type: "parameter", property: "id", valueToSearch: "1001", newValue: "/" + CATEGORIES.find((c) => c.code === "pantry")!.slug.it },
    { type: "parameter", property: "id", valueToSearch: "1002", newValue: "/" + CATEGORIES.find((c) => c.code === "kitchen")!.slug.it },
    { type: "newurl", property: "path", valueToSearch: "/negozi.php", newValue: "/" },
  ]);
}

async function seedStoreStock(db: Database): Promise<void> {
  const stores = await db.select({ id: t.pickupStores.id }).from(t.pickupStores);
  const variantRows = await db.select({ id: t.variants.id, stock: t.variants.stock }).from(t.variants);
  const rows = stores.flatMap((s, i) => variantRows.map((v) => ({ storeId: s.id, variantId: v.id, quantity: Math.max(0, Math.floor(v.stock / (3 + i))) })));
  await inChunks(rows, 1000, (chunk) => db.insert(t.storeStock).values(chunk));
}

async function seedReviews(db: Database, products: SeedProduct[], productIds: Map<string, number>): Promise<void> {
  const used = new Map<string, number>();
  const rows = REVIEWS.flatMap((r, i) => {
    const candidates = products.filter((p) => p.categories.includes(r.productHint));
    if (candidates.length === 0) return [];
    const n = used.get(r.productHint) ?? 0;
    used.set(r.productHint, n + 1);
    const product = candidates[n % Math.min(2, candidates.length)]!;
    return [{
      productId: productIds.get(product.code)!, authorName: r.authorName, lang: r.lang, rating: r.rating, title: r.title, body: r.body,
      status: "approved", createdAt: new Date(Date.now() - (i + 2) * 5 * DAY),
    }];
  });
  if (rows.length === 0) return;
  // The products' ratings follow by trigger (migration 0021).
  await db.insert(t.reviews).values(rows);
}
