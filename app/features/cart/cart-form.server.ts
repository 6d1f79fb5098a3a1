import * as z from "zod/mini";
import { COUPON_CODE_MAX_LENGTH } from "./cart-form.ts";

// The action's checks; messages are catalogue keys. The browser checks a coupon with `checkCouponCode`.
const ID = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/, "cart.error.invalid")), z.transform(Number));
const QUANTITY = z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,4}$/, "cart.error.quantity")), z.transform(Number));

export const COUPON_CODE = z.string().check(z.trim(), z.minLength(1, "coupon.error.missing"), z.maxLength(COUPON_CODE_MAX_LENGTH, "coupon.error.tooLong"));

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
