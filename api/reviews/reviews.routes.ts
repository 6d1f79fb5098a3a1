import { createRoute, z } from "@hono/zod-openapi";
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_SORTS, REVIEW_STATUSES, REVIEW_TITLE_MAX } from "#domain/review.ts";
import { VISITOR_WRITE_ERRORS, dataResponse, errorResponse } from "#api/http/openapi-responses.ts";
import { ORDER_PARAMS } from "#api/orders/orders.schemas.ts";
import { ORDER_KEY } from "#api/orders/orders.routes.ts";

export const PUBLISHED_REVIEW = z.object({
  id: z.number().int(), author: z.string().openapi({ description: "First name and the last name's initial" }),
  rating: z.number().int().min(1).max(5), title: z.string(), body: z.string().openapi({ description: "Plain text, never HTML" }),
  lang: z.string().openapi({ description: "The language it was written in" }), created_at: z.string(),
  verified: z.boolean().openapi({ description: "Written by the buyer of an order line (a verified purchase)" }),
}).openapi("PublishedReview");

export const RATING_SUMMARY = z.object({
  average: z.number(), count: z.number().int(),
  distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int(), percent: z.number().int() })).openapi({ description: "5 stars first" }),
}).openapi("RatingSummary");

export const PRODUCT_REVIEWS = z.object({
  rating: RATING_SUMMARY,
  sort: z.enum(REVIEW_SORTS), page: z.number().int(), pages: z.number().int(), total: z.number().int(),
  reviews: z.array(PUBLISHED_REVIEW),
}).openapi("ProductReviews");

export const OWN_REVIEW = z.object({
  id: z.number().int(), rating: z.number().int(), title: z.string(), body: z.string(), lang: z.string(),
  status: z.enum(REVIEW_STATUSES).openapi({ description: "pending: waiting for the shop; approved: published; rejected: not published" }),
  created_at: z.string(), updated_at: z.string(),
  editable_until: z.string().openapi({ description: "Until when it can be changed (settings reviews.edit_days after it was written)" }),
  editable: z.boolean(),
}).openapi("OwnReview");

export const ORDER_REVIEWS = z.object({
  order_id: z.string(), number: z.string(),
  received: z.boolean().openapi({ description: "Delivered or collected: only then can its products be reviewed" }),
  moderated: z.boolean().openapi({ description: "Reviews wait for the shop's approval before they are published (settings reviews.moderate)" }),
  author: z.string().openapi({ description: "How the reviews are signed" }),
  lines: z.array(z.object({
    line_id: z.string(), product_id: z.number().int().nullable().openapi({ description: "Null when the product is no longer sold: it cannot be reviewed" }),
    title: z.string(), image: z.string().nullable(), options: z.array(z.string()),
    review: OWN_REVIEW.nullable(),
  })),
}).openapi("OrderReviews");

const text = (what: string, max: number) => z.string(`Give the ${what}.`).max(max, `Write a ${what} of at most ${max} characters.`);

export const REVIEW_BODY = z.strictObject({
  rating: z.number("Give a rating from 1 to 5 stars.").int("Give a whole number of stars.").min(1, "Give at least 1 star.").max(5, "Give at most 5 stars."),
  title: text("title", REVIEW_TITLE_MAX).trim().default("").openapi({ description: "May be empty" }),
  body: text("review", REVIEW_BODY_MAX).trim().min(REVIEW_BODY_MIN, `Write at least ${REVIEW_BODY_MIN} characters about the product.`),
}).openapi("ReviewRequest");

const LINE_PARAMS = ORDER_PARAMS.extend({
  line: z.uuid("Give the order line's id.").openapi({ param: { name: "line", in: "path" } }),
});

const BUYER = "Only the buyer: the order's customer (bearer token), the visitor who placed it as a guest, or whoever holds the order's key "
  + "(the \"how was it?\" e-mail's signed link).";

export const productReviewsRoute = createRoute({
  method: "get", path: "/products/{id}/reviews", tags: ["reviews"],
  summary: "A product's published reviews: the distribution of ratings and one page, sorted",
  description: "Only approved reviews. `newest` puts the reviews in the lang header's language first, each group newest first; "
    + "`highest` and `lowest` sort by rating, then newest. Five a page.",
  request: {
    params: z.object({ id: z.coerce.number("Give the product's id.").int().positive("Give the product's id.").openapi({ param: { name: "id", in: "path" } }) }),
    query: z.object({
      sort: z.enum(REVIEW_SORTS, `Sort by one of: ${REVIEW_SORTS.join(", ")}.`).default("newest"),
      page: z.coerce.number("Give the page as a number.").int("Give the page as a whole number.").min(1, "Pages start at 1.").max(10_000).default(1),
    }),
  },
  responses: { 200: dataResponse(PRODUCT_REVIEWS, "The reviews"), 400: errorResponse("A sort or page that is not valid"), 404: errorResponse("No such product") },
});

