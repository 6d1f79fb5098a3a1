import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES, localizedPath } from "#domain/locale.ts";
import { COMMON_PASSWORD, apiRefusal, createStorefront } from "#tests/setup/storefront-screens.ts";
import * as passwordReset from "./password-reset.tsx";

const TOKEN = "tok_0123456789abcdefghijklmnop";
const change = { intent: "change", token: TOKEN, password: "12345678", password_check: "12345678" };

describe("a reset link used with a common password", () => {
  const storefront = createStorefront([{ path: "/password-reset", module: passwordReset }], async () =>
    apiRefusal(400, { code: "VALIDATION_FAILED", errors: ["password: …"], reason: "common_password", fields: { password: "…" } }));

  it.each(SUPPORTED_LOCALES)("keeps the form and says why on the password field, without JavaScript (%s)", async (lang) => {
    const res = await storefront.post(`${localizedPath(lang, "/password-reset")}?token=${TOKEN}`, change, { javascript: false });
    expect(res.status).toBe(400);
    const html = (await res.text()).replace(/&#x27;/g, "'");
    const input = /<input[^>]*name="password"[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toMatch(/aria-invalid="true"/);
    const errorId = /aria-describedby="([^" ]+-error)/.exec(input)?.[1];
    expect(new RegExp(`<p id="${errorId}"[^>]*>([^<]*)</p>`).exec(html)?.[1]).toMatch(COMMON_PASSWORD[lang]);
    // The link still works: the form that uses it stays, with its token.
    expect(html).toContain(`name="token" value="${TOKEN}"`);
  });

  it("answers the same with JavaScript: status 400, the password field's key", async () => {
    const res = await storefront.post(`${localizedPath("de", "/password-reset")}?token=${TOKEN}`, change, { javascript: true });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/"password","account\.error\.passwordCommon"/);
  });
});

describe("asking for a reset link too often", () => {
  const storefront = createStorefront([{ path: "/password-reset", module: passwordReset }], async () =>
    apiRefusal(429, { code: "RATE_LIMITED", errors: ["…"], reason: "rate_limited" }, { "Retry-After": "3540" }));

  it("passes Retry-After on and says when to try again", async () => {
    const res = await storefront.post(localizedPath("fr", "/password-reset"), { intent: "request", email: "anna@example.com" }, { javascript: false });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("3540");
    expect(await res.text()).toContain("Trop de tentatives. Réessayez dans 59 minutes.");
  });
});
