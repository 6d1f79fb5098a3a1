import type { OrderState } from "./order-states.ts";
import type { WithdrawalExclusion } from "./product-info.ts";

/**
 * The right of withdrawal (Directive 2011/83/EU arts. 9–16; the withdrawal function of art. 11a, added by
 * Directive 2023/2673, applies since 19 June 2026; issue 21 §3). A consumer may withdraw from the moment the
 * order is placed until 14 days after the goods were delivered or collected (more if the shop gives more).
 */

export const DEFAULT_WITHDRAWAL_DAYS = 14;

/** Why a line cannot be withdrawn: the product's exclusion (art. 16), or its units are already in a withdrawal or return. */
export type LineRefusal = WithdrawalExclusion | "already_withdrawn";

/** Why the function is closed for an order, or null while the consumer may withdraw. */
export type WithdrawalClosed = "period_over" | "cancelled";

const DAY_MS = 24 * 3600_000;

/** The end of the period, or null while it has not started (the goods are not delivered or collected yet). */
export function withdrawalPeriodEnds(fulfilledAt: Date | null, days: number): Date | null {
  return fulfilledAt ? new Date(fulfilledAt.getTime() + days * DAY_MS) : null;
}

export function withdrawalClosed(order: { status: OrderState; fulfilledAt: Date | null }, days: number, now: Date): WithdrawalClosed | null {
  if (order.status === "cancelled") return "cancelled";
  const ends = withdrawalPeriodEnds(order.fulfilledAt, days);
  return ends && ends.getTime() < now.getTime() ? "period_over" : null;
}

/**
 * Whether a line may be withdrawn: goods that perish quickly and goods made to measure never; goods sealed
 * for hygiene only while the seal is intact (the consumer says so); and never more units than are left.
 */
export function lineRefusal(exclusion: WithdrawalExclusion | null, left: number, sealIntact: boolean): LineRefusal | null {
  if (exclusion === "perishable" || exclusion === "made_to_measure") return exclusion;
  if (exclusion === "sealed_hygiene" && !sealIntact) return exclusion;
  return left > 0 ? null : "already_withdrawn";
}
