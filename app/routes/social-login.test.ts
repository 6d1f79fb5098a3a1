import { describe, expect, it } from "vitest";
import { translate } from "#app/i18n/translate.server.ts";
import { SUPPORTED_LOCALES, localizedPath } from "#domain/locale.ts";
import { apiRefusal, createStorefront } from "#tests/setup/storefront-screens.ts";
import * as socialLogin from "./social-login.tsx";

const text = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, "\"").replace(/&amp;/g, "&");
const SIGNED_IN = { cookie: "token=a-token-of-the-shopper" };

describe("/profile/social-login", () => {
  const storefront = createStorefront([{ path: "/profile/social-login", module: socialLogin }], async (request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith("/auth/social/oidc")) {
      return apiRefusal(429, { code: "RATE_LIMITED", errors: ["Too many attempts. Try again in 5 minutes."], reason: "rate_limited" }, { "Retry-After": "281" });
    }
    if (request.method === "DELETE") {
      return apiRefusal(409, { code: "CONFLICT", errors: ["This is the only way to sign in to your account."], reason: "last_sign_in_method" });
    }
    return Response.json({ data: { identities: [{ provider: "oidc", name: "Local ID", email: "anna@example.com", linked_at: "2026-11-25T10:00:00Z" }], providers: [{ provider: "oidc", name: "Local ID" }], has_password: false } });
  });

  it.each(SUPPORTED_LOCALES)("signed out (%s), sends the visitor to the sign-in panel and back here afterwards", async (lang) => {
    const res = await storefront.get(localizedPath(lang, "/profile/social-login"));
    expect(res.status).toBe(302);
    const here = localizedPath(lang, "/profile/social-login");
    expect(res.headers.get("location")).toBe(`${localizedPath(lang, "/profile")}?redirectTo=${encodeURIComponent(here)}`);
  });

  it.each(SUPPORTED_LOCALES)("a start the API refuses (%s) goes back to the sign-in panel with the reason, never to a provider", async (lang) => {
    const res = await storefront.post(localizedPath(lang, "/profile/social-login"), { intent: "start", provider: "oidc", purpose: "login" }, { javascript: false });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${localizedPath(lang, "/profile")}?social_error=rate_limited`);
    expect(res.headers.get("set-cookie") ?? "").not.toContain("social_attempt");
  });

  it.each(SUPPORTED_LOCALES)("refuses (%s) to unlink the last way into an account without a password, in the shopper's language", async (lang) => {
    const res = await storefront.post(localizedPath(lang, "/profile/social-login"), { intent: "unlink", provider: "oidc" }, { javascript: false, headers: SIGNED_IN });
    expect(res.status).toBe(409);
    const html = text(await res.text());
    expect(html).toContain(translate(lang, "account.social.error.lastWay"));
    expect(html).toContain(translate(lang, "account.social.unlink", { provider: "Local ID" }));
  });

  it("answers a form without a known intent with a 400, and a provider name that is not one with the generic refusal", async () => {
    expect((await storefront.post("/es/profile/social-login", { intent: "sneak" }, { javascript: false, headers: SIGNED_IN })).status).toBe(400);
    const res = await storefront.post("/es/profile/social-login", { intent: "start", provider: "../../admin" }, { javascript: false });
    expect(res.headers.get("location")).toBe("/es/profile?social_error=social_state_invalid");
  });
});

describe("/profile/social-login, signed out, with a confirmation waiting", () => {
  const PENDING = { cookie: "social_confirm=a-confirmation-token-0123456789~%2Fes%2Fcart" };
  const storefront = createStorefront([{ path: "/profile/social-login", module: socialLogin }], async (request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith("/auth/social/pending")) return Response.json({ data: { email: "anna@example.com", provider: "oidc", provider_name: "Local ID", lang: "es" } });
    return apiRefusal(401, { code: "UNAUTHORIZED", errors: ["The e-mail address or the password is not correct."], reason: "invalid_credentials" });
  });

  it.each(SUPPORTED_LOCALES)("asks (%s) for the account's password, naming the address and the provider", async (lang) => {
    const res = await storefront.post(localizedPath(lang, "/profile/social-login"), { intent: "confirm", password: "not the password" }, { javascript: false, headers: PENDING });
    expect(res.status).toBe(401);
    const html = text(await res.text());
    expect(html).toContain(translate(lang, "account.social.confirm.explain", { email: "anna@example.com", provider: "Local ID" }));
    expect(html).toContain(translate(lang, "account.error.invalidCredentials"));
  });

  it("sends a visitor without a confirmation to the sign-in panel with the reason", async () => {
    const res = await storefront.post("/es/profile/social-login", { intent: "confirm", password: "x" }, { javascript: false });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/es/profile?social_error=social_state_invalid");
  });
});
