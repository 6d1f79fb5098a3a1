import fc from "fast-check";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "#api/app.ts";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { plainSitePath, redirectTarget } from "#tests/fixtures/hostile-urls.ts";
import { loadStorefrontBuild } from "#tests/setup/storefront-build.ts";
import { createServerApp } from "./app.ts";
import { loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";

// Issue 22: every storefront redirect made from request data, or from what the API answered, lands on
// the shop. The real storefront answers; the API is a stand-in that says whatever the test wants (an
// older remote API, a rule stored before the API checked rules), so the storefront's own check is tested.
const ORIGIN = "https://shop.example.com";
const RUNS = { numRuns: 200 };
// Each run is a request through the whole storefront; on a busy 2-core machine 200 of them take seconds.
const SLOW = { timeout: 30_000 };

/** What the stand-in API answers: a translated slug, a rule's target, a resolved path. */
let apiSays: string | null = null;
const stub = new Hono();
stub.post("/web/v1/setting/:lang/switch", async (c) => c.json({ data: { text: apiSays ?? (await c.req.json()).slug } }));
stub.post("/web/v1/auth/", (c) => c.json({ data: {
  id: "0b6f3c1e-5d0a-4a43-9d57-111111111111", accessToken: "access-token-0123456789", refreshToken: "refresh-token-0123456789",
  remember: false, name: "Anna", lastname: "Rossi", email: "anna@example.com", cart: null, wishlist: [],
} }));
stub.post("/web/v1/wish/addtowish", (c) => c.json({ data: { items: [], share_token: "token" } }));
stub.post("/web/v1/newsletter/subscribe", (c) => c.json({ data: { status: "accepted" } }, 202));
stub.post("/web/v1/redirects/check-redirect", (c) => c.json({ data: { redirect: true, new_value: apiSays, status: 301 } }));
stub.get("/web/v1/catalog/resolve", (c) => (c.req.query("path")?.endsWith(".php")
  ? c.json({ data: null, metadata: [{ code: "NOT_FOUND", errors: ["Nothing has that slug."] }] }, 404)
  : c.json({ data: { kind: "redirect", location: apiSays } })));
stub.all("*", (c) => c.json({ data: null, metadata: [{ code: "NOT_FOUND", errors: ["Not in this test."] }] }, 404));

let closeBuild: () => Promise<void>;
let app: ReturnType<typeof createServerApp>;
beforeAll(async () => {
  const storefront = await loadStorefrontBuild();
  closeBuild = storefront.close;
  app = createServerApp({
    env: loadEnv({ NODE_ENV: "test", PUBLIC_BASE_URL: ORIGIN }), api: { app: stub, settings: null } as unknown as Api,
    database: null, logger: createLogger("silent"), mediaDir: "/nonexistent", build: storefront.build,
  });
}, 120_000);
afterAll(async () => { await closeBuild?.(); });

/** The answer is a redirect whose Location, resolved as a browser would, is a page of the shop. */
async function expectRedirectOnSite(response: Response, statuses: number[] = [303]): Promise<string> {
  expect(statuses).toContain(response.status);
  const location = response.headers.get("location")!;
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
  return location;
}

// The shop's own address: React Router refuses an action whose Origin is not the request's.
const post = (path: string, fields: Record<string, string>) => app.request(`${ORIGIN}${path}`, {
  method: "POST", body: new URLSearchParams(fields), headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
});
const locale = fc.constantFrom(...SUPPORTED_LOCALES);
const prefixOf = (lang: string) => (lang === "it" ? "" : `/${lang}`);

describe("the language switch (/language)", SLOW, () => {
  it.each(["/en//evil.example", "/fr//evil.example/x", "/de//evil.example?x=1"])("sends path=%s to the Italian home, not to another host", async (path) => {
    apiSays = null;
    const response = await app.request(`/language?${new URLSearchParams({ to: "it", path })}`);
    expect(await expectRedirectOnSite(response)).toBe("/");
  });

  it("stays on the shop whatever the path asked for", async () => {
    apiSays = null;
    await fc.assert(fc.asyncProperty(locale, redirectTarget, async (to, path) => {
      await expectRedirectOnSite(await app.request(`/language?${new URLSearchParams({ to, path })}`));
    }), RUNS);
  });

  it("stays on the shop whatever the API translates the slug to", async () => {
    await fc.assert(fc.asyncProperty(locale, locale, redirectTarget, async (from, to, slug) => {
      apiSays = slug;
      await expectRedirectOnSite(await app.request(`/language?${new URLSearchParams({ to, path: `${prefixOf(from)}/some-slug` })}`));
    }), RUNS);
  });

  it("still takes a plain page to the same page in the other language", async () => {
    apiSays = null;
    const response = await app.request(`/language?${new URLSearchParams({ to: "it", path: "/en/brands?page=2" })}`);
    expect(await expectRedirectOnSite(response)).toBe("/brands?page=2");
  });
});

describe("form posts that go back where the shopper was", SLOW, () => {
  it("currency switch (/currency redirectTo)", async () => {
    await fc.assert(fc.asyncProperty(redirectTarget, async (redirectTo) => {
      await expectRedirectOnSite(await post("/currency", { currency: "EUR", redirectTo }));
    }), RUNS);
  });

  it("sign-in return (/profile redirectTo)", async () => {
    await fc.assert(fc.asyncProperty(locale, redirectTarget, async (lang, redirectTo) => {
      await expectRedirectOnSite(await post(`${prefixOf(lang)}/profile`, { intent: "login", email: "anna@example.com", password: "a-long-password", redirectTo }));
    }), RUNS);
  });

  it("newsletter without JavaScript (/newsletter redirectTo)", async () => {
    await fc.assert(fc.asyncProperty(redirectTarget, async (redirectTo) => {
      await expectRedirectOnSite(await post("/newsletter", { email: "anna@example.com", redirectTo }));
    }), RUNS);
  });

  it("wishlist heart without JavaScript (return_to in the query or the form)", async () => {
    await fc.assert(fc.asyncProperty(locale, redirectTarget, fc.boolean(), async (lang, returnTo, inQuery) => {
      const path = `${prefixOf(lang)}/wishlist${inQuery ? `?${new URLSearchParams({ return_to: returnTo })}` : ""}`;
      await expectRedirectOnSite(await post(path, { toggle: "add:12", ...(inQuery ? {} : { return_to: returnTo }) }));
    }), RUNS);
  });

  it("still go back to a plain page of the shop", async () => {
    await fc.assert(fc.asyncProperty(plainSitePath, async (back) => {
      expect(await expectRedirectOnSite(await post("/currency", { currency: "EUR", redirectTo: back }))).toBe(back);
    }), { numRuns: 50 });
  });
});

describe("what the API answers", SLOW, () => {
  it.each(["/.//evil.example", "/..//evil.example", "/%2e%2e//evil.example", "/./\\evil.example", "//evil.example", "https://evil.example"])(
    "a stored redirect rule to %j is no redirect: the page is not found", async (target) => {
      apiSays = target;
      const response = await app.request("/old-page.php");
      expect(response.status).toBe(404);
      expect(response.headers.get("location")).toBeNull();
    },
  );

  it("stored redirect rules (legacy URLs) answer a 301 on the shop, or the 404 page", async () => {
    await fc.assert(fc.asyncProperty(redirectTarget, async (target) => {
      apiSays = target;
      const response = await app.request("/old-page.php");
      if (response.status === 404) return;
      await expectRedirectOnSite(response, [301]);
    }), { numRuns: 100 }); // fewer: a refused rule renders the whole 404 page
  });

  it("a product or category found under another path answers a 301 on the shop", async () => {
    await fc.assert(fc.asyncProperty(locale, redirectTarget, async (lang, location) => {
      apiSays = location;
      await expectRedirectOnSite(await app.request(`${prefixOf(lang)}/old-slug?colour=red`), [301]);
    }), RUNS);
  });
});
