import type { ProductDetail } from "#api/catalog/catalog.schemas.ts";
import type { Currency } from "#app/lib/currency.ts";
import { isValidEan13 } from "#domain/ean.ts";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { roundPrice } from "#domain/money.ts";
import { buildFullImageUrl } from "./gallery-images.ts";

export type JsonLd = Record<string, unknown>;
export interface Breadcrumb { name: string; path: string }

export interface ProductJsonLdContext {
  origin: string;
  lang: Locale;
  /**
   * The shopper's display currency. Offers stay in EUR on purpose: orders are charged in EUR, and
   * search engines must see one stable price, not one that depends on a visitor's cookie.
   */
  currency?: Currency;
}

/** schema.org Product with one Offer per variant, for rich results. Paths come without language prefix. */
export function buildProductJsonLd(product: ProductDetail, { origin, lang }: ProductJsonLdContext): JsonLd {
  const pageUrl = `${origin}${localizedPath(lang, product.path)}`;
  const only = product.variants.length === 1 ? product.variants[0] : undefined;
  const gtin = only?.ean && isValidEan13(only.ean) ? only.ean : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${pageUrl}#product`,
    name: product.name,
    url: pageUrl,
    ...(product.images.length > 0 ? { image: product.images.map((image) => `${origin}${buildFullImageUrl(image.path)}`) } : {}),
    // A product with variants has no single SKU of its own: each offer carries its variant's.
    sku: only?.sku ?? product.code,
    ...(gtin ? { gtin13: gtin } : {}),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand.name } } : {}),
    offers: product.variants.map((variant) => ({
      "@type": "Offer",
      sku: variant.sku,
      ...(variant.ean && isValidEan13(variant.ean) ? { gtin13: variant.ean } : {}),
      price: roundPrice(variant.price).toFixed(2),
      priceCurrency: "EUR",
      ...priceSpecifications(variant),
      availability: variant.in_stock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      url: `${pageUrl}?variant=${variant.id}`,
    })),
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(product.rating.average * 10) / 10,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          // Only published reviews ever reach the product (the API's), so only they are here.
          review: product.reviews.map((r) => ({
            "@type": "Review",
            author: { "@type": "Person", name: r.author },
            datePublished: r.created_at.slice(0, 10),
            inLanguage: r.lang,
            ...(r.title ? { name: r.title } : {}),
            reviewBody: r.body,
            reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

/** The API's trail, ending with the product itself (added when the API left it out). */
export function listBreadcrumbs(product: Pick<ProductDetail, "breadcrumbs" | "name" | "path">): Breadcrumb[] {
  const last = product.breadcrumbs.at(-1);
  return last?.path === product.path ? product.breadcrumbs : [...product.breadcrumbs, { name: product.name, path: product.path }];
}

export function buildBreadcrumbJsonLd(breadcrumbs: readonly Breadcrumb[], origin: string, lang: Locale): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: breadcrumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: `${origin}${localizedPath(lang, crumb.path)}`,
    })),
  };
}

/**
 * JSON for a <script> element: "<" written as \u003c, so a name holding "</script>" or "<!--"
 * can neither end the element nor open a comment. JSON parsers read the escape back as "<".
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** UN/CEFACT codes of the units a unit price is per. */
const UNIT_CODE = { kg: "KGM", l: "LTR" } as const;

/**
 * The reduction's reference price (issue 21: the lowest price of the 30 days before it, never a typed
 * compare-at price) as a strikethrough price, and the price per kilogram or litre.
 */
function priceSpecifications(variant: ProductDetail["variants"][number]): { priceSpecification?: JsonLd[] } {
  const specifications: JsonLd[] = [
    ...(variant.start_price !== null ? [{
      "@type": "UnitPriceSpecification", priceType: "https://schema.org/StrikethroughPrice",
      price: roundPrice(variant.start_price).toFixed(2), priceCurrency: "EUR",
    }] : []),
    ...(variant.unit_price ? [{
      "@type": "UnitPriceSpecification", price: roundPrice(variant.unit_price.price).toFixed(2), priceCurrency: "EUR",
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: UNIT_CODE[variant.unit_price.per] },
    }] : []),
  ];
  return specifications.length ? { priceSpecification: specifications } : {};
}

/**
 * The product page's JSON-LD, serialized by its loader: the page carries it as data, and the browser's script
 * needs none of the code that builds it (decision 007's budget).
 */
export function productJsonLd(product: ProductDetail, context: ProductJsonLdContext): string[] {
  return [buildProductJsonLd(product, context), buildBreadcrumbJsonLd(listBreadcrumbs(product), context.origin, context.lang)].map(serializeJsonLd);
}
