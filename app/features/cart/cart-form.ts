// Browser-safe: the action's zod schema lives in cart-form.server.ts, out of the shopper's bundle (decision 007).

import { UUID_PATTERN } from "#app/features/orders/order-paths.ts";

export const COUPON_CODE_MAX_LENGTH = 40;

/** The intents the cart action knows (`CART_FORM` in cart-form.server.ts). */
export type CartIntentName = "add" | "update" | "remove" | "clear" | "coupon" | "remove-coupon" | "save";

/** The coupon field's check before it posts: the rules and catalogue keys of the action's `COUPON_CODE`, kept in step by a test. */
export function checkCouponCode(value: unknown): "coupon.error.missing" | "coupon.error.tooLong" | null {
  const code = typeof value === "string" ? value.trim() : "";
  if (code.length < 1) return "coupon.error.missing";
  if (code.length > COUPON_CODE_MAX_LENGTH) return "coupon.error.tooLong";
  return null;
}

/** What a cart page shows after a change, carried in the URL when the form was posted without JavaScript. */
export interface CartNotices {
  done: CartIntentName | "restore" | "buy-again" | null;
  couponRemoved: string | null;
  capped: { variantId: number; quantity: number } | null;
  /** Why the checkout sent the shopper back here. */
  reason: "empty" | "unsellable" | null;
  /** Buy again: the order whose lines were added (the cart's page names those it could not add). */
  order?: string | null;
}

const INTENTS = new Set(["add", "update", "remove", "clear", "coupon", "remove-coupon", "save", "restore", "buy-again"]);

export function readCartNotices(params: URLSearchParams): CartNotices {
  const done = params.get("done");
  const coupon = params.get("coupon_removed");
  const capped = /^(\d{1,10})\.(\d{1,4})$/.exec(params.get("capped") ?? "");
  return {
    done: done && INTENTS.has(done) ? (done as CartNotices["done"]) : null,
    couponRemoved: coupon && /^[A-Z0-9_-]{1,40}$/.test(coupon) ? coupon : null,
    capped: capped ? { variantId: Number(capped[1]), quantity: Number(capped[2]) } : null,
    reason: params.get("reason") === "empty" ? "empty" : params.get("reason") === "unsellable" ? "unsellable" : null,
    ...(done === "buy-again" && UUID_PATTERN.test(params.get("order") ?? "") ? { order: params.get("order") } : {}),
  };
}

export function writeCartNotices(notices: CartNotices): string {
  const params = new URLSearchParams();
  if (notices.done) params.set("done", notices.done);
  if (notices.couponRemoved) params.set("coupon_removed", notices.couponRemoved);
  if (notices.capped) params.set("capped", `${notices.capped.variantId}.${notices.capped.quantity}`);
  if (notices.reason) params.set("reason", notices.reason);
  if (notices.order) params.set("order", notices.order);
  const query = params.toString();
  return query ? `?${query}` : "";
}
