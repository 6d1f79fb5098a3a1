import { ProductInformation, type InformationView } from "./product-information.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { ProductDetail } from "#api/catalog/catalog.schemas.ts";
import { ProductRow } from "#app/components/product-row.tsx";
import { useRootData } from "#app/lib/root-data.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { BuyBox } from "./buy-box.tsx";
import { listGalleryImages } from "./gallery-images.ts";
import { ProductGallery } from "./product-gallery.tsx";
import { listBreadcrumbs } from "./product-json-ld.ts";
import { ProductCodes, ProductPrice } from "./product-price.tsx";
import { ProductReviews, RatingSummary } from "./product-reviews.tsx";
import { ProductTabs, type InfoPanel } from "./product-tabs.tsx";
import { useChosenVariantId } from "./product-page-hooks.ts";
import { VariantPicker } from "./variant-picker.tsx";
import { pickVariant } from "./variant-selection.ts";
import { usePageHtml, type PageHtml } from "#app/lib/page-html.tsx";

export interface ProductViewProps {
  /** Its reviews come written as `reviews` (the loader's), not as the API's list. */
  product: Omit<ProductDetail, "reviews">;
  /** The shop's additional tabs shown beside the description (settings `additional_tabs`, the active ones; bodies sanitized by the API). */
  tabs: { code: string; title: string; body_html: string }[];
  /** The reviews section's HTML, written by the loader in the page's language (product-reviews.server.ts); in a document, a reference to it (page-html.tsx). */
  reviews: PageHtml;
  /** The product information section, written by the loader in the page's language (product-information.server.ts). */
  information: InformationView;
  /** Data for search engines (Product, BreadcrumbList), written by the loader with serializeJsonLd (productJsonLd). */
  jsonLd: PageHtml[];
  /**
   * The variant the route read from `?variant=`. The view reads the URL too, and the URL wins, so a
   * choice shows at once even when the route skips revalidating for a change of variant.
   */
  selectedVariantId?: number;
}

/** Data for search engines, sent once (page-html.tsx). */
function JsonLd({ json }: { json: PageHtml }) {
  const { html, attributes } = usePageHtml(json);
  return <script type="application/ld+json" {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The product page's content (issue 4 §3), inside the layout's <main>. Holds the page's only h1. */
export function ProductView({ product, tabs, reviews, information, jsonLd, selectedVariantId }: ProductViewProps) {
  const { t } = useTranslation();
  const { lang, currency, settings } = useRootData();
  const variant = pickVariant(product.variants, useChosenVariantId(selectedVariantId));
  const breadcrumbs = listBreadcrumbs(product);
  const panels: InfoPanel[] = [
    ...(product.description_html.trim() ? [{ key: "description", title: t("catalogue.description"), html: product.description_html }] : []),
    ...tabs.map((tab) => ({ key: `tab-${tab.code}`, title: tab.title, html: tab.body_html })),
  ];

  return (
    <>
      {jsonLd.map((json, i) => <JsonLd key={i} json={json} />)}
      <Breadcrumbs items={breadcrumbs} lang={lang} />
      <div className="mt-4 grid gap-8 md:grid-cols-2 md:items-start">
        <ProductGallery images={listGalleryImages(product)} variant={variant} productName={product.name} />
        <div className="min-w-0">
          {product.brand && <p className="text-sm uppercase tracking-wide text-stone-700">{product.brand.name}</p>}
          <h1 className="mt-1 text-2xl font-semibold text-stone-900 md:text-3xl">{product.name}</h1>
          <RatingSummary rating={product.rating} lang={lang} />
          {variant && (
            <>
              <ProductCodes variant={variant} />
              <ProductPrice variant={variant} lang={lang} currency={currency} />
              <VariantPicker options={product.options} variants={product.variants} chosen={variant} />
              <BuyBox productId={product.id} productName={product.name} variant={variant} lang={lang} showWishlist={settings.wishlist.active} />
            </>
          )}
        </div>
      </div>
      <ProductTabs panels={panels} label={t("catalogue.productInformation")} />
      <ProductInformation view={information} variant={variant} />
      <ProductReviews html={reviews} />
      <ProductRow id="related-products" title={t("catalogue.related")} products={product.related} />
    </>
  );
}


