/**
 * A return (issue 16): asked by the shopper, decided by the shop, received in the warehouse, refunded.
 * Each step is an event with a rule, like the order's (order-states.ts).
 */
export const RETURN_STATES = ["requested", "approved", "refused", "received", "refunded"] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** Why the shopper sends it back, chosen in the return form; the storefront words each in five languages. */
export const SHOPPER_RETURN_REASONS = ["changed_mind", "damaged", "wrong_item", "not_as_described", "arrived_late", "other"] as const;
/** Every reason a return has: the form's, and the consumer's withdrawal from the contract (issue 21 §3). */
export const RETURN_REASONS = [...SHOPPER_RETURN_REASONS, "withdrawal"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** The most a shopper writes about a return. */
export const RETURN_NOTE_MAX_LENGTH = 1000;

export type ReturnEvent = "approve" | "refuse" | "receive" | "refund";

const RULES: Record<ReturnEvent, { from: ReturnState; to: ReturnState }> = {
  approve: { from: "requested", to: "approved" },
  refuse: { from: "requested", to: "refused" },
  receive: { from: "approved", to: "received" },
  refund: { from: "received", to: "refunded" },
};

/** The state after the event, or null when the return is not where the event starts. */
export function nextReturnState(state: ReturnState, event: ReturnEvent): ReturnState | null {
  return RULES[event].from === state ? RULES[event].to : null;
}

/** The EU's withdrawal period: 14 days from delivery or collection, unless the shop gives more (settings `returns.window_days`). */
export const DEFAULT_RETURN_WINDOW_DAYS = 14;

/** The last moment a return can be asked for an order fulfilled at `fulfilledAt`. */
export function returnWindowEnds(fulfilledAt: Date, days: number): Date {
  return new Date(fulfilledAt.getTime() + days * 24 * 3600_000);
}