export const orderReviewsRoute = createRoute({
  method: "get", path: "/orders/{id}/reviews", tags: ["reviews"],
  summary: "What the buyer of an order can review: each line with its review, if written",
  description: `${BUYER} Anyone else's order is a 404.`,
  request: { params: ORDER_PARAMS, query: ORDER_KEY },
  responses: { 200: dataResponse(ORDER_REVIEWS, "The order's lines and reviews"), 401: VISITOR_WRITE_ERRORS[401], 404: errorResponse("No order of yours has that id") },
});

export const writeReviewRoute = createRoute({
  method: "put", path: "/orders/{id}/reviews/{line}", tags: ["reviews"],
  summary: "Write or change the review of one order line's product",
  description: `${BUYER} Someone else is refused with 403 (reason not_buyer): only a buyer reviews. One review per order line, `
    + "in the lang header's language. It is published at once or waits for the shop (settings reviews.moderate); a change is moderated again. "
    + "409 `not_received` before delivery or collection, `edit_period_over` after settings reviews.edit_days, `product_gone` when the product is no longer sold.",
  request: { params: LINE_PARAMS, query: ORDER_KEY, body: { content: { "application/json": { schema: REVIEW_BODY } }, required: true } },
  responses: {
    200: dataResponse(OWN_REVIEW, "The review changed"), 201: dataResponse(OWN_REVIEW, "The review written"),
    ...VISITOR_WRITE_ERRORS, 403: errorResponse("Not the buyer of this order line"), 409: errorResponse("The line cannot be reviewed now"),
  },
});

// ── Moderation (operations API) ─────────────────────────────────────────────

const SECURITY = [{ operator: [] }];
const AUTH = "Operators only (HTTP Basic with a name and key from OPERATORS, decision 013); every decision is recorded with the operator's name.";

export const MODERATED_REVIEW = PUBLISHED_REVIEW.extend({
  status: z.enum(REVIEW_STATUSES), product_id: z.number().int(), product_name: z.string(),
  order_number: z.string().nullable(), email: z.string().nullable().openapi({ description: "The buyer's e-mail, to answer them" }),
  updated_at: z.string(), moderated_at: z.string().nullable(), moderated_by: z.string().nullable(),
}).openapi("ModeratedReview");

export const listOpsReviewsRoute = createRoute({
  method: "get", path: "/ops/reviews", tags: ["operations"], security: SECURITY,
  summary: "Reviews to moderate: by state (pending first by default), oldest first",
  description: AUTH,
  request: {
    query: z.object({
      status: z.enum(REVIEW_STATUSES, `Give one of: ${REVIEW_STATUSES.join(", ")}.`).default("pending"),
      page: z.coerce.number("Give the page as a number.").int().min(1).max(10_000).default(1),
      per_page: z.coerce.number("Give per_page as a number.").int().min(1).max(100).default(25),
    }),
  },
  responses: {
    200: dataResponse(z.object({ reviews: z.array(MODERATED_REVIEW), page: z.number().int(), per_page: z.number().int(), total: z.number().int() }), "Reviews"),
    400: errorResponse("A filter that is not valid"), 401: errorResponse("No or wrong operator credentials"),
  },
});

const REVIEW_PARAMS = z.object({ id: z.coerce.number("Give the review's id.").int().positive("Give the review's id.").openapi({ param: { name: "id", in: "path" } }) });

function decisionRoute(decision: "approve" | "reject", summary: string) {
  return createRoute({
    method: "post", path: `/ops/reviews/{id}/${decision}`, tags: ["operations"], security: SECURITY, summary, description: AUTH,
    request: { params: REVIEW_PARAMS },
    responses: { 200: dataResponse(MODERATED_REVIEW, "The review as it is now"), 401: errorResponse("No or wrong operator credentials"), 404: errorResponse("No such review") },
  });
}
export const approveReviewRoute = decisionRoute("approve", "Publish a review: it shows on the product page and counts in its rating");
export const rejectReviewRoute = decisionRoute("reject", "Refuse a review: it is not shown (a published one is withdrawn)");
