import type { Order } from "#api/orders/orders.schemas.ts";

// Browser-safe and small: the order's page (/order-success) asks it without loading the order dialogs' code.

/** Can a return be asked now: within the window, with a unit not yet in a return. */
export function canRequestReturn(order: Order): boolean {
  return Boolean(order.return_until) && order.Items.some((l) => (l.returnable ?? 0) > 0);
}
