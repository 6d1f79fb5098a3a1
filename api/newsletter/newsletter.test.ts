import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, newsletterSubscriptions } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";

const t = useTestApi();
const subscribe = (email: unknown, lang = "de") => t.call("POST", "/newsletter/subscribe", { body: { email }, headers: { lang } });

describe("POST /web/v1/newsletter/subscribe", () => {
  it("subscribes a trimmed, lower-cased address and queues one welcome e-mail in its language", async () => {
    const res = await subscribe("  Anna.Rossi@Example.com ");
    expect(res.status).toBe(202);
    const [row] = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, "anna.rossi@example.com"));
    expect(row).toMatchObject({ lang: "de", unsubscribedAt: null });
    expect(row!.unsubscribeToken.length).toBeGreaterThanOrEqual(32);
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, "anna.rossi@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: "newsletter-welcome", lang: "de", status: "pending" });
  });

  it("answers an address already on the list exactly like a new one, and sends nothing twice", async () => {
    const first = await subscribe("luca@example.com");
    const second = await subscribe("luca@example.com");
    expect(second).toMatchObject({ status: first.status, body: first.body });
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, "luca@example.com"));
    expect(mails).toHaveLength(1);
  });

  it.each([["not-an-address"], [""], ["a@b"], [`${"x".repeat(250)}@example.com`], [42], [null]])("refuses %j with a 400", async (email) => {
    const res = await subscribe(email);
    expect(res.status).toBe(400);
    expect(res.body.metadata[0].fields).toHaveProperty("email");
  });

  it("refuses unknown fields, so nothing else can be set", async () => {
    const res = await t.call("POST", "/newsletter/subscribe", { body: { email: "x@example.com", confirmedAt: "2020-01-01" } });
    expect(res.status).toBe(400);
  });
});
