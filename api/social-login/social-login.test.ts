import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { customerIdentities, customers, products, variants } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { PASSWORD, authCall, mailToken, newClientIp, newEmail, newVisitor, signUp } from "#api/auth/auth-test-kit.ts";
import { TEST_SHOP, signInAtProvider, startTestProvider } from "./social-login-test-kit.ts";

// The shop's real path against a real OpenID provider (oidc-provider) on a local port: openid-client
// discovers it, the provider's own login and consent pages are answered, the code comes back to the callback.
const { peer, providers } = await startTestProvider();
afterAll(() => peer.close());

/** What the API reported of refused answers: which check refused them. */
const events: Record<string, unknown>[] = [];
const t = useTestApi({ deps: () => ({ socialProviders: providers, publicBaseUrl: TEST_SHOP, logEvent: (_level, _msg, fields) => { events.push(fields); } }) });
const call = authCall(t);

type Who = { ia?: string; token?: string; ip?: string };
const start = (who: Who = {}, body: Record<string, unknown> = {}) => call("POST", "/auth/social/oidc", { ...who, body });
const callback = (query: string, binding: string, who: Who = {}) => call("POST", "/auth/social/callback", { ...who, body: { query, binding } });

/** A whole sign-in at the provider as `login`: start, the provider's pages, and the callback. */
async function socialSignIn(login: string, who: Who = {}, body: Record<string, unknown> = {}) {
  const started = await start(who, body);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const query = await signInAtProvider(started.body.data.url, login);
  return { query, binding: started.body.data.binding as string, answer: await callback(query, started.body.data.binding, who) };
}

const customerOf = async (email: string) => (await t.db.select().from(customers).where(eq(customers.email, email)))[0];

