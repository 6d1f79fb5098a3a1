import { createRoute, z } from "@hono/zod-openapi";
import { dataResponse, errorResponse } from "#api/http/openapi-responses.ts";

export const WEBHOOK_PARAMS = z.object({
  provider: z.enum(["stripe", "paypal"], "Give a payment provider: stripe or paypal.")
    .openapi({ param: { name: "provider", in: "path" }, example: "stripe" }),
});

export const webhookRoute = createRoute({
  method: "post", path: "/payments/{provider}/webhook", tags: ["payments"],
  summary: "A payment provider's notification (Stripe: Checkout Session events; PayPal next)",
  description: "The provider's signature is checked first, on the raw body (Stripe: the Stripe-Signature header, "
    + "HMAC-SHA256 with a 5-minute tolerance); a missing, wrong or stale one is a 400 and changes nothing. Each "
    + "provider event is recorded once, in the same transaction as its effect: a replay, a duplicate or a concurrent "
    + "copy answers 200 without a second effect. A payment whose amount or currency differs from the order's is "
    + "flagged for the shop and does not mark the order paid. An event for an unknown order is recorded, logged "
    + "and answered 200. The body is the provider's JSON event, byte for byte as signed.",
  // The body is the provider's event as it signed it: read raw, never parsed before the signature is checked.
  request: { params: WEBHOOK_PARAMS },
  responses: {
    200: dataResponse(z.object({ received: z.literal(true), effect: z.enum(["confirmed", "flagged", "recorded", "duplicate"]) }), "Received"),
    400: errorResponse("The signature is missing, wrong or stale"),
    404: errorResponse("No such provider is configured"),
  },
});
