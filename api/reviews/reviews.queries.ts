import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { emailOutbox, operatorActions, orderLines, orders, productTranslations, products, reviews, settings } from "#db/schema/schema.ts";
import type { Locale } from "#domain/locale.ts";
import type { OrderState } from "#domain/order-states.ts";
import {
  DEFAULT_REVIEW_SETTINGS, REVIEWS_PER_PAGE, orderReceived, plainReviewText, ratingDistribution, reviewAuthorName, reviewEditableUntil,
  type ReviewSettings, type ReviewSort, type ReviewStatus,
} from "#domain/review.ts";
import { ApiError } from "#api/http/errors.ts";
import type { OrderRow } from "#api/orders/orders.queries.ts";

type ReviewRow = typeof reviews.$inferSelect;

/** Settings `reviews`: { moderate, edit_days, invite_after_days }; what is missing or out of range keeps its default. */
export async function readReviewSettings(db: Database): Promise<ReviewSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "reviews"));
  const value = (row?.value ?? {}) as { moderate?: unknown; edit_days?: unknown; invite_after_days?: unknown };
  const days = (v: unknown, fallback: number, max: number) => (Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max ? (v as number) : fallback);
  return {
    moderate: typeof value.moderate === "boolean" ? value.moderate : DEFAULT_REVIEW_SETTINGS.moderate,
    editDays: days(value.edit_days, DEFAULT_REVIEW_SETTINGS.editDays, 365),
    inviteAfterDays: days(value.invite_after_days, DEFAULT_REVIEW_SETTINGS.inviteAfterDays, 90),
  };
}

export function publishedReview(r: ReviewRow) {
  return {
    id: r.id, author: r.authorName, rating: r.rating, title: r.title, body: r.body, lang: r.lang,
    created_at: r.createdAt.toISOString(), verified: r.orderLineId !== null,
  };
}

/** How many published reviews a product has of each rating, 5 stars first. */
export async function ratingCounts(db: Database, productId: number) {
  const rows = await db.select({ rating: reviews.rating, n: count() }).from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, "approved"))).groupBy(reviews.rating);
  return ratingDistribution(Object.fromEntries(rows.map((r) => [r.rating, r.n])));
}

const ORDERS: Record<ReviewSort, (lang: Locale) => SQL[]> = {
  newest: (lang) => [sql`${reviews.lang} = ${lang} desc`, desc(reviews.createdAt), desc(reviews.id)],
  highest: () => [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: () => [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

/** One page of a product's published reviews, or null for a product that is not sold. */
export async function productReviewPage(db: Database, productId: number, lang: Locale, sort: ReviewSort, page: number) {
  const [product] = await db.select({ average: products.ratingAverage, count: products.ratingCount }).from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) return null;
  const [distribution, rows] = await Promise.all([
    ratingCounts(db, productId),
    db.select().from(reviews).where(and(eq(reviews.productId, productId), eq(reviews.status, "approved")))
      .orderBy(...ORDERS[sort](lang)).limit(REVIEWS_PER_PAGE).offset((page - 1) * REVIEWS_PER_PAGE),
  ]);
  const total = product.count;
  return {
    rating: { average: product.average / 100, count: total, distribution },
    sort, page, pages: Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE)), total, reviews: rows.map(publishedReview),
  };
}

function ownReview(r: ReviewRow, editDays: number, now = new Date()) {
  const until = reviewEditableUntil(r.createdAt, editDays);
  return {
    id: r.id, rating: r.rating, title: r.title, body: r.body, lang: r.lang, status: r.status as ReviewStatus,
    created_at: r.createdAt.toISOString(), updated_at: r.updatedAt.toISOString(), editable_until: until.toISOString(), editable: now < until,
  };
}

function authorOf(order: OrderRow): string {
  const customer = (order.customer ?? {}) as { name?: string; lastname?: string };
  return reviewAuthorName(customer.name, customer.lastname);
}

/** What the buyer sees on /review: each line of the order, with its review once written. */
export async function orderReviews(db: Database, order: OrderRow) {
  const [config, lines] = await Promise.all([
    readReviewSettings(db),
    db.select({ line: orderLines, review: reviews, active: products.isActive }).from(orderLines)
      .leftJoin(reviews, eq(reviews.orderLineId, orderLines.id))
      .leftJoin(products, eq(products.id, orderLines.productId))
      .where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.sku), asc(orderLines.id)),
  ]);
  return {
    order_id: order.id, number: order.number, received: orderReceived(order.status as OrderState), moderated: config.moderate, author: authorOf(order),
    lines: lines.map(({ line, review, active }) => ({
      line_id: line.id, product_id: active ? line.productId : null, title: line.title, image: line.image, options: Object.values(line.options),
      review: review ? ownReview(review, config.editDays) : null,
    })),
  };
}

export interface ReviewInput { rating: number; title: string; body: string }

/**
 * Writes or changes the review of one order line, for whoever holds the order (the handler checked):
 * the line must be the order's (else 403: only a buyer reviews), the goods received, the product still
 * sold, and a change within the edit period. One row per line, whatever two tabs send at once.
 */
