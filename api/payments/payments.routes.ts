import { createRoute, z } from "@hono/zod-openapi";
import { toSafeRedirect } from "#domain/safe-redirect.ts";
import { VISITOR_WRITE_ERRORS, dataResponse, errorResponse } from "#api/http/openapi-responses.ts";
import { CART } from "#api/cart/cart.schemas.ts";
import { ORDER, ORDER_PARAMS } from "#api/orders/orders.schemas.ts";

/** A path of the shop, as the storefront's redirects keep it (domain/safe-redirect.ts): never another site. */
const SITE_PATH = z.string("Give a path of the shop.").max(500, "A path of at most 500 characters.")
  .refine((path) => path.startsWith("/") && toSafeRedirect(path, "") === path, "Give a path of this shop, starting with /.");

export const WEBHOOK_PARAMS = z.object({
  provider: z.enum(["stripe", "paypal"], "Give a payment provider: stripe or paypal.")
    .openapi({ param: { name: "provider", in: "path" }, example: "stripe" }),
});

export const webhookRoute = createRoute({
  method: "post", path: "/payments/{provider}/webhook", tags: ["payments"],
  summary: "A payment provider's notification (Stripe: Checkout Session events; PayPal: order approvals and captures)",
  description: "The provider's signature is checked first, on the raw body (Stripe: the Stripe-Signature header, HMAC-SHA256 with a "
    + "5-minute tolerance; PayPal: its transmission headers, confirmed by PayPal's verify-webhook-signature call); a missing, wrong or "
    + "stale one is a 400 and changes nothing (503 when PayPal cannot be asked, so it sends the event again). A PayPal approval is "
    + "captured by the shop first. Each provider event is recorded once, in the same transaction as its effect: a replay, a duplicate "
    + "or a concurrent copy answers 200 without a second effect. A payment whose reference, amount or currency is not the order's is "
    + "flagged for the shop and does not mark the order paid. An event for an unknown order is recorded, logged and answered 200. "
    + "The body is the provider's JSON event, byte for byte as signed.",
  // The body is the provider's event as it signed it: read raw, never parsed before the signature is checked.
  request: { params: WEBHOOK_PARAMS },
  responses: {
    200: dataResponse(z.object({ received: z.literal(true), effect: z.enum(["confirmed", "flagged", "recorded", "duplicate"]) }), "Received"),
    400: errorResponse("The signature is missing, wrong or stale"),
    404: errorResponse("No such provider is configured"),
    503: errorResponse("The provider could not be asked (verification, capture): send the event again"),
  },
});

const OWNED = "Only the order's owner (the customer of the bearer token, or the visitor who placed it as a guest); anyone else's order is a 404.";

export const START_PAYMENT = z.object({
  success_path: SITE_PATH.openapi({ description: "Where the provider sends the shopper back after paying: a path of the shop", example: "/it/order-success?order=0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e" }),
  cancel_path: SITE_PATH.openapi({ description: "Where the provider sends the shopper who gives up: a path of the shop", example: "/it/cancel?order=0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e" }),
}).strict().openapi("StartPayment");

export const HOSTED_PAYMENT = z.object({
  redirect_url: z.string().openapi({ description: "The provider's hosted payment page: send the shopper there" }),
}).openapi("HostedPayment");

export const startPaymentRoute = createRoute({
  method: "post", path: "/orders/{id}/payment", tags: ["payments"],
  summary: "The provider's hosted page for an order waiting for its card or wallet payment",
  description: `${OWNED} The open page again when one is open (a retry), a new one when the last expired or failed; `
    + "two requests at once end with one page. The page takes the order's total and closes when the order's reservation ends "
    + "(PAYMENT_RESERVATION_MINUTES after it was placed). A 409 says why there is nothing to pay: paid already, not an online "
    + "payment, time over, or the provider no longer configured; a 503, that the provider cannot be reached.",
  request: { params: ORDER_PARAMS, body: { content: { "application/json": { schema: START_PAYMENT } }, required: true } },
  responses: {
    200: dataResponse(HOSTED_PAYMENT, "The page to send the shopper to"),
    ...VISITOR_WRITE_ERRORS,
    404: errorResponse("No order of yours has that id"), 409: errorResponse("The order is not waiting for an online payment"),
    503: errorResponse("The provider cannot be reached"),
  },
});

