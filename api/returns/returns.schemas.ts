import { z } from "@hono/zod-openapi";
import { RETURN_NOTE_MAX_LENGTH, RETURN_REASONS, RETURN_STATES, SHOPPER_RETURN_REASONS } from "#domain/return-states.ts";

export const RETURN = z.object({
  _id: z.string(), number: z.string().openapi({ example: "RT-2026-000045" }), order_id: z.string(), status: z.enum(RETURN_STATES),
  reason: z.enum(RETURN_REASONS), note: z.string().nullable(), decision_note: z.string().nullable().openapi({ description: "The shop's word on a refusal" }),
  created_at: z.string(),
  timeline: z.array(z.object({ status: z.enum(RETURN_STATES), at: z.string() })).openapi({ description: "requested → approved or refused → received → refunded" }),
  lines: z.array(z.object({ line_id: z.string(), sku: z.string(), title: z.string(), quantity: z.number().int(), amount: z.number().openapi({ description: "What those units were paid, EUR" }) })),
  refund: z.object({ amount: z.number(), method: z.string().openapi({ description: "stripe, paypal, or manual (the shop's own transfer)" }), reference: z.string().nullable() }).nullable(),
  withdrawal: z.object({ received_at: z.string(), name: z.string(), email: z.string() }).nullable()
    .openapi({ description: "For a return made by the consumer's withdrawal from the contract (issue 21): when it was received, by whom, where it was acknowledged" }),
}).openapi("Return");

export const REQUEST_RETURN = z.object({
  lines: z.array(z.object({
    line_id: z.uuid("Give the order line's id."),
    quantity: z.number("Give how many to return.").int("Give a whole number.").min(1, "Return at least one.").max(9999),
  }).strict(), "Choose the lines to return.").min(1, "Choose at least one line to return.").max(100),
  reason: z.enum(SHOPPER_RETURN_REASONS, `Choose a reason: ${SHOPPER_RETURN_REASONS.join(", ")}.`),
  note: z.string().trim().max(RETURN_NOTE_MAX_LENGTH, `A note of at most ${RETURN_NOTE_MAX_LENGTH} characters.`).optional(),
}).strict().openapi("RequestReturn");
export type Return = z.infer<typeof RETURN>;