describe("social login: starting", () => {
  it("lists the configured providers in the settings, with the url to POST to", async () => {
    const res = await call("GET", "/setting");
    expect(res.body.data.authentications).toEqual([{ provider: "oidc", name: "Test ID", url: "/auth/social/oidc", is_active: true }]);
  });

  it("answers the provider's authorization URL with PKCE (S256), state, nonce and the shop's callback", async () => {
    const res = await start({}, { redirect_to: "/es/cart" });
    expect(res.status).toBe(200);
    const url = new URL(res.body.data.url);
    expect(url.origin).toBe(peer.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "vetrina-test", response_type: "code", redirect_uri: `${TEST_SHOP}/social-login/callback`, scope: "openid email profile", code_challenge_method: "S256",
    });
    for (const name of ["state", "nonce", "code_challenge"]) expect(url.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
    expect(res.body.data.binding).toMatch(/^[\w-]{43}$/);
  });

  it("refuses a provider the shop does not offer, an unknown one, and a body with unknown fields, never with a 500", async () => {
    expect((await call("POST", "/auth/social/google", { body: {} })).body.metadata[0].reason).toBe("provider_not_configured");
    expect((await call("POST", "/auth/social/facebook", { body: {} })).status).toBe(400);
    expect((await start({}, { isAdmin: true })).status).toBe(400);
    expect((await start({}, { redirect_to: "//evil.example/x" })).status).toBe(400);
    expect((await start({}, { purpose: "link" })).status).toBe(401);
  });

  it("rate-limits starting per client like the login (30 per 15 minutes)", async () => {
    const ip = newClientIp();
    for (let i = 0; i < 30; i++) expect((await start({ ip })).status).toBe(200);
    const refused = await start({ ip });
    expect(refused.status).toBe(429);
    expect(refused.body.metadata[0].reason).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("social login: signing in", () => {
  it("makes a new active account without a password from the verified claims, signs it in and brings the visitor's wishlist", async () => {
    const email = newEmail();
    const ia = newVisitor();
    const [product] = await t.db.select({ id: products.id }).from(products).innerJoin(variants, eq(variants.productId, products.id)).where(eq(products.isActive, true)).limit(1);
    expect((await call("POST", "/wish/addtowish", { ia, body: { items: product!.id } })).status).toBe(200);

    const { answer } = await socialSignIn(email, { ia }, { redirect_to: "/es/cart" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ outcome: "signed_in", created: true, lang: "it", redirect_to: "/es/cart", session: { email, name: email.split("-")[0]!.replace(/^./, (c) => c.toUpperCase()), lastname: "Proveedor" } });
    expect(answer.body.data.session.wishlist.items.map((i: { id: number }) => i.id)).toContain(product!.id);
    const row = await customerOf(email);
    expect(row).toMatchObject({ passwordHash: null });
    expect(row!.activatedAt).toBeInstanceOf(Date);
    const me = await call("GET", "/auth/me", { token: answer.body.data.session.accessToken });
    expect(me.body.data.email).toBe(email);

    // A password login of that account is refused like a wrong password: it has none.
    const login = await call("POST", "/auth/", { body: { email, password: PASSWORD } });
    expect(login.status).toBe(401);
    expect(login.body.metadata[0].reason).toBe("invalid_credentials");
  });

  it("signs a linked customer in again, by the provider's subject", async () => {
    const email = newEmail();
    const first = (await socialSignIn(email)).answer.body.data;
    const again = await socialSignIn(email);
    expect(again.answer.body.data).toMatchObject({ outcome: "signed_in", created: false, session: { id: first.session.id } });
  });

  it("refuses an e-mail the provider did not verify: no account, no session", async () => {
    const email = newEmail();
    const { answer } = await socialSignIn(`unverified+${email}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ data: null, metadata: [{ reason: "email_unverified" }] });
    expect(await customerOf(email)).toBeUndefined();
  });

  it("links a verified e-mail of an existing account only with its password", async () => {
    const account = await signUp(t);
    const ia = newVisitor();
    const { answer } = await socialSignIn(account.email, { ia });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ outcome: "confirm" });
    expect(answer.body.data.session).toBeUndefined();
    const confirmation = answer.body.data.confirmation as string;
    expect((await t.db.select().from(customerIdentities).where(eq(customerIdentities.customerId, account.id)))).toHaveLength(0);

    const pending = await call("POST", "/auth/social/pending", { body: { confirmation } });
    expect(pending.body.data).toEqual({ email: account.email, provider: "oidc", provider_name: "Test ID", lang: "it" });

    const wrong = await call("POST", "/auth/social/pending/confirm", { ia, body: { confirmation, password: "not the password" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.metadata[0].reason).toBe("invalid_credentials");
    expect((await t.db.select().from(customerIdentities).where(eq(customerIdentities.customerId, account.id)))).toHaveLength(0);

    const right = await call("POST", "/auth/social/pending/confirm", { ia, body: { confirmation, password: PASSWORD } });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.data.session).toMatchObject({ id: account.id, email: account.email });
    expect((await t.db.select().from(customerIdentities).where(eq(customerIdentities.customerId, account.id)))).toMatchObject([{ provider: "oidc", subject: account.email }]);

    const replay = await call("POST", "/auth/social/pending/confirm", { body: { confirmation, password: PASSWORD } });
    expect(replay.body.metadata[0].reason).toBe("social_state_invalid");
    // Linked now: the provider signs the account in directly.
    expect((await socialSignIn(account.email)).answer.body.data).toMatchObject({ outcome: "signed_in", session: { id: account.id } });
  });
});

describe("social login: the provider's answer is checked", () => {
  it("refuses an unknown state, with no session", async () => {
    const started = await start();
    const query = await signInAtProvider(started.body.data.url, newEmail());
    const forged = new URLSearchParams(query);
    forged.set("state", "a-state-the-shop-never-gave-0123456789");
    const res = await callback(forged.toString(), started.body.data.binding);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ data: null, metadata: [{ reason: "social_state_invalid" }] });
  });

  it("refuses a callback from another browser (the binding), and the state is then used up", async () => {
    const email = newEmail();
    const started = await start();
    const query = await signInAtProvider(started.body.data.url, email);
    expect((await callback(query, "another-browsers-binding-0123456789")).body.metadata[0].reason).toBe("social_state_invalid");
    expect((await callback(query, started.body.data.binding)).body.metadata[0].reason).toBe("social_state_invalid");
    expect(await customerOf(email)).toBeUndefined();
  });

  it("refuses a replayed callback, and a used code with another sign-in's state", async () => {
    const email = newEmail();
    const { query, binding, answer } = await socialSignIn(email);
    expect(answer.body.data.outcome).toBe("signed_in");
    const replay = await callback(query, binding);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ data: null, metadata: [{ reason: "social_state_invalid" }] });

    const other = await start();
    const swapped = new URLSearchParams(query);
    swapped.set("state", new URL(other.body.data.url).searchParams.get("state")!);
    const res = await callback(swapped.toString(), other.body.data.binding);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ data: null, metadata: [{ reason: "social_refused" }] });
    expect(events.at(-1)).toMatchObject({ oauthError: "invalid_grant" });
  });

  it("refuses an ID token whose nonce is not the one of the sign-in", async () => {
    // Someone changed the nonce on the way to the provider: the ID token names another one than the shop keeps.
    const email = newEmail();
    const started = await start();
    const url = new URL(started.body.data.url);
    url.searchParams.set("nonce", "a-nonce-the-shop-never-gave-0123456789");
    const query = await signInAtProvider(url.href, email);
    const res = await callback(query, started.body.data.binding);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ data: null, metadata: [{ reason: "social_refused" }] });
    expect(events.at(-1)).toMatchObject({ claim: "nonce" });
    expect(await customerOf(email)).toBeUndefined();
  });

  it("answers a provider's refusal (the shopper cancelled) as cancelled, and bad input with a 400", async () => {
    const started = await start();
    const state = new URL(started.body.data.url).searchParams.get("state")!;
    const res = await callback(`error=access_denied&state=${state}&iss=${encodeURIComponent(peer.issuer)}`, started.body.data.binding);
    expect(res.body.metadata[0].reason).toBe("social_cancelled");
    expect((await call("POST", "/auth/social/callback", { body: { query: "x" } })).status).toBe(400);
    expect((await callback("code=abc", "binding-0123456789abcdef")).body.metadata[0].reason).toBe("social_state_invalid");
  });
});

describe("social login: linking and unlinking in the account", () => {
  it("links a provider to the signed-in customer, lists it, and unlinks it", async () => {
    const account = await signUp(t);
    const token = account.accessToken;
    const login = newEmail();
    expect((await start({}, { purpose: "link" })).status).toBe(401);
    const { answer } = await socialSignIn(login, { token }, { purpose: "link" });
    expect(answer.body.data).toEqual({ outcome: "linked", lang: "it", provider: "oidc" });

    const listed = await call("GET", "/auth/social/identities", { token });
    expect(listed.body.data).toMatchObject({ identities: [{ provider: "oidc", name: "Test ID", email: login }], providers: [{ provider: "oidc", name: "Test ID" }], has_password: true });
    // That provider account signs the customer in now.
    expect((await socialSignIn(login)).answer.body.data).toMatchObject({ outcome: "signed_in", session: { id: account.id } });

    expect((await call("DELETE", "/auth/social/identities/oidc", { token })).body.data).toEqual({ status: "unlinked" });
    expect((await call("GET", "/auth/social/identities", { token })).body.data.identities).toEqual([]);
    expect((await call("DELETE", "/auth/social/identities/oidc", { token })).body.metadata[0].reason).toBe("not_linked");
  });

  it("refuses a link finished without the session that started it", async () => {
    const account = await signUp(t);
    const started = await start({ token: account.accessToken }, { purpose: "link" });
    const query = await signInAtProvider(started.body.data.url, newEmail());
    const res = await callback(query, started.body.data.binding);
    expect(res.status).toBe(401);
  });

  it("refuses to unlink the last way to sign in of an account without a password", async () => {
    const email = newEmail();
    const { answer } = await socialSignIn(email);
    const token = answer.body.data.session.accessToken;
    expect((await call("GET", "/auth/social/identities", { token })).body.data.has_password).toBe(false);
    const res = await call("DELETE", "/auth/social/identities/oidc", { token });
    expect(res.status).toBe(409);
    expect(res.body.metadata[0].reason).toBe("last_sign_in_method");
    expect((await call("GET", "/auth/social/identities", { token })).body.data.identities).toHaveLength(1);
  });

  it("lets an account made by a provider set a password with a reset link, and then unlink the provider", async () => {
    const email = newEmail();
    const token = (await socialSignIn(email)).answer.body.data.session.accessToken;
    expect((await call("POST", "/auth/reset-password", { body: { email } })).status).toBe(202);
    const link = await mailToken(t, email, "password-reset");
    expect((await call("POST", "/auth/change-password", { body: { token: link, password: PASSWORD, password_check: PASSWORD } })).status).toBe(200);
    const login = await call("POST", "/auth/", { body: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    const fresh = login.body.data.accessToken;
    // The password change ended the provider's session too (DESIGN principle 2).
    expect((await call("GET", "/auth/me", { token })).status).toBe(401);
    expect((await call("GET", "/auth/social/identities", { token: fresh })).body.data.has_password).toBe(true);
    expect((await call("DELETE", "/auth/social/identities/oidc", { token: fresh })).body.data).toEqual({ status: "unlinked" });
  });

  it("forgets the identities of a deleted account: the provider account makes a new one", async () => {
    const email = newEmail();
    const first = (await socialSignIn(email)).answer.body.data.session;
    expect((await call("GET", "/auth/delete-account", { token: first.accessToken })).status).toBe(200);
    const again = (await socialSignIn(email)).answer.body.data;
    expect(again).toMatchObject({ outcome: "signed_in", created: true });
    expect(again.session.id).not.toBe(first.id);
  });
});
