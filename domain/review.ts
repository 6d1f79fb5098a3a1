import type { OrderState } from "./order-states.ts";

/**
 * Reviews by verified buyers (issue 17): one per order line, written once the goods were delivered or
 * collected, editable for a while after, plain text in the writer's language.
 */

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 4000;
export const REVIEWS_PER_PAGE = 5;
export const REVIEW_SORTS = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The shop's review settings (settings `reviews`), with the defaults a shop starts from. */
export interface ReviewSettings {
  /** True: a review waits for a member of staff; false: it is published at once. */
  moderate: boolean;
  /** Days a review can be edited after it was first written. */
  editDays: number;
  /** Days after delivery or collection the "how was it?" e-mail goes out. */
  inviteAfterDays: number;
}
export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = { moderate: true, editDays: 30, inviteAfterDays: 7 };

const DAY_MS = 24 * 3600_000;

/** Only what the buyer has in hand can be reviewed. */
export function orderReceived(status: OrderState): boolean {
  return status === "delivered" || status === "collected";
}

export function reviewEditableUntil(createdAt: Date, editDays: number): Date {
  return new Date(createdAt.getTime() + editDays * DAY_MS);
}

/** How a review is signed: the first name and the initial of the last ("Anna R."), never the whole name. */
export function reviewAuthorName(name: string | undefined, lastname: string | undefined): string {
  const first = (name ?? "").trim();
  const initial = Array.from((lastname ?? "").trim())[0];
  return [first, initial ? `${initial.toUpperCase()}.` : ""].filter(Boolean).join(" ");
}

/** Plain text as it is kept: no control characters but line breaks, no trailing spaces, at most two blank lines in a row. */
export function plainReviewText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, "")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** How many reviews have each rating, 5 stars first, and each one's share in whole percent. */
export function ratingDistribution(counts: Partial<Record<number, number>>): { stars: number; count: number; percent: number }[] {
  const total = [1, 2, 3, 4, 5].reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = counts[stars] ?? 0;
    return { stars, count, percent: total === 0 ? 0 : Math.round((count / total) * 100) };
  });
}
