import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PERSONAL_CACHE_CONTROL } from "#domain/personal-answer.ts";
import { addresses, carts, customers, emailOutbox, newsletterSubscriptions, refreshTokens, savedCarts, variants, wishlists } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { PASSWORD, authCall, newVisitor, signUp } from "./auth-test-kit.ts";

const t = useTestApi();
const call = authCall(t);

const profileBody = (over: Record<string, unknown> = {}) => ({ name: "Maria", lastname: "Bianchi", newsletter: false, ...over });

describe("GET /auth/me and POST /auth/update-user", () => {
  it("changes the profile; a phone written internationally is stored as E.164", async () => {
    const { accessToken, id, email } = await signUp(t);
    const res = await call("POST", "/auth/update-user", {
      token: accessToken, body: profileBody({ company: "Rossi SA", phone: "+41 44 668 18 00", birthdate_at: "1985-12-01" }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id, email, name: "Maria", lastname: "Bianchi", company: "Rossi SA", phone: "+41446681800", birthdate_at: "1985-12-01", newsletter: false, newsletter_status: "none", lang: "it",
    });
    expect((await call("GET", "/auth/me", { token: accessToken })).body.data).toEqual(res.body.data);
  });

  it("refuses an invalid phone with a field error, and changes nothing", async () => {
    const { accessToken, id } = await signUp(t);
    const res = await call("POST", "/auth/update-user", { token: accessToken, body: profileBody({ phone: "+41 12" }) });
    expect(res.status).toBe(400);
    expect(res.body.metadata[0].fields).toEqual({ phone: "Enter a valid phone number, with its country code." });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
    expect(row).toMatchObject({ name: "Anna", phone: null });
  });

  it("refuses unknown fields (no mass assignment) with 400", async () => {
    const { accessToken, id, email } = await signUp(t);
    const res = await call("POST", "/auth/update-user", { token: accessToken, body: profileBody({ email: "other@example.com" }) });
    expect(res.status).toBe(400);
    expect(res.body.metadata[0].fields).toHaveProperty("email");
    const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
    expect(row!.email).toBe(email);
  });

  it("asks for the newsletter once (double opt-in: pending until the link is followed), and leaves it", async () => {
    const { accessToken, email } = await signUp(t);
    const on = await call("POST", "/auth/update-user", { token: accessToken, body: profileBody({ newsletter: true }) });
    expect(on.body.data).toMatchObject({ newsletter: true, newsletter_status: "pending" });
    await call("POST", "/auth/update-user", { token: accessToken, body: profileBody({ newsletter: true }) });
    const sub = () => t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(await sub()).toMatchObject([{ unsubscribedAt: null, confirmedAt: null }]);
    const confirmations = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, "newsletter-confirm")));
    expect(confirmations).toHaveLength(1);
    const off = await call("POST", "/auth/update-user", { token: accessToken, body: profileBody({ newsletter: false }) });
    expect(off.body.data).toMatchObject({ newsletter: false, newsletter_status: "none" });
    expect((await sub())[0]!.unsubscribedAt).toBeInstanceOf(Date);
  });

  it("needs a session", async () => {
    const res = await call("POST", "/auth/update-user", { body: profileBody() });
    expect(res.status).toBe(401);
    expect(res.body.metadata[0].reason).toBe("session_ended");
  });
});

describe("the customer owns cart, saved carts and wishlist", () => {
  it("a bearer token makes the cart the customer's, on every device, without an ia header", async () => {
    const { accessToken, id, email } = await signUp(t);
    const [variant] = await t.db.select().from(variants).where(eq(variants.isActive, true)).limit(1);
    await t.db.update(variants).set({ stock: 50, inventoryManaged: true }).where(eq(variants.id, variant!.id));
    const added = await call("POST", "/cart/addtocart", { token: accessToken, body: { items: variant!.productId, variants: variant!.id, note: "2" } });
    expect(added.status).toBe(200);
    const [cart] = await t.db.select().from(carts).where(eq(carts.customerId, id));
    expect(cart).toBeDefined();
    const elsewhere = (await call("POST", "/auth/", { body: { email, password: PASSWORD } })).body.data;
    expect(elsewhere.cart.count).toBe(2);
    expect((await call("GET", "/cart", { token: elsewhere.accessToken, ia: newVisitor() })).body.data.count).toBe(2);
    expect((await call("GET", "/cart", { ia: newVisitor() })).body.data.count).toBe(0);
  });
});

