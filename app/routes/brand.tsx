import { data as answer } from "react-router";
import type { Brand, ProductList } from "#api/catalog/catalog.schemas.ts";
import { splitLocalePath } from "#domain/locale.ts";
import { ErrorPage } from "#app/components/error-page.tsx";
import { Breadcrumbs } from "#app/features/catalogue/breadcrumbs.tsx";
import { hasFilters, readListingParams, toApiQuery } from "#app/features/catalogue/listing-params.ts";
import { ProductListing } from "#app/features/catalogue/product-listing.tsx";
import { translate } from "#app/i18n/translate.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { useRootData, type RootData } from "#app/lib/root-data.ts";
import { pathsInEveryLanguage, seoTags } from "#app/lib/seo.ts";
import type { Route } from "./+types/brand";

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!data || !root) return [];
  const path = `/brands/${data.brand.slug}`;
  return seoTags({
    origin: root.origin, lang: root.lang, title: `${data.brand.name} — ${root.settings.profile.name}`,
    description: data.brand.description || data.brand.name, noindex: hasFilters(data.params),
    paths: pathsInEveryLanguage(path),
  });
}

export async function loader({ request, context, params: route }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  const api = apiFor(request, context, lang);
  const { data: brands } = await api.get<{ data: Brand[] }>("/catalog/brands");
  const brand = brands.find((b) => b.slug === route.brand);
  if (!brand) throw answer(`Page not found: ${url.pathname}`, { status: 404 });
  // The page is the brand's own: it offers no other brand (the API then counts from its products alone), and its
  // filters are the shopper's others, so an unfiltered brand's page is indexed and has nothing to clear.
  const params = { ...readListingParams(url.searchParams), brand: [] };
  const query = toApiQuery({ ...params, brand: [brand.slug] }, { brand_facet: "0" });
  const listing = (await api.get<{ data: ProductList }>(`/catalog/products?${query}`)).data;
  return { brand, listing, params, brandsTitle: translate(lang, "listing.brands") };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} standalone={false} />;
}

/** One brand: who they are, and their products with the usual filters. */
export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { lang } = useRootData();
  const { brand, listing, params, brandsTitle } = loaderData;
  return (
    <div className="space-y-6">
      <Breadcrumbs items={[{ name: brandsTitle, path: "/brands" }, { name: brand.name, path: `/brands/${brand.slug}` }]} lang={lang} />
      <header>
        <h1 className="text-3xl font-semibold">{brand.name}</h1>
        {brand.description && <p className="mt-2 max-w-3xl text-stone-700">{brand.description}</p>}
      </header>
      <ProductListing listing={listing} params={params} />
    </div>
  );
}
