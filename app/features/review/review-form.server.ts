import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_TITLE_MAX } from "#domain/review.ts";

export interface ReviewValues { rating: number | null; title: string; body: string }
/** A field's problem as a key of the review catalogue group, shown in the shopper's language. */
export type ReviewErrors = Partial<Record<"rating" | "title" | "body", string>>;

/** The review form as posted, checked by the rules the API applies (domain/review.ts), with a message for each field. */
export function readReviewForm(form: FormData): { values: ReviewValues; errors: ReviewErrors } {
  const rating = Number(form.get("rating"));
  const values: ReviewValues = {
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    title: String(form.get("title") ?? "").trim(),
    body: String(form.get("body") ?? "").trim(),
  };
  const errors: ReviewErrors = {};
  if (values.rating === null) errors.rating = "review.error.rating";
  if (values.title.length > REVIEW_TITLE_MAX) errors.title = "review.error.titleLong";
  if (values.body.length < REVIEW_BODY_MIN) errors.body = "review.error.bodyShort";
  else if (values.body.length > REVIEW_BODY_MAX) errors.body = "review.error.bodyLong";
  return { values, errors };
}
