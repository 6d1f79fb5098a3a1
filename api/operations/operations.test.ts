import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, operatorActions, orders, variants } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { PLACE, checkoutCalls, methodIds, newVisitor, pickVariants, readyForDelivery, readyForPickup, type Ids, type Variant } from "#api/checkout/checkout-test-kit.ts";
import { orderAwaitingCard, paymentCalls, useStripePeer } from "#api/payments/payments-test-kit.ts";
import { runShopCommand } from "../../scripts/shop-commands.ts";
import { parseOperators } from "./operator-auth.ts";

// The operations API (issue 16): the shop's staff move orders on, behind operator credentials.

const ANNA = { name: "anna", key: "anna-key-0123456789abcdefghij" };
const s = useStripePeer("operations");
const t = useTestApi({ deps: () => ({ operators: parseOperators(`${ANNA.name}:${ANNA.key},marco:marco-key-0123456789abcdefghij`), paymentProviders: { stripe: s.provider } }) });
let ids: Ids;
let v: Variant;

beforeAll(async () => {
  ids = await methodIds(t);
  [v] = (await pickVariants(t, 1, 500, 11)) as [Variant];
});

const basic = (name: string, key: string) => `Basic ${Buffer.from(`${name}:${key}`).toString("base64")}`;
const ops = (method: string, path: string, body?: unknown, authorization = basic(ANNA.name, ANNA.key)) =>
  t.call(method, `/ops${path}`, { ...(body === undefined ? {} : { body }), headers: { authorization, lang: "en" } });
const row = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stock = async () => (await t.db.select({ s: variants.stock }).from(variants).where(eq(variants.id, v.id)))[0]!.s;
const mails = async (id: string, template: string) => {
  const order = await row(id);
  return t.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, order.email), eq(emailOutbox.template, template)));
};

async function place(payment: "bank" | "cod" | "pickup") {
  const who = { ia: newVisitor() };
  const c = checkoutCalls(t);
  await c.add(who, v, 1);
  const summary = payment === "pickup" ? await readyForPickup(t, who, ids) : await readyForDelivery(t, who, ids, payment === "bank" ? ids.bank : ids.cod);
  const placed = await c.place(who, PLACE(summary.totals.total));
  expect(placed.status).toBe(201);
  return placed.body.data._id as string;
}

describe("the operations API's door", () => {
  it("is shut without credentials, with a wrong key, an unknown name or a customer's token: 401, and nothing changes", async () => {
    const id = await place("bank");
    for (const authorization of ["", basic(ANNA.name, "wrong-key-0123456789abcdefgh"), basic("nobody", ANNA.key), "Bearer abcdefghijklmnopqrstuvwxyz", "Basic !!!"]) {
      const res = await ops("POST", `/orders/${id}/confirm-payment`, undefined, authorization);
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Basic realm=/);
    }
    expect(await row(id)).toMatchObject({ status: "awaiting_payment", paymentStatus: "awaiting" });
    expect(await t.db.select().from(operatorActions).where(eq(operatorActions.orderId, id))).toEqual([]);
    expect((await ops("GET", "/orders")).headers.get("cache-control")).toMatch(/no-store/);
  });

  it("refuses keys shorter than 24 characters and malformed entries in OPERATORS", () => {
    expect(() => parseOperators("anna:short")).toThrow(/shorter than 24/);
    expect(() => parseOperators("anna")).toThrow(/not a name/);
    expect(parseOperators(" anna:0123456789abcdefghijklmn , ").size).toBe(1);
  });
});

