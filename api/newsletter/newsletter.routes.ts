import { createRoute, z } from "@hono/zod-openapi";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "#domain/email.ts";
import { dataResponse, errorResponse } from "#api/http/openapi-responses.ts";
import { CONSENT_SOURCES } from "./newsletter.queries.ts";

const EMAIL = z.string("Give your e-mail address.").trim().max(EMAIL_MAX_LENGTH, "The e-mail address is too long.").regex(EMAIL_PATTERN, "Give a valid e-mail address.");
const TOKEN = z.string("Give the token of the e-mail's link.").trim().min(1, "Give the token of the e-mail's link.").max(200, "This link is not valid.");

export const SUBSCRIBE_BODY = z.strictObject({
  email: EMAIL.openapi({ example: "anna@example.com" }),
  source: z.enum(["footer", "checkout", "profile"], "Give where the subscription was asked: footer, checkout or profile.").default("footer")
    .openapi({ description: "The form it was asked from, kept in the proof of consent" }),
}).openapi("NewsletterSubscribeRequest");

const STATUS = z.enum(["none", "pending", "subscribed"]).openapi({ description: "none: not on the list; pending: waiting for the confirmation link; subscribed: receives the newsletter" });
export const SUBSCRIPTION = z.object({
  email: z.string().openapi({ description: "The address, masked (a•••@example.com)" }), status: STATUS,
}).openapi("NewsletterSubscription");

const TOKEN_ERRORS = {
  400: errorResponse("A link that is not valid (reason invalid_token): nothing changes"),
  413: errorResponse("Body too large"), 415: errorResponse("Not JSON"),
};

export const subscribeRoute = createRoute({
  method: "post", path: "/newsletter/subscribe", tags: ["newsletter"],
  summary: "Ask to subscribe an address (double opt-in), in the lang header's language",
  description: "A confirmation e-mail with a signed link goes to the address (valid 7 days); only a confirmed address receives the newsletter. "
    + "The request is recorded with its time, source and language (proof of consent). The answer is the same whether or not the address "
    + "was already subscribed, so it tells nobody who is on the list. At most 3 requests an hour per address and 10 per client.",
  request: { body: { required: true, content: { "application/json": { schema: SUBSCRIBE_BODY } } } },
  responses: {
    202: dataResponse(z.object({ status: z.literal("accepted") }), "Accepted; a confirmation e-mail is queued unless the address is already subscribed"),
    400: errorResponse("Invalid address"), 413: errorResponse("Body too large"), 415: errorResponse("Not JSON"), 429: errorResponse("Too many requests"),
  },
});

export const confirmRoute = createRoute({
  method: "post", path: "/newsletter/confirm", tags: ["newsletter"],
  summary: "Confirm a subscription with the token of the confirmation e-mail's link",
  description: "Recorded in the proof of consent; the welcome e-mail, the first with an unsubscribe link, is queued. Confirming twice changes nothing.",
  request: { body: { required: true, content: { "application/json": { schema: z.strictObject({ token: TOKEN }).openapi("NewsletterConfirmRequest") } } } },
  responses: { 200: dataResponse(SUBSCRIPTION, "Subscribed"), ...TOKEN_ERRORS, 410: errorResponse("An expired link (reason expired_token): subscribe again") },
});

const UNSUBSCRIBE_TOKEN = z.strictObject({ token: TOKEN.openapi({ description: "The token of the unsubscribe link every marketing e-mail carries" }) });

export const subscriptionRoute = createRoute({
  method: "get", path: "/newsletter/subscription", tags: ["newsletter"],
  summary: "The subscription an unsubscribe link speaks of, changing nothing",
  request: { query: UNSUBSCRIBE_TOKEN },
  responses: { 200: dataResponse(SUBSCRIPTION, "The subscription"), 400: TOKEN_ERRORS[400] },
});

export const unsubscribeRoute = createRoute({
  method: "post", path: "/newsletter/unsubscribe", tags: ["newsletter"],
  summary: "Leave the newsletter with an e-mail's unsubscribe token: no sign-in, recorded in the proof of consent",
  description: "What /unsubscribe and the one-click List-Unsubscribe-Post header (RFC 8058) call. Leaving twice changes nothing.",
  request: { body: { required: true, content: { "application/json": { schema: UNSUBSCRIBE_TOKEN.openapi("NewsletterUnsubscribeRequest") } } } },
  responses: { 200: dataResponse(SUBSCRIPTION, "Unsubscribed"), ...TOKEN_ERRORS },
});

export const resubscribeRoute = createRoute({
  method: "post", path: "/newsletter/resubscribe", tags: ["newsletter"],
  summary: "Back on the list from the unsubscribe page, with the same token",
  description: "The token reached the address's mailbox, so it proves the address as a confirmation link does: subscribed at once, recorded with source unsubscribe.",
  request: { body: { required: true, content: { "application/json": { schema: UNSUBSCRIBE_TOKEN.openapi("NewsletterResubscribeRequest") } } } },
  responses: { 200: dataResponse(SUBSCRIPTION, "Subscribed again"), ...TOKEN_ERRORS },
});

export const consentsRoute = createRoute({
  method: "get", path: "/ops/newsletter/consents", tags: ["operations"], security: [{ operator: [] }],
  summary: "The proof of consent of an address: every request, confirmation and withdrawal with its time, source and language",
  description: "Operators only (HTTP Basic with a name and key from OPERATORS, decision 013).",
  request: { query: z.object({ email: EMAIL }) },
  responses: {
    200: dataResponse(z.object({
      email: z.string(), status: STATUS,
      records: z.array(z.object({ event: z.enum(["requested", "confirmed", "withdrawn"]), source: z.enum(CONSENT_SOURCES), lang: z.string(), at: z.string() })),
    }), "The records, oldest first"),
    400: errorResponse("Invalid address"), 401: errorResponse("No or wrong operator credentials"),
  },
});
