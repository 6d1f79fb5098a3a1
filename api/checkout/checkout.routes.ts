import { createRoute, z } from "@hono/zod-openapi";
import { VISITOR_WRITE_ERRORS, dataResponse, errorResponse } from "#api/http/openapi-responses.ts";
import { jsonBody } from "#api/http/request-schemas.ts";
import { ORDER } from "#api/orders/orders.schemas.ts";
import { CART_METHODS, CHECKOUT, PICKUP_STORE } from "./checkout.answers.ts";
import { IDEMPOTENCY_HEADERS, PLACE_ORDER_BODY, UPDATE_CHECKOUT_BODY } from "./checkout.schemas.ts";

const OWNER = "The checkout of the cart of the visitor of the ia header, or of the customer of the bearer token.";
const CHECKOUT_ANSWER = dataResponse(CHECKOUT, "The checkout: fields, methods, the summary the API computed, and what is still missing");
const UNAVAILABLE = errorResponse("The database could not be reached; nothing was written. Retry-After says when to try again");

export const getCheckoutRoute = createRoute({
  method: "get", path: "/checkout", tags: ["checkout"],
  summary: "The checkout state of the cart (spec §3) with its methods, totals and the problems left before placing",
  description: `${OWNER} Step 1 is who and where, step 2 how (spec §4).`,
  responses: { 200: CHECKOUT_ANSWER, 401: VISITOR_WRITE_ERRORS[401] },
});

export const updateCheckoutRoute = createRoute({
  method: "put", path: "/checkout", tags: ["checkout"],
  summary: "Change checkout fields; a field left out keeps its value. step 2 moves on once step 1 is complete; step 1 is goToStep1",
  description: `${OWNER} A field that is wrong in itself (a phone, a postal code, a Codice Fiscale, a VAT number, an SDI code) is a 400 naming it, and nothing is saved. `
    + "Asking for step 2 while step 1 lacks something saves the fields and answers 422 with the fields still missing.",
  request: jsonBody(UPDATE_CHECKOUT_BODY),
  responses: {
    200: CHECKOUT_ANSWER, ...VISITOR_WRITE_ERRORS,
    422: errorResponse("The cart is empty (reason empty_cart), or step 1 is not complete (reason incomplete, fields say what is missing)"),
  },
});

export const getMethodsRoute = createRoute({
  method: "get", path: "/checkout/methods", tags: ["checkout"],
  summary: "cartMethods: delivery and payment methods for a shipping mode, with what each costs this cart",
  request: { query: z.object({ shippingMode: z.enum(["1", "2"]).optional().openapi({ description: "The cart's mode when absent" }) }) },
  responses: { 200: dataResponse(CART_METHODS, "Methods"), 401: VISITOR_WRITE_ERRORS[401] },
});

export const getPickupStoresRoute = createRoute({
  method: "get", path: "/checkout/pickup-stores", tags: ["checkout"],
  summary: "The pickup stores, each saying whether every line of this cart can be collected there and which lines it lacks",
  responses: { 200: dataResponse(z.array(PICKUP_STORE), "Stores"), 401: VISITOR_WRITE_ERRORS[401] },
});

export const placeOrderRoute = createRoute({
  method: "post", path: "/checkout/place-order", tags: ["checkout"],
  summary: "Place the order, exactly once per Idempotency-Key",
  description: "Prices, VAT, coupon, shipping and fees are computed again now; stock is taken in the same transaction "
    + "(warehouse stock for delivery, the store's stock for pickup). The same key with the same body answers the same order again; "
    + "with another body it is a 409 (reason idempotency_key_reused). A total other than expected_total, a line that cannot be sold in the quantity asked, "
    + "or a coupon that stopped applying is a 409 whose message and `fields` say which line and what changed (reason changed, stock or coupon).",
  request: { headers: IDEMPOTENCY_HEADERS, ...jsonBody(PLACE_ORDER_BODY) },
  responses: {
    201: dataResponse(ORDER, "The order placed (or placed before with this key)"), ...VISITOR_WRITE_ERRORS,
    409: errorResponse("Something changed since the summary, or the key was used for another request"),
    422: errorResponse("The cart is empty or the checkout is not complete; fields say what is missing"),
    503: UNAVAILABLE,
  },
});
