import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { orders, variants } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { PLACE, checkoutCalls, methodIds, newVisitor, pickVariants, readyForDelivery, type Ids, type Variant } from "#api/checkout/checkout-test-kit.ts";
import { orderAwaitingCard, useStripePeer } from "./payments-test-kit.ts";
import { closeDuePayments } from "./order-payments.ts";
import { expireUnpaidOrders, startReservationSweeper } from "./reservations.ts";

const s = useStripePeer("reservations");

const t = useTestApi({ deps: () => ({ paymentProviders: { stripe: s.provider } }) });
let ids: Ids;
let v: Variant;

beforeAll(async () => {
  ids = await methodIds(t);
  [v] = (await pickVariants(t, 1, 300, 5)) as [Variant];
});

const stock = async () => (await t.db.select({ s: variants.stock }).from(variants).where(eq(variants.id, v.id)))[0]!.s;
const stateOf = async (id: string) => (await t.db.select({ status: orders.status, payment: orders.paymentStatus, flag: orders.paymentFlag }).from(orders).where(eq(orders.id, id)))[0]!;
/** The order as if placed `minutes` ago. */
const age = (id: string, minutes: number) => t.db.update(orders).set({ placedAt: sql`now() - make_interval(mins => ${minutes})` }).where(eq(orders.id, id));

describe("an unpaid online order's reservation", () => {
  it("expires after its time: the order is cancelled and its stock is back on the shelf", async () => {
    const before = await stock();
    const { orderId, number } = await orderAwaitingCard(t, { ids, variant: v, quantity: 3 });
    expect(await stock()).toBe(before - 3);
    await age(orderId, 10);
    expect(await expireUnpaidOrders(t.db, { minutes: 30 })).not.toContain(number);
    expect(await stateOf(orderId)).toMatchObject({ status: "awaiting_payment" });
    await age(orderId, 31);
    expect(await expireUnpaidOrders(t.db, { minutes: 30 })).toContain(number);
    expect(await stateOf(orderId)).toEqual({ status: "cancelled", payment: "voided", flag: null });
    expect(await stock()).toBe(before);
    // A second sweep, on this node or another, finds nothing more to do.
    expect(await expireUnpaidOrders(t.db, { minutes: 30 })).not.toContain(number);
    expect(await stock()).toBe(before);
  });

  it("gives the stock back once when several nodes sweep at the same moment", async () => {
    const before = await stock();
    const { orderId, number } = await orderAwaitingCard(t, { ids, variant: v, quantity: 2 });
    await age(orderId, 45);
    const sweeps = await Promise.all(Array.from({ length: 5 }, () => expireUnpaidOrders(t.db, { minutes: 30 })));
    expect(sweeps.filter((expired) => expired.includes(number))).toHaveLength(1);
    expect(await stock()).toBe(before);
  });

  it("leaves a bank transfer waiting: it is paid in days, not minutes", async () => {
    const who = { ia: newVisitor() };
    const c = checkoutCalls(t);
    await c.add(who, v, 1);
    const summary = await readyForDelivery(t, who, ids);
    const placed = (await c.place(who, PLACE(summary.totals.total))).body.data as { _id: string; number: string };
    await age(placed._id, 24 * 60);
    expect(await expireUnpaidOrders(t.db, { minutes: 30 })).not.toContain(placed.number);
    expect(await stateOf(placed._id)).toMatchObject({ status: "awaiting_payment", payment: "awaiting" });
  });

  it("flags a payment that arrives after the reservation expired, and does not revive the order (decision 012)", async () => {
    const { orderId, session } = await orderAwaitingCard(t, { ids, variant: v });
    await age(orderId, 40);
    await expireUnpaidOrders(t.db, { minutes: 30 });
    s.peer.pay(session);
    const { body, headers } = s.peer.event("checkout.session.completed", session);
    const res = await t.call("POST", "/payments/stripe/webhook", { raw: body, headers: Object.fromEntries(headers) });
    expect(res.body.data.effect).toBe("flagged");
    expect(await stateOf(orderId)).toEqual({ status: "cancelled", payment: "voided", flag: "late_payment" });
  });

  it("is swept by every node on its own, with no timer to remember across a restart", async () => {
    const { orderId, number } = await orderAwaitingCard(t, { ids, variant: v });
    await age(orderId, 31);
    const logged: unknown[] = [];
    const sweeper = startReservationSweeper({ db: t.db, minutes: 30, everyMs: 10, log: (_level, msg, fields) => logged.push({ msg, fields }) });
    try {
      await vi.waitFor(async () => expect((await stateOf(orderId)).status).toBe("cancelled"), { timeout: 10_000, interval: 20 });
    } finally {
      await sweeper.stop();
    }
    expect(logged).toContainEqual({ msg: "unpaid online orders expired, stock released", fields: { orders: [number] } });
  });

  describe("with the providers' pages closed first", () => {
    const deps = () => ({ providers: { stripe: s.provider }, publicBaseUrl: "https://shop.example", reservationMinutes: 30, log: () => undefined });
    const sweepWithPages = async () => expireUnpaidOrders(t.db, { minutes: 30, keep: await closeDuePayments(t.db, deps(), new Date(Date.now() - 30 * 60_000)) });

    it("closes the page of an expiring order, so no payment can come late", async () => {
      const { orderId, number, session } = await orderAwaitingCard(t, { ids, variant: v });
      await age(orderId, 31);
      expect(await sweepWithPages()).toContain(number);
      expect(s.peer.sessions.get(session)!.status).toBe("expired");
    });

    it("confirms an order paid a moment before its time was over, instead of cancelling it", async () => {
      const before = await stock();
      const { orderId, number, session } = await orderAwaitingCard(t, { ids, variant: v });
      await age(orderId, 31);
      s.peer.pay(session);
      expect(await sweepWithPages()).not.toContain(number);
      expect(await stateOf(orderId)).toEqual({ status: "confirmed", payment: "paid", flag: null });
      expect(await stock()).toBe(before - 1);
    });

    it("keeps waiting for a bank debit still being processed, and expires it once the bank refused it", async () => {
      const { orderId, number, session } = await orderAwaitingCard(t, { ids, variant: v });
      const page = (action: string) => fetch(`${s.peer.base}/pay/${session}`, { method: "POST", body: `action=${action}`, headers: { "content-type": "application/x-www-form-urlencoded" }, redirect: "manual" });
      expect((await page("debit")).status).toBe(303);
      await age(orderId, 31);
      expect(await sweepWithPages()).not.toContain(number);
      expect((await stateOf(orderId)).status).toBe("awaiting_payment");
      expect((await fetch(`${s.peer.base}/_peer/sessions/${session}/fail`, { method: "POST" })).ok).toBe(true);
      expect(await sweepWithPages()).toContain(number);
    });
  });
});
