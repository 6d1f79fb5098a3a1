import { describe, expect, it } from "vitest";
import type { Api } from "#api/app.ts";
import { readListingParams, toApiQuery } from "#app/features/catalogue/listing-params.ts";
import { SUPPORTED_LOCALES, type Locale } from "#domain/locale.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { warmUp } from "./warm-up.ts";

// Issue 23: after a start, a node asks its API once for what the pages most first visits land on read, on the real
// API and the seeded demo store.
const t = useTestApi();

/** What the storefront asks for each top-level category's page in every language (app/routes/catalog.tsx). */
async function landingRequests(): Promise<{ path: string; lang: Locale }[]> {
  const requests: { path: string; lang: Locale }[] = [];
  for (const lang of SUPPORTED_LOCALES) {
    requests.push({ path: "/setting", lang });
    const settings = await t.call("GET", "/setting", { headers: { lang } });
    const categories = settings.body.data.category.list as { id: number; url: string }[];
    expect(categories.length).toBeGreaterThan(1);
    for (const { id, url } of categories) {
      requests.push({ path: `/catalog/resolve?${new URLSearchParams({ path: url })}`, lang });
      requests.push({ path: `/catalog/products?${toApiQuery(readListingParams(new URLSearchParams()), { category: String(id) })}`, lang });
    }
  }
  return requests;
}

describe("the warm-up after a start", () => {
  it("asks nothing once the server is stopping", async () => {
    const before = t.handle.queryCount();
    expect(await warmUp({ api: t.api, stopped: () => true })).toMatchObject({ requests: 0, failed: 0 });
    expect(t.handle.queryCount() - before).toBe(0);
  });

  it("reads the settings and each top-level category's page in every language: their first views send no query", async () => {
    const requests = await landingRequests();
    // The settings were just asked by the test itself; the categories' pages never were.
    const report = await warmUp({ api: t.api });
    expect(report).toMatchObject({ requests: requests.length, failed: 0 });
    const before = t.handle.queryCount();
    for (const { path, lang } of requests) expect((await t.call("GET", path, { headers: { lang } })).status, path).toBe(200);
    expect(t.handle.queryCount() - before).toBe(0);
  });

  it("counts a request that does not answer 200 and goes on with the others", async () => {
    let asked = 0;
    const failingOnce: Pick<Api, "app"> = {
      app: { request: (...args: Parameters<Api["app"]["request"]>) => (++asked === 2 ? new Response("down", { status: 503 }) : t.api.app.request(...args)) } as Api["app"],
    };
    const report = await warmUp({ api: failingOnce });
    expect(report.failed).toBe(1);
    expect(report.requests).toBe(asked);
    expect(asked).toBe((await landingRequests()).length);
  });
});
