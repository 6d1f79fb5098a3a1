import { createRoute, z } from "@hono/zod-openapi";
import { VISITOR_WRITE_ERRORS, dataResponse, errorResponse } from "#api/http/openapi-responses.ts";
import { jsonBody } from "#api/http/request-schemas.ts";
import {
  ADD_TO_CART_BODY, CART, CART_SUMMARY, COUPON_BODY, DELETE_CART_BODY, SAVE_CART_BODY, SAVED_CART, SAVED_CART_PARAMS, UPDATE_CART_BODY,
} from "./cart.schemas.ts";

const CART_ANSWER = dataResponse(CART, "The whole cart after the change, re-checked against the catalogue");
const OWNER = "The cart belongs to the visitor of the ia header, or to the customer of the bearer token.";

export const getCartRoute = createRoute({
  method: "get", path: "/cart", tags: ["cart"],
  summary: "The visitor's cart, with prices and stock checked now",
  description: `${OWNER} A visitor without a cart gets an empty one (its _id is null).`,
  responses: { 200: CART_ANSWER, 401: VISITOR_WRITE_ERRORS[401] },
});

export const getSummaryRoute = createRoute({
  method: "get", path: "/cart/summary", tags: ["cart"],
  summary: "What the header shows on every page: the number of units in the cart, its total, and the wishlist's product ids",
  responses: { 200: dataResponse(CART_SUMMARY, "Counts"), 401: VISITOR_WRITE_ERRORS[401] },
});

export const addToCartRoute = createRoute({
  method: "post", path: "/cart/addtocart", tags: ["cart"],
  summary: "Add a variant (spec §7); a variant already in the cart gets its quantity increased, up to what may be sold",
  description: `${OWNER} Any change removes an applied coupon first and restores the items and address saved with it (spec §4); Message says so.`,
  request: jsonBody(ADD_TO_CART_BODY),
  responses: { 200: CART_ANSWER, ...VISITOR_WRITE_ERRORS, 404: errorResponse("No such product or variant"), 409: errorResponse("The variant cannot be sold now") },
});

export const updateCartRoute = createRoute({
  method: "post", path: "/cart/updatecart", tags: ["cart"],
  summary: "Set a line's quantity (spec §7); 0 removes it; more than may be sold is lowered and said in Message",
  request: jsonBody(UPDATE_CART_BODY),
  responses: { 200: CART_ANSWER, ...VISITOR_WRITE_ERRORS, 404: errorResponse("That variant is not in the cart") },
});

export const deleteCartRoute = createRoute({
  method: "post", path: "/cart/deletecart", tags: ["cart"],
  summary: "Remove lines by variant id (spec §7)",
  request: jsonBody(DELETE_CART_BODY),
  responses: { 200: CART_ANSWER, ...VISITOR_WRITE_ERRORS },
});

export const clearCartRoute = createRoute({
  method: "post", path: "/cart/clear", tags: ["cart"],
  summary: "Empty the cart: everything returns to its initial state and the stored cart is deleted (spec §4)",
  responses: { 200: CART_ANSWER, ...VISITOR_WRITE_ERRORS },
});

export const applyCouponRoute = createRoute({
  method: "post", path: "/cart/coupon", tags: ["cart"],
  summary: "Apply a discount code; the items and the shipping address are kept as they were, to be restored when the cart changes",
  description: "A refusal answers 422 with metadata[0].reason: empty_cart, unknown, inactive, not_started, expired, min_order, used_up or customer_limit.",
  request: jsonBody(COUPON_BODY),
  responses: { 200: CART_ANSWER, ...VISITOR_WRITE_ERRORS, 422: errorResponse("The code cannot be used; reason says why") },
});

export const removeCouponRoute = createRoute({
  method: "delete", path: "/cart/coupon", tags: ["cart"],
  summary: "Take the coupon off and restore the items and address saved with it",
  responses: { 200: CART_ANSWER, ...VISITOR_WRITE_ERRORS },
});

export const saveCartRoute = createRoute({
  method: "post", path: "/savecart/store", tags: ["saved carts"],
  summary: "Keep a copy of the cart for later (spec §7: success when the answer has _id)",
  description: "Without Items, the current cart's lines are saved. Each visitor keeps at most 20 saved carts; the oldest goes first.",
  request: jsonBody(SAVE_CART_BODY),
  responses: { 201: dataResponse(SAVED_CART, "The saved cart"), ...VISITOR_WRITE_ERRORS, 422: errorResponse("Nothing to save") },
});

export const listSavedCartsRoute = createRoute({
  method: "get", path: "/savecart", tags: ["saved carts"],
  summary: "The visitor's saved carts, newest first",
  responses: { 200: dataResponse(z.array(SAVED_CART), "Saved carts"), 401: VISITOR_WRITE_ERRORS[401] },
});

export const restoreSavedCartRoute = createRoute({
  method: "post", path: "/savecart/{id}/restore", tags: ["saved carts"],
  summary: "Replace the cart's lines with a saved cart's; the cart is marked freeze (spec §4)",
  description: "Lines that can no longer be sold are skipped and counted in Message (code restored); quantities are lowered to what may be sold.",
  request: { params: SAVED_CART_PARAMS },
  responses: { 200: CART_ANSWER, ...VISITOR_WRITE_ERRORS, 404: errorResponse("No saved cart of yours has that id") },
});

export const deleteSavedCartRoute = createRoute({
  method: "delete", path: "/savecart/{id}", tags: ["saved carts"],
  summary: "Delete a saved cart (spec §7)",
  request: { params: SAVED_CART_PARAMS },
  responses: { 200: dataResponse(z.object({ _id: z.string(), deleted: z.literal(true) }), "Deleted"), ...VISITOR_WRITE_ERRORS, 404: errorResponse("No saved cart of yours has that id") },
});
