import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "#api/app.ts";
import { localizedPath, SUPPORTED_LOCALES, type Locale } from "#domain/locale.ts";
import { loadStorefrontBuild } from "#tests/setup/storefront-build.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { createServerApp } from "./app.ts";
import { loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { warmUp, WARM_UP_PLATFORM } from "./warm-up.ts";

// Issue 23: after a start, a node asks its API once for what the pages most first visits land on read: on the real
// storefront, the real API and the seeded demo store, as server/main.ts starts them (without the page cache, so that
// every view below is rendered and asks the API).
const ORIGIN = "http://localhost:3000";
const t = useTestApi();
let app: ReturnType<typeof createServerApp>;
let closeBuild: () => Promise<void>;

beforeAll(async () => {
  const storefront = await loadStorefrontBuild();
  closeBuild = storefront.close;
  app = createServerApp({
    env: loadEnv({ NODE_ENV: "test", PUBLIC_BASE_URL: ORIGIN }), api: t.api, database: t.handle,
    logger: createLogger("silent"), mediaDir: "/nonexistent", build: storefront.build, pageCache: null,
  });
}, 120_000);
afterAll(async () => { await closeBuild?.(); });

/** The home page and each top-level category's page in these languages, as the settings name them. */
async function landingPages(languages: readonly Locale[]): Promise<string[]> {
  const paths: string[] = [];
  for (const lang of languages) {
    const settings = await t.call("GET", "/setting", { headers: { lang } });
    const categories = (settings.body.data.category.list as { url: string }[]).map((c) => c.url);
    expect(categories.length).toBeGreaterThan(1);
    paths.push(...["/", ...categories].map((path) => localizedPath(lang, path)));
  }
  return paths;
}

/** An API that records what it is asked, and refuses the `refused`-th request. */
function recording(refused = 0) {
  const asked: { path: string; headers: Record<string, string> }[] = [];
  const api: Pick<Api, "app"> = {
    app: {
      request: (path: string, init: RequestInit) => {
        asked.push({ path, headers: init.headers as Record<string, string> });
        return asked.length === refused ? new Response("down", { status: 503 }) : t.api.app.request(path, init);
      },
    } as unknown as Api["app"],
  };
  return { api, asked };
}

/** Turns French on or off, until the API's settings (kept, and dropped on the database's notice) say so. */
async function offersFrench(active: boolean) {
  await t.db.execute(sql`update languages set is_active = ${active} where lang = 'fr'`);
  const french = async () => (await t.call("GET", "/setting")).body.data.profile.languages.find((l: { lang: string }) => l.lang === "fr")?.is_active;
  await expect.poll(french, { timeout: 5000 }).toBe(active);
}

describe("the warm-up after a start", () => {
  it("asks nothing once the server is stopping", async () => {
    const before = t.handle.queryCount();
    expect(await warmUp({ api: t.api, stopped: () => true })).toMatchObject({ requests: 0, failed: 0, stopped: true });
    expect(t.handle.queryCount() - before).toBe(0);
  });

  it("after it, the home page and each top-level category's page render in every language without a query", async () => {
    const pages = await landingPages(SUPPORTED_LOCALES);
    const report = await warmUp({ api: t.api });
    expect(report).toMatchObject({ failed: 0, stopped: false });
    const before = t.handle.queryCount();
    for (const path of pages) {
      const response = await app.request(`${ORIGIN}${path}`);
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
    }
    expect(t.handle.queryCount() - before).toBe(0);
  });

  it("asks only in the languages the shop offers, each request marked as the warm-up's", async () => {
    await offersFrench(false);
    try {
      const { api, asked } = recording();
      const report = await warmUp({ api });
      expect(report).toMatchObject({ requests: asked.length, failed: 0 });
      expect(new Set(asked.map((r) => r.headers.lang))).toEqual(new Set(SUPPORTED_LOCALES.filter((lang) => lang !== "fr")));
      expect(asked.every((r) => r.headers.platform === WARM_UP_PLATFORM)).toBe(true);
      // Each language: its settings, the home page's highlights, and two requests per top-level category.
      const categories = (await landingPages(["it"])).length - 1;
      expect(asked.length).toBe(4 * (2 + 2 * categories));
    } finally {
      await offersFrench(true);
    }
  });

  it("counts a request that does not answer 200 and goes on with the others", async () => {
    const { api, asked } = recording(2);
    const report = await warmUp({ api });
    expect(report).toMatchObject({ failed: 1, requests: asked.length });
    expect(asked.length).toBe(SUPPORTED_LOCALES.length * (2 + 2 * ((await landingPages(["it"])).length - 1)));
  });
});
