import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { carts, orderLines, orders, variants } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { PLACE, checkoutCalls, methodIds, newVisitor, pickVariants, readyForDelivery, type Ids, type Variant } from "./checkout-test-kit.ts";

const t = useTestApi();
const c = checkoutCalls(t);
let ids: Ids;
let v: Variant;

beforeAll(async () => {
  ids = await methodIds(t);
  [v] = (await pickVariants(t, 1, 100, 8)) as [Variant];
});

const stock = async () => (await t.db.select({ s: variants.stock }).from(variants).where(eq(variants.id, v.id)))[0]!.s;

/** What must be exactly as before a failed placement: no order, no line, the stock, the cart. */
async function nothingWritten(ia: string, stockBefore: number, linesBefore: number) {
  expect(await t.db.select().from(orders).where(eq(orders.anonymousId, ia))).toHaveLength(0);
  expect((await t.db.select().from(orderLines)).length).toBe(linesBefore);
  expect(await stock()).toBe(stockBefore);
  expect(await t.db.select().from(carts).where(eq(carts.anonymousId, ia))).toHaveLength(1);
}

describe("a placement that fails", () => {
  it("answers 503 with no half order when the database is out of reach", async () => {
    const who = { ia: newVisitor() };
    await c.add(who, v, 1);
    const summary = await readyForDelivery(t, who, ids);
    const [before, lines] = [await stock(), (await t.db.select().from(orderLines)).length];
    t.handle.injectFault(400);
    const res = await c.place(who, PLACE(summary.totals.total));
    expect(res.status).toBe(503);
    expect(res.body.metadata[0].code).toBe("UNAVAILABLE");
    expect(res.headers.get("retry-after")).toBe("5");
    await new Promise((r) => setTimeout(r, 500));
    await nothingWritten(who.ia, before, lines);
  });

  it("undoes the stock it took when the last write of the transaction fails", async () => {
    const who = { ia: newVisitor() };
    await c.add(who, v, 2);
    const summary = await readyForDelivery(t, who, ids);
    const [before, lines] = [await stock(), (await t.db.select().from(orderLines)).length];
    // The order's mails are its last write: refusing them fails the transaction after stock, coupon and order.
    await t.db.execute(sql`alter table email_outbox add constraint no_mail_now check (false) not valid`);
    try {
      expect((await c.place(who, PLACE(summary.totals.total))).status).toBe(500);
    } finally {
      await t.db.execute(sql`alter table email_outbox drop constraint no_mail_now`);
    }
    await nothingWritten(who.ia, before, lines);
    expect((await c.place(who, PLACE(summary.totals.total))).status).toBe(201);
    expect(await stock()).toBe(before - 2);
  });
});
