import { and, eq, gt, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { carts, products, savedCarts, variants, wishlists } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { PASSWORD, authCall, newVisitor, signUp } from "./auth-test-kit.ts";

const t = useTestApi();
const call = authCall(t);

interface V { id: number; productId: number }
let a: V; // inventory-managed: at most 25 a line
let b: V;
let c: V;

beforeAll(async () => {
  const rows = await t.db.select({ id: variants.id, productId: variants.productId }).from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(variants.isActive, true), eq(products.isActive, true), gt(variants.stock, 0))).orderBy(variants.id).limit(60);
  const distinct = rows.filter((r, i) => rows.findIndex((x) => x.productId === r.productId) === i);
  [a, b, c] = distinct as [V, V, V];
  for (const v of [a, b, c]) await t.db.update(variants).set({ stock: 100, inventoryManaged: true }).where(eq(variants.id, v.id));
});

const add = (who: { ia?: string; token?: string }, v: V, quantity: number) =>
  call("POST", "/cart/addtocart", { ...who, body: { items: v.productId, variants: v.id, note: String(quantity) } });
const heart = (who: { ia?: string; token?: string }, v: V) => call("POST", "/wish/addtowish", { ...who, body: { items: v.productId } });

describe("login brings the visitor's cart, wishlist and saved carts to the customer", () => {
  it("merges the cart lines (same variant adds, capped at 25) and deletes the visitor's cart", async () => {
    const customer = await signUp(t);
    expect((await add({ token: customer.accessToken }, a, 20)).status).toBe(200);
    const ia = newVisitor();
    await add({ ia }, a, 9);
    await add({ ia }, b, 2);

    const res = await call("POST", "/auth/", { ia, body: { email: customer.email, password: PASSWORD } });
    expect(res.status).toBe(200);
    const lines = res.body.data.cart.Items.map((i: { variant_id: number; QuantityPurchased: number }) => [i.variant_id, i.QuantityPurchased]);
    expect(lines).toEqual(expect.arrayContaining([[a.id, 25], [b.id, 2]]));
    expect(lines).toHaveLength(2);
    expect(await t.db.select().from(carts).where(and(eq(carts.anonymousId, ia), isNull(carts.customerId)))).toHaveLength(0);
    expect((await call("GET", "/cart", { ia })).body.data.count).toBe(0);
    expect((await call("GET", "/cart", { token: res.body.data.accessToken })).body.data).toEqual(res.body.data.cart);
  });

  it("adds the wishlist items without duplicates and re-owns the saved carts", async () => {
    const customer = await signUp(t);
    await heart({ token: customer.accessToken }, a);
    const ia = newVisitor();
    await heart({ ia }, a);
    await heart({ ia }, c);
    await add({ ia }, b, 1);
    const saved = await call("POST", "/savecart/store", { ia, body: {} });
    expect(saved.status).toBe(201);

    const res = await call("POST", "/auth/", { ia, body: { email: customer.email, password: PASSWORD } });
    const ids = res.body.data.wishlist.items.map((i: { id: number }) => i.id).sort();
    expect(ids).toEqual([a.productId, c.productId].sort());
    expect(await t.db.select().from(wishlists).where(and(eq(wishlists.anonymousId, ia), isNull(wishlists.customerId)))).toHaveLength(0);
    const [row] = await t.db.select().from(savedCarts).where(eq(savedCarts.id, saved.body.data._id));
    expect(row).toMatchObject({ customerId: customer.id, anonymousId: null });
    expect((await call("GET", "/savecart", { token: res.body.data.accessToken })).body.data).toHaveLength(1);
    expect((await call("GET", "/savecart", { ia })).body.data).toHaveLength(0);
  });

  it("merges at activation too", async () => {
    const ia = newVisitor();
    await add({ ia }, c, 3);
    const customer = await signUp(t, { ia });
    expect(customer.cart.Items).toMatchObject([{ variant_id: c.id, QuantityPurchased: 3 }]);
  });

  it("leaves the visitor's cart alone when the login is refused", async () => {
    const customer = await signUp(t);
    const ia = newVisitor();
    await add({ ia }, b, 2);
    expect((await call("POST", "/auth/", { ia, body: { email: customer.email, password: "wrong password!" } })).status).toBe(401);
    expect((await call("GET", "/cart", { ia })).body.data.count).toBe(2);
    expect((await call("GET", "/cart", { token: customer.accessToken })).body.data.count).toBe(0);
  });
});
