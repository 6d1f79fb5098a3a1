import type { ProductDetail } from "#api/catalog/catalog.schemas.ts";
import type { ProductReviewsPage } from "#api/reviews/reviews.types.ts";
import { REVIEW_SORTS, type ReviewSort } from "#domain/review.ts";
import type { Locale } from "#domain/locale.ts";
import { serverTranslator } from "#app/i18n/translate.server.ts";
import { formatShopDate } from "#app/lib/format.ts";
import { formatDecimal } from "#app/lib/format.ts";
import { reviewsMarkup } from "./product-reviews-markup.server.tsx";

/** The reviews section with every text in the page's language (the markup's input). */
export interface ReviewsView {
  heading: string;
  empty: string;
  onlyBuyers: string;
  summary: { average: number; averageText: string; starsLabel: string; countText: string; caption: string; rows: { stars: number; label: string; percent: number; share: string }[] } | null;
  sort: { label: string; submit: string; current: string; action: string; options: { value: string; label: string }[]; keep: [string, string][] } | null;
  reviews: { id: number; rating: number; starsLabel: string; title: string; body: string; lang: string; author: string; date: string; dateTime: string; verified: string | null }[];
  pages: { label: string; text: string; previous: { href: string; label: string } | null; next: { href: string; label: string } | null } | null;
}

/** The reviews the address asks for: `reviews_sort` and `reviews_page`, or null for the first page the product carries. */
export function readReviewParams(search: URLSearchParams): { sort: ReviewSort; page: number } | null {
  const sort = search.get("reviews_sort");
  const page = Number(search.get("reviews_page") ?? "1");
  const chosen = { sort: (REVIEW_SORTS as readonly string[]).includes(sort ?? "") ? (sort as ReviewSort) : "newest", page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
  return chosen.sort === "newest" && chosen.page === 1 ? null : chosen;
}

/**
 * The product page's reviews (issue 17), written on the server in the page's language: the distribution, the
 * sort and the pages as plain links and a GET form, each review with its date and "Verified purchase". The
 * texts stay out of the product page's script, as the product information's do.
 */
export function describeReviews(product: ProductDetail, page: ProductReviewsPage | null, lang: Locale, url: URL): ReviewsView {
  const { t } = serverTranslator(lang);
  const shown = page ?? { rating: product.rating, sort: "newest" as const, page: 1, pages: Math.max(1, Math.ceil(product.rating.count / 5)), total: product.rating.count, reviews: product.reviews };
  const href = (params: { sort: ReviewSort; page: number }) => {
    const search = new URLSearchParams(url.searchParams);
    search.delete("reviews_sort");
    search.delete("reviews_page");
    if (params.sort !== "newest") search.set("reviews_sort", params.sort);
    if (params.page > 1) search.set("reviews_page", String(params.page));
    const query = search.toString();
    return `${url.pathname}${query ? `?${query}` : ""}#reviews`;
  };
  const { rating } = shown;
  const rated = (value: number) => t("catalogue.ratedOutOf", { rating: formatDecimal(value, lang, 1) });
  return {
    heading: t("reviews.heading"),
    empty: t("reviews.none"),
    onlyBuyers: t("reviews.onlyBuyers"),
    summary: rating.count === 0 ? null : {
      average: rating.average, averageText: formatDecimal(rating.average, lang, 1), starsLabel: rated(rating.average),
      countText: t(rating.count === 1 ? "catalogue.reviewCountOne" : "catalogue.reviewCountOther", { number: rating.count }),
      caption: t("reviews.distribution"),
      rows: rating.distribution.map((d) => ({ stars: d.stars, label: t("review.form.star", { count: d.stars }), percent: d.percent, share: t("reviews.share", { percent: d.percent, count: d.count }) })),
    },
    sort: rating.count < 2 ? null : {
      label: t("reviews.sort"), submit: t("reviews.sortSubmit"), current: shown.sort, action: `${url.pathname}#reviews`,
      options: REVIEW_SORTS.map((value) => ({ value, label: t(`reviews.sort.${value}`) })),
      keep: [...url.searchParams].filter(([name]) => name !== "reviews_sort" && name !== "reviews_page"),
    },
    reviews: shown.reviews.map((r) => ({
      id: r.id, rating: r.rating, starsLabel: rated(r.rating), title: r.title, body: r.body, lang: r.lang, author: r.author,
      date: formatShopDate(r.created_at, lang), dateTime: r.created_at, verified: r.verified ? t("reviews.verified") : null,
    })),
    pages: shown.pages < 2 ? null : {
      label: t("reviews.pages"), text: t("reviews.page", { page: shown.page, pages: shown.pages }),
      previous: shown.page > 1 ? { href: href({ sort: shown.sort, page: shown.page - 1 }), label: t("reviews.previous") } : null,
      next: shown.page < shown.pages ? { href: href({ sort: shown.sort, page: shown.page + 1 }), label: t("reviews.next") } : null,
    },
  };
}

/** The section's inside as HTML, in the page's language (see product-reviews-markup.server.tsx). */
export function writeReviews(product: ProductDetail, page: ProductReviewsPage | null, lang: Locale, url: URL): string {
  return reviewsMarkup(describeReviews(product, page, lang, url));
}
