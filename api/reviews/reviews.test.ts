import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, operatorActions, orderLines, orders, products, reviews, settings } from "#db/schema/schema.ts";
import { TEST_SESSION_SECRET, useTestApi } from "#tests/setup/test-api.ts";
import { orderAccessKey } from "#api/orders/order-access.ts";
import { PLACE, checkoutCalls, methodIds, newVisitor, pickVariants, readyForDelivery, type Ids, type Variant, type Who } from "#api/checkout/checkout-test-kit.ts";
import { parseOperators } from "#api/operations/operator-auth.ts";

// Reviews by verified buyers (issue 17): written from the order, moderated, published on the product.

const KEY = "mara-key-0123456789abcdefghij";
const t = useTestApi({ deps: () => ({ operators: parseOperators(`mara:${KEY}`) }) });
let ids: Ids;
let v: Variant;
let w: Variant;

beforeAll(async () => {
  ids = await methodIds(t);
  [v, w] = (await pickVariants(t, 2, 500, 21)) as [Variant, Variant];
});

const AUTH = { authorization: `Basic ${Buffer.from(`mara:${KEY}`).toString("base64")}`, lang: "en" };
const ops = (method: string, path: string) => t.call(method, `/ops${path}`, { headers: AUTH });
const headers = (who: Who, lang = "en") => ({ ia: who.ia, lang, ...(who.token ? { authorization: `Bearer ${who.token}` } : {}) });
const linesOf = async (orderId: string) => t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.sku);
const write = (orderId: string, lineId: string, body: unknown, h: Record<string, string>, key?: string) =>
  t.call("PUT", `/orders/${orderId}/reviews/${lineId}${key ? `?key=${key}` : ""}`, { body, headers: h });
const GOOD = { rating: 4, title: "Very good", body: "Cooks evenly, easy to clean." };

/** A cash-on-delivery order of v and w by a new guest; delivered when asked. */
async function ordered(deliver = true): Promise<{ orderId: string; who: Who }> {
  const who = { ia: newVisitor() };
  const c = checkoutCalls(t);
  await c.add(who, v, 1);
  await c.add(who, w, 1);
  const summary = await readyForDelivery(t, who, ids, ids.cod);
  const orderId = (await c.place(who, PLACE(summary.totals.total))).body.data._id as string;
  if (deliver) {
    expect((await t.call("POST", `/ops/orders/${orderId}/shipments`, { body: { carrier: "brt", tracking_number: `REV${orderId.slice(0, 8)}` }, headers: AUTH })).status).toBe(201);
    expect((await t.call("POST", `/ops/orders/${orderId}/delivered`, { headers: AUTH })).status).toBe(200);
  }
  return { orderId, who };
}

const productOf = async (variant: Variant) => (await t.db.select().from(products).where(eq(products.id, variant.productId)))[0]!;

