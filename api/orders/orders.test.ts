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
    expect(res.body.data).toEqual(order);
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
});
