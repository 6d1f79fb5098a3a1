import { useNavigate } from "react-router";
import type { ProductDetail } from "#api/catalog/catalog.schemas.ts";
import type { Locale } from "#domain/locale.ts";
import { usePageHtml, type PageHtml } from "#app/lib/page-html.tsx";
import { RatingStars, formatRating, useReviewCountText } from "./rating-stars.tsx";

type Rating = ProductDetail["rating"];

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

/**
 * Published reviews only, by verified buyers (issue 17): the section's inside is HTML the loader wrote
 * (product-reviews.server.ts), so the page's script carries none of it, and a document's hydration data only a
 * reference to it (page-html.tsx). Its page links and sort form are
 * plain HTML that works without JavaScript; with it, they become client navigations that keep the scroll.
 */
export function ProductReviews({ html: written }: { html: PageHtml }) {
  const navigate = useNavigate();
  const { html, attributes } = usePageHtml(written);
  const go = (to: string) => navigate(to, { preventScrollReset: true });
  return (
    <section
      id={REVIEWS_SECTION_ID} aria-labelledby={`${REVIEWS_SECTION_ID}-heading`} className="mt-10 scroll-mt-4" data-testid="product-reviews" {...attributes}
      dangerouslySetInnerHTML={{ __html: html }}
      onClick={(event) => {
        const link = (event.target as Element).closest("a");
        if (link && !event.metaKey && !event.ctrlKey && !event.shiftKey) { event.preventDefault(); go(link.getAttribute("href")!); }
      }}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.target as HTMLFormElement;
        go(`${form.getAttribute("action")!.split("#")[0]}?${new URLSearchParams(new FormData(form) as unknown as Record<string, string>)}#${REVIEWS_SECTION_ID}`);
      }}
    />
  );
}
