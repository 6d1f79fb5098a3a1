import { createRoute, z } from "@hono/zod-openapi";
import { VISITOR_WRITE_ERRORS, dataResponse, errorResponse } from "#api/http/openapi-responses.ts";
import { ORDER_PARAMS } from "#api/orders/orders.schemas.ts";
import { ORDER_KEY } from "#api/orders/orders.routes.ts";
import { RETURN, REQUEST_RETURN } from "./returns.schemas.ts";

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
