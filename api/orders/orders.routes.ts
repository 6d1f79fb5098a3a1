import { createRoute, z } from "@hono/zod-openapi";
import { VISITOR_WRITE_ERRORS, dataResponse, errorResponse } from "#api/http/openapi-responses.ts";
import { ORDER, ORDER_PARAMS } from "./orders.schemas.ts";

const OWNER = "Only the owner's: the customer of the bearer token, or the visitor (ia header) who placed it as a guest. "
  + "Anyone else's order, or an unknown id, is a 404. Answers are personal (Cache-Control: private, no-store).";

export const getOrderRoute = createRoute({
  method: "get", path: "/orders/{id}", tags: ["orders"],
  summary: "One order: lines, totals as paid, addresses, state, and payment instructions while a bank transfer is awaited",
  description: OWNER,
  request: { params: ORDER_PARAMS },
  responses: { 200: dataResponse(ORDER, "The order"), 400: VISITOR_WRITE_ERRORS[400], 401: VISITOR_WRITE_ERRORS[401], 404: errorResponse("No order of yours has that id") },
});

export const listOrdersRoute = createRoute({
  method: "get", path: "/orders", tags: ["orders"],
  summary: "The owner's orders, newest first (at most 50)",
  description: OWNER,
  responses: { 200: dataResponse(z.array(ORDER), "Orders"), 401: VISITOR_WRITE_ERRORS[401] },
});
