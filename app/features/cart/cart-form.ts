// zod/mini: shared by the browser (coupon field) and the action; messages are catalogue keys.
import * as z from "zod/mini";

const ID = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/, "cart.error.invalid")), z.transform(Number));
const QUANTITY = z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,4}$/, "cart.error.quantity")), z.transform(Number));

export const COUPON_CODE = z.string().check(z.trim(), z.minLength(1, "coupon.error.missing"), z.maxLength(40, "coupon.error.tooLong"));

export const CART_FORM = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), product_id: ID, variant_id: ID, quantity: z.optional(QUANTITY) }),
  z.object({ intent: z.literal("update"), product_id: ID, variant_id: ID, quantity: QUANTITY }),
  z.object({ intent: z.literal("remove"), variant_id: ID }),
  z.object({ intent: z.literal("clear") }),
  z.object({ intent: z.literal("coupon"), code: COUPON_CODE }),
  z.object({ intent: z.literal("remove-coupon") }),
  z.object({ intent: z.literal("save") }),
]);

export type CartIntent = z.infer<typeof CART_FORM>;

/** What a cart page shows after a change, carried in the URL when the form was posted without JavaScript. */
export interface CartNotices {
  done: CartIntent["intent"] | "restore" | null;
  couponRemoved: string | null;
  capped: { variantId: number; quantity: number } | null;
}

const INTENTS = new Set(["add", "update", "remove", "clear", "coupon", "remove-coupon", "save", "restore"]);

export function readCartNotices(params: URLSearchParams): CartNotices {
  const done = params.get("done");
  const coupon = params.get("coupon_removed");
  const capped = /^(\d{1,10})\.(\d{1,4})$/.exec(params.get("capped") ?? "");
  return {
    done: done && INTENTS.has(done) ? (done as CartNotices["done"]) : null,
    couponRemoved: coupon && /^[A-Z0-9_-]{1,40}$/.test(coupon) ? coupon : null,
    capped: capped ? { variantId: Number(capped[1]), quantity: Number(capped[2]) } : null,
  };
}

export function writeCartNotices(notices: CartNotices): string {
  const params = new URLSearchParams();
  if (notices.done) params.set("done", notices.done);
  if (notices.couponRemoved) params.set("coupon_removed", notices.couponRemoved);
  if (notices.capped) params.set("capped", `${notices.capped.variantId}.${notices.capped.quantity}`);
  const query = params.toString();
  return query ? `?${query}` : "";
}
