import type { ProductList, Resolved } from "#api/catalog/catalog.schemas.ts";
import type { ProductReviewsPage } from "#api/reviews/reviews.types.ts";
import { buildImageUrl } from "#domain/image-url.ts";
import { localizedPath, splitLocalePath } from "#domain/locale.ts";
import { ErrorPage } from "#app/components/error-page.tsx";
import { CategoryView } from "#app/features/catalogue/category-view.tsx";
import { hasFilters, readListingParams, toApiQuery } from "#app/features/catalogue/listing-params.ts";
import { ProductView } from "#app/features/catalogue/product-view.tsx";
import { PageView } from "#app/features/content/page-view.tsx";
import { isLegalPage } from "#app/features/legal/legal-pages.ts";
import { legalTexts } from "#app/features/legal/legal-texts.server.ts";
import { describeInformation } from "#app/features/catalogue/product-information.server.ts";
import { readReviewParams, writeReviews } from "#app/features/catalogue/product-reviews.server.ts";
import { productJsonLd } from "#app/features/catalogue/product-json-ld.ts";
import { ApiRequestError } from "#app/lib/api-client.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { pageHtml } from "#app/lib/page-html.tsx";
import { settingsFor } from "#app/lib/settings.server.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import type { RootData } from "#app/lib/root-data.ts";
import { pathsInEveryLanguage, seoTags, summarizeHtml } from "#app/lib/seo.ts";
import { answerUnknownPath } from "#app/lib/unknown-path.server.ts";
import type { Route } from "./+types/catalog";

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!data || !root) return [];
  const shop = root.settings.profile.name;
  if (data.kind === "page") {
    const { page } = data;
    return seoTags({
      origin: root.origin, lang: root.lang, title: `${page.title} — ${shop}`, type: "article",
      description: summarizeHtml(page.body_html, page.title), paths: pathsInEveryLanguage(page.path, page.alternates),
    });
  }
  if (data.kind === "category") {
    const { category, params } = data;
    const paged = params.page > 1 ? ` (${params.page})` : "";
    return seoTags({
      origin: root.origin, lang: root.lang, title: `${category.name}${paged} — ${shop}`,
      description: category.description || category.name, paths: pathsInEveryLanguage(category.path, category.alternates),
      noindex: hasFilters(params),
      ...(category.image ? { image: buildImageUrl(category.image, { f: "jpeg", w: 1200, h: 630, fit: "cover" }) } : {}),
    });
  }
  const { product } = data;
  return seoTags({
    origin: root.origin, lang: root.lang, title: `${product.name} — ${shop}`, type: "product",
    description: summarizeHtml(product.description_html, product.name),
    paths: pathsInEveryLanguage(product.path, product.alternates),
    ...(product.images[0] ? { image: buildImageUrl(product.images[0].path, { f: "jpeg", w: 1200, h: 1200, fit: "contain", b: "ffffff" }) } : {}),
  });
}

/** A shop page, a category or a product (spec §2, one screen for depth 1 to 5), resolved by the API from the path. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang, path } = splitLocalePath(url.pathname);
  const api = apiFor(request, context, lang);
  let resolved: Resolved;
  try {
    resolved = (await api.get<{ data: Resolved }>(`/catalog/resolve?${new URLSearchParams({ path })}`)).data;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return answerUnknownPath(request, context);
    throw error;
  }
  if (resolved.kind === "redirect") throw redirectOnSite(`${localizedPath(lang, resolved.location)}${url.search}`, 301);
  if (resolved.kind === "page") {
    const { page } = resolved;
    // A legal page's part made from the settings is written with texts of its own, sent only with it.
    return { kind: "page" as const, page, legal: isLegalPage(page.code) ? { code: page.code, texts: legalTexts(lang) } : undefined };
  }
  if (resolved.kind === "product") {
    const variant = Number(url.searchParams.get("variant"));
    // Another sort or page of the reviews than the first the product carries: one more (cached) call.
    const asked = readReviewParams(url.searchParams);
    const page = asked ? (await api.get<{ data: ProductReviewsPage }>(`/products/${resolved.product.id}/reviews?${new URLSearchParams({ sort: asked.sort, page: String(asked.page) })}`)).data : null;
    const { reviews: _written, ...product } = resolved.product;
    // The shop's additional tabs (delivery, returns…) are the product page's part of the settings (shell-settings.ts).
    const tabs = (await settingsFor(request, context, lang).catch(() => null))?.profile.frontend.layout.additional_tabs
      .filter((tab) => tab.is_active).map(({ code, title, body_html }) => ({ code, title, body_html })) ?? [];
    return {
      kind: "product" as const, product, tabs, reviews: pageHtml(context, "reviews", writeReviews(resolved.product, page, lang, url)), information: describeInformation(resolved.product, lang),
      jsonLd: productJsonLd(resolved.product, { origin: context.publicBaseUrl, lang }).map((json, i) => pageHtml(context, `ld-${i}`, json)), selectedVariantId: Number.isInteger(variant) && variant > 0 ? variant : undefined,
    };
  }
  const params = readListingParams(url.searchParams);
  const query = toApiQuery(params, { category: String(resolved.category.id) });
  const listing = (await api.get<{ data: ProductList }>(`/catalog/products?${query}`)).data;
  return { kind: "category" as const, category: resolved.category, listing, params };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} standalone={false} />;
}

export default function Catalog({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "page") return <PageView page={loaderData.page} legal={loaderData.legal} />;
  if (loaderData.kind === "category") {
    return <CategoryView category={loaderData.category} listing={loaderData.listing} params={loaderData.params} />;
  }
  return <ProductView product={loaderData.product} tabs={loaderData.tabs} reviews={loaderData.reviews} information={loaderData.information} jsonLd={loaderData.jsonLd} {...(loaderData.selectedVariantId ? { selectedVariantId: loaderData.selectedVariantId } : {})} />;
}
