import { RETURN } from "#api/returns/returns.schemas.ts";
import { createRoute, z } from "@hono/zod-openapi";
import { ORDER_STATES } from "#domain/order-states.ts";
import { dataResponse, errorResponse } from "#api/http/openapi-responses.ts";
import { ORDER, ORDER_PARAMS } from "#api/orders/orders.schemas.ts";
import { TRACKING_STATUSES } from "./operations.actions.ts";

const SECURITY = [{ operator: [] }];
const AUTH = "Operators only (HTTP Basic with a name and key from OPERATORS, decision 013); every change is recorded with the operator's name.";
const REFUSALS = {
  401: errorResponse("No or wrong operator credentials"),
  404: errorResponse("No such order"),
  409: errorResponse("The order's state does not allow this (the message names the state)"),
};

export const SHIPMENT = z.object({
  id: z.string(), carrier: z.string(), tracking_number: z.string(), tracking_url: z.string().nullable(), status: z.string(),
  shipped_at: z.string().nullable(), delivered_at: z.string().nullable(),
  events: z.array(z.object({ status: z.string(), location: z.string().nullable(), description: z.string().nullable(), occurred_at: z.string() })),
}).openapi("Shipment");

export const OPS_ORDER = z.object({
  order: ORDER,
  payment_reference: z.string().nullable().openapi({ description: "The provider's id of an online payment" }),
  payment_flag: z.string().nullable().openapi({ description: "A payment that needs a look: amount_mismatch, unknown_payment, late_payment, refund_failed" }),
  shipments: z.array(SHIPMENT),
  returns: z.array(RETURN).openapi({ description: "Its returns, the consumer's withdrawals among them (Return.withdrawal), oldest first" }),
  history: z.array(z.object({ operator: z.string(), action: z.string(), at: z.string(), details: z.record(z.string(), z.unknown()) })),
}).openapi("OperationsOrder");

export const OPS_ORDER_SUMMARY = z.object({
  id: z.string(), number: z.string(), placed_at: z.string(), status: z.enum(ORDER_STATES), payment_status: z.string(), payment_kind: z.string(),
  shipping_mode: z.number().int(), email: z.string(), name: z.string(), total: z.number(), payment_flag: z.string().nullable(),
}).openapi("OperationsOrderSummary");

export const listOpsOrdersRoute = createRoute({
  method: "get", path: "/ops/orders", tags: ["operations"], security: SECURITY,
  summary: "The shop's orders, newest first: by state, and by number, e-mail or name",
  description: AUTH,
  request: {
    query: z.object({
      status: z.enum(ORDER_STATES, `Give one of: ${ORDER_STATES.join(", ")}.`).optional(),
      q: z.string().trim().max(100, "Search with at most 100 characters.").optional().openapi({ description: "Part of the number, e-mail, first or last name" }),
      page: z.coerce.number("Give the page as a number.").int().min(1).max(10_000).default(1),
      per_page: z.coerce.number("Give per_page as a number.").int().min(1).max(100).default(25),
    }),
  },
  responses: { 200: dataResponse(z.object({ orders: z.array(OPS_ORDER_SUMMARY), page: z.number().int(), per_page: z.number().int(), total: z.number().int() }), "Orders"), 400: errorResponse("A filter that is not valid"), 401: REFUSALS[401] },
});

export const getOpsOrderRoute = createRoute({
  method: "get", path: "/ops/orders/{id}", tags: ["operations"], security: SECURITY,
  summary: "One order with its payment reference and flag, shipments and tracking, and who did what",
  description: AUTH, request: { params: ORDER_PARAMS },
  responses: { 200: dataResponse(OPS_ORDER, "The order"), 401: REFUSALS[401], 404: REFUSALS[404] },
});

/** A state change without a body. */
function transition(path: string, summary: string, description: string) {
  return createRoute({
    method: "post", path: `/ops/orders/{id}/${path}`, tags: ["operations"], security: SECURITY, summary,
    description: `${description} ${AUTH}`, request: { params: ORDER_PARAMS },
    responses: { 200: dataResponse(OPS_ORDER, "The order afterwards"), ...REFUSALS },
  });
}

