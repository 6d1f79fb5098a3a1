import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { ProductList } from "#api/catalog/catalog.schemas.ts";
import { splitLocalePath } from "#domain/locale.ts";
import { ErrorPage } from "#app/components/error-page.tsx";
import { Breadcrumbs } from "#app/features/catalogue/breadcrumbs.tsx";
import { hasFilters, readListingParams, toApiQuery } from "#app/features/catalogue/listing-params.ts";
import { ProductListing } from "#app/features/catalogue/product-listing.tsx";
import { translate } from "#app/i18n/translate.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { useRootData, type RootData } from "#app/lib/root-data.ts";
import { pathsInEveryLanguage, seoTags } from "#app/lib/seo.ts";
import type { Route } from "./+types/listing";

/** Spec §2 listing pages: the path names which products the listing shows. */
const LISTS = {
  "/bestseller": { list: "bestseller", sort: "bestselling", title: "listing.bestseller" },
  "/featured-products": { list: "featured", sort: "relevance", title: "listing.featured" },
  "/new-products": { list: "new", sort: "newest", title: "listing.new" },
  "/offers": { list: "offers", sort: "relevance", title: "listing.offers" },
} as const;

type ListingPath = keyof typeof LISTS;

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!data || !root) return [];
  return seoTags({
    origin: root.origin, lang: root.lang, title: `${data.title} — ${root.settings.profile.name}`, description: data.title,
    paths: pathsInEveryLanguage(data.path),
    noindex: hasFilters(data.params),
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang, path } = splitLocalePath(url.pathname);
  const listing = LISTS[path as ListingPath];
  const params = readListingParams(url.searchParams);
  if (!url.searchParams.has("sort")) params.sort = listing.sort;
  const data = (await apiFor(request, context, lang).get<{ data: ProductList }>(`/catalog/products?${toApiQuery(params, { list: listing.list })}`)).data;
  return { path, listing: data, params, titleKey: listing.title, title: translate(lang, listing.title) };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} standalone={false} />;
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const title = t(loaderData.titleKey);
  return (
    <div className="space-y-6">
      <Breadcrumbs items={[{ name: title, path: loaderData.path }]} lang={lang} />
      <h1 className="text-3xl font-semibold">{title}</h1>
      <ProductListing listing={loaderData.listing} params={loaderData.params} />
    </div>
  );
}