describe("writing a review", () => {
  it("lets the buyer review a delivered line, waiting for moderation; approved, it is published as a verified purchase", async () => {
    const { orderId, who } = await ordered();
    const line = (await linesOf(orderId)).find((l) => l.variantId === v.id)!;
    const listed = await t.call("GET", `/orders/${orderId}/reviews`, { headers: headers(who) });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject({ received: true, moderated: true, author: expect.stringMatching(/^\S+ \S\.$/) });
    expect(listed.body.data.lines.map((l: { review: unknown }) => l.review)).toEqual([null, null]);

    const res = await write(orderId, line.id, GOOD, headers(who));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: "pending", rating: 4, lang: "en", editable: true });
    const before = await productOf(v);
    const page = await t.call("GET", `/products/${v.productId}/reviews`);
    expect(page.body.data.reviews.map((r: { id: number }) => r.id)).not.toContain(res.body.data.id);

    const pending = await ops("GET", "/reviews");
    expect(pending.body.data.reviews).toEqual(expect.arrayContaining([expect.objectContaining({ id: res.body.data.id, status: "pending", verified: true })]));
    const approved = await ops("POST", `/reviews/${res.body.data.id}/approve`);
    expect(approved.body.data).toMatchObject({ status: "approved", moderated_by: "mara" });

    const after = await productOf(v);
    expect(after.ratingCount).toBe(before.ratingCount + 1);
    const shown = await t.call("GET", `/products/${v.productId}/reviews?sort=newest`, { headers: { lang: "en" } });
    expect(shown.body.data.reviews[0]).toMatchObject({ id: res.body.data.id, verified: true, title: "Very good", lang: "en" });
    expect(shown.body.data.rating.distribution.find((d: { stars: number }) => d.stars === 4).count).toBeGreaterThan(0);
  });

  it("refuses someone who did not buy with 403, and a forged key the same: nothing is written", async () => {
    const { orderId } = await ordered();
    const line = (await linesOf(orderId))[0]!;
    const stranger = { ia: newVisitor() };
    for (const key of [undefined, "forged-key-0123456789abcdefghij", orderAccessKey("another-secret-0123456789abcdefghijklmn", orderId)]) {
      const res = await write(orderId, line.id, GOOD, headers(stranger), key);
      expect(res.status).toBe(403);
      expect(res.body.metadata[0].reason).toBe("not_buyer");
    }
    // The buyer of another order cannot review this order's line through their own order either.
    const other = await ordered();
    const res = await write(other.orderId, line.id, GOOD, headers(other.who));
    expect(res.status).toBe(403);
    expect(await t.db.select().from(reviews).where(eq(reviews.orderLineId, line.id))).toEqual([]);
  });

  it("works for a guest with the order's key from the e-mail, in any browser", async () => {
    const { orderId } = await ordered();
    const line = (await linesOf(orderId))[1]!;
    const key = orderAccessKey(TEST_SESSION_SECRET, orderId);
    const res = await write(orderId, line.id, { ...GOOD, rating: 5 }, headers({ ia: newVisitor() }, "de"), key);
    expect(res.status).toBe(201);
    expect(res.body.data.lang).toBe("de");
  });

  it("refuses a review before delivery, and after the edit period a change", async () => {
    const { orderId, who } = await ordered(false);
    const line = (await linesOf(orderId))[0]!;
    const early = await write(orderId, line.id, GOOD, headers(who));
    expect(early.status).toBe(409);
    expect(early.body.metadata[0].reason).toBe("not_received");

    const done = await ordered();
    const own = (await linesOf(done.orderId))[0]!;
    expect((await write(done.orderId, own.id, GOOD, headers(done.who))).status).toBe(201);
    const changed = await write(done.orderId, own.id, { ...GOOD, rating: 2 }, headers(done.who));
    expect(changed.status).toBe(200);
    expect(changed.body.data.rating).toBe(2);
    expect(await t.db.select().from(reviews).where(eq(reviews.orderLineId, own.id))).toHaveLength(1);
    await t.db.update(reviews).set({ createdAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(reviews.orderLineId, own.id));
    const late = await write(done.orderId, own.id, GOOD, headers(done.who));
    expect(late.status).toBe(409);
    expect(late.body.metadata[0].reason).toBe("edit_period_over");
  });

  it("keeps one review per line when two are sent at once", async () => {
    const { orderId, who } = await ordered();
    const line = (await linesOf(orderId))[0]!;
    const answers = await Promise.all([write(orderId, line.id, GOOD, headers(who)), write(orderId, line.id, { ...GOOD, rating: 1 }, headers(who))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(await t.db.select().from(reviews).where(eq(reviews.orderLineId, line.id))).toHaveLength(1);
  });

  it.each([
    [{ rating: 0, title: "", body: "Long enough text." }, "rating"], [{ rating: 6, title: "", body: "Long enough text." }, "rating"],
    [{ rating: 3.5, title: "", body: "Long enough text." }, "rating"], [{ rating: 3, title: "", body: "short" }, "body"],
    [{ rating: 3, title: "x".repeat(121), body: "Long enough text." }, "title"], [{ rating: 3, body: "y".repeat(4001) }, "body"],
    [{ rating: 3, body: "Long enough text.", status: "approved" }, "status"],
  ])("refuses %j with a field error and writes nothing", async (body, field) => {
    const { orderId, who } = await ordered();
    const line = (await linesOf(orderId))[0]!;
    const res = await write(orderId, line.id, body, headers(who));
    expect(res.status).toBe(400);
    expect(res.body.metadata[0].fields).toHaveProperty(field);
    expect(await t.db.select().from(reviews).where(eq(reviews.orderLineId, line.id))).toEqual([]);
  });

  it("keeps review text as plain text: markup is neither run nor removed, only shown", async () => {
    await t.db.insert(settings).values({ key: "reviews", value: { moderate: false } }).onConflictDoUpdate({ target: settings.key, set: { value: { moderate: false } } });
    try {
      const { orderId, who } = await ordered();
      const line = (await linesOf(orderId))[0]!;
      const res = await write(orderId, line.id, { rating: 5, title: "<script>x</script>", body: "Great <img src=x onerror=alert(1)> pan" }, headers(who));
      expect(res.body.data.status).toBe("approved");
      const shown = await t.call("GET", `/products/${v.productId}/reviews?sort=highest`);
      const mine = shown.body.data.reviews.find((r: { id: number }) => r.id === res.body.data.id);
      expect(mine).toMatchObject({ title: "<script>x</script>", body: "Great <img src=x onerror=alert(1)> pan" });
    } finally {
      await t.db.delete(settings).where(eq(settings.key, "reviews"));
    }
  });
});

describe("the invitation and moderation", () => {
  it("queues the \"how was it?\" e-mail with the delivery, sent the shop's days later", async () => {
    const { orderId } = await ordered();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const [mail] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, order!.email), eq(emailOutbox.template, "review-invitation")));
    expect(mail!.payload).toMatchObject({ orderId, number: order!.number, products: expect.any(Array) });
    const days = (mail!.sendAfter.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
  });

  it("rejects a published review: it leaves the page and the rating", async () => {
    const { orderId, who } = await ordered();
    const line = (await linesOf(orderId)).find((l) => l.variantId === w.id)!;
    const id = (await write(orderId, line.id, { ...GOOD, rating: 1 }, headers(who))).body.data.id;
    await ops("POST", `/reviews/${id}/approve`);
    const counted = (await productOf(w)).ratingCount;
    const res = await ops("POST", `/reviews/${id}/reject`);
    expect(res.body.data.status).toBe("rejected");
    expect((await productOf(w)).ratingCount).toBe(counted - 1);
    // Each decision is recorded with the operator's name and the review's order.
    const recorded = await t.db.select().from(operatorActions).where(eq(operatorActions.orderId, orderId));
    expect(recorded.map((a) => [a.operator, a.action])).toEqual(expect.arrayContaining([["mara", "approve_review"], ["mara", "reject_review"]]));
    // A change after a refusal goes back to the staff.
    expect((await write(orderId, line.id, GOOD, headers(who))).body.data.status).toBe("pending");
  });

  it("is for operators only, and answers 404 for an unknown review", async () => {
    expect((await t.call("GET", "/ops/reviews")).status).toBe(401);
    expect((await ops("POST", "/reviews/999999/approve")).status).toBe(404);
    expect((await ops("GET", "/reviews?status=lost")).status).toBe(400);
  });

  it("pages a product's reviews, sorted, and refuses a bad sort with 400", async () => {
    expect((await t.call("GET", `/products/${v.productId}/reviews?sort=random`)).status).toBe(400);
    expect((await t.call("GET", `/products/${v.productId}/reviews?page=0`)).status).toBe(400);
    expect((await t.call("GET", "/products/99999999/reviews")).status).toBe(404);
    const lowest = (await t.call("GET", `/products/${v.productId}/reviews?sort=lowest`)).body.data;
    const ratings = lowest.reviews.map((r: { rating: number }) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a: number, b: number) => a - b));
    expect(lowest.reviews.length).toBeLessThanOrEqual(5);
  });
});
