import { createRoute, z } from "@hono/zod-openapi";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "#domain/email.ts";
import { dataResponse, errorResponse } from "#api/http/openapi-responses.ts";

export const SUBSCRIBE_BODY = z.strictObject({
  email: z.string().trim().max(EMAIL_MAX_LENGTH, "The e-mail address is too long.").regex(EMAIL_PATTERN, "Give a valid e-mail address.")
    .openapi({ example: "anna@example.com" }),
}).openapi("NewsletterSubscribeRequest");


export const subscribeRoute = createRoute({
  method: "post",
  path: "/newsletter/subscribe",
  tags: ["newsletter"],
  summary: "Subscribe an address to the newsletter in the lang header's language",
  description: "The answer is the same whether or not the address was already subscribed, so it tells nobody who is on the list.",
  request: { body: { required: true, content: { "application/json": { schema: SUBSCRIBE_BODY } } } },
  responses: {
    202: dataResponse(z.object({ status: z.literal("accepted") }), "Accepted; a welcome e-mail with an unsubscribe link is queued"),
    400: errorResponse("Invalid address"),
    413: errorResponse("Body too large"),
    415: errorResponse("Not JSON"),
  },
});
