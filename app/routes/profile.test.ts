import { describe, expect, it } from "vitest";
import { translate } from "#app/i18n/translate.server.ts";
import { SUPPORTED_LOCALES, localizedPath, type Locale } from "#domain/locale.ts";
import { COMMON_PASSWORD, apiRefusal, createStorefront } from "#tests/setup/storefront-screens.ts";
import * as profile from "./profile.tsx";

const TRY_AGAIN_IN_5: Record<Locale, string> = {
  it: "Troppi tentativi. Riprova tra 5 minuti.",
  en: "Too many attempts. Try again in 5 minutes.",
  fr: "Trop de tentatives. Réessayez dans 5 minutes.",
  de: "Zu viele Versuche. Versuchen Sie es in 5 Minuten erneut.",
  es: "Demasiados intentos. Inténtalo de nuevo dentro de 5 minutos.",
};

const text = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, "\"").replace(/&amp;/g, "&");

/** The message React renders under a field, found through the field's aria-describedby. */
function fieldError(html: string, name: string): string | null {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
  if (!/aria-invalid="true"/.test(input)) return null;
  const ids = /aria-describedby="([^"]+)"/.exec(input)?.[1]?.split(" ") ?? [];
  for (const id of ids) {
    const message = new RegExp(`<p id="${id}"[^>]*>([^<]*)</p>`).exec(html)?.[1];
    if (message && id.endsWith("-error")) return text(message);
  }
  return null;
}

const login = { intent: "login", email: "anna@example.com", password: "wrong password!" };
const registration = { intent: "register", name: "Anna", lastname: "Rossi", email: "anna@example.com", password: "Password1", confirm_password: "Password1" };

describe("sign-in refused for too many attempts", () => {
  // The API's answer after the tenth wrong password: 429, Retry-After in seconds.
  const storefront = createStorefront([{ path: "/profile", module: profile }], async () =>
    apiRefusal(429, { code: "RATE_LIMITED", errors: ["Too many attempts. Try again in 5 minutes."], reason: "rate_limited" }, { "Retry-After": "281" }));

  it.each(SUPPORTED_LOCALES)("without JavaScript (%s): the page answers 429 with the API's Retry-After and says when to try again", async (lang) => {
    const res = await storefront.post(localizedPath(lang, "/profile"), login, { javascript: false });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("281");
    const html = await res.text();
    expect(text(/<p role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? "")).toBe(TRY_AGAIN_IN_5[lang]);
  });

  it.each(SUPPORTED_LOCALES)("with JavaScript (%s): the action's data answers 429 with Retry-After and the minutes for the same sentence", async (lang) => {
    const res = await storefront.post(localizedPath(lang, "/profile"), login, { javascript: true });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("281");
    const body = await res.text();
    expect(body).toContain("account.error.tryAgainIn");
    expect(body).toMatch(/"count",5\b/);
    expect(translate(lang, "account.error.tryAgainIn", { count: 5 })).toBe(TRY_AGAIN_IN_5[lang]);
  });

  it("says one minute in the singular, and the general message when the API gave no Retry-After", async () => {
    const oneMinute = createStorefront([{ path: "/profile", module: profile }], async () =>
      apiRefusal(429, { code: "RATE_LIMITED", errors: ["…"], reason: "rate_limited" }, { "Retry-After": "42" }));
    expect(text(await (await oneMinute.post("/profile", login, { javascript: false })).text())).toContain("Troppi tentativi. Riprova tra 1 minuto.");
    const unsaid = createStorefront([{ path: "/profile", module: profile }], async () =>
      apiRefusal(429, { code: "RATE_LIMITED", errors: ["…"], reason: "rate_limited" }));
    const res = await unsaid.post("/en/profile", login, { javascript: false });
    expect(res.headers.has("retry-after")).toBe(false);
    expect(text(await res.text())).toContain("Too many attempts. Wait a few minutes and try again.");
  });
});

describe("registration with a common password", () => {
  const storefront = createStorefront([{ path: "/profile", module: profile }], async (request) => {
    const lang = request.headers.get("lang") as Locale;
    // The API's refusal carries its own sentence; the storefront shows its catalogue's.
    const why = `(${lang}) This password is one of the most common…`;
    return apiRefusal(400, { code: "VALIDATION_FAILED", errors: [`password: ${why}`], reason: "common_password", fields: { password: why } });
  });

  it.each(SUPPORTED_LOCALES)("without JavaScript (%s): the password field says why, in the shopper's language", async (lang) => {
    const res = await storefront.post(`${localizedPath(lang, "/profile")}?mode=register`, registration, { javascript: false });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(fieldError(html, "password")).toMatch(COMMON_PASSWORD[lang]);
    expect(fieldError(html, "email")).toBeNull();
    expect(html).not.toContain("Password1");
  });

  it.each(SUPPORTED_LOCALES)("with JavaScript (%s): the action's data puts the reason's key on the password field", async (lang) => {
    const res = await storefront.post(localizedPath(lang, "/profile"), registration, { javascript: true });
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toMatch(/"password","account\.error\.passwordCommon"/);
    expect(translate(lang, "account.error.passwordCommon")).toMatch(COMMON_PASSWORD[lang]);
  });
});

describe("deleting the account from the storefront", () => {
  it("asks the API with the bearer token only, never a cookie or a purpose header, then signs out", async () => {
    const seen: Request[] = [];
    const storefront = createStorefront([{ path: "/profile", module: profile }], async (request) => {
      seen.push(request);
      return new Response(JSON.stringify({ data: { status: "deleted" } }), { headers: { "content-type": "application/json" } });
    });
    const res = await storefront.post("/en/profile", { intent: "delete-account", confirm: "on" }, {
      javascript: false, headers: { cookie: "token=tok_0123456789abcdef; refresh_token=ref_0123456789abcdef; ia=visitor-0123456789abcdef", "sec-purpose": "prefetch" },
    });
    expect(seen.map((r) => [r.method, new URL(r.url).pathname])).toEqual([["GET", "/web/v1/auth/delete-account"]]);
    expect(seen[0]!.headers.get("authorization")).toBe("Bearer tok_0123456789abcdef");
    for (const name of ["cookie", "sec-purpose", "purpose"]) expect(seen[0]!.headers.has(name), name).toBe(false);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/en");
    expect(res.headers.getSetCookie().some((c) => /^token=;.*Max-Age=0/.test(c))).toBe(true);
  });
});
