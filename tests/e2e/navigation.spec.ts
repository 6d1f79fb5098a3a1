import { expect, expectAccessible, test, waitForHydration } from "./fixtures.ts";

test.describe("legacy URLs of the previous platform", () => {
  const cases: [string, number, string | null][] = [
    ["/carrello", 301, "/"],
    ["/it/carrello/riepilogo", 301, "/"],
    ["/ru/catalog", 301, "/"],
    ["/software/update", 301, "/"],
    ["/immagini/foto-1.jpg", 301, "/"],
    ["/catalogo/pasta-di-gragnano.html", 301, "/search?search=pasta+di+gragnano"],
    ["/olio-extra-vergine.xhtml", 301, "/search?search=olio+extra+vergine"],
    ["/prodotto.php?id=1002", 301, null],
    ["/negozi.php", 301, "/"],
  ];
  for (const [path, status, location] of cases) {
    test(`${path} answers ${status}${location ? ` to ${location}` : ""}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      const target = response.headers()["location"]!;
      if (location) expect(target).toBe(location);
      else expect(target).toMatch(/^\/[a-z-]+$/);
    });
  }

  test("an old id the server does not know is 404 Page Not Found", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors.push(/404/);
    const response = await page.goto("/scheda.html?id=424242");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Mostra i dettagli" }).click();
    await expect(page.getByText("Page Not Found", { exact: true })).toBeVisible();
  });
});

test("the root path resets the remembered language to Italian", async ({ page, context }) => {
  // The browser writes it once the page runs (a page the same for everyone sets no cookie: server/page-cache.ts).
  await page.goto("/de");
  await waitForHydration(page);
  expect((await context.cookies()).find((c) => c.name === "i18n_redirected")).toMatchObject({ value: "de", sameSite: "Lax", path: "/" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await waitForHydration(page);
  const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected")!;
  expect(cookie.value).toBe("it");
  expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);
});

test("the 404 page in German has its code, title, help text and a home link", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors.push(/404/);
  const response = await page.goto("/de/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
  await expect(page.getByText("Die Seite /de/gibt-es-nicht existiert nicht")).toBeVisible();
  await expect(page.getByRole("link", { name: "Zurück zur Startseite" })).toHaveAttribute("href", "/de");
  await expectAccessible(page);
});

async function postTo(page: import("@playwright/test").Page, action: string) {
  await page.evaluate((target) => {
    const form = document.createElement("form");
    form.method = "post";
    form.action = target;
    document.body.append(form);
    form.submit();
  }, action);
  await page.waitForLoadState("load");
}

test("any other error shows Oops, the picture, a home link and details behind a toggle", async ({ page, consoleErrors, allowConsoleErrors }) => {
  allowConsoleErrors.push(/405/);
  await page.goto("/en");
  await postTo(page, "/en");
  await expect(page.getByText("Oops")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  const picture = page.locator('img[src="/image/ops.jpg"]');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/en");
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: "Show details" });
  await expect(page.getByText("405")).toBeHidden();
  await toggle.click();
  await expect(page.getByRole("button", { name: "Hide details" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("405")).toBeVisible();
  await expect(page.getByText("−")).toBeVisible();
  await page.getByRole("button", { name: "Hide details" }).click();
  await expect(page.getByText("405")).toBeHidden();
  // Spec §8: the status code and message are logged to the console.
  await expect.poll(() => consoleErrors.some((e) => e.startsWith("405"))).toBe(true);
  await expectAccessible(page);
});

test("?debug=true shows the error details at once", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors.push(/405/);
  await page.goto("/fr");
  await postTo(page, "/fr?debug=true");
  await expect(page.getByRole("button", { name: "Masquer les détails" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("405")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /POST/ })).toBeVisible();
});

test("links prefetch the code of their screens once visible and idle, never the data of every link", async ({ page }) => {
  const dataRequests: string[] = [];
  page.on("request", (request) => { if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url()); });
  await page.goto("/en");
  await waitForHydration(page);
  // The category bar shows Offers and Brands: their screens' modules are preloaded, once each.
  const preloads = () => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname));
  await expect.poll(async () => (await preloads()).filter((href) => /\/assets\/(listing|brands)-/.test(href)).length, { timeout: 10_000 }).toBe(2);
  const all = await preloads();
  expect(new Set(all).size).toBe(all.length);
  // A screen no link on the page leads to is not fetched: saved carts, a brand's page; nor the modules this
  // page has loaded already (the logo links home, whose module is the page's own).
  expect(all.some((href) => /\/assets\/(profile-cart|brand|home|root|entry\.client)-/.test(href))).toBe(false);
  expect(dataRequests).toEqual([]);
});

test("the page's scripts load after its pictures and text, then hydrate it", async ({ page, browser }) => {
  // Pictures the server has not made yet can keep a first visit loading past the 3 s at which the scripts start anyway.
  const warmUp = await browser.newPage();
  await warmUp.goto("/en");
  await warmUp.close();
  const response = await page.goto("/en");
  // The server's page holds no module script or preload: only the inert boot text and its starter.
  const html = await response!.text();
  expect(html).not.toMatch(/<link rel="modulepreload"|<script[^>]*type="module"/);
  expect(html).toContain('type="text/x-vetrina-module"');
  await waitForHydration(page);
  const { startedBy, loadEnd, scriptStarts } = await page.evaluate(() => ({
    startedBy: (window as { __vetrinaScriptsStartedBy?: string }).__vetrinaScriptsStartedBy,
    loadEnd: performance.getEntriesByType("navigation").map((e) => (e as PerformanceNavigationTiming).loadEventEnd)[0]!,
    scriptStarts: performance.getEntriesByType("resource").filter((e) => /\/assets\/.+\.js$/.test(new URL(e.name).pathname)).map((e) => e.startTime),
  }));
  expect(startedBy).toBe("load");
  expect(scriptStarts.length).toBeGreaterThan(3);
  expect(loadEnd).toBeGreaterThan(0);
  expect(Math.min(...scriptStarts)).toBeGreaterThanOrEqual(loadEnd);
});
