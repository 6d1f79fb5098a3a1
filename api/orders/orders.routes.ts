import { createRoute, z } from "@hono/zod-openapi";
import { ORDER_STATES } from "#domain/order-states.ts";
import { VISITOR_WRITE_ERRORS, dataResponse, errorResponse, jsonResponse } from "#api/http/openapi-responses.ts";
import { ORDER, ORDER_PARAMS } from "./orders.schemas.ts";

/** An order's own key (a guest's e-mail link, /tracking): opens the order in any browser. */
export const ORDER_KEY = z.object({
  key: z.string().max(64, "Give the key of the order's link.").optional().openapi({ description: "The order's key from its e-mail link or a /tracking lookup" }),
});

const OWNER = "Only the owner's: the customer of the bearer token, or the visitor (ia header) who placed it as a guest. "
  + "Anyone else's order, or an unknown id, is a 404. Answers are personal (Cache-Control: private, no-store).";

export const getOrderRoute = createRoute({
  method: "get", path: "/orders/{id}", tags: ["orders"],
  summary: "One order: lines, totals as paid, addresses, state, and payment instructions while a bank transfer is awaited",
  description: OWNER,
  request: { params: ORDER_PARAMS, query: ORDER_KEY },
  responses: { 200: dataResponse(ORDER, "The order, with its shipments"), 400: VISITOR_WRITE_ERRORS[400], 401: VISITOR_WRITE_ERRORS[401], 404: errorResponse("No order of yours has that id") },
});

export const listOrdersRoute = createRoute({
  method: "get", path: "/orders", tags: ["orders"],
  summary: "The owner's orders, newest first, paged, by state",
  description: OWNER,
  request: {
    query: z.object({
      status: z.enum(ORDER_STATES, `Give one of: ${ORDER_STATES.join(", ")}.`).optional(),
      page: z.coerce.number("Give the page as a number.").int().min(1, "Pages start at 1.").max(10_000).default(1),
      per_page: z.coerce.number("Give per_page as a number.").int().min(1).max(50, "At most 50 orders a page.").default(10),
    }),
  },
  responses: {
    200: jsonResponse(z.object({ data: z.array(ORDER), meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }) }), "Orders"),
    400: errorResponse("A filter that is not valid"), 401: VISITOR_WRITE_ERRORS[401],
  },
});

export const LOOKUP = z.object({
  number: z.string("Give the order number.").trim().min(3, "Give the order number, e.g. VT-2026-000123.").max(32, "Give the order number, e.g. VT-2026-000123."),
  email: z.string("Give the e-mail used for the order.").trim().min(3, "Give the e-mail used for the order.").max(254),
}).strict().openapi("OrderLookup");

export const lookupOrderRoute = createRoute({
  method: "post", path: "/orders/lookup", tags: ["orders"],
  summary: "A guest finds an order by its number and e-mail (/tracking)",
  description: "Rate limited per client address and per order number (429). A wrong number and a wrong e-mail get the same 404, "
    + "so nobody learns which orders exist. The answer carries the order and its key, which opens it in this browser afterwards (?key=).",
  request: { body: { content: { "application/json": { schema: LOOKUP } }, required: true } },
  responses: {
    200: dataResponse(z.object({ order: ORDER, key: z.string() }), "The order and its key"), 400: errorResponse("Number or e-mail missing"),
    404: errorResponse("No order with this number and e-mail"), 429: errorResponse("Too many attempts"),
  },
});
