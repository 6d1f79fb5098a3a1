import { createRoute, z } from "@hono/zod-openapi";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "#domain/email.ts";
import { ORDER_STATES } from "#domain/order-states.ts";
import { WITHDRAWAL_EXCLUSIONS } from "#domain/product-info.ts";
import { VISITOR_WRITE_ERRORS, dataResponse, errorResponse } from "#api/http/openapi-responses.ts";
import { ORDER_PARAMS } from "#api/orders/orders.schemas.ts";
import { ORDER_KEY } from "#api/orders/orders.routes.ts";

const REFUSALS = [...WITHDRAWAL_EXCLUSIONS, "already_withdrawn"] as const;

export const WITHDRAWAL = z.object({
  return_id: z.string(), return_number: z.string().openapi({ description: "The return the withdrawal became, which the shop handles" }),
  status: z.string().openapi({ description: "The return's state" }),
  received_at: z.string().openapi({ description: "When the shop received the withdrawal (ISO 8601)" }),
  name: z.string(), email: z.string().openapi({ description: "Where the acknowledgement went" }),
  lines: z.array(z.object({ line_id: z.string(), title: z.string(), quantity: z.number().int() })),
}).openapi("Withdrawal");

export const WITHDRAWAL_OPTIONS = z.object({
  order_id: z.string(), number: z.string(), status: z.enum(ORDER_STATES),
  name: z.string().openapi({ description: "The buyer's name on the order, to prefill the form" }), email: z.string(),
  period_days: z.number().int().openapi({ description: "Days from delivery or collection (settings withdrawal.period_days, at least 14)" }),
  period_ends: z.string().nullable().openapi({ description: "The end of the period; null before delivery or collection, when it has not started" }),
  closed: z.enum(["period_over", "cancelled"]).nullable().openapi({ description: "Why no withdrawal can be made now, or null" }),
  lines: z.array(z.object({
    line_id: z.string(), sku: z.string(), title: z.string(), quantity: z.number().int(),
    left: z.number().int().openapi({ description: "Units not yet in a withdrawal or a return" }),
    exclusion: z.enum(WITHDRAWAL_EXCLUSIONS).nullable().openapi({ description: "The product's exclusion (Directive 2011/83/EU art. 16); sealed_hygiene: only while the seal is intact" }),
    refusal: z.enum(REFUSALS).nullable().openapi({ description: "Why this line cannot be withdrawn, or null" }),
  })),
  withdrawals: z.array(WITHDRAWAL),
}).openapi("WithdrawalOptions");

export const WITHDRAW_BODY = z.strictObject({
  name: z.string("Give your name.").trim().min(1, "Give your name.").max(120, "A name of at most 120 characters."),
  email: z.string("Give the e-mail the acknowledgement goes to.").trim().max(EMAIL_MAX_LENGTH, "The e-mail address is too long.")
    .regex(EMAIL_PATTERN, "Enter a valid e-mail address."),
  lines: z.array(z.strictObject({
    line_id: z.uuid("Give the order line's id."),
    quantity: z.number("Give how many units.").int("Give a whole number.").min(1, "Withdraw at least one unit.").max(9999).optional(),
    seal_intact: z.boolean().optional().openapi({ description: "For a product sealed for hygiene: the seal is intact" }),
  }), "Choose the lines.").min(1, "Choose at least one line, or leave lines out to withdraw from the whole order.").max(100).optional()
    .openapi({ description: "The lines withdrawn; left out, every line that can be" }),
  confirm: z.literal(true, "Confirm the withdrawal: send confirm: true."),
}).openapi("WithdrawRequest");

const OWNED = "Only the order's owner (the customer of the bearer token, or the visitor who placed it as a guest), or whoever holds the order's key "
  + "(the confirmation e-mail's signed link, or a lookup by number and e-mail through POST /orders/lookup); anyone else's order is a 404.";

export const withdrawalOptionsRoute = createRoute({
  method: "get", path: "/orders/{id}/withdrawal", tags: ["withdrawal"],
  summary: "The withdrawal function of an order: the period, each line and why one cannot be withdrawn, earlier withdrawals",
  description: OWNED, request: { params: ORDER_PARAMS, query: ORDER_KEY },
  responses: { 200: dataResponse(WITHDRAWAL_OPTIONS, "What can be withdrawn"), 401: VISITOR_WRITE_ERRORS[401], 404: errorResponse("No order of yours has that id") },
});

export const withdrawRoute = createRoute({
  method: "post", path: "/orders/{id}/withdrawal", tags: ["withdrawal"],
  summary: "Withdraw from the contract (Directive 2011/83/EU art. 11a): recorded at once, acknowledged by e-mail, handled as a return",
  description: `${OWNED} From the order's placement until the end of the period (14 days from delivery or collection, or the shop's settings `
    + "withdrawal.period_days). The withdrawal is recorded with the time it was received, becomes a return (reason withdrawal) and the acknowledgement, "
    + "with its content and that time, is e-mailed to the address given. 409 `withdrawal_period_over`, `order_cancelled`, `already_withdrawn` (nothing left); "
    + "422 naming each refused line: `line_excluded` (perishable, made to measure, sealed and not intact) or `already_withdrawn`.",
  request: { params: ORDER_PARAMS, query: ORDER_KEY, body: { content: { "application/json": { schema: WITHDRAW_BODY } }, required: true } },
  responses: {
    201: dataResponse(WITHDRAWAL, "The withdrawal as recorded"), ...VISITOR_WRITE_ERRORS, 404: errorResponse("No order of yours has that id"),
    409: errorResponse("No withdrawal can be made now"), 422: errorResponse("A line cannot be withdrawn"),
  },
});
