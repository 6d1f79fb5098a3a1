import { Form, Link } from "react-router";
import type { ProductDetail } from "#api/catalog/catalog.schemas.ts";
import type { Locale } from "#domain/locale.ts";
import { RatingStars, formatRating, useReviewCountText } from "./rating-stars.tsx";

type Rating = ProductDetail["rating"];

/** The reviews section as the server wrote it (product-reviews.server.ts): every text already in the page's language. */
export interface ReviewsView {
  heading: string;
  empty: string | null;
  onlyBuyers: string;
  distribution: { caption: string; rows: { stars: number; label: string; percent: number; share: string }[] } | null;
  sort: { label: string; submit: string; current: string; action: string; options: { value: string; label: string }[]; keep: [string, string][] } | null;
  reviews: { id: number; rating: number; title: string; body: string; lang: string; author: string; date: string; dateTime: string; verified: string | null }[];
  pages: { label: string; text: string; previous: { href: string; label: string } | null; next: { href: string; label: string } | null } | null;
}

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

const PAGE_LINK = "inline-flex min-h-11 items-center underline underline-offset-4";

/**
 * Published reviews only (the API's), by verified buyers: the distribution of ratings, a sort and pages that
 * are a GET form and links (the same with and without JavaScript), each review in the language it was written in.
 */
export function ProductReviews({ rating, view, lang }: { rating: Rating; view: ReviewsView; lang: Locale }) {
  const countText = useReviewCountText();
  return (
    <section id={REVIEWS_SECTION_ID} aria-labelledby={`${REVIEWS_SECTION_ID}-heading`} className="mt-10 scroll-mt-4" data-testid="product-reviews">
      <h2 id={`${REVIEWS_SECTION_ID}-heading`} className="text-xl font-semibold">{view.heading}</h2>
      {view.empty ? <p className="mt-2 text-stone-700">{view.empty}</p> : (
        <div className="mt-3 grid gap-6 sm:grid-cols-[auto_1fr] sm:items-start">
          <p className="flex flex-wrap items-center gap-2 text-stone-800">
            <RatingStars rating={rating.average} lang={lang} size="text-2xl" />
            <span aria-hidden="true" className="text-lg font-semibold">{formatRating(rating.average, lang)}</span>
            <span>{countText(rating.count)}</span>
          </p>
          {view.distribution && (
            <table className="w-full max-w-sm text-sm" data-testid="rating-distribution">
              <caption className="sr-only">{view.distribution.caption}</caption>
              <tbody>
                {view.distribution.rows.map((row) => (
                  <tr key={row.stars}>
                    <th scope="row" className="whitespace-nowrap py-0.5 pr-3 text-left font-normal">{row.label}</th>
                    <td className="w-full py-0.5"><span aria-hidden="true" className="block h-2 rounded bg-stone-200"><span className="block h-2 rounded bg-amber-600" style={{ width: `${row.percent}%` }} /></span></td>
                    <td className="whitespace-nowrap py-0.5 pl-3 text-right text-stone-700">{row.share}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
      <p className="mt-2 text-sm text-stone-700">{view.onlyBuyers}</p>
      {view.sort && (
        <Form method="get" action={view.sort.action} preventScrollReset className="mt-4 flex flex-wrap items-end gap-2">
          {view.sort.keep.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
          <label className="text-sm">
            <span className="block">{view.sort.label}</span>
            <select name="reviews_sort" defaultValue={view.sort.current} className="mt-1 min-h-11 rounded border border-stone-400 bg-white px-2">
              {view.sort.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
          </label>
          <button type="submit" className="min-h-11 rounded border border-stone-900 px-4 font-semibold hover:bg-stone-100">{view.sort.submit}</button>
        </Form>
      )}
      {view.reviews.length > 0 && (
        <ul className="mt-4 space-y-4">
          {view.reviews.map((review) => (
            <li key={review.id}>
              <article aria-labelledby={review.title ? `review-${review.id}` : undefined} className="rounded-lg border border-stone-200 bg-white p-4">
                <RatingStars rating={review.rating} lang={lang} size="text-base" />
                {review.title && <h3 id={`review-${review.id}`} lang={review.lang} className="mt-1 font-semibold text-stone-900">{review.title}</h3>}
                <p lang={review.lang} className="mt-1 whitespace-pre-line text-stone-800">{review.body}</p>
                <p className="mt-2 text-sm text-stone-700">
                  <span>{review.author}</span>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={review.dateTime}>{review.date}</time>
                  {review.verified && <><span aria-hidden="true"> · </span><span className="font-semibold text-green-800" data-testid="verified-purchase">✓ {review.verified}</span></>}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {view.pages && (
        <nav aria-label={view.pages.label} className="mt-4 flex flex-wrap items-center gap-4 text-sm">
          {view.pages.previous && <Link to={view.pages.previous.href} preventScrollReset className={PAGE_LINK}>{view.pages.previous.label}</Link>}
          <span>{view.pages.text}</span>
          {view.pages.next && <Link to={view.pages.next.href} preventScrollReset className={PAGE_LINK}>{view.pages.next.label}</Link>}
        </nav>
      )}
    </section>
  );
}