export const checkPaymentRoute = createRoute({
  method: "post", path: "/orders/{id}/payment/check", tags: ["payments"],
  summary: "Ask the provider, server to server, whether the order's online payment went through",
  description: `${OWNED} For the shopper's return from the provider's page: the answer never trusts the return address. A payment `
    + "the provider reports paid confirms the order exactly once, whether the check or the provider's notification comes first. "
    + "The answer is the order as it is now (still awaiting_payment while the provider has not confirmed).",
  request: { params: ORDER_PARAMS },
  responses: {
    200: dataResponse(ORDER, "The order after the check"), ...VISITOR_WRITE_ERRORS,
    404: errorResponse("No order of yours has that id"), 503: errorResponse("The provider cannot be reached"),
  },
});

export const CHOOSE_PAYMENT_METHOD = z.object({
  payment_method: z.number("Choose a payment method.").int().positive().openapi({ description: "One of the order's payment_options.methods" }),
}).strict().openapi("ChoosePaymentMethod");

export const choosePaymentMethodRoute = createRoute({
  method: "put", path: "/orders/{id}/payment-method", tags: ["payments"],
  summary: "Pay an order waiting for its online payment another way (bank transfer, cash on delivery, at pickup, another provider)",
  description: `${OWNED} The provider's page is closed first, so it can no longer take the money (if the shopper paid there a `
    + "moment ago, the order is paid and this is a 409). The new method's fee replaces the old one in the total; the order takes "
    + "the new method's first state: an offline method's confirmation mail goes out, another provider's page is opened next "
    + "(POST /orders/{id}/payment).",
  request: { params: ORDER_PARAMS, body: { content: { "application/json": { schema: CHOOSE_PAYMENT_METHOD } }, required: true } },
  responses: {
    200: dataResponse(ORDER, "The order with its new method"), ...VISITOR_WRITE_ERRORS,
    404: errorResponse("No order of yours has that id"), 409: errorResponse("The order is not waiting for an online payment"),
    422: errorResponse("That method cannot be chosen for this order"), 503: errorResponse("The provider cannot be reached"),
  },
});

export const buyAgainRoute = createRoute({
  method: "post", path: "/orders/{id}/buy-again", tags: ["orders"],
  summary: "Buy again (spec §4): the cart emptied, then filled with the order's lines as they can be sold today",
  description: `${OWNED} In one transaction on the owner's locked cart (decision 014): every current line deleted, the cart cleared `
    + "(coupon, backups), the order's lines added at today's prices, each capped by today's maximum (message `capped`), a line that "
    + "can no longer be sold skipped and named (message `not_available`). The answer is the cart.",
  request: { params: ORDER_PARAMS },
  responses: { 200: dataResponse(CART, "The cart with the order's lines"), ...VISITOR_WRITE_ERRORS, 404: errorResponse("No order of yours has that id") },
});

export const backToCartRoute = createRoute({
  method: "post", path: "/orders/{id}/back-to-cart", tags: ["payments"],
  summary: "Give up paying an order: it is cancelled and its lines and coupon go back into the cart",
  description: `${OWNED} Only while the order waits for its online payment. The provider's page is closed first; the order is `
    + "cancelled, its stock and coupon use given back and its lines added to the owner's cart, in one transaction.",
  request: { params: ORDER_PARAMS },
  responses: {
    200: dataResponse(CART, "The cart with the order's lines"), ...VISITOR_WRITE_ERRORS,
    404: errorResponse("No order of yours has that id"), 409: errorResponse("The order is not waiting for an online payment"),
    503: errorResponse("The provider cannot be reached"),
  },
});
