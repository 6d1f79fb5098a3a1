import { useEffect, useRef } from "react";
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
  const filters = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (filters.current && window.matchMedia("(max-width: 767px)").matches) filters.current.open = false;
  }, []);
  return (
    <div className="grid gap-8 md:grid-cols-[16rem_1fr]">
      <aside aria-label={t("catalogue.filters")}>
        {/* Open without JavaScript and on wide screens; on a phone it folds away so the products come first. */}
        <details ref={filters} open className="group">
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
              {listing.products.map((product) => <li key={product.id}><ProductCard product={product} lang={lang} /></li>)}
            </ul>
          )}
        <Pagination page={listing.page} pages={listing.pages} />
      </section>
    </div>
  );
}
