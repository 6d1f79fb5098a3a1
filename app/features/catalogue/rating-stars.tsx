import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { Locale } from "#domain/locale.ts";
import { formatDecimal } from "#app/lib/format.ts";

/**
 * Five stars filled to the rating. One image with a text alternative ("Rated 4.5 out of 5"): the
 * glyphs themselves are not read out, and the fill is a width, so half stars need no extra icons.
 */
export function RatingStars({ rating, lang, size = "text-lg" }: { rating: number; lang: Locale; size?: string }) {
  const { t } = useTranslation();
  const fill = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span role="img" aria-label={t("catalogue.ratedOutOf", { rating: formatRating(rating, lang) })} className={`relative inline-block leading-none ${size}`}>
      <span aria-hidden="true" className="text-stone-400">★★★★★</span>
      <span aria-hidden="true" className="absolute inset-y-0 left-0 overflow-hidden whitespace-nowrap text-amber-700" style={{ width: `${fill}%` }}>★★★★★</span>
    </span>
  );
}

/** 4.5 → "4.5" in English, "4,5" in Italian; whole ratings keep no decimals. */
export function formatRating(rating: number, lang: Locale): string {
  return formatDecimal(rating, lang, 1);
}

/** "1 review" / "12 reviews" without `count` plurals: every language here needs only the two forms. */
export function useReviewCountText(): (count: number) => string {
  const { t } = useTranslation();
  return (count) => (count === 1 ? t("catalogue.reviewCountOne", { number: count }) : t("catalogue.reviewCountOther", { number: count }));
}