export const confirmPaymentRoute = transition("confirm-payment", "A bank transfer arrived: the order is paid and goes to the warehouse",
  "Only for a bank transfer awaiting its money; card and wallet payments are confirmed by their providers.");
export const readyForPickupRoute = transition("ready-for-pickup", "A pickup order is ready in its store: the shopper is mailed",
  "From confirmed, for store pickup.");
export const collectedRoute = transition("collected", "The shopper collected the order in the store (a payment at pickup is taken then)",
  "From ready_for_pickup.");
export const deliveredRoute = transition("delivered", "The carrier delivered the order (cash on delivery is taken then); its shipments are closed",
  "From shipped.");

export const SHIP = z.object({
  carrier: z.string("Give the carrier's code.").trim().min(1, "Give the carrier's code.").max(40).openapi({ example: "brt", description: "One of the codes in the shop's settings (carriers)" }),
  tracking_number: z.string("Give the tracking number.").trim().min(3, "Give the tracking number the carrier gave.").max(64, "A tracking number of at most 64 characters.")
    .regex(/^[A-Za-z0-9-]+$/, "A tracking number has letters, digits and dashes only."),
}).strict().openapi("Ship");

export const shipRoute = createRoute({
  method: "post", path: "/ops/orders/{id}/shipments", tags: ["operations"], security: SECURITY,
  summary: "Hand a confirmed delivery order to the carrier: a shipment with its tracking, and the shopper's mail with the carrier's tracking link",
  description: `From confirmed, for home delivery. ${AUTH}`,
  request: { params: ORDER_PARAMS, body: { content: { "application/json": { schema: SHIP } }, required: true } },
  responses: { 201: dataResponse(OPS_ORDER, "The order, shipped"), 400: errorResponse("A field that is not valid"), ...REFUSALS, 422: errorResponse("An unknown carrier") },
});

export const TRACKING_EVENT = z.object({
  status: z.enum(TRACKING_STATUSES, `Give one of: ${TRACKING_STATUSES.join(", ")}.`),
  location: z.string().trim().max(120, "A place of at most 120 characters.").optional(),
  description: z.string().trim().max(300, "A description of at most 300 characters.").optional(),
  occurred_at: z.iso.datetime({ offset: true, error: "Give the time as ISO 8601, e.g. 2026-11-24T15:30:00+01:00." }).optional(),
}).strict().openapi("TrackingEvent");

export const trackingEventRoute = createRoute({
  method: "post", path: "/ops/shipments/{id}/events", tags: ["operations"], security: SECURITY,
  summary: "A step of a parcel's journey, as its carrier reported it (delivery itself: POST /ops/orders/{id}/delivered)",
  description: AUTH,
  request: {
    params: z.object({ id: z.uuid("Give the shipment's id.").openapi({ param: { name: "id", in: "path" } }) }),
    body: { content: { "application/json": { schema: TRACKING_EVENT } }, required: true },
  },
  responses: { 201: dataResponse(SHIPMENT, "The shipment with its steps"), 400: errorResponse("A field that is not valid"), 401: REFUSALS[401], 404: errorResponse("No such shipment"), 409: errorResponse("The shipment is delivered") },
});

export const CANCEL = z.object({
  reason: z.string("Say why the order is cancelled.").trim().min(3, "Say why the order is cancelled.").max(300, "At most 300 characters."),
}).strict().openapi("CancelOrder");

export const cancelRoute = createRoute({
  method: "post", path: "/ops/orders/{id}/cancel", tags: ["operations"], security: SECURITY,
  summary: "Cancel an order before it left: stock and coupon use back, an online payment refunded through its provider",
  description: `From awaiting_payment, confirmed or ready_for_pickup. A refund the provider refuses leaves the order cancelled with payment_flag refund_failed, and the answer says so. ${AUTH}`,
  request: { params: ORDER_PARAMS, body: { content: { "application/json": { schema: CANCEL } }, required: true } },
  responses: {
    200: dataResponse(OPS_ORDER.extend({ refund: z.object({ status: z.enum(["refunded", "failed"]), id: z.string().optional(), message: z.string().optional() }).nullable() }), "The order, cancelled"),
    400: errorResponse("No reason"), ...REFUSALS,
  },
});
