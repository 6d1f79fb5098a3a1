import type { z } from "@hono/zod-openapi";
import type { ORDER_REVIEWS, OWN_REVIEW, PRODUCT_REVIEWS } from "./reviews.routes.ts";

/** What the storefront reads from the reviews API (types only: no schema reaches the browser). */
export type ProductReviewsPage = z.infer<typeof PRODUCT_REVIEWS>;
export type OrderReviews = z.infer<typeof ORDER_REVIEWS>;
export type OwnReview = z.infer<typeof OWN_REVIEW>;
