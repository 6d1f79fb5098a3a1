import { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";
import type { ReviewSort } from "#domain/review.ts";
import { ApiError } from "#api/http/errors.ts";
import { CATALOG_CACHE_MAX_AGE_MS, createKeyedCache } from "#api/http/keyed-cache.ts";
import { markPersonal, showsCatalogue, type ApiEnv } from "#api/http/request-context.ts";
import { productTag } from "#domain/catalogue-tags.ts";
import { validationHook } from "#api/http/validation.ts";
import { requireOperator, type OpsEnv, type Operators } from "#api/operations/operator-auth.ts";
import { findAccessibleOrder } from "#api/orders/order-access.ts";
import { approveReviewRoute, listOpsReviewsRoute, orderReviewsRoute, productReviewsRoute, rejectReviewRoute, writeReviewRoute } from "./reviews.routes.ts";
import { listReviewsToModerate, moderateReview, orderReviews, productReviewPage, writeReview } from "./reviews.queries.ts";

/**
 * Reviews by verified buyers (issue 17): a product's published reviews for everyone (kept in memory like
 * the catalogue, dropped when a review changes), and the buyer's own reviews of an order.
 */
export function reviewRoutes(deps: { db: Database; sessionSecret: string }) {
  const { db } = deps;
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  const pages = createKeyedCache<string, Awaited<ReturnType<typeof productReviewPage>>>(async (key) => {
    const [id, lang, sort, page] = key.split(":") as [string, Locale, ReviewSort, string];
    return productReviewPage(db, Number(id), lang, sort, Number(page));
  }, CATALOG_CACHE_MAX_AGE_MS, { maxEntries: 500 });

  app.openapi(productReviewsRoute, async (c) => {
    const { sort, page } = c.req.valid("query");
    const answer = await pages.get(`${c.req.valid("param").id}:${c.var.info.lang}:${sort}:${page}`);
    if (!answer) throw new ApiError(404, "NOT_FOUND", "There is no product with this id.");
    // The reviews are the product's while it is listed; a review's own change drops every page.
    showsCatalogue(c.var.info, [productTag(c.req.valid("param").id)]);
    return c.json({ data: answer }, 200);
  });

  const buyersOrder = async (info: ApiEnv["Variables"]["info"], id: string, key: string | undefined) => {
    markPersonal(info);
    return findAccessibleOrder(db, info, deps.sessionSecret, id, key);
  };

  app.openapi(orderReviewsRoute, async (c) => {
    const order = await buyersOrder(c.var.info, c.req.valid("param").id, c.req.valid("query").key);
    if (!order) throw new ApiError(404, "NOT_FOUND", "There is no order of yours with this id.");
    return c.json({ data: await orderReviews(db, order) }, 200);
  });

  app.openapi(writeReviewRoute, async (c) => {
    const { id, line } = c.req.valid("param");
    const order = await buyersOrder(c.var.info, id, c.req.valid("query").key);
    if (!order) throw new ApiError(403, "FORBIDDEN", "Only the buyer of a product can review it: open the review from your order or from the e-mail's link.", undefined, "not_buyer");
    const { review, created } = await writeReview(db, order, line, c.req.valid("json"), c.var.info.lang);
    return created ? c.json({ data: review }, 201) : c.json({ data: review }, 200);
  });

  return app;
}

/** Moderation (operations API): the staff list the reviews waiting, approve and reject them. */
export function reviewOperationRoutes(deps: { db: Database; operators: Operators }) {
  const app = new OpenAPIHono<OpsEnv>({ defaultHook: validationHook });
  app.use("/ops/*", requireOperator(deps.operators));
  app.openapi(listOpsReviewsRoute, async (c) => {
    const { status, page, per_page: perPage } = c.req.valid("query");
    return c.json({ data: await listReviewsToModerate(deps.db, c.var.info.lang, { status, page, perPage }) }, 200);
  });
  for (const [route, decision] of [[approveReviewRoute, "approve"], [rejectReviewRoute, "reject"]] as const) {
    app.openapi(route, async (c) => c.json({ data: await moderateReview(deps.db, c.var.operator, c.var.info.lang, c.req.valid("param").id, decision) }, 200));
  }
  return app;
}
