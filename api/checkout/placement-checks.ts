import { adultsOnlyAge } from "#domain/age-limit.ts";
import { amountToCents, centsToAmount } from "#domain/money.ts";
import { ApiError } from "#api/http/errors.ts";
import { COUPON_REFUSAL_MESSAGES } from "#api/cart/coupons.queries.ts";
import type { CheckoutPricingResult, PricedCartLine } from "./checkout.pricing.ts";
import type { PlaceOrder } from "./checkout.schemas.ts";
import type { PickupStoreView } from "./checkout.stores.ts";

const euro = (cents: number) => `€${centsToAmount(cents).toFixed(2)}`;
const titleOf = (l: PricedCartLine) => l.fact?.name || `#${l.variantId}`;

/** A 409 whose sentence names the first change and whose fields name every line that changed. */
function changed(reason: "stock" | "coupon" | "changed", fields: Record<string, string>, tail: string): ApiError {
  const first = Object.values(fields)[0] ?? "Something changed.";
  return new ApiError(409, "CONFLICT", `${first} ${tail}`, fields, reason);
}

/**
 * Refuses placement when what the shopper saw is no longer true: a line cannot be sold in the quantity
 * in the cart (warehouse or chosen store), the coupon stopped applying, or the total differs from
 * expected_total (a price, a fee or a shipping cost changed). Checked again, atomically, when the stock
 * is taken; this pass is what lets the answer say which line and what changed.
 */
export function refuseChanges(pricing: CheckoutPricingResult, body: PlaceOrder, stores: PickupStoreView[], storeId: number | null): void {
  const back = "Check the summary and place the order again.";
  const stock: Record<string, string> = {};
  for (const l of pricing.lines) {
    if (l.sellable === 0) stock[`Items.${l.variantId}`] = l.fact?.isActive ? `${titleOf(l)} is sold out.` : `${titleOf(l)} can no longer be bought.`;
    else if (l.sellable < l.wanted) stock[`Items.${l.variantId}`] = `Only ${l.sellable} of ${titleOf(l)} left (you asked for ${l.wanted}).`;
  }
  if (pricing.mode === 2) {
    for (const m of stores.find((s) => s.id === storeId)?.missing ?? []) {
      stock[`Items.${m.variant_id}`] ??= `The chosen store has ${m.available} of ${m.Title || `#${m.variant_id}`} (you asked for ${m.wanted}); choose another store or home delivery.`;
    }
  }
  if (Object.keys(stock).length) throw changed("stock", stock, back);
  if (pricing.couponRefusal) {
    throw changed("coupon", { Coupon: `The code no longer applies: ${COUPON_REFUSAL_MESSAGES[pricing.couponRefusal]}` }, back);
  }
  const expected = amountToCents(body.expected_total);
  if (pricing.totals.totalCents === expected) return;
  const fields: Record<string, string> = {};
  for (const l of pricing.lines) {
    if (l.fact && l.fact.priceCents !== l.seenPriceCents) {
      fields[`Items.${l.variantId}`] = `The price of ${titleOf(l)} changed from ${euro(l.seenPriceCents)} to ${euro(l.fact.priceCents)}.`;
    }
  }
  fields["totals.total"] = `The total is now ${euro(pricing.totals.totalCents)}, not ${euro(expected)}.`;
  throw changed("changed", fields, back);
}

/** A conditional update found less stock than asked: another order took it a moment ago. */
export function stockTaken(l: PricedCartLine, available: number, where: "warehouse" | "store"): ApiError {
  const place = where === "store" ? " in the chosen store" : "";
  return changed("stock", { [`Items.${l.variantId}`]: `Only ${available} of ${titleOf(l)} left${place} (you asked for ${l.sellable}).` }, "Check the summary and place the order again.");
}

export function couponUsedUp(code: string, reason: "used_up" | "customer_limit"): ApiError {
  return changed("coupon", { Coupon: `The code ${code} no longer applies: ${COUPON_REFUSAL_MESSAGES[reason]}` }, "Check the summary and place the order again.");
}

/** Products sold to adults only (issue 21 §5: the demo store's wines) are ordered by a buyer who says they are old enough. */
export function refuseUnconfirmedAge(pricing: CheckoutPricingResult, body: PlaceOrder): void {
  const age = adultsOnlyAge(pricing.lines.map((l) => ({ min_age: l.fact?.minAge ?? null })));
  if (age === null || body.confirm_age === true) return;
  const message = `Confirm that you are at least ${age} years old: the cart holds products sold to adults only.`;
  throw new ApiError(422, "UNPROCESSABLE", message, { confirm_age: message }, "age_not_confirmed");
}
