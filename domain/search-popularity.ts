/**
 * How popular a search is (issue 23; api/search/popular-searches.ts): each search adds 1 and every score halves in
 * a week, so "popular" is what many searched lately. What is stored is log2 of the score as it would be at a
 * fixed epoch: rows compare without decaying any of them, two scores add up exactly (max + log2(1 + 2^(min − max))),
 * and the figure grows by one a week instead of overflowing.
 */
export const POPULAR_HALF_LIFE_MS = 7 * 24 * 3_600_000;
const EPOCH_MS = Date.UTC(2026, 0, 1);

/** A query is suggested once its score reaches this: three visitors today, or more over the last weeks. */
export const MIN_POPULAR_SCORE = 3;

/** log2 of a score, as stored, from its value at a time; also the stored figure a score reaches `score` at `atMs`. */
export function storedScore(score: number, atMs: number): number {
  return Math.log2(score) + (atMs - EPOCH_MS) / POPULAR_HALF_LIFE_MS;
}

/** A stored figure as the score it is at `nowMs`. */
export function scoreAt(stored: number, nowMs: number): number {
  return 2 ** (stored - (nowMs - EPOCH_MS) / POPULAR_HALF_LIFE_MS);
}

/** A search as compared and stored as the key: lower-case, without accents ("Caffè" and "caffe" are one). */
export function searchKey(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").normalize("NFC").toLowerCase();
}
