import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApi } from "#tests/setup/test-api.ts";
import { signUp } from "#api/auth/auth-test-kit.ts";
import { PLACE, checkoutCalls, methodIds, newVisitor, pickVariants, readyForDelivery, type Ids, type Variant, type Who } from "#api/checkout/checkout-test-kit.ts";

const t = useTestApi();
const c = checkoutCalls(t);
let ids: Ids;
let v: Variant;

beforeAll(async () => {
  ids = await methodIds(t);
  [v] = (await pickVariants(t, 1, 500, 30)) as [Variant];
});

async function placeAs(who: Who) {
  await c.add(who, v, 1);
  const summary = await readyForDelivery(t, who, ids);
  const res = await c.place(who, PLACE(summary.totals.total));
  expect(res.status).toBe(201);
  return res.body.data;
}

describe("reading an order", () => {
  it("shows the guest who placed it their order, privately", async () => {
    const guest = { ia: newVisitor() };
    const order = await placeAs(guest);
    const res = await c.get(guest, `/orders/${order._id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    // One order's answer adds its parcels and its returns (none yet, and none possible before delivery).
    expect(res.body.data).toEqual({
      ...order, Items: order.Items.map((l: { QuantityPurchased: number }) => ({ ...l, returnable: l.QuantityPurchased })),
      shipments: [], returns: [], return_until: null,
    });
    expect((await c.get(guest, "/orders")).body.data.map((o: { _id: string }) => o._id)).toEqual([order._id]);
  });

  it("is a 404 for another visitor, another customer, nobody, or an unknown id", async () => {
    const order = await placeAs({ ia: newVisitor() });
    const customer = await signUp(t);
    for (const who of [{ ia: newVisitor() }, { ia: newVisitor(), token: customer.accessToken }]) {
      const res = await c.get(who, `/orders/${order._id}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    expect((await t.call("GET", `/orders/${order._id}`)).status).toBe(404);
    expect((await c.get({ ia: newVisitor() }, `/orders/${randomUUID()}`)).status).toBe(404);
    expect((await c.get({ ia: newVisitor() }, "/orders/12")).status).toBe(400);
  });

  it("becomes the customer's when the guest who placed it creates an account with the same e-mail", async () => {
    const guest = { ia: newVisitor() };
    const order = await placeAs(guest);
    const other = await placeAs({ ia: newVisitor() });
    const customer = await signUp(t, { email: `${guest.ia}@example.com`, ia: guest.ia });
    const mine = { ia: newVisitor(), token: customer.accessToken };
    expect((await c.get(mine, `/orders/${order._id}`)).status).toBe(200);
    expect((await c.get(mine, `/orders/${other._id}`)).status).toBe(404);
  });

  it("shows a customer their order from any device, and not the visitor id's", async () => {
    const customer = await signUp(t);
    const order = await placeAs({ ia: newVisitor(), token: customer.accessToken });
    expect((await c.get({ ia: newVisitor(), token: customer.accessToken }, `/orders/${order._id}`)).status).toBe(200);
  });

  it("opens for anyone with the order's key, and is found by number and e-mail, the same 404 for either wrong", async () => {
    const guest = { ia: newVisitor() };
    const order = await placeAs(guest);
    const stranger = { ia: newVisitor() };
    const lookup = (number: string, email: string, ip = "198.51.100.7") =>
      t.call("POST", "/orders/lookup", { body: { number, email }, headers: { ia: stranger.ia, "x-client-ip": ip } });
    const found = await lookup(order.number.toLowerCase(), order.Customer.email.toUpperCase());
    expect(found.status).toBe(200);
    expect(found.body.data.order._id).toBe(order._id);
    const { key } = found.body.data;
    expect((await c.get(stranger, `/orders/${order._id}?key=${key}`)).status).toBe(200);
    // Another last character (never the same one, or the "wrong" key would be the right one).
    const wrongKey = `${key.slice(0, -1)}${key.endsWith("x") ? "y" : "x"}`;
    expect((await c.get(stranger, `/orders/${order._id}?key=${wrongKey}`)).status).toBe(404);
    expect((await c.get(stranger, `/orders/${order._id}`)).status).toBe(404);
    const wrongNumber = await lookup("VT-1999-000001", order.Customer.email);
    const wrongEmail = await lookup(order.number, "someone@example.com");
    expect([wrongNumber.status, wrongEmail.status]).toEqual([404, 404]);
    expect(wrongNumber.body).toEqual(wrongEmail.body);
  });

  it("rate limits the lookup per order number, whatever the address", async () => {
    const order = await placeAs({ ia: newVisitor() });
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push((await t.call("POST", "/orders/lookup", { body: { number: order.number, email: `guess${i}@example.com` }, headers: { ia: newVisitor(), "x-client-ip": `203.0.113.${i}` } })).status);
    }
    expect(answers).toEqual([...Array(10).fill(404), 429]);
  });

  it("pages the owner's orders and filters them by state", async () => {
    const guest = { ia: newVisitor() };
    for (let i = 0; i < 3; i++) await placeAs(guest);
    const first = await c.get(guest, "/orders?per_page=2");
    expect(first.body.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(first.body.data).toHaveLength(2);
    expect((await c.get(guest, "/orders?per_page=2&page=2")).body.data).toHaveLength(1);
    expect((await c.get(guest, "/orders?status=delivered")).body.meta.total).toBe(0);
    expect((await c.get(guest, "/orders?status=lost")).status).toBe(400);
  });
});
