import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { CategorySummary, ProductList } from "#api/catalog/catalog.schemas.ts";
import { localizedPath } from "#domain/locale.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { useRootData } from "#app/lib/root-data.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import type { ListingParams } from "./listing-params.ts";
import { ProductListing } from "./product-listing.tsx";

interface CategoryViewProps { category: CategorySummary; listing: ProductList; params: ListingParams }

export function CategoryView({ category, listing, params }: CategoryViewProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  return (
    <div className="space-y-6">
      <Breadcrumbs items={category.breadcrumbs} lang={lang} />
      <header>
        <h1 className="text-3xl font-semibold">{category.name}</h1>
        {category.description && <p className="mt-2 max-w-3xl text-stone-700">{category.description}</p>}
      </header>
      {category.children.length > 0 && (
        <nav aria-label={t("catalogue.subcategories")}>
          <ul className="flex flex-wrap gap-2">
            {category.children.map((child) => (
              <li key={child.id}>
                <AppLink to={localizedPath(lang, child.path)} className="inline-block rounded-full border border-stone-300 bg-white px-3 py-1 text-sm hover:bg-stone-100">
                  {child.name} <span className="text-stone-600">({child.product_count})</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ProductListing listing={listing} params={params} />
    </div>
  );
}
