import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { customerIdentities, customers } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { gitHubAccountFor } from "#tests/peers/github-peer.ts";
import { PASSWORD, authCall, newEmail, signUp } from "#api/auth/auth-test-kit.ts";
import { TEST_SHOP, signInAtGitHub, startTestGitHub } from "./social-login-test-kit.ts";

// GitHub through plain OAuth 2 (no OpenID Connect): the shop's real path (openid-client's authorization
// code grant from hand-made metadata, then GitHub's REST API) against a local peer speaking GitHub's
// documented HTTP contract. Everything after the claims is the OpenID path's, so the same rules hold.
const { peer, providers } = await startTestGitHub();
afterAll(() => peer.close());

const events: Record<string, unknown>[] = [];
const t = useTestApi({ deps: () => ({ socialProviders: providers, publicBaseUrl: TEST_SHOP, logEvent: (_level, _msg, fields) => { events.push(fields); } }) });
const call = authCall(t);

const start = (body: Record<string, unknown> = {}) => call("POST", "/auth/social/github", { body });
const callback = (query: string, binding: string, token?: string) => call("POST", "/auth/social/callback", { token, body: { query, binding } });

async function gitHubSignIn(login: string) {
  const started = await start();
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const query = await signInAtGitHub(started.body.data.url, login);
  return { query, binding: started.body.data.binding as string, answer: await callback(query, started.body.data.binding) };
}

const customerOf = async (email: string) => (await t.db.select().from(customers).where(eq(customers.email, email)))[0];

describe("social login with GitHub (OAuth 2)", () => {
  it("offers a GitHub button in the settings, and sends the shopper to GitHub's authorization page with state and PKCE (S256), no nonce", async () => {
    expect((await call("GET", "/setting")).body.data.authentications).toEqual([{ provider: "github", name: "GitHub", url: "/auth/social/github", is_active: true }]);
    const res = await start({ redirect_to: "/de/cart" });
    expect(res.status).toBe(200);
    const url = new URL(res.body.data.url);
    expect(url.origin + url.pathname).toBe(`${peer.base}/login/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "vetrina-test", response_type: "code", redirect_uri: `${TEST_SHOP}/social-login/callback`, scope: "read:user user:email", code_challenge_method: "S256",
    });
    for (const name of ["state", "code_challenge"]) expect(url.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.has("nonce")).toBe(false);
  });

  it("makes a new customer from the account's name and verified primary e-mail, and signs them in", async () => {
    const email = newEmail();
    const account = gitHubAccountFor(email);
    const { answer } = await gitHubSignIn(email);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ outcome: "signed_in", created: true, session: { email, name: account.user.name.split(" ")[0], lastname: "Octocat" } });
    expect(await customerOf(email)).toMatchObject({ passwordHash: null });
    const [identity] = await t.db.select().from(customerIdentities).where(eq(customerIdentities.customerId, answer.body.data.session.id));
    // The subject is GitHub's numeric id, which a renamed account keeps.
    expect(identity).toMatchObject({ provider: "github", subject: String(account.user.id), email });
    expect((await call("GET", "/auth/me", { token: answer.body.data.session.accessToken })).body.data.email).toBe(email);
    // The REST API was asked with the bearer token and GitHub's media type.
    expect(peer.apiRequests.slice(-2).map((r) => r.path).sort()).toEqual(["/user", "/user/emails"]);
    for (const request of peer.apiRequests.slice(-2)) {
      expect(request).toMatchObject({ accept: "application/vnd.github+json", authorization: expect.stringMatching(/^Bearer gho_/) });
    }

    // The same GitHub account signs the same customer in again.
    expect((await gitHubSignIn(email)).answer.body.data).toMatchObject({ outcome: "signed_in", created: false, session: { id: answer.body.data.session.id } });
  });

  it("refuses an account whose primary e-mail GitHub did not verify (even with another verified address): no account, no session", async () => {
    const email = newEmail();
    const { answer } = await gitHubSignIn(`unverified+${email}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ data: null, metadata: [{ reason: "email_unverified" }] });
    expect(await customerOf(email)).toBeUndefined();
    expect(await t.db.select().from(customerIdentities).where(eq(customerIdentities.provider, "github")).then((rows) => rows.filter((r) => r.email?.endsWith("noreply.github.com")))).toEqual([]);
  });

  it("refuses a wrong state without exchanging the code", async () => {
    const email = newEmail();
    const started = await start();
    const forged = new URLSearchParams(await signInAtGitHub(started.body.data.url, email));
    forged.set("state", "a-state-the-shop-never-gave-0123456789");
    const res = await callback(forged.toString(), started.body.data.binding);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ data: null, metadata: [{ reason: "social_state_invalid" }] });
    expect(await customerOf(email)).toBeUndefined();
  });

  it("refuses a replayed callback, and a used code under another sign-in's state (GitHub answers bad_verification_code)", async () => {
    const email = newEmail();
    const { query, binding, answer } = await gitHubSignIn(email);
    expect(answer.body.data.outcome).toBe("signed_in");
    expect((await callback(query, binding)).body.metadata[0].reason).toBe("social_state_invalid");

    const other = await start();
    const swapped = new URLSearchParams(query);
    swapped.set("state", new URL(other.body.data.url).searchParams.get("state")!);
    const res = await callback(swapped.toString(), other.body.data.binding);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ data: null, metadata: [{ reason: "social_refused" }] });
    expect(events.at(-1)).toMatchObject({ provider: "github", oauthError: "bad_verification_code" });
  });

  it("refuses a code whose PKCE verifier does not match (a code taken from another shopper's sign-in)", async () => {
    const victim = await start();
    const stolen = new URLSearchParams(await signInAtGitHub(victim.body.data.url, newEmail()));
    const mine = await start();
    // The attacker's own state and binding, with the victim's code: the shop sends the attacker's verifier.
    stolen.set("state", new URL(mine.body.data.url).searchParams.get("state")!);
    const res = await callback(stolen.toString(), mine.body.data.binding);
    expect(res.body).toMatchObject({ data: null, metadata: [{ reason: "social_refused" }] });
    expect(events.at(-1)).toMatchObject({ oauthError: "bad_verification_code" });
  });

  it("answers the shopper's Cancel at GitHub as cancelled", async () => {
    const started = await start();
    const query = await signInAtGitHub(started.body.data.url, newEmail(), "cancel");
    expect((await callback(query, started.body.data.binding)).body.metadata[0].reason).toBe("social_cancelled");
  });

  it("links a verified e-mail of an existing account only after its password", async () => {
    const account = await signUp(t);
    const { answer } = await gitHubSignIn(account.email);
    expect(answer.body.data).toMatchObject({ outcome: "confirm" });
    expect(answer.body.data.session).toBeUndefined();
    const confirmation = answer.body.data.confirmation as string;
    expect((await call("POST", "/auth/social/pending", { body: { confirmation } })).body.data).toEqual({ email: account.email, provider: "github", provider_name: "GitHub", lang: "it" });
    expect((await call("POST", "/auth/social/pending/confirm", { body: { confirmation, password: "not the password" } })).status).toBe(401);
    expect(await t.db.select().from(customerIdentities).where(eq(customerIdentities.customerId, account.id))).toHaveLength(0);

    const right = await call("POST", "/auth/social/pending/confirm", { body: { confirmation, password: PASSWORD } });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.data.session).toMatchObject({ id: account.id });
    expect(await t.db.select().from(customerIdentities).where(eq(customerIdentities.customerId, account.id)))
      .toMatchObject([{ provider: "github", subject: String(gitHubAccountFor(account.email).user.id) }]);
  });
});
