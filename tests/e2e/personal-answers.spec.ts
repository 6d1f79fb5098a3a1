import type { APIResponse } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { newShopper, signedInCustomer } from "./account-helpers.ts";

const PERSONAL = "private, no-store";
const MAX_PAGES = 150;
const NOT_PAGES = /^\/(assets|_ipx|fonts|web\/v1|__)\/|\.(xml|txt|ico|css|js|svg|png|webmanifest)$/;

/** The same-origin links of a page, as paths with their query. */
function linksOf(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"#]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&")).filter((path) => !path.startsWith("//") && !NOT_PAGES.test(path));
}

/** React Router's data request for a page: what a client navigation asks for. */
function dataPathOf(path: string): string {
  const url = new URL(path, "http://x");
  return `${url.pathname === "/" ? "/_root" : url.pathname.replace(/\/$/, "")}.data${url.search}`;
}

test("every page, data and redirect answer of a signed-in customer's visit is private, no-store", async ({ context, request }) => {
  test.setTimeout(180_000);
  await signedInCustomer(context, request, newShopper());
  const answers: { path: string; status: number; cacheControl: string | undefined }[] = [];
  const note = (path: string, response: APIResponse) => answers.push({ path, status: response.status(), cacheControl: response.headers()["cache-control"] });
  // A crawl from the home page by the links the shopper sees: new screens are covered without a list kept here.
  const queue = ["/"];
  const seen = new Set(queue);
  while (queue.length && answers.length < MAX_PAGES) {
    const path = queue.shift()!;
    const response = await context.request.get(path, { maxRedirects: 0 });
    note(path, response);
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    note(dataPathOf(path), await context.request.get(dataPathOf(path), { maxRedirects: 0 }));
    for (const link of linksOf(await response.text())) {
      if (!seen.has(link)) { seen.add(link); queue.push(link); }
    }
  }
  const crawled = answers.map((a) => new URL(a.path, "http://x").pathname);
  // The crawl reached the customer's own screens (their Italian paths): it is not a walk of the catalogue alone.
  expect(crawled).toEqual(expect.arrayContaining(["/profile", "/cart", "/wishlist"]));
  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  expect(answers.filter((a) => a.cacheControl !== PERSONAL), "answers without Cache-Control: private, no-store").toEqual([]);
});

test("a visitor who keeps nothing gets pages any cache may keep, with no cookie", async ({ page, context }) => {
  const first = await page.goto("/");
  expect(first!.headers()["set-cookie"]).toBeUndefined();
  const again = await context.request.get("/", { maxRedirects: 0 });
  expect(again.status()).toBe(200);
  expect(again.headers()["set-cookie"]).toBeUndefined();
  expect(again.headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
  expect(again.headers()["vary"]).toBe("Accept-Encoding, Cookie");
});