describe("an order's way, by the staff", () => {
  it("a bank transfer confirmed, shipped with its tracking (mailed), followed, delivered: each step recorded with who did it", async () => {
    const id = await place("bank");
    const paid = await ops("POST", `/orders/${id}/confirm-payment`);
    expect(paid.status).toBe(200);
    expect(paid.body.data.order).toMatchObject({ status: "confirmed", payment_status: "paid" });

    const shipped = await ops("POST", `/orders/${id}/shipments`, { carrier: "brt", tracking_number: "BRT-0042-77" });
    expect(shipped.status).toBe(201);
    const [shipment] = shipped.body.data.shipments;
    expect(shipment).toMatchObject({ carrier: "brt", tracking_number: "BRT-0042-77", status: "in_transit" });
    expect(shipment.tracking_url).toContain("BRT-0042-77");
    const [mail] = await mails(id, "order-shipped");
    expect(mail!.payload).toMatchObject({ carrier: "BRT", trackingNumber: "BRT-0042-77" });

    const step = await ops("POST", `/shipments/${shipment.id}/events`, { status: "out_for_delivery", location: "Bologna", occurred_at: new Date(Date.now() + 60_000).toISOString() });
    expect(step.status).toBe(201);
    expect(step.body.data.events.map((e: { status: string }) => e.status)).toEqual(["shipped", "out_for_delivery"]);

    const done = await ops("POST", `/orders/${id}/delivered`);
    expect(done.body.data.order.status).toBe("delivered");
    expect(done.body.data.shipments[0]).toMatchObject({ status: "delivered" });
    expect(done.body.data.history.map((h: { operator: string; action: string }) => `${h.operator}:${h.action}`))
      .toEqual(["anna:confirm_payment", "anna:ship", "anna:tracking_event", "anna:delivered"]);
    expect((await ops("POST", `/shipments/${shipment.id}/events`, { status: "in_transit" })).status).toBe(409);
  });

  it("cash on delivery is paid when delivered; a pickup is mailed when ready and paid when collected", async () => {
    const cod = await place("cod");
    await ops("POST", `/orders/${cod}/shipments`, { carrier: "gls", tracking_number: `GLS${Date.now()}` });
    expect((await ops("POST", `/orders/${cod}/delivered`)).body.data.order).toMatchObject({ status: "delivered", payment_status: "paid" });

    const pickup = await place("pickup");
    expect((await ops("POST", `/orders/${pickup}/ready-for-pickup`)).body.data.order.status).toBe("ready_for_pickup");
    expect((await mails(pickup, "order-ready"))[0]!.payload).toMatchObject({ pickupStore: expect.arrayContaining([expect.stringContaining("Bottega")]) });
    expect((await ops("POST", `/orders/${pickup}/collected`)).body.data.order).toMatchObject({ status: "collected", payment_status: "paid" });
  });

  it("refuses a step the order's state does not allow, naming the state: 409, nothing changes", async () => {
    const id = await place("bank");
    const early = await ops("POST", `/orders/${id}/shipments`, { carrier: "brt", tracking_number: "BRT-EARLY-1" });
    expect(early.status).toBe(409);
    expect(early.body.metadata[0]).toMatchObject({ reason: "invalid_transition" });
    expect(early.body.metadata[0].errors[0]).toMatch(/is awaiting payment .*cannot be shipped/);
    expect((await ops("POST", `/orders/${id}/ready-for-pickup`)).status).toBe(409);
    expect((await ops("POST", `/orders/${id}/delivered`)).status).toBe(409);
    const card = await orderAwaitingCard(t, { ids, variant: v });
    expect((await ops("POST", `/orders/${card.orderId}/confirm-payment`)).body.metadata[0].errors[0]).toMatch(/only a bank transfer/);
    expect(await row(id)).toMatchObject({ status: "awaiting_payment" });
  });

  it("ships an order once when ten requests race, and refuses an unknown carrier or a tracking number in use", async () => {
    const id = await place("cod");
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => ops("POST", `/orders/${id}/shipments`, { carrier: "dhl", tracking_number: `DHL-RACE-${i}-${id.slice(0, 8)}` })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect((await mails(id, "order-shipped"))).toHaveLength(1);
    const other = await place("cod");
    expect((await ops("POST", `/orders/${other}/shipments`, { carrier: "pigeon", tracking_number: "ABC123" })).status).toBe(422);
    const used = answers.find((a) => a.status === 201)!.body.data.shipments[0].tracking_number;
    expect((await ops("POST", `/orders/${other}/shipments`, { carrier: "dhl", tracking_number: used })).status).toBe(409);
    expect((await row(other)).status).toBe("confirmed");
  });

  it("cancels an order: stock and coupon use back, a card payment refunded through Stripe", async () => {
    const before = await stock();
    const card = await orderAwaitingCard(t, { ids, variant: v });
    s.peer.pay(card.session);
    await paymentCalls(t).check(card.who, card.orderId);
    expect(await stock()).toBe(before - 1);
    const cancelled = await ops("POST", `/orders/${card.orderId}/cancel`, { reason: "Out of stock at the supplier" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.order).toMatchObject({ status: "cancelled", payment_status: "refunded" });
    expect(cancelled.body.data.refund).toMatchObject({ status: "refunded" });
    expect(s.peer.refunds.find((r) => r.id === cancelled.body.data.refund.id)?.amount).toBe((await row(card.orderId)).totalCents);
    expect(await stock()).toBe(before);
    expect((await ops("POST", `/orders/${card.orderId}/cancel`, { reason: "again" })).status).toBe(409);
    expect((await ops("POST", `/orders/${card.orderId}/cancel`, {})).status).toBe(400);
  });
});

describe("finding orders", () => {
  it("lists them newest first, by state and by number, e-mail or name, paged", async () => {
    const id = await place("bank");
    const order = await row(id);
    const byNumber = await ops("GET", `/orders?q=${order.number}`);
    expect(byNumber.body.data.orders.map((o: { id: string }) => o.id)).toEqual([id]);
    const byEmail = await ops("GET", `/orders?q=${encodeURIComponent(order.email.toUpperCase())}`);
    expect(byEmail.body.data.orders[0].id).toBe(id);
    const awaiting = await ops("GET", "/orders?status=awaiting_payment&per_page=2");
    expect(awaiting.body.data.orders.length).toBeLessThanOrEqual(2);
    expect(awaiting.body.data.orders.every((o: { status: string }) => o.status === "awaiting_payment")).toBe(true);
    expect(awaiting.body.data.total).toBeGreaterThan(0);
    expect((await ops("GET", "/orders?status=lost")).status).toBe(400);
    expect((await ops("GET", `/orders/${id}`)).body.data.order.number).toBe(order.number);
    expect((await ops("GET", "/orders/0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e")).status).toBe(404);
  });
});

describe("npm run shop", () => {
  const client = (operator = `${ANNA.name}:${ANNA.key}`) => ({
    baseUrl: "http://shop.test", operator, fetch: (request: Request) => Promise.resolve(t.api.app.fetch(request)),
  });

  it("moves an order by its number, and prints what the API answered", async () => {
    const id = await place("cod");
    const { number } = await row(id);
    expect((await runShopCommand(["orders", "--q", number], client()))[0]).toContain(number);
    const shipped = await runShopCommand(["ship", number, "poste", "PI123456789IT"], client());
    expect(shipped[0]).toContain(`${number}  shipped`);
    expect(shipped.join("\n")).toMatch(/shipment [0-9a-f-]{36} {2}poste PI123456789IT {2}in_transit/);
    const shipmentId = /shipment ([0-9a-f-]{36})/.exec(shipped.join("\n"))![1]!;
    expect((await runShopCommand(["track", shipmentId, "out_for_delivery", "Bologna", "CMP"], client())).at(-1)).toMatch(/out_for_delivery {2}Bologna CMP$/);
    expect((await runShopCommand(["delivered", number], client()))[0]).toContain("delivered · payment paid");
  });

  it("says what went wrong: a wrong key, an unknown order, a step the order does not allow", async () => {
    const id = await place("bank");
    const { number } = await row(id);
    await expect(runShopCommand(["order", number], client("anna:not-the-key-0123456789abcdef"))).rejects.toThrow(/^401: Give an operator's name and key/);
    await expect(runShopCommand(["order", "VT-1999-000001"], client())).rejects.toThrow("There is no order VT-1999-000001.");
    await expect(runShopCommand(["delivered", number], client())).rejects.toThrow(/^409: Order .* cannot be marked delivered/);
    await expect(runShopCommand(["fly"], client())).rejects.toThrow(/npm run shop/);
  });
});
