import { renderToStaticMarkup } from "react-dom/server";
import type { ReviewsView } from "./product-reviews.server.ts";

/** Five stars filled to the rating, as RatingStars draws them, with its text alternative. */
function Stars({ rating, label, size }: { rating: number; label: string; size: string }) {
  const fill = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span role="img" aria-label={label} className={`relative inline-block leading-none ${size}`}>
      <span aria-hidden="true" className="text-stone-400">★★★★★</span>
      <span aria-hidden="true" className="absolute inset-y-0 left-0 overflow-hidden whitespace-nowrap text-amber-700" style={{ width: `${fill}%` }}>★★★★★</span>
    </span>
  );
}

const PAGE_LINK = "inline-flex min-h-11 items-center underline underline-offset-4";

/**
 * The reviews section's inside (issue 17), as HTML written on the server: the product page's script holds
 * none of it. Every text comes from the view, escaped by React as it renders; links and the sort form are
 * plain HTML, which the page's ProductReviews follows as client navigations once it runs.
 */
function ReviewsMarkup({ view }: { view: ReviewsView }) {
  return (
    <>
      <h2 id="reviews-heading" className="text-xl font-semibold">{view.heading}</h2>
      {view.summary ? (
        <div className="mt-3 grid gap-6 sm:grid-cols-[auto_1fr] sm:items-start">
          <p className="flex flex-wrap items-center gap-2 text-stone-800">
            <Stars rating={view.summary.average} label={view.summary.starsLabel} size="text-2xl" />
            <span aria-hidden="true" className="text-lg font-semibold">{view.summary.averageText}</span>
            <span>{view.summary.countText}</span>
          </p>
          <table className="w-full max-w-sm text-sm" data-testid="rating-distribution">
            <caption className="sr-only">{view.summary.caption}</caption>
            <tbody>
              {view.summary.rows.map((row) => (
                <tr key={row.stars}>
                  <th scope="row" className="whitespace-nowrap py-0.5 pr-3 text-left font-normal">{row.label}</th>
                  <td className="w-full py-0.5"><span aria-hidden="true" className="block h-2 rounded bg-stone-200"><span className="block h-2 rounded bg-amber-600" style={{ width: `${row.percent}%` }} /></span></td>
                  <td className="whitespace-nowrap py-0.5 pl-3 text-right text-stone-700">{row.share}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : <p className="mt-2 text-stone-700">{view.empty}</p>}
      <p className="mt-2 text-sm text-stone-700">{view.onlyBuyers}</p>
      {view.sort && (
        <form method="get" action={view.sort.action} className="mt-4 flex flex-wrap items-end gap-2">
          {view.sort.keep.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
          <label className="text-sm">
            <span className="block">{view.sort.label}</span>
            <select name="reviews_sort" defaultValue={view.sort.current} className="mt-1 min-h-11 rounded border border-stone-400 bg-white px-2">
              {view.sort.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
          </label>
          <button type="submit" className="min-h-11 rounded border border-stone-900 px-4 font-semibold hover:bg-stone-100">{view.sort.submit}</button>
        </form>
      )}
      {view.reviews.length > 0 && (
        <ul className="mt-4 space-y-4">
          {view.reviews.map((review) => (
            <li key={review.id}>
              <article aria-labelledby={review.title ? `review-${review.id}` : undefined} className="rounded-lg border border-stone-200 bg-white p-4">
                <Stars rating={review.rating} label={review.starsLabel} size="text-base" />
                {review.title && <h3 id={`review-${review.id}`} lang={review.lang} className="mt-1 font-semibold text-stone-900">{review.title}</h3>}
                <p lang={review.lang} className="mt-1 whitespace-pre-line text-stone-800">{review.body}</p>
                <p className="mt-2 text-sm text-stone-700">
                  <span>{review.author}</span>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={review.dateTime}>{review.date}</time>
                  {review.verified && <><span aria-hidden="true"> · </span><span className="font-semibold text-green-800" data-testid="verified-purchase">{`✓ ${review.verified}`}</span></>}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {view.pages && (
        <nav aria-label={view.pages.label} className="mt-4 flex flex-wrap items-center gap-4 text-sm">
          {view.pages.previous && <a href={view.pages.previous.href} className={PAGE_LINK}>{view.pages.previous.label}</a>}
          <span>{view.pages.text}</span>
          {view.pages.next && <a href={view.pages.next.href} className={PAGE_LINK}>{view.pages.next.label}</a>}
        </nav>
      )}
    </>
  );
}

export function reviewsMarkup(view: ReviewsView): string {
  return renderToStaticMarkup(<ReviewsMarkup view={view} />);
}
