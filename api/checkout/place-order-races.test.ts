import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { coupons, orders, storeStock, variants } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { PLACE, checkoutCalls, methodIds, newVisitor, pickVariants, readyForDelivery, readyForPickup, type Ids, type Variant } from "./checkout-test-kit.ts";

// PGlite runs one statement at a time and cannot show a race (DESIGN principle 3): these run on PostgreSQL.
const onPostgres = process.env.TEST_DATABASE === "postgres";
const t = useTestApi();
const c = checkoutCalls(t);
let ids: Ids;

beforeAll(async () => { ids = await methodIds(t); });

/** `count` visitors, each with one unit of `v` in the cart and a checkout ready to place. */
async function shoppers(count: number, v: Variant, ready: (who: { ia: string }) => Promise<{ totals: { total: number } }>) {
  const list = [];
  for (let i = 0; i < count; i++) {
    const who = { ia: newVisitor() };
    expect((await c.add(who, v, 1)).status).toBe(200);
    list.push({ who, total: (await ready(who)).totals.total });
  }
  return list;
}

async function race(list: { who: { ia: string }; total: number }[]) {
  const answers = await Promise.all(list.map(({ who, total }) => c.place(who, PLACE(total))));
  const placed = await t.db.select().from(orders).where(inArray(orders.anonymousId, list.map((s) => s.who.ia)));
  return { answers, placed };
}

describe.runIf(onPostgres)("concurrent checkouts on PostgreSQL", () => {
  it("sell the last unit once: one order, 49 clear refusals, stock never below zero, no 5xx", async () => {
    const [v] = await pickVariants(t, 1, 5, 20);
    const list = await shoppers(50, v!, (who) => readyForDelivery(t, who, ids));
    await t.db.update(variants).set({ stock: 1 }).where(eq(variants.id, v!.id));
    const { answers, placed } = await race(list);
    expect(answers.filter((r) => r.status >= 500)).toHaveLength(0);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(49);
    for (const r of refused) {
      expect(r.body.metadata[0].reason).toBe("stock");
      expect(r.body.metadata[0].fields[`Items.${v!.id}`]).toMatch(/is sold out|Only 0 of/);
    }
    expect(placed).toHaveLength(1);
    expect((await t.db.select({ s: variants.stock }).from(variants).where(eq(variants.id, v!.id)))[0]!.s).toBe(0);
  });

  it("sell a store's last unit for pickup once", async () => {
    const [v] = await pickVariants(t, 1, 5, 22);
    await t.db.update(storeStock).set({ quantity: 5 }).where(and(eq(storeStock.storeId, ids.store), eq(storeStock.variantId, v!.id)));
    const list = await shoppers(50, v!, (who) => readyForPickup(t, who, ids));
    await t.db.update(storeStock).set({ quantity: 1 }).where(and(eq(storeStock.storeId, ids.store), eq(storeStock.variantId, v!.id)));
    const { answers, placed } = await race(list);
    expect(answers.filter((r) => r.status >= 500)).toHaveLength(0);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409 && r.body.metadata[0].reason === "stock")).toHaveLength(49);
    expect(placed).toHaveLength(1);
    const [row] = await t.db.select().from(storeStock).where(and(eq(storeStock.storeId, ids.store), eq(storeStock.variantId, v!.id)));
    expect(row!.quantity).toBe(0);
    expect((await t.db.select({ s: variants.stock }).from(variants).where(eq(variants.id, v!.id)))[0]!.s).toBe(5);
  });

  it("give a coupon limited to one use to one order out of 20", async () => {
    await t.db.insert(coupons).values({ code: "RACE1USE", kind: "percent", value: 15, usageLimit: 1, descriptions: { it: "15%" } });
    const [v] = await pickVariants(t, 1, 100, 24);
    const list = await shoppers(20, v!, async (who) => {
      expect((await t.call("POST", "/cart/coupon", { body: { code: "RACE1USE" }, headers: { ia: who.ia } })).status).toBe(200);
      return readyForDelivery(t, who, ids);
    });
    const { answers, placed } = await race(list);
    expect(answers.filter((r) => r.status >= 500)).toHaveLength(0);
    const discounted = placed.filter((o) => o.couponCode === "RACE1USE");
    expect(discounted).toHaveLength(1);
    expect(discounted[0]!.discountCents).toBeGreaterThan(0);
    expect(answers.filter((r) => r.status === 409 && r.body.metadata[0].reason === "coupon")).toHaveLength(19);
    expect((await t.db.select().from(coupons).where(eq(coupons.code, "RACE1USE")))[0]!.timesUsed).toBe(1);
  });
});

describe.skipIf(onPostgres)("concurrent checkouts", () => {
  it("are proven on PostgreSQL (TEST_DATABASE_URL)", () => expect(onPostgres).toBe(false));
});