describe("GET /auth/delete-account", () => {
  it("erases the person, deletes addresses, cart, wishlist and saved carts, ends sessions, unsubscribes", async () => {
    const ia = newVisitor();
    const { accessToken, refreshToken, id, email } = await signUp(t, { ia });
    await call("POST", "/auth/update-user", { token: accessToken, body: profileBody({ newsletter: true, phone: "+39 02 1234 5678" }) });
    await call("POST", "/auth/addresses", {
      token: accessToken, body: { Name: "Maria Bianchi", Street1: "Via Roma 1", CityName: "Milano", PostalCode: "20100", Country: "IT" },
    });
    const [variant] = await t.db.select().from(variants).where(eq(variants.isActive, true)).limit(1);
    await call("POST", "/cart/addtocart", { token: accessToken, body: { items: variant!.productId, variants: variant!.id } });
    await call("POST", "/savecart/store", { token: accessToken, body: {} });
    await call("POST", "/wish/addtowish", { token: accessToken, body: { items: variant!.productId } });

    const res = await call("GET", "/auth/delete-account", { token: accessToken });
    expect(res).toMatchObject({ status: 200, body: { data: { status: "deleted" } } });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ name: "", lastname: "", phone: null, birthdate: null, newsletter: false });
    expect(row!.email).not.toBe(email);
    expect(row!.passwordHash?.startsWith("$argon2")).toBe(false);
    for (const table of [addresses, carts, wishlists, savedCarts]) {
      expect(await t.db.select().from(table).where(eq(table.customerId, id))).toHaveLength(0);
    }
    expect((await t.db.select().from(refreshTokens).where(eq(refreshTokens.customerId, id))).every((r) => r.revokedAt)).toBe(true);
    expect((await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]!.unsubscribedAt).toBeInstanceOf(Date);
    expect((await call("GET", "/auth/me", { token: accessToken })).status).toBe(401);
    expect((await call("POST", "/auth/refresh", { body: { refreshToken } })).status).toBe(401);
    expect((await call("GET", "/auth/delete-account", { token: accessToken })).status).toBe(401);
    // The address can open a new account.
    const again = await signUp(t, { email });
    expect(again.id).not.toBe(id);
  });

  it.each([
    ["Sec-Purpose", "prefetch"],
    ["Sec-Purpose", "prefetch;prerender"],
    ["Sec-Purpose", "prefetch;anonymous-client-ip"],
    ["Purpose", "prefetch"],
    ["X-Purpose", "preview"],
  ])("refuses a request that says %s: %s, with private, no-store, and deletes nothing", async (name, value) => {
    const { accessToken, id } = await signUp(t);
    const res = await call("GET", "/auth/delete-account", { token: accessToken, headers: { [name]: value } });
    expect(res.status).toBe(403);
    expect(res.body.metadata[0]).toMatchObject({ code: "FORBIDDEN", reason: "prefetch_refused" });
    expect(res.headers.get("cache-control")).toBe(PERSONAL_CACHE_CONTROL);
    expect((await t.db.select().from(customers).where(eq(customers.id, id)))[0]!.deletedAt).toBeNull();
    expect((await call("GET", "/auth/me", { token: accessToken })).status).toBe(200);
  });

  it("is never stored by a cache, whatever it answers", async () => {
    const { accessToken } = await signUp(t);
    expect((await call("GET", "/auth/delete-account")).headers.get("cache-control")).toBe(PERSONAL_CACHE_CONTROL);
    const done = await call("GET", "/auth/delete-account", { token: accessToken });
    expect(done.status).toBe(200);
    expect(done.headers.get("cache-control")).toBe(PERSONAL_CACHE_CONTROL);
  });

  it("deletes only with a bearer token: the storefront's token cookie alone is refused", async () => {
    const { accessToken, id } = await signUp(t);
    const res = await call("GET", "/auth/delete-account", { headers: { cookie: `token=${accessToken}; id=${id}` } });
    expect(res.status).toBe(401);
    expect(res.body.metadata[0].reason).toBe("session_ended");
    expect((await t.db.select().from(customers).where(eq(customers.id, id)))[0]!.deletedAt).toBeNull();
  });
});
