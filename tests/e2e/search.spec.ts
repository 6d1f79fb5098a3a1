import type { Page } from "@playwright/test";
import { expect, expectAccessible, holdScripts, test, waitForHydration } from "./fixtures.ts";

const results = (page: Page) => page.locator("main article h3");

async function search(page: Page, prefix: string, term: string) {
  await page.goto(`${prefix}/search?${new URLSearchParams({ search: term })}`);
}

test.describe("search in Italian", () => {
  test("a plural finds the singular", async ({ page }) => {
    await search(page, "", "pentole");
    await expect(results(page).first()).toBeVisible();
    expect((await results(page).allTextContents()).some((n) => /pentol/i.test(n))).toBe(true);
    await expectAccessible(page);
  });

  test("a misspelling still finds, or offers what the shopper meant", async ({ page }) => {
    await search(page, "", "spagetti");
    const didYouMean = page.getByRole("link", { name: "spaghetti", exact: true });
    if (await didYouMean.isVisible()) await didYouMean.click();
    await expect(results(page).first()).toContainText(/spaghetti/i);
  });

  test("an accent left out does not matter", async ({ page }) => {
    await search(page, "", "caffe");
    await expect(results(page).first()).toBeVisible();
    expect((await results(page).allTextContents()).some((n) => /caff[eè]/i.test(n))).toBe(true);
  });
});

test.describe("search in German", () => {
  test("a plural, a misspelling and an accent left out", async ({ page }) => {
    await search(page, "/de", "Pfannen");
    await expect(results(page).first()).toBeVisible();
    await search(page, "/de", "Olivenol");
    await expect(results(page).first()).toBeVisible();
    expect((await results(page).allTextContents()).some((n) => /olivenöl/i.test(n))).toBe(true);
    await search(page, "/de", "Espreso");
    await expect(results(page).first()).toContainText(/espresso/i);
    await expectAccessible(page);
  });
});

test("the header search is a plain form without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en");
  await page.getByRole("combobox", { name: "Search the shop" }).fill("moka");
  await page.getByRole("combobox", { name: "Search the shop" }).press("Enter");
  await expect(page).toHaveURL(/\/en\/search\?search=moka/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("moka");
  await expect(results(page).first()).toBeVisible();
  await context.close();
});

test("what the shopper typed in the search before the scripts ran is still there after, and is searched", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/en");
  const box = page.getByRole("combobox", { name: "Search the shop" });
  await box.fill("moka");
  release();
  await waitForHydration(page);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300))); // the renders that follow hydration
  await expect(box).toHaveValue("moka");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/en\/search\?search=moka/);
});

test("the header search suggests as the shopper types: arrows, Enter and Escape", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const box = page.getByRole("combobox", { name: "Cerca nel negozio" });
  await box.fill("oli");
  const list = page.getByRole("listbox", { name: "Suggerimenti" });
  await expect(list.getByRole("option").first()).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.press("ArrowDown");
  await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await expectAccessible(page);
  await box.press("Enter");
  await expect(page).not.toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a search many shoppers made is suggested as they type toward it, and opens its results", async ({ page, playwright, baseURL }) => {
  // Four shoppers (their addresses as the proxy in front names them) search the same text: the first's page is
  // rendered and kept, the others' are sent as kept (the first asks again until it is), and each counts once.
  const path = `/en/search?${new URLSearchParams({ search: "whole bean coffee" })}`;
  for (const i of [0, 1, 2, 3]) {
    const shopper = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": `203.0.113.${10 + i}` } });
    await expect(async () => {
      const answer = await shopper.get(path);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["x-page-cache"]).toBe("hit");
    }).toPass({ timeout: 10_000 });
    await shopper.dispose();
  }
  await page.goto("/en");
  await waitForHydration(page);
  const box = page.getByRole("combobox", { name: "Search the shop" });
  const list = page.getByRole("listbox", { name: "Suggestions" });
  const popular = list.getByRole("option", { name: /^whole bean coffee\s*Popular search$/ });
  // Counts are written every second here (SEARCH_COUNTS_SECONDS), and popular searches kept as long: typed again until it shows.
  await expect(async () => {
    await box.fill("");
    await box.fill("whole b");
    await expect(popular).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(list.getByRole("option").first()).toHaveText(/whole bean coffee/);
  await expectAccessible(page);
  await box.press("ArrowDown");
  await expect(popular).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/en\/search\?search=whole\+bean\+coffee$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “whole bean coffee”");
  await expect(results(page).first()).toBeVisible();
});
