import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { accountTokens, customers, emailOutbox, newsletterSubscriptions, refreshTokens } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { hashToken } from "./tokens.ts";
import { PASSWORD, authCall, mailToken, newClientIp, newEmail, registerBody, signUp } from "./auth-test-kit.ts";

// Counts the password hashes the API computes (the refusal of an unknown token must not spend one).
const argon2Calls = vi.hoisted(() => ({ count: 0 }));
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return {
    ...real,
    hash: (...args: Parameters<typeof real.hash>) => { argon2Calls.count++; return real.hash(...args); },
    verify: (...args: Parameters<typeof real.verify>) => { argon2Calls.count++; return real.verify(...args); },
  };
});

const t = useTestApi();
const call = authCall(t);
const login = (email: string, password = PASSWORD, extra: Record<string, unknown> = {}) =>
  call("POST", "/auth/", { body: { email, password, ...extra } });
const mailsTo = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.id);

describe("register and activate", () => {
  it("creates a not-activated account, queues the activation mail, and the mail's token activates and signs in", async () => {
    const email = newEmail();
    const res = await call("POST", "/auth/register", { body: registerBody(` ${email.toUpperCase()} `, { birthdate_at: "1990-04-25" }), headers: { lang: "de" } });
    expect(res).toMatchObject({ status: 202, body: { data: { status: "accepted" } } });
    const [customer] = await t.db.select().from(customers).where(eq(customers.email, email));
    expect(customer).toMatchObject({ name: "Anna", lastname: "Rossi", lang: "de", activatedAt: null, birthdate: "1990-04-25" });
    expect(customer!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mails = await mailsTo(email);
    expect(mails).toMatchObject([{ template: "account-activation", lang: "de" }]);
    const [stored] = await t.db.select().from(accountTokens).where(eq(accountTokens.customerId, customer!.id));
    expect(stored!.purpose).toBe("activate");
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(47 * 3600_000);
    const token = (mails[0]!.payload as { token: string }).token;
    expect(stored!.tokenHash).not.toContain(token);

    const activated = await call("POST", "/auth/active-user", { body: { token } });
    expect(activated.status).toBe(200);
    expect(activated.body.data).toMatchObject({ id: customer!.id, name: "Anna", lastname: "Rossi", email, remember: true });
    expect(activated.body.data.accessToken).toMatch(/^[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(activated.body.data.cart).toMatchObject({ Items: [], count: 0 });
    expect(activated.body.data.wishlist).toMatchObject({ items: [] });
    const me = await call("GET", "/auth/me", { token: activated.body.data.accessToken });
    expect(me.body.data).toMatchObject({ email, newsletter: false, lang: "de" });

    const again = await call("POST", "/auth/active-user", { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.metadata[0]).toMatchObject({ reason: "invalid_token", errors: ["This link is not valid any more. Ask for a new one."] });
  });

  it("answers an address of an active account exactly like a new one, and mails account-exists instead", async () => {
    const { email } = await signUp(t);
    const fresh = await call("POST", "/auth/register", { body: registerBody(newEmail()) });
    const res = await call("POST", "/auth/register", { body: registerBody(email, { name: "Mallory" }) });
    expect(res).toMatchObject({ status: fresh.status, body: fresh.body });
    const mails = await mailsTo(email);
    expect(mails.at(-1)).toMatchObject({ template: "account-exists", payload: {} });
    expect(await t.db.select().from(customers).where(eq(customers.email, email))).toMatchObject([{ name: "Anna" }]);
  });

  it("sends a fresh activation mail when an address registers again before activating", async () => {
    const email = newEmail();
    await call("POST", "/auth/register", { body: registerBody(email) });
    await call("POST", "/auth/register", { body: registerBody(email) });
    expect((await mailsTo(email)).map((m) => m.template)).toEqual(["account-activation", "account-activation"]);
    expect(await t.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(1);
  });

  it("subscribes to the newsletter when asked", async () => {
    const email = newEmail();
    await call("POST", "/auth/register", { body: registerBody(email, { newsletter: true }) });
    const [sub] = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(sub).toMatchObject({ unsubscribedAt: null });
    expect(sub!.customerId).toEqual(expect.any(String));
  });

  it.each([
    [{ password: "short", confirm_password: "short" }, "password", "Use at least 8 characters."],
    [{ password: "        x       ", confirm_password: "        x       " }, "password", "Use at least 8 characters."],
    [{ confirm_password: "something else" }, "confirm_password", "The two passwords do not match."],
    [{ name: "  " }, "name", undefined],
    [{ lastname: "x".repeat(81) }, "lastname", undefined],
    [{ birthdate_at: "2999-01-01" }, "birthdate_at", undefined],
    [{ birthdate_at: "1899-12-31" }, "birthdate_at", undefined],
    [{ birthdate_at: "1990-02-30" }, "birthdate_at", undefined],
    [{ email: "not-an-address" }, "email", undefined],
    [{ isAdmin: true }, "isAdmin", "This field is not accepted."],
  ])("refuses %j with a field error and creates nothing", async (over, field, message) => {
    const email = newEmail();
    const res = await call("POST", "/auth/register", { body: registerBody(email, over) });
    expect(res.status).toBe(400);
    expect(res.body.metadata[0].fields).toHaveProperty(field);
    if (message) expect(res.body.metadata[0].fields[field]).toBe(message);
    expect(await t.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);
  });
});

describe("login", () => {
  it("signs in with a trimmed e-mail and password; remember_me decides the refresh token's life", async () => {
    const { email, id } = await signUp(t);
    const res = await login(`  ${email.toUpperCase()}`, `  ${PASSWORD}  `, { remember_me: false });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, email, remember: false, name: "Anna" });
    const [row] = await t.db.select().from(refreshTokens).where(and(eq(refreshTokens.customerId, id), eq(refreshTokens.remember, false)));
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    const remembered = await login(email, PASSWORD, { remember_me: true });
    expect(remembered.body.data.remember).toBe(true);
  });

  it("answers a wrong password, an unknown e-mail and a deleted account with the same 401", async () => {
    const { email } = await signUp(t);
    const deleted = await signUp(t);
    await call("GET", "/auth/delete-account", { token: deleted.accessToken });
    const wrong = await login(email, "wrong password!");
    const unknown = await login(newEmail());
    const gone = await login(deleted.email);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ data: null, metadata: [{ code: "UNAUTHORIZED", errors: ["The e-mail address or the password is not correct."], reason: "invalid_credentials" }] });
    expect(unknown.body).toEqual(wrong.body);
    expect(gone.body).toEqual(wrong.body);
  });

  it("refuses a right password before activation with 403 not_activated, and queues a fresh activation mail", async () => {
    const email = newEmail();
    await call("POST", "/auth/register", { body: registerBody(email) });
    const res = await login(email);
    expect(res.status).toBe(403);
    expect(res.body.metadata[0]).toMatchObject({ code: "FORBIDDEN", reason: "not_activated", errors: ["Activate your account first: follow the link in the e-mail we sent you."] });
    expect((await mailsTo(email)).map((m) => m.template)).toEqual(["account-activation", "account-activation"]);
    // A wrong password says nothing about activation.
    expect((await login(email, "wrong password!")).status).toBe(401);
  });

  it("answers malformed JSON, a wrong content type and an oversized body with 4xx, never 500", async () => {
    const headers = { "x-client-ip": newClientIp() };
    expect((await t.call("POST", "/auth/", { raw: "{\"email\":", headers: { ...headers, "content-type": "application/json" } })).status).toBe(400);
    expect((await t.call("POST", "/auth/", { raw: "email=a", headers: { ...headers, "content-type": "application/x-www-form-urlencoded" } })).status).toBe(415);
    expect((await t.call("POST", "/auth/", { body: { email: "a@example.com", password: "x".repeat(70_000) }, headers })).status).toBe(413);
    expect((await t.call("POST", "/auth/", { body: { email: "a@example.com", password: "x", admin: true }, headers })).status).toBe(400);
    expect((await t.call("POST", "/auth/", { body: [], headers })).status).toBe(400);
  });
});

describe("rate limits", () => {
  it("answers 429 with Retry-After after 10 logins of one e-mail in 15 minutes, from any address", async () => {
    const { email } = await signUp(t);
    for (let i = 0; i < 10; i++) expect((await login(email, "wrong password!")).status).toBe(401);
    const res = await login(email);
    expect(res.status).toBe(429);
    expect(res.body.metadata[0]).toMatchObject({ code: "RATE_LIMITED", reason: "rate_limited" });
    expect(res.body.metadata[0].errors[0]).toMatch(/^Too many attempts\. Try again in 1[45] minutes\.$/);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(13 * 60);
    expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
  });

  it("limits registrations per client address (5 an hour) and creates nothing once refused", async () => {
    const ip = newClientIp();
    for (let i = 0; i < 5; i++) expect((await call("POST", "/auth/register", { body: registerBody(newEmail()), ip })).status).toBe(202);
    const email = newEmail();
    const res = await call("POST", "/auth/register", { body: registerBody(email), ip });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await t.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("limits password-reset mails per e-mail (5 an hour)", async () => {
    const { email } = await signUp(t);
    for (let i = 0; i < 5; i++) expect((await call("POST", "/auth/reset-password", { body: { email } })).status).toBe(202);
    expect((await call("POST", "/auth/reset-password", { body: { email } })).status).toBe(429);
    expect((await mailsTo(email)).filter((m) => m.template === "password-reset")).toHaveLength(5);
  });
});

describe("password reset", () => {
  it("mails a one-hour token; change-password sets the password, ends every session, and the token works once", async () => {
    const { email, id, accessToken, refreshToken } = await signUp(t);
    expect((await call("POST", "/auth/reset-password", { body: { email: email.toUpperCase() } })).status).toBe(202);
    const token = await mailToken(t, email, "password-reset");
    const [stored] = await t.db.select().from(accountTokens).where(and(eq(accountTokens.customerId, id), eq(accountTokens.purpose, "reset")));
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);

    const mismatch = await call("POST", "/auth/change-password", { body: { token, password: "a new password", password_check: "another one" } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.metadata[0].fields).toEqual({ password_check: "The two passwords do not match." });

    const res = await call("POST", "/auth/change-password", { body: { token, password: "a new password", password_check: "a new password" } });
    expect(res).toMatchObject({ status: 200, body: { data: { status: "changed" } } });
    expect((await call("GET", "/auth/me", { token: accessToken })).body.metadata[0].reason).toBe("session_ended");
    expect((await call("POST", "/auth/refresh", { body: { refreshToken } })).status).toBe(401);
    expect((await login(email)).status).toBe(401);
    expect((await login(email, "a new password")).status).toBe(200);

    const twice = await call("POST", "/auth/change-password", { body: { token, password: "third password", password_check: "third password" } });
    expect(twice.status).toBe(400);
    expect(twice.body.metadata[0].reason).toBe("invalid_token");
    expect((await login(email, "a new password")).status).toBe(200);
  });

  it("answers 202 for unknown addresses with no mail; a not-activated account gets a reset link, and using it activates the account", async () => {
    const unknown = newEmail();
    expect((await call("POST", "/auth/reset-password", { body: { email: unknown } }))).toMatchObject({ status: 202, body: { data: { status: "accepted" } } });
    expect(await mailsTo(unknown)).toHaveLength(0);
    const pending = newEmail();
    await call("POST", "/auth/register", { body: registerBody(pending) });
    await call("POST", "/auth/reset-password", { body: { email: pending } });
    expect((await mailsTo(pending)).map((m) => m.template)).toEqual(["account-activation", "password-reset"]);
    const token = await mailToken(t, pending, "password-reset");
    expect((await call("POST", "/auth/change-password", { body: { token, password: "chosen by the owner", password_check: "chosen by the owner" } })).status).toBe(200);
    expect((await login(pending, "chosen by the owner")).status).toBe(200);
    // The activation link of the registration is dead now: the account is active.
    const activation = await mailToken(t, pending, "account-activation");
    expect((await call("POST", "/auth/active-user", { body: { token: activation } })).body.metadata[0]).toMatchObject({ reason: "invalid_token" });
  });

  it("lets nobody choose the password of an address they do not own by registering it first", async () => {
    const victim = newEmail();
    await call("POST", "/auth/register", { body: registerBody(victim, { password: "the attacker's one", confirm_password: "the attacker's one" }) });
    const attackersLink = await mailToken(t, victim, "account-activation");
    await call("POST", "/auth/register", { body: registerBody(victim, { password: "the owner's own one", confirm_password: "the owner's own one" }) });
    const ownersLink = await mailToken(t, victim, "account-activation");
    expect((await call("POST", "/auth/active-user", { body: { token: ownersLink } })).status).toBe(200);
    expect((await login(victim, "the owner's own one")).status).toBe(200);
    expect((await login(victim, "the attacker's one")).status).toBe(401);
    // Activation links are not sign-in links: once active, the other one opens nothing.
    expect((await call("POST", "/auth/active-user", { body: { token: attackersLink } })).body.metadata[0]).toMatchObject({ reason: "invalid_token" });
  });

  it("refuses an unknown token with invalid_token, before spending a password hash on it, and limits the attempts per client", async () => {
    const ip = newClientIp();
    const attempt = () => call("POST", "/auth/change-password", { ip, body: { token: "x".repeat(43), password: "a new password", password_check: "a new password" } });
    const hashesBefore = argon2Calls.count;
    for (let i = 0; i < 20; i++) expect((await attempt()).body.metadata[0]).toMatchObject({ reason: "invalid_token" });
    expect(argon2Calls.count - hashesBefore).toBe(0);
    // The counter does see the API's hashes (the dummy hash computed at start, at the least).
    expect(hashesBefore).toBeGreaterThan(0);
    expect((await attempt()).status).toBe(429);
  });
});

describe("sessions", () => {
  it("rotates refresh tokens; reusing an old one ends the whole family, the live access token included", async () => {
    const { refreshToken: first, accessToken } = await signUp(t);
    const rotated = await call("POST", "/auth/refresh", { body: { refreshToken: first } });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data).toMatchObject({ remember: true });
    const second = rotated.body.data.refreshToken as string;
    expect(second).not.toBe(first);
    expect((await call("GET", "/auth/me", { token: rotated.body.data.accessToken })).status).toBe(200);

    // Past the few seconds of leeway for a page's requests arriving together (next test).
    await t.db.update(refreshTokens).set({ usedAt: new Date(Date.now() - 11_000) }).where(eq(refreshTokens.tokenHash, hashToken(first)));
    const reuse = await call("POST", "/auth/refresh", { body: { refreshToken: first } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.metadata[0]).toMatchObject({ code: "UNAUTHORIZED", reason: "session_ended" });
    expect((await call("POST", "/auth/refresh", { body: { refreshToken: second } })).status).toBe(401);
    expect((await call("GET", "/auth/me", { token: rotated.body.data.accessToken })).status).toBe(401);
    expect((await call("GET", "/auth/me", { token: accessToken })).status).toBe(401);
  });

  it("gives a second use of a refresh token within 10 s a token of the same family (two nodes renewing for one page) instead of ending it", async () => {
    const { refreshToken: first } = await signUp(t);
    const [a, b] = [await call("POST", "/auth/refresh", { body: { refreshToken: first } }), await call("POST", "/auth/refresh", { body: { refreshToken: first } })];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.refreshToken).not.toBe(b.body.data.refreshToken);
    for (const renewed of [a, b]) expect((await call("GET", "/auth/me", { token: renewed.body.data.accessToken })).status).toBe(200);
    expect((await call("POST", "/auth/refresh", { body: { refreshToken: b.body.data.refreshToken } })).status).toBe(200);
  });

  it("logs out: the session and the customer's other sessions end (DESIGN principle 2); logout without a session is still 200", async () => {
    const { email, accessToken, refreshToken } = await signUp(t);
    const other = (await login(email)).body.data;
    // Both sessions checked once, so this node remembers them as live: sign-out must make it forget them.
    expect((await call("GET", "/auth/me", { token: accessToken })).status).toBe(200);
    expect((await call("GET", "/auth/me", { token: other.accessToken })).status).toBe(200);
    const res = await call("POST", "/auth/logout", { token: accessToken, body: { refreshToken } });
    expect(res).toMatchObject({ status: 200, body: { data: { status: "signed_out" } } });
    expect((await call("GET", "/auth/me", { token: accessToken })).status).toBe(401);
    expect((await call("POST", "/auth/refresh", { body: { refreshToken } })).status).toBe(401);
    expect((await call("GET", "/auth/me", { token: other.accessToken })).status).toBe(401);
    expect((await call("POST", "/auth/refresh", { body: { refreshToken: other.refreshToken } })).status).toBe(401);
    expect((await call("POST", "/auth/logout", { token: accessToken })).status).toBe(200);
    expect((await call("POST", "/auth/logout", {})).status).toBe(200);
    expect((await call("POST", "/auth/logout", { body: {} })).status).toBe(200);
  });

  it("refuses forged, tampered and expired access tokens with session_ended, while public endpoints ignore them", async () => {
    const { accessToken } = await signUp(t);
    const [family, expiry, signature] = accessToken.split(".");
    const forged = [
      `${family}.${Number(expiry) + 3600}.${signature}`,
      `${crypto.randomUUID()}.${expiry}.${signature}`,
      `${family}.${expiry}.${"A".repeat(43)}`,
      "x".repeat(40),
    ];
    for (const token of forged) {
      const res = await call("GET", "/auth/me", { token });
      expect(res.status).toBe(401);
      expect(res.body.metadata[0]).toMatchObject({ reason: "session_ended", errors: ["Your session has ended. Sign in again."] });
      expect((await call("GET", "/cart", { token })).status).toBe(401);
      expect((await call("GET", "/setting", { token })).status).toBe(200);
    }
    expect((await call("GET", "/auth/me")).status).toBe(401);
  });

  it("keeps the unused refresh tokens' rows hashed, never the token itself", async () => {
    const { id, refreshToken } = await signUp(t);
    const rows = await t.db.select().from(refreshTokens).where(and(eq(refreshTokens.customerId, id), isNull(refreshTokens.usedAt)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toBe(refreshToken);
  });
});
