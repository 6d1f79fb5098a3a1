import { createRoute, z } from "@hono/zod-openapi";
import { RETURN_REASONS, RETURN_STATES } from "#domain/return-states.ts";
import { VISITOR_WRITE_ERRORS, dataResponse, errorResponse } from "#api/http/openapi-responses.ts";
import { ORDER_PARAMS } from "#api/orders/orders.schemas.ts";
import { ORDER_KEY } from "#api/orders/orders.routes.ts";

export const RETURN = z.object({
  _id: z.string(), number: z.string().openapi({ example: "RT-2026-000045" }), order_id: z.string(), status: z.enum(RETURN_STATES),
  reason: z.enum(RETURN_REASONS), note: z.string().nullable(), decision_note: z.string().nullable().openapi({ description: "The shop's word on a refusal" }),
  created_at: z.string(),
  timeline: z.array(z.object({ status: z.enum(RETURN_STATES), at: z.string() })).openapi({ description: "requested → approved or refused → received → refunded" }),
  lines: z.array(z.object({ line_id: z.string(), sku: z.string(), title: z.string(), quantity: z.number().int(), amount: z.number().openapi({ description: "What those units were paid, EUR" }) })),
  refund: z.object({ amount: z.number(), method: z.string().openapi({ description: "stripe, paypal, or manual (the shop's own transfer)" }), reference: z.string().nullable() }).nullable(),
}).openapi("Return");

export const REQUEST_RETURN = z.object({
  lines: z.array(z.object({
    line_id: z.uuid("Give the order line's id."),
    quantity: z.number("Give how many to return.").int("Give a whole number.").min(1, "Return at least one.").max(9999),
  }).strict(), "Choose the lines to return.").min(1, "Choose at least one line to return.").max(100),
  reason: z.enum(RETURN_REASONS, `Choose a reason: ${RETURN_REASONS.join(", ")}.`),
  note: z.string().trim().max(1000, "A note of at most 1000 characters.").optional(),
}).strict().openapi("RequestReturn");

const OWNED = "Only the order's owner (the customer of the bearer token, or the visitor who placed it as a guest), or whoever holds the order's key "
  + "(a guest's e-mail link, ?key=); anyone else's order is a 404.";

export const requestReturnRoute = createRoute({
  method: "post", path: "/orders/{id}/returns", tags: ["returns"],
  summary: "Ask to send lines of a delivered or collected order back, within the shop's return window",
  description: `${OWNED} Never more units than bought minus those in earlier returns not refused (ten requests at once for one unit: one accepted). `
    + "The return gets a number and the shopper an e-mail with where to send it or which store takes it. 409 `not_returnable` before delivery or "
    + "collection, `return_window_over` after the window (settings returns.window_days, default 14 days); 422 `return_quantity` naming the line.",
  request: { params: ORDER_PARAMS, query: ORDER_KEY, body: { content: { "application/json": { schema: REQUEST_RETURN } }, required: true } },
  responses: {
    201: dataResponse(RETURN, "The return"), ...VISITOR_WRITE_ERRORS, 404: errorResponse("No order of yours has that id"),
    409: errorResponse("The order cannot be returned (now)"), 422: errorResponse("Too many units of a line, or a line not in the order"),
  },
});

export const listReturnsRoute = createRoute({
  method: "get", path: "/orders/{id}/returns", tags: ["returns"],
  summary: "An order's returns with their timelines and refunds",
  description: OWNED, request: { params: ORDER_PARAMS, query: ORDER_KEY },
  responses: { 200: dataResponse(z.array(RETURN), "Returns, oldest first"), 401: VISITOR_WRITE_ERRORS[401], 404: errorResponse("No order of yours has that id") },
});

const RETURN_PARAMS = z.object({ id: z.uuid("Give the return's id.").openapi({ param: { name: "id", in: "path" } }) });

const STEP_DESCRIPTION = "Operators only (decision 013); recorded with the operator's name. A step the return's state does not allow is a 409 naming the state.";
const STEP_RESPONSES = {
  200: dataResponse(RETURN, "The return afterwards"), 401: errorResponse("No or wrong operator credentials"),
  404: errorResponse("No such return"), 409: errorResponse("The return's state does not allow this"),
};

const NOTE = z.object({ note: z.string().trim().max(500, "A note of at most 500 characters.").optional() }).strict().openapi("ReturnDecision");

function decision(path: "approve" | "refuse", summary: string) {
  return createRoute({
    method: "post", path: `/ops/returns/{id}/${path}`, tags: ["operations"], security: [{ operator: [] }], summary, description: STEP_DESCRIPTION,
    request: { params: RETURN_PARAMS, body: { content: { "application/json": { schema: NOTE } }, required: true } },
    responses: { ...STEP_RESPONSES, 400: errorResponse("A note that is not valid") },
  });
}

function step(path: "receive" | "refund", summary: string) {
  return createRoute({
    method: "post", path: `/ops/returns/{id}/${path}`, tags: ["operations"], security: [{ operator: [] }], summary, description: STEP_DESCRIPTION,
    request: { params: RETURN_PARAMS }, responses: STEP_RESPONSES,
  });
}

export const approveReturnRoute = decision("approve", "Accept a requested return");
export const refuseReturnRoute = decision("refuse", "Refuse a requested return, with a word to the shopper");
export const receiveReturnRoute = step("receive", "The parcel arrived: its units go back into stock");
export const refundReturnRoute = step("refund", "Give the returned lines' amount back: through the payment provider when paid online, else recorded as the shop's transfer");
