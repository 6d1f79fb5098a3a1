import type { Database } from "#db/client.ts";
import { maxQuantityFor } from "#domain/cart-limits.ts";
import { SUPPORTED_LOCALES, type Locale } from "#domain/locale.ts";
import { centsToAmount } from "#domain/money.ts";
import { sanitizeRichText } from "#api/http/rich-text.ts";
import { pickText } from "#api/settings/settings.build.ts";
import type { ProductDetail } from "./catalog.schemas.ts";
import { collectAncestors, type CategoryTreeCache } from "./category-tree.ts";
import { toProductCard } from "./product-cards.ts";
import { loadProductCards } from "./product-cards.queries.ts";
import { startPrice, unitPriceView } from "./price-view.ts";
import { listOptionValues, listRelatedProductIds, loadProductRows } from "./product-detail.queries.ts";
import { publishedReview } from "#api/reviews/reviews.queries.ts";

/** Few enough to tell the shopper ("only 3 left"); more is just "in stock". */
const LOW_STOCK = 5;

export interface ProductDetailDeps { db: Database; trees: CategoryTreeCache; optionNames: () => Promise<Record<string, Record<string, string>>> }

export async function buildProductDetail(deps: ProductDetailDeps, lang: Locale, id: number): Promise<ProductDetail | null> {
  const rows = await loadProductRows(deps.db, lang, id);
  const product = rows.product;
  const own = rows.translations.find((t) => t.lang === lang);
  if (!product || !own) return null;
  const trees = await deps.trees.all();
  const tree = trees[lang];
  const category = product.primaryCategoryId === null ? undefined : tree.byId.get(product.primaryCategoryId);
  const pathIn = (l: Locale) => {
    const slug = rows.translations.find((t) => t.lang === l)?.slug;
    const node = product.primaryCategoryId === null ? undefined : trees[l].byId.get(product.primaryCategoryId);
    return slug ? `${node?.url ?? ""}/${slug}` : undefined;
  };
  const optionCodes = [...new Set(rows.variants.flatMap((v) => Object.entries(v.options).map(([option, code]) => `${option}:${code}`)))]
    .map((key) => { const [option, code] = key.split(":") as [string, string]; return { option, code }; });
  const [values, names, relatedIds] = await Promise.all([
    listOptionValues(deps.db, optionCodes), deps.optionNames(),
    listRelatedProductIds(deps.db, id, product.primaryCategoryId, 8),
  ]);
  const related = await loadProductCards(deps.db, lang, relatedIds);
  const optionOrder = [...new Set(values.map((v) => v.option))];

  return {
    id: product.id, code: product.code, name: own.name, slug: own.slug, path: pathIn(lang)!,
    description_html: sanitizeRichText(own.descriptionHtml),
    brand: product.brandId === null ? null : { id: product.brandId, name: product.brandName!, slug: product.brandSlug!, logo: product.brandLogo },
    category_ids: rows.categoryIds,
    breadcrumbs: [
      ...(category ? collectAncestors(tree, category).map((c) => ({ name: c.trans.name, path: c.url })) : []),
      { name: own.name, path: pathIn(lang)! },
    ],
    images: rows.images.map((i) => ({ path: i.path, alt: pickText(i.alt, lang) || own.name, width: i.width, height: i.height, variant_id: i.variantId })),
    options: optionOrder.map((option) => ({
      code: option,
      name: pickText(names[option], lang) || option,
      values: values.filter((v) => v.option === option).map((v) => ({ code: v.code, label: pickText(v.labels, lang) || v.code, swatch: v.swatch })),
    })),
    variants: rows.variants.map((v) => {
      const inStock = v.stock > 0 || !v.inventoryManaged;
      return {
        id: v.id, sku: v.sku, ean: v.ean, options: v.options, price: centsToAmount(v.priceCents),
        start_price: startPrice(v.referenceCents, v.priceCents), unit_price: unitPriceView(v.priceCents, v.netQuantity, v.netUnit),
        net_quantity: v.netQuantity === null ? null : { quantity: v.netQuantity, unit: v.netUnit },
        vat_rate: v.vatRateBp / 100, in_stock: inStock,
        stock: v.inventoryManaged && v.stock > 0 && v.stock <= LOW_STOCK ? v.stock : null,
        max_quantity: maxQuantityFor(v),
        image: rows.images.find((i) => i.variantId === v.id)?.path ?? null,
      };
    }),
    rating: { average: product.ratingAverage / 100, count: product.ratingCount, distribution: rows.distribution },
    reviews: rows.reviews.map(publishedReview),
    related: related.map((r) => toProductCard(r, tree.byId)),
    alternates: Object.fromEntries(SUPPORTED_LOCALES.flatMap((l) => { const p = pathIn(l); return p ? [[l, p]] : []; })),
    information: productInformation(product, own, rows.variants),
  };
}

type ProductRows = Awaited<ReturnType<typeof loadProductRows>>;

/** Issue 21 §4: the food or product safety information, from the product's own fields and its brand's legal identity. */
function productInformation(product: NonNullable<ProductRows["product"]>, own: ProductRows["translations"][number], variantRows: ProductRows["variants"]): ProductDetail["information"] {
  const liquid = variantRows.length > 0 && variantRows.every((v) => v.netUnit === "ml" || v.netUnit === "l");
  const n = product.nutrition;
  return {
    kind: product.isFood ? "food" : "goods",
    operator: product.legalName ? { name: product.legalName, address: product.legalAddress ?? "", email: product.legalEmail ?? "" } : null,
    eu_responsible: product.euResponsible ?? null,
    model: product.model,
    warnings: own.warnings,
    food: product.isFood ? {
      ingredients: own.ingredients, allergens: product.allergens, may_contain: product.mayContain, storage: own.storage, origin: own.origin,
      nutrition: n ? {
        per: liquid ? "100ml" : "100g", energy_kj: n.energyKj, energy_kcal: n.energyKcal, fat: n.fat, saturates: n.saturates,
        carbohydrate: n.carbohydrate, sugars: n.sugars, protein: n.protein, salt: n.salt,
      } : null,
      alcohol_percent: product.alcoholTenths === null ? null : product.alcoholTenths / 10,
    } : null,
    min_age: product.minAge,
    withdrawal_exclusion: product.withdrawalExclusion,
  };
}
