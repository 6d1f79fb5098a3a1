import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { ProductList } from "#api/catalog/catalog.schemas.ts";
import { ProductCard } from "#app/components/product-card.tsx";
import { useRootData } from "#app/lib/root-data.ts";
import { ListingFilters } from "./listing-filters.tsx";
import type { ListingParams } from "./listing-params.ts";
import { Pagination } from "./pagination.tsx";

/** Filters beside a grid of products and its pages: the same on categories, listings, brands and search. */
export function ProductListing({ listing, params }: { listing: ProductList; params: ListingParams }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  return (
    <div className="grid gap-8 md:grid-cols-[16rem_1fr]">
      <aside aria-label={t("catalogue.filters")}>
        {/* On a phone the filters fold away so the products come first (a closed <details> opens without
            JavaScript too); from md up the style sheet always shows them. Nothing moves after hydration. */}
        <details className="listing-filters group">
          <summary className="mb-3 cursor-pointer rounded border border-stone-300 bg-white px-3 py-2 font-semibold md:hidden">
            {t("catalogue.filters")} ({listing.total})
          </summary>
          <ListingFilters facets={listing.facets} params={params} total={listing.total} />
        </details>
      </aside>
      <section aria-labelledby="listing-products">
        <h2 id="listing-products" className="sr-only">{t("catalogue.products")}</h2>
        {listing.products.length === 0
          ? <p className="rounded border border-stone-200 bg-white p-6 text-stone-700">{t("catalogue.noProducts")}</p>
          : (
            <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3 xl:grid-cols-4">
              {listing.products.map((product, i) => (
                // The first row is what a phone shows first: those pictures load at once, the rest when scrolled to.
                <li key={product.id}><ProductCard product={product} lang={lang} priority={i < 2 ? "high" : i < 4 ? "eager" : "lazy"} /></li>
              ))}
            </ul>
          )}
        <Pagination page={listing.page} pages={listing.pages} />
      </section>
    </div>
  );
}