export async function writeReview(db: Database, order: OrderRow, lineId: string, input: ReviewInput, lang: Locale) {
  const config = await readReviewSettings(db);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [line] = await tx.select({ id: orderLines.id, productId: orderLines.productId, active: products.isActive }).from(orderLines)
      .leftJoin(products, eq(products.id, orderLines.productId))
      .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, order.id)));
    if (!line) throw new ApiError(403, "FORBIDDEN", "Only the buyer of a product can review it: this line is not in the order.", undefined, "not_buyer");
    if (!orderReceived(order.status as OrderState)) {
      throw new ApiError(409, "CONFLICT", `Order ${order.number} is ${order.status.replaceAll("_", " ")}: its products can be reviewed once delivered or collected.`, undefined, "not_received");
    }
    if (line.productId === null || !line.active) throw new ApiError(409, "CONFLICT", "This product is no longer sold: it cannot be reviewed.", undefined, "product_gone");
    const values = { rating: input.rating, title: plainReviewText(input.title), body: plainReviewText(input.body), lang };
    const status: ReviewStatus = config.moderate ? "pending" : "approved";
    const [created] = await tx.insert(reviews).values({
      ...values, status, productId: line.productId, customerId: order.customerId, orderLineId: line.id, authorName: authorOf(order),
    }).onConflictDoNothing({ target: reviews.orderLineId, where: sql`${reviews.orderLineId} is not null` }).returning();
    if (created) return { review: ownReview(created, config.editDays), created: true };

    const [existing] = await tx.select().from(reviews).where(eq(reviews.orderLineId, line.id)).for("update");
    if (new Date() >= reviewEditableUntil(existing!.createdAt, config.editDays)) {
      throw new ApiError(409, "CONFLICT", `A review can be changed for ${config.editDays} days after it was written: this one can no longer be changed.`, undefined, "edit_period_over");
    }
    // A change is looked at again when the shop moderates, and always after a refusal.
    const next: ReviewStatus = existing!.status === "rejected" ? "pending" : status;
    const [changed] = await tx.update(reviews).set({ ...values, status: next, updatedAt: new Date() }).where(eq(reviews.id, existing!.id)).returning();
    return { review: ownReview(changed!, config.editDays), created: false };
  });
}

/**
 * The "how was it?" e-mail, queued with the delivery or collection in its transaction and sent the shop's
 * days later (settings reviews.invite_after_days): a link to /review with the order's key, for guests too.
 */
export async function queueReviewInvitation(tx: Database, order: OrderRow): Promise<void> {
  const config = await readReviewSettings(tx);
  const lines = await tx.select({ title: orderLines.title }).from(orderLines)
    .innerJoin(products, and(eq(products.id, orderLines.productId), eq(products.isActive, true)))
    .where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.sku));
  if (lines.length === 0) return;
  const customer = (order.customer ?? {}) as { name?: string };
  await tx.insert(emailOutbox).values({
    to: order.email, template: "review-invitation", lang: order.lang,
    payload: { orderId: order.id, number: order.number, name: customer.name ?? "", products: lines.map((l) => l.title) },
    sendAfter: new Date(Date.now() + config.inviteAfterDays * 24 * 3600_000),
  });
}

// ── Moderation ─────────────────────────────────────────────────────────────

const moderatedColumns = {
  review: reviews, productName: productTranslations.name, orderId: orders.id, orderNumber: orders.number, email: orders.email,
};

function moderatedReview(row: { review: ReviewRow; productName: string | null; orderNumber: string | null; email: string | null }) {
  const r = row.review;
  return {
    ...publishedReview(r), status: r.status as ReviewStatus, product_id: r.productId, product_name: row.productName ?? "",
    order_number: row.orderNumber, email: row.email,
    updated_at: r.updatedAt.toISOString(), moderated_at: r.moderatedAt?.toISOString() ?? null, moderated_by: r.moderatedBy,
  };
}

function moderationQuery(db: Database, lang: Locale) {
  return db.select(moderatedColumns).from(reviews)
    .leftJoin(productTranslations, and(eq(productTranslations.productId, reviews.productId), eq(productTranslations.lang, lang)))
    .leftJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
    .leftJoin(orders, eq(orders.id, orderLines.orderId));
}

export async function listReviewsToModerate(db: Database, lang: Locale, input: { status: ReviewStatus; page: number; perPage: number }) {
  const [rows, [total]] = await Promise.all([
    moderationQuery(db, lang).where(eq(reviews.status, input.status)).orderBy(asc(reviews.updatedAt), asc(reviews.id))
      .limit(input.perPage).offset((input.page - 1) * input.perPage),
    db.select({ n: count() }).from(reviews).where(eq(reviews.status, input.status)),
  ]);
  return { reviews: rows.map(moderatedReview), page: input.page, per_page: input.perPage, total: total!.n };
}

/** Approves or rejects a review, recorded with the operator's name; the product's rating follows by trigger. */
export async function moderateReview(db: Database, operator: string, lang: Locale, id: number, decision: "approve" | "reject") {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const status: ReviewStatus = decision === "approve" ? "approved" : "rejected";
    const [changed] = await tx.update(reviews).set({ status, moderatedAt: new Date(), moderatedBy: operator }).where(eq(reviews.id, id)).returning();
    if (!changed) throw new ApiError(404, "NOT_FOUND", "There is no review with this id.");
    const [row] = await moderationQuery(tx, lang).where(eq(reviews.id, id));
    // The operator's record names the review's order (read with it, not asked again).
    await tx.insert(operatorActions).values({ operator, action: `${decision}_review`, orderId: row?.orderId ?? null, details: { review_id: id, product_id: changed.productId } });
    return moderatedReview(row!);
  });
}
