import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orderLines, orders, products, returns } from "#db/schema/schema.ts";
import { TEST_SESSION_SECRET, useTestApi } from "#tests/setup/test-api.ts";
import { orderAccessKey } from "#api/orders/order-access.ts";
import { PLACE, checkoutCalls, methodIds, newVisitor, pickVariants, readyForDelivery, type Ids, type Variant, type Who } from "#api/checkout/checkout-test-kit.ts";
import { parseOperators } from "#api/operations/operator-auth.ts";

// The withdrawal function (issue 21 §3): a guest withdraws without signing in, through the confirmation e-mail's
// signed link or by order number and e-mail; the withdrawal is recorded at once, acknowledged by e-mail and
// becomes a return the shop sees in the operations API.

const KEY = "anna-key-0123456789abcdefghij";
const t = useTestApi({ deps: () => ({ operators: parseOperators(`anna:${KEY}`) }) });
let ids: Ids;
let v: Variant;
let w: Variant;

beforeAll(async () => {
  ids = await methodIds(t);
  [v, w] = (await pickVariants(t, 2, 500, 21)) as [Variant, Variant];
});

const ops = (method: "GET" | "POST", path: string, body?: unknown) => t.call(method, `/ops${path}`, {
  ...(body === undefined ? {} : { body }), headers: { authorization: `Basic ${Buffer.from(`anna:${KEY}`).toString("base64")}`, lang: "en" },
});
const stranger = () => ({ ia: newVisitor() });
const options = (who: Who, orderId: string, key?: string) => t.call("GET", `/orders/${orderId}/withdrawal${key ? `?key=${key}` : ""}`, { headers: { ia: who.ia } });
const withdraw = (who: Who, orderId: string, body: unknown, key?: string) =>
  t.call("POST", `/orders/${orderId}/withdrawal${key ? `?key=${key}` : ""}`, { body, headers: { ia: who.ia } });
const linesOf = async (orderId: string) => t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.sku);

/** A guest's cash-on-delivery order of two units of v and one of w; delivered by the staff unless `deliver` is false. */
async function guestOrder(deliver = true): Promise<{ orderId: string; number: string; email: string }> {
  const who = { ia: newVisitor() };
  const c = checkoutCalls(t);
  await c.add(who, v, 2);
  await c.add(who, w, 1);
  const summary = await readyForDelivery(t, who, ids, ids.cod);
  const order = (await c.place(who, PLACE(summary.totals.total))).body.data;
  if (deliver) {
    expect((await ops("POST", `/orders/${order._id}/shipments`, { carrier: "brt", tracking_number: `WD${order._id.slice(0, 8)}` })).status).toBe(201);
    expect((await ops("POST", `/orders/${order._id}/delivered`)).status).toBe(200);
  }
  return { orderId: order._id, number: order.number, email: `${who.ia}@example.com` };
}

