import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers, emailOutbox, newsletterConsents, newsletterSubscriptions } from "#db/schema/schema.ts";
import { TEST_SESSION_SECRET, useTestApi } from "#tests/setup/test-api.ts";
import { parseOperators } from "#api/operations/operator-auth.ts";
import { PLACE, checkoutCalls, methodIds, newVisitor, pickVariants, readyForDelivery } from "#api/checkout/checkout-test-kit.ts";
import { confirmToken } from "./newsletter.queries.ts";

const KEY = "nora-key-0123456789abcdefghij";
const t = useTestApi({ deps: () => ({ operators: parseOperators(`nora:${KEY}`) }) });
const subscribe = (email: unknown, lang = "de", extra: Record<string, unknown> = {}) =>
  t.call("POST", "/newsletter/subscribe", { body: { email, ...extra }, headers: { lang, "x-client-ip": `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
const rowOf = async (email: string) => (await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]!;
const mailsTo = (email: string, template: string) => t.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, template)));
const consentsOf = async (email: string) => {
  const row = await rowOf(email);
  return (await t.db.select().from(newsletterConsents).where(eq(newsletterConsents.subscriptionId, row.id)).orderBy(newsletterConsents.id))
    .map((c) => [c.event, c.source, c.lang]);
};

/** Subscribes and follows the confirmation link: what a person does with the e-mail. */
async function subscribed(email: string, lang = "fr") {
  await subscribe(email, lang);
  const row = await rowOf(email);
  const res = await t.call("POST", "/newsletter/confirm", { body: { token: confirmToken(TEST_SESSION_SECRET, row.id) } });
  expect(res.status).toBe(200);
  return rowOf(email);
}

describe("POST /web/v1/newsletter/subscribe (double opt-in)", () => {
  it("records the request and sends only a confirmation e-mail: nothing else until it is confirmed", async () => {
    const res = await subscribe("  Anna.Rossi@Example.com ", "de", { source: "checkout" });
    expect(res.status).toBe(202);
    const row = await rowOf("anna.rossi@example.com");
    expect(row).toMatchObject({ lang: "de", confirmedAt: null, unsubscribedAt: null });
    expect(await mailsTo("anna.rossi@example.com", "newsletter-confirm")).toMatchObject([{ lang: "de", payload: { subscriptionId: row.id } }]);
    expect(await mailsTo("anna.rossi@example.com", "newsletter-welcome")).toHaveLength(0);
    expect(await consentsOf("anna.rossi@example.com")).toEqual([["requested", "checkout", "de"]]);
  });

  it("confirms with the signed link: subscribed, welcomed with the unsubscribe link, recorded; twice changes nothing", async () => {
    const row = await subscribed("marie@example.com");
    expect(row.confirmedAt).toBeInstanceOf(Date);
    const again = await t.call("POST", "/newsletter/confirm", { body: { token: confirmToken(TEST_SESSION_SECRET, row.id) } });
    expect(again.body.data).toEqual({ email: "m•••@example.com", status: "subscribed" });
    expect(await mailsTo("marie@example.com", "newsletter-welcome")).toMatchObject([{ payload: { unsubscribeToken: row.unsubscribeToken } }]);
    expect(await consentsOf("marie@example.com")).toEqual([["requested", "footer", "fr"], ["confirmed", "email", "fr"]]);
  });

  it("answers an address already on the list exactly like a new one, and sends it nothing", async () => {
    await subscribed("luca@example.com");
    const before = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, "luca@example.com"));
    const first = await subscribe("new-one@example.com");
    const second = await subscribe("luca@example.com");
    expect(second).toMatchObject({ status: first.status, body: first.body });
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, "luca@example.com"))).toHaveLength(before.length);
  });

  it("refuses a forged, altered or expired confirmation link with a clear 4xx, and confirms nothing", async () => {
    await subscribe("forged@example.com");
    const row = await rowOf("forged@example.com");
    const good = confirmToken(TEST_SESSION_SECRET, row.id);
    for (const token of [confirmToken("another-secret-0123456789abcdefghijklmnop", row.id), `${good.slice(0, -2)}xx`, "nonsense", `${row.id}.99999999999.${good.split(".")[2]}`]) {
      const res = await t.call("POST", "/newsletter/confirm", { body: { token } });
      expect(res.status).toBe(400);
      expect(res.body.metadata[0].reason).toBe("invalid_token");
    }
    const expired = await t.call("POST", "/newsletter/confirm", { body: { token: confirmToken(TEST_SESSION_SECRET, row.id, Date.now() - 8 * 86_400_000) } });
    expect(expired.status).toBe(410);
    expect(expired.body.metadata[0].reason).toBe("expired_token");
    expect((await rowOf("forged@example.com")).confirmedAt).toBeNull();
  });

  it("limits requests per address and per client (each one mails a stranger's box)", async () => {
    const headers = { lang: "it", "x-client-ip": "10.9.9.9" };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.call("POST", "/newsletter/subscribe", { body: { email: "flood@example.com" }, headers })).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const other = [];
    for (let i = 0; i < 8; i++) other.push((await t.call("POST", "/newsletter/subscribe", { body: { email: `flood-${i}@example.com` }, headers })).status);
    expect(other.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(await mailsTo("flood@example.com", "newsletter-confirm")).toHaveLength(3);
  });

  it.each([["not-an-address"], [""], ["a@b"], [`${"x".repeat(250)}@example.com`], [42], [null]])("refuses %j with a 400", async (email) => {
    const res = await subscribe(email);
    expect(res.status).toBe(400);
    expect(res.body.metadata[0].fields).toHaveProperty("email");
  });

  it("refuses unknown fields and sources, so nothing else can be set", async () => {
    expect((await t.call("POST", "/newsletter/subscribe", { body: { email: "x@example.com", confirmedAt: "2020-01-01" } })).status).toBe(400);
    expect((await subscribe("x@example.com", "it", { source: "unsubscribe" })).status).toBe(400);
  });
});

describe("unsubscribe and resubscribe by the e-mail's token", () => {
  it("leaves with one request, recorded, the account's box unticked; resubscribing brings it back", async () => {
    const row = await subscribed("paul@example.com", "fr");
    await t.db.insert(customers).values({ email: "paul@example.com", passwordHash: "x", name: "Paul", lastname: "D", newsletter: true });
    const shown = await t.call("GET", `/newsletter/subscription?token=${row.unsubscribeToken}`);
    expect(shown.body.data).toEqual({ email: "p•••@example.com", status: "subscribed" });
    const res = await t.call("POST", "/newsletter/unsubscribe", { body: { token: row.unsubscribeToken }, headers: { lang: "fr" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: "p•••@example.com", status: "none" });
    expect((await rowOf("paul@example.com")).unsubscribedAt).toBeInstanceOf(Date);
    expect((await t.db.select().from(customers).where(eq(customers.email, "paul@example.com")))[0]!.newsletter).toBe(false);
    expect((await t.call("POST", "/newsletter/unsubscribe", { body: { token: row.unsubscribeToken } })).status).toBe(200);

    const back = await t.call("POST", "/newsletter/resubscribe", { body: { token: row.unsubscribeToken }, headers: { lang: "fr" } });
    expect(back.body.data.status).toBe("subscribed");
    expect(await rowOf("paul@example.com")).toMatchObject({ unsubscribedAt: null, confirmedAt: expect.any(Date) });
    expect(await consentsOf("paul@example.com")).toEqual([
      ["requested", "footer", "fr"], ["confirmed", "email", "fr"], ["withdrawn", "email", "fr"], ["requested", "unsubscribe", "fr"], ["confirmed", "unsubscribe", "fr"],
    ]);
  });

  it("refuses a forged unsubscribe token with a clear 400, and changes nothing", async () => {
    const row = await subscribed("kept@example.com");
    for (const token of ["forged-token-0123456789abcdef", "", "x".repeat(300)]) {
      const res = await t.call("POST", "/newsletter/unsubscribe", { body: { token } });
      expect(res.status).toBe(400);
      expect(res.body.metadata[0].errors[0]).toMatch(/link|token/);
    }
    expect((await t.call("GET", "/newsletter/subscription?token=forged-token-0123456789abcdef")).status).toBe(400);
    expect(await rowOf("kept@example.com")).toMatchObject({ unsubscribedAt: null, confirmedAt: row.confirmedAt });
  });

  it("does not let a confirmation link from before the address left bring it back", async () => {
    const row = await subscribed("left@example.com");
    const oldLink = confirmToken(TEST_SESSION_SECRET, row.id, Date.now() - 60_000);
    await t.call("POST", "/newsletter/unsubscribe", { body: { token: row.unsubscribeToken } });
    const res = await t.call("POST", "/newsletter/confirm", { body: { token: oldLink } });
    expect(res.status).toBe(400);
    expect((await rowOf("left@example.com")).unsubscribedAt).toBeInstanceOf(Date);
  });
});

describe("the checkout's box", () => {
  it("asks for a subscription with the order (source checkout): a confirmation e-mail, nothing confirmed", async () => {
    const ids = await methodIds(t);
    const [v] = await pickVariants(t, 1, 500, 31);
    const who = { ia: newVisitor() };
    const c = checkoutCalls(t);
    await c.add(who, v!, 1);
    const summary = await readyForDelivery(t, who, ids, ids.cod);
    const email = `${who.ia}@example.com`;
    expect((await c.put(who, { Customer: { email, name: "Maria", lastname: "Rossi", newsletter: true } })).status).toBe(200);
    expect((await c.place(who, PLACE(summary.totals.total))).status).toBe(201);
    expect(await rowOf(email)).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
    expect(await consentsOf(email)).toEqual([["requested", "checkout", "it"]]);
    expect(await mailsTo(email, "newsletter-confirm")).toHaveLength(1);
  });
});

describe("GET /ops/newsletter/consents", () => {
  it("shows the staff the proof of consent of an address: each step with its time, source and language", async () => {
    await subscribed("proof@example.com", "es");
    const res = await t.call("GET", "/ops/newsletter/consents?email=Proof@Example.com", { headers: { authorization: `Basic ${Buffer.from(`nora:${KEY}`).toString("base64")}` } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email: "proof@example.com", status: "subscribed",
      records: [{ event: "requested", source: "footer", lang: "es", at: expect.any(String) }, { event: "confirmed", source: "email", lang: "es" }],
    });
  });

  it("needs an operator", async () => {
    expect((await t.call("GET", "/ops/newsletter/consents?email=a@example.com")).status).toBe(401);
  });
});
