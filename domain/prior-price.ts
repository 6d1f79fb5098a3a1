/**
 * The prior price of a reduction (Directive 98/6/EC art. 6a, added by Directive 2019/2161; Italy: Codice del
 * Consumo art. 17-bis; issue 21). Whenever a shop announces a reduction, the price it is reduced from must
 * be the lowest price the shop applied in the 30 days before the reduction began.
 *
 * A variant announces a reduction while its compare-at price is set; the reduction began when that stretch
 * began (a reduction that deepens, or whose price goes up again while it lasts, keeps its start and so its
 * reference). The reference is the lowest price applied in the window before that start (never the reduced
 * price itself); a variant sold for less than the window uses its history since it was first sold; with
 * no price before the reduction there is nothing to announce. Perishable goods may instead name the
 * price just before the reduction (art. 6a(3)). A reference not above today's price announces nothing.
 */

export const DEFAULT_PRIOR_PRICE_DAYS = 30;

/** One row of a variant's price history (variant_prices), oldest first. */
export interface PriceRecord {
  at: Date;
  priceCents: number;
  compareAtCents: number | null;
}

export interface Reduction {
  /** The price the reduction is announced from (struck through, and the base of a percentage). */
  referenceCents: number;
  /** When the reduction began. */
  since: Date;
}

const DAY_MS = 24 * 3600_000;

/** The reduction a variant may announce now, from its price history (oldest first), or null. */
export function priorPrice(history: readonly PriceRecord[], options: { windowDays?: number; perishable?: boolean } = {}): Reduction | null {
  // A row replaced in the same instant (an insert and an update in one transaction) was never applied.
  const applied = history.filter((row, i) => i === history.length - 1 || history[i + 1]!.at.getTime() !== row.at.getTime());
  const current = applied.at(-1);
  if (!current || current.compareAtCents === null) return null;
  let start = applied.length - 1;
  while (start > 0 && applied[start - 1]!.compareAtCents !== null) start--;
  const since = applied[start]!.at;
  const before = applied.slice(0, start);
  if (!before.length) return null;
  let referenceCents: number;
  if (options.perishable) {
    referenceCents = before.at(-1)!.priceCents;
  } else {
    const windowStart = since.getTime() - (options.windowDays ?? DEFAULT_PRIOR_PRICE_DAYS) * DAY_MS;
    // The price in force when the window opened, and every price applied after it.
    const opening = before.findLastIndex((row) => row.at.getTime() <= windowStart);
    referenceCents = Math.min(...before.slice(Math.max(opening, 0)).map((row) => row.priceCents));
  }
  return referenceCents > current.priceCents ? { referenceCents, since } : null;
}