describe("the withdrawal function", () => {
  it("lets a guest withdraw through the e-mail's signed link, in any browser: recorded with its time, acknowledged by e-mail, a return the shop sees", async () => {
    const { orderId, number } = await guestOrder();
    const key = orderAccessKey(TEST_SESSION_SECRET, orderId);
    const other = stranger();
    expect((await options(other, orderId)).status).toBe(404);
    const shown = (await options(other, orderId, key)).body.data;
    expect(shown).toMatchObject({ number, closed: null, period_days: 14, period_ends: expect.any(String), withdrawals: [] });
    expect(shown.lines.every((l: { refusal: string | null }) => l.refusal === null)).toBe(true);

    const before = Date.now();
    const res = await withdraw(other, orderId, { name: "Chloé Martin", email: "chloe@example.com", confirm: true }, key);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: "Chloé Martin", email: "chloe@example.com", status: "requested", return_number: expect.stringMatching(/^RT-\d{4}-\d{6}$/) });
    expect(res.body.data.lines.map((l: { quantity: number }) => l.quantity).sort()).toEqual([1, 2]);
    const receivedAt = Date.parse(res.body.data.received_at);
    expect(receivedAt).toBeGreaterThanOrEqual(before - 1000);

    const [mail] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, "chloe@example.com"), eq(emailOutbox.template, "withdrawal-received")));
    expect(mail!.payload).toMatchObject({ number, name: "Chloé Martin", receivedAt: res.body.data.received_at, returnNumber: res.body.data.return_number });
    const [made] = await t.db.select().from(returns).where(eq(returns.id, res.body.data.return_id));
    expect(made).toMatchObject({ reason: "withdrawal", orderId });
    const staff = (await ops("GET", `/orders/${orderId}`)).body.data;
    expect(staff.returns).toEqual([expect.objectContaining({ reason: "withdrawal", withdrawal: { received_at: res.body.data.received_at, name: "Chloé Martin", email: "chloe@example.com" } })]);
  });

  it("finds a guest's order by number and e-mail, with the same answer for a wrong number and a wrong e-mail", async () => {
    const { orderId, number, email } = await guestOrder();
    const who = stranger();
    const wrongNumber = await t.call("POST", "/orders/lookup", { body: { number: "VT-2000-000001", email }, headers: { ia: who.ia } });
    const wrongEmail = await t.call("POST", "/orders/lookup", { body: { number, email: "someone@example.com" }, headers: { ia: who.ia } });
    expect([wrongNumber.status, wrongEmail.status]).toEqual([404, 404]);
    expect(wrongNumber.body.metadata[0].errors).toEqual(wrongEmail.body.metadata[0].errors);
    const found = await t.call("POST", "/orders/lookup", { body: { number: number.toLowerCase(), email: email.toUpperCase() }, headers: { ia: who.ia } });
    expect(found.status).toBe(200);
    const [line] = (await linesOf(orderId)).filter((l) => l.variantId === v.id);
    const res = await withdraw(who, orderId, { name: "Ana", email, lines: [{ line_id: line!.id, quantity: 1 }], confirm: true }, found.body.data.key);
    expect(res.status).toBe(201);
    expect(res.body.data.lines).toEqual([{ line_id: line!.id, title: line!.title, quantity: 1 }]);
  });

  it("refuses a second withdrawal of the same lines, and a withdrawal without its confirmation", async () => {
    const { orderId } = await guestOrder();
    const key = orderAccessKey(TEST_SESSION_SECRET, orderId);
    const who = stranger();
    expect((await withdraw(who, orderId, { name: "Ana", email: "ana@example.com" }, key)).status).toBe(400);
    const [line] = (await linesOf(orderId)).filter((l) => l.variantId === w.id);
    expect((await withdraw(who, orderId, { name: "Ana", email: "ana@example.com", lines: [{ line_id: line!.id }], confirm: true }, key)).status).toBe(201);
    const again = await withdraw(who, orderId, { name: "Ana", email: "ana@example.com", lines: [{ line_id: line!.id }], confirm: true }, key);
    expect(again.status).toBe(422);
    expect(again.body.metadata[0]).toMatchObject({ reason: "already_withdrawn", fields: { "lines.0.line_id": expect.stringMatching(/already in a withdrawal/) } });
    expect((await options(who, orderId, key)).body.data.lines.find((l: { line_id: string }) => l.line_id === line!.id)).toMatchObject({ left: 0, refusal: "already_withdrawn" });
    expect((await t.db.select().from(returns).where(eq(returns.orderId, orderId)))).toHaveLength(1);
  });

  it("records one withdrawal when the same order is withdrawn five times at once (the order's row is locked)", async () => {
    const { orderId } = await guestOrder();
    const key = orderAccessKey(TEST_SESSION_SECRET, orderId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(stranger(), orderId, { name: "Ana", email: "ana@example.com", confirm: true }, key)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.metadata[0].reason === "already_withdrawn")).toBe(true);
    expect(await t.db.select().from(returns).where(eq(returns.orderId, orderId))).toHaveLength(1);
    const mails = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.template, "withdrawal-received"), sql`${emailOutbox.payload}->>'orderId' = ${orderId}`));
    expect(mails).toHaveLength(1);
  });

  it("refuses a line the law excludes, saying why, and a sealed one unless its seal is intact", async () => {
    const { orderId } = await guestOrder();
    const key = orderAccessKey(TEST_SESSION_SECRET, orderId);
    const who = stranger();
    const [vLine] = (await linesOf(orderId)).filter((l) => l.variantId === v.id);
    const [wLine] = (await linesOf(orderId)).filter((l) => l.variantId === w.id);
    await t.db.update(products).set({ withdrawalExclusion: "perishable" }).where(eq(products.id, v.productId));
    await t.db.update(products).set({ withdrawalExclusion: "sealed_hygiene" }).where(eq(products.id, w.productId));
    try {
      const shown = (await options(who, orderId, key)).body.data.lines;
      expect(shown.find((l: { line_id: string }) => l.line_id === vLine!.id)).toMatchObject({ exclusion: "perishable", refusal: "perishable" });
      expect(shown.find((l: { line_id: string }) => l.line_id === wLine!.id)).toMatchObject({ exclusion: "sealed_hygiene", refusal: null });
      const perishable = await withdraw(who, orderId, { name: "Ana", email: "ana@example.com", lines: [{ line_id: vLine!.id }], confirm: true }, key);
      expect(perishable.status).toBe(422);
      expect(perishable.body.metadata[0]).toMatchObject({ reason: "line_excluded", fields: { "lines.0.line_id": expect.stringMatching(/perishes quickly: the law excludes it/) } });
      const unsealed = await withdraw(who, orderId, { name: "Ana", email: "ana@example.com", lines: [{ line_id: wLine!.id }], confirm: true }, key);
      expect(unsealed.body.metadata[0].fields["lines.0.line_id"]).toMatch(/sealed for hygiene/);
      const sealed = await withdraw(who, orderId, { name: "Ana", email: "ana@example.com", lines: [{ line_id: wLine!.id, seal_intact: true }], confirm: true }, key);
      expect(sealed.status).toBe(201);
    } finally {
      await t.db.update(products).set({ withdrawalExclusion: null }).where(sql`${products.id} in (${v.productId}, ${w.productId})`);
    }
  });

  it("is open before delivery, and closed after the period, saying until when it was open", async () => {
    const early = await guestOrder(false);
    const earlyKey = orderAccessKey(TEST_SESSION_SECRET, early.orderId);
    expect((await options(stranger(), early.orderId, earlyKey)).body.data).toMatchObject({ closed: null, period_ends: null });

    const { orderId, number } = await guestOrder();
    await t.db.update(orders).set({ fulfilledAt: new Date(Date.now() - 20 * 86_400_000) }).where(eq(orders.id, orderId));
    const key = orderAccessKey(TEST_SESSION_SECRET, orderId);
    expect((await options(stranger(), orderId, key)).body.data).toMatchObject({ closed: "period_over" });
    const late = await withdraw(stranger(), orderId, { name: "Ana", email: "ana@example.com", confirm: true }, key);
    expect(late.status).toBe(409);
    expect(late.body.metadata[0]).toMatchObject({ reason: "withdrawal_period_over" });
    expect(late.body.metadata[0].errors[0]).toMatch(new RegExp(`The 14 days to withdraw from order ${number} ended on \\d{4}-\\d{2}-\\d{2}`));
  });

  it("puts the withdrawal information and the model form in the order confirmation's payload", async () => {
    const { orderId } = await guestOrder(false);
    const [mail] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.template, "order-confirmation"), sql`${emailOutbox.payload}->>'orderId' = ${orderId}`));
    expect(mail!.payload).toMatchObject({ withdrawalDays: 14, seller: { name: expect.stringContaining("Bottega"), address: expect.stringContaining("Bologna") } });
  });
});
