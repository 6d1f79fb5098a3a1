import { createRoute, z } from "@hono/zod-openapi";
import { VISITOR_WRITE_ERRORS, dataResponse, errorResponse } from "#api/http/openapi-responses.ts";
import { ENTITY_ID, jsonBody } from "#api/http/request-schemas.ts";
import { CART } from "#api/cart/cart.schemas.ts";
import { START_PRICE, UNIT_PRICE } from "#api/catalog/price-view.ts";

const ID = ENTITY_ID;

export const ADD_TO_WISH_BODY = z.strictObject({
  items: ID.openapi({ description: "Product id", example: 12 }),
  categories: z.array(ID).max(50, "At most 50 categories.").optional().openapi({ description: "Informational" }),
  brand: ID.nullable().optional().openapi({ description: "Informational" }),
}).openapi("AddToWishlistRequest");

export const DELETE_WISH_BODY = z.strictObject({
  items: z.array(ID).min(1, "Name at least one product.").max(200, "At most 200 products at once.").openapi({ example: [12] }),
}).openapi("DeleteFromWishlistRequest");

export const MOVE_TO_CART_BODY = z.strictObject({
  items: ID.openapi({ description: "Product id" }),
  variants: ID.openapi({ description: "Variant id to put in the cart" }),
}).openapi("MoveToCartRequest");

export const WISHLIST_ITEM = z.object({
  _id: z.string().openapi({ description: "Item id (the product id as text)" }),
  id: z.number().int(),
  image: z.string().nullable(),
  ItemID: z.string(),
  Title: z.string(),
  url: z.string(),
  BrandId: z.number().int().nullable(),
  CategoriesIds: z.array(z.number().int()),
  weight: z.number().openapi({ description: "kg, of the cheapest variant" }),
  min_price: z.object({ price: z.number(), start_price: START_PRICE, unit_price: UNIT_PRICE }).nullable()
    .openapi({ description: "The cheapest active variant's price, and its price before the offer; null when nothing can be bought" }),
  in_stock: z.boolean(),
  variant_id: z.number().int().nullable().openapi({ description: "The one variant, when the product has exactly one: it can go to the cart from the list" }),
}).openapi("WishlistItem");

export const WISHLIST = z.object({
  items: z.array(WISHLIST_ITEM),
  share_token: z.string().nullable().openapi({ description: "Token of the read-only share link; null until the first item" }),
}).openapi("Wishlist");
export type Wishlist = z.infer<typeof WISHLIST>;

const ANSWER = dataResponse(WISHLIST, "The whole wishlist after the change");

export const getWishlistRoute = createRoute({
  method: "get", path: "/wish", tags: ["wishlist"],
  summary: "The visitor's wishlist, newest first",
  responses: { 200: ANSWER, 401: VISITOR_WRITE_ERRORS[401] },
});

export const addToWishRoute = createRoute({
  method: "post", path: "/wish/addtowish", tags: ["wishlist"],
  summary: "Add a product (spec §7); a product already in the list is ignored",
  request: jsonBody(ADD_TO_WISH_BODY),
  responses: { 200: ANSWER, ...VISITOR_WRITE_ERRORS, 404: errorResponse("No such product") },
});

export const deleteWishRoute = createRoute({
  method: "post", path: "/wish/deletewish", tags: ["wishlist"],
  summary: "Remove products (spec §7)",
  request: jsonBody(DELETE_WISH_BODY),
  responses: { 200: ANSWER, ...VISITOR_WRITE_ERRORS },
});

export const moveToCartRoute = createRoute({
  method: "post", path: "/wish/movetocart", tags: ["wishlist"],
  summary: "Put one of a listed product's variant in the cart and take the product off the list, in one call",
  request: jsonBody(MOVE_TO_CART_BODY),
  responses: {
    200: dataResponse(z.object({ cart: CART, wishlist: WISHLIST }), "Both, after the move"),
    ...VISITOR_WRITE_ERRORS, 404: errorResponse("No such product or variant"), 409: errorResponse("The variant cannot be sold now"),
  },
});

export const SHARE_PARAMS = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "This share link is not valid.").openapi({ param: { name: "token", in: "path" } }),
});

export const getSharedWishlistRoute = createRoute({
  method: "get", path: "/wish/shared/{token}", tags: ["wishlist"],
  summary: "A wishlist shown read-only to anyone with its share link: its products, nothing of its owner",
  request: { params: SHARE_PARAMS },
  responses: {
    200: dataResponse(z.object({ items: z.array(WISHLIST_ITEM) }), "The shared list"),
    400: errorResponse("Malformed token"), 404: errorResponse("No list has this link"),
  },
});
