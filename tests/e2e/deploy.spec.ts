import { expect, test, waitForHydration } from "./fixtures.ts";

test("the loading bar shows, 2 px high, while a page loads", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors.push(/404/);
  await page.goto("/en");
  await waitForHydration(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route("**/*.data*", async (route) => { await held; await route.continue(); });
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link").first().click();
  const bar = page.locator('[role="progressbar"][data-state="loading"]');
  await expect(bar).toBeVisible();
  expect(await bar.evaluate((el) => getComputedStyle(el).height)).toBe("2px");
  release();
  await expect(bar).toHaveCount(0);
});

test("a newer build makes the next navigation a full page load", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors.push(/404/);
  await page.clock.install();
  await page.route("**/__version", (route) => route.fulfill({ json: { version: "a-newer-build" } }));
  await page.goto("/de");
  await waitForHydration(page);
  await page.clock.runFor(3_600_000);
  // The page has read the answer and knows its build is old.
  await page.locator("html[data-build-outdated]").waitFor({ state: "attached" });
  const documents: string[] = [];
  page.on("request", (request) => { if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname); });
  const link = page.getByRole("navigation", { name: "Kategorien" }).getByRole("link").first();
  const target = await link.getAttribute("href");
  // Closing the page while Chromium is still loading the new document can leave the close hanging: wait for its load.
  const loaded = page.waitForEvent("load");
  await link.click();
  await expect.poll(() => documents).toContain(target);
  await loaded;
  expect(new URL(page.url()).pathname).toBe(target);
});
