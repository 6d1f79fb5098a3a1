import type { Checkout, PickupStoreAnswer } from "#api/checkout/checkout.answers.ts";

// Browser-safe: what the checkout action answers, and how a refused placement is told to the shopper.

export interface FieldError { key: string; values?: Record<string, string> }

/** One thing that changed since the shopper saw the summary: a catalogue key, the line's name, counts and amounts (EUR). */
export interface ChangeNotice { key: string; name?: string; count?: number; amounts?: Record<string, number> }

export type CheckoutActionResult =
  | { form: "step1"; errors: Record<string, FieldError>; values: Record<string, string> }
  | { form: "place"; errors?: Record<string, FieldError>; error?: string; notice?: string; changes?: ChangeNotice[]; values?: Record<string, string> }
  | { form: "coupon"; error: string }
  | { form: "unknown"; error: string };

/**
 * A 409 from placement as the shopper reads it: each line the API named (`Items.<variant id>`), told
 * from the checkout as it is now (its line notices, the chosen store's stock), then the coupon and the
 * new total.
 */
export function describeChanges(fields: Record<string, string>, reason: string | undefined, checkout: Checkout, stores: PickupStoreAnswer[]): ChangeNotice[] {
  const notices: ChangeNotice[] = [];
  const store = checkout.shippingMode === 2 ? stores.find((s) => s.id === checkout.pickupStore) : undefined;
  for (const field of Object.keys(fields)) {
    const variantId = /^Items\.(\d+)$/.exec(field)?.[1];
    if (!variantId) continue;
    const line = checkout.Items.find((i) => i.variant_id === Number(variantId));
    const missing = store?.missing.find((m) => m.variant_id === Number(variantId));
    const name = line?.Title ?? missing?.Title ?? "";
    const notice = line?.notices?.[0];
    if (!line || notice?.code === "unavailable") notices.push({ key: "checkout.changed.soldOut", name });
    else if (notice?.code === "only_left") notices.push({ key: "checkout.changed.onlyLeft", name, count: notice.available });
    else if (missing) notices.push({ key: "checkout.changed.storeHas", name, count: missing.available });
    else if (notice?.code === "price_changed") notices.push({ key: "checkout.changed.price", name, amounts: { from: notice.previous_price, to: line.price } });
    else notices.push({ key: reason === "stock" ? "checkout.changed.stock" : "checkout.changed.line", name });
  }
  if (fields.Coupon) notices.push({ key: "checkout.changed.coupon", name: checkout.Coupon?.code ?? /code (\S+)/.exec(fields.Coupon)?.[1] ?? "" });
  if (fields["totals.total"] || reason === "changed") notices.push({ key: "checkout.changed.total", amounts: { total: checkout.totals.total } });
  if (!notices.length) notices.push({ key: "checkout.changed.generic" });
  return notices;
}
