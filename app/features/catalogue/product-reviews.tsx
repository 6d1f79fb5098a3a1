import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { ProductDetail } from "#api/catalog/catalog.schemas.ts";
import type { Locale } from "#domain/locale.ts";
import { formatShopDate } from "#app/lib/format.ts";
import { RatingStars, formatRating, useReviewCountText } from "./rating-stars.tsx";

type Rating = ProductDetail["rating"];
/** `date_label`: the date as the server wrote it (the product loader adds it), so the browser needs no Intl. */
type Review = ProductDetail["reviews"][number] & { date_label?: string };

export const REVIEWS_SECTION_ID = "reviews";

/** Beside the name: the average, and a link down to the reviews themselves. Nothing before the first review. */
export function RatingSummary({ rating, lang }: { rating: Rating; lang: Locale }) {
  const countText = useReviewCountText();
  if (rating.count === 0) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-700">
      <RatingStars rating={rating.average} lang={lang} />
      <span aria-hidden="true" className="font-semibold text-stone-900">{formatRating(rating.average, lang)}</span>
      <a href={`#${REVIEWS_SECTION_ID}`} className="text-stone-800 underline underline-offset-4 hover:text-stone-900">{countText(rating.count)}</a>
    </p>
  );
}

/** The latest reviews, newest first. Each keeps the language it was written in, so a screen reader pronounces it right. */
export function ProductReviews({ rating, reviews, lang }: { rating: Rating; reviews: Review[]; lang: Locale }) {
  const { t } = useTranslation();
  const countText = useReviewCountText();
  const newestFirst = [...reviews].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <section id={REVIEWS_SECTION_ID} aria-labelledby={`${REVIEWS_SECTION_ID}-heading`} className="mt-10 scroll-mt-4">
      <h2 id={`${REVIEWS_SECTION_ID}-heading`} className="text-xl font-semibold">{t("catalogue.reviews")}</h2>
      {rating.count === 0 ? (
        <p className="mt-2 text-stone-700">{t("catalogue.noReviews")}</p>
      ) : (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-stone-800">
          <RatingStars rating={rating.average} lang={lang} size="text-2xl" />
          <span aria-hidden="true" className="text-lg font-semibold">{formatRating(rating.average, lang)}</span>
          <span>{countText(rating.count)}</span>
        </p>
      )}
      {newestFirst.length > 0 && (
        <ul className="mt-4 space-y-4">
          {newestFirst.map((review) => (
            <li key={review.id}>
              <article aria-labelledby={review.title ? `review-${review.id}` : undefined} className="rounded-lg border border-stone-200 bg-white p-4">
                <RatingStars rating={review.rating} lang={lang} size="text-base" />
                {review.title && <h3 id={`review-${review.id}`} lang={review.lang} className="mt-1 font-semibold text-stone-900">{review.title}</h3>}
                <p lang={review.lang} className="mt-1 whitespace-pre-line text-stone-800">{review.body}</p>
                <p className="mt-2 text-sm text-stone-700">
                  <span>{review.author}</span>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={review.created_at}>{review.date_label ?? formatShopDate(review.created_at, lang)}</time>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
