import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link } from "react-router";
import type { ProductList } from "#api/catalog/catalog.schemas.ts";
import { localizedPath, splitLocalePath } from "#domain/locale.ts";
import { ErrorPage } from "#app/components/error-page.tsx";
import { readListingParams, toApiQuery } from "#app/features/catalogue/listing-params.ts";
import { ProductListing } from "#app/features/catalogue/product-listing.tsx";
import { translate } from "#app/i18n/translate.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { useRootData, type RootData } from "#app/lib/root-data.ts";
import { pathsInEveryLanguage, seoTags } from "#app/lib/seo.ts";
import type { Route } from "./+types/search";

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!data || !root) return [];
  return seoTags({
    origin: root.origin, lang: root.lang, title: `${data.title} — ${root.settings.profile.name}`, description: data.title, noindex: true,
    paths: pathsInEveryLanguage("/search"),
  });
}

/** Spec §2 /search?search=…: the same filters, sort and pages as a category, over what matches. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  const term = (url.searchParams.get("search") ?? "").trim().replace(/\s+/g, " ").slice(0, 100);
  const params = readListingParams(url.searchParams);
  if (!term) return { term, params, listing: null, title: translate(lang, "search.title") };
  const listing = (await apiFor(request, context, lang).get<{ data: ProductList }>(`/catalog/products?${toApiQuery(params, { q: term })}`)).data;
  return { term, params, listing, title: translate(lang, "search.resultsFor", { term }) };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} standalone={false} />;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { term, listing, params } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">{term ? t("search.resultsFor", { term }) : t("search.title")}</h1>
      {!term && <p className="text-stone-700">{t("search.empty")}</p>}
      {listing && listing.total === 0 && (
        <p className="rounded border border-stone-200 bg-white p-4">
          {t("search.noResults", { term })}
          {listing.did_you_mean && (
            <> {t("search.didYouMean")}{" "}
              <Link className="font-semibold underline" to={`${localizedPath(lang, "/search")}?${new URLSearchParams({ search: listing.did_you_mean })}`}>{listing.did_you_mean}</Link>?
            </>
          )}
        </p>
      )}
      {listing && listing.total > 0 && <ProductListing listing={listing} params={params} />}
    </div>
  );
}
