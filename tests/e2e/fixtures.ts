import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every page a test visits must have no console errors and no axe violations. A test that expects
 * one (the browser reports a 404 document; the error page logs its status) names it in allowConsoleErrors.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp[] }>({
  // Playwright reads a fixture's dependencies from its first parameter: it must be a (here empty) pattern.
  // eslint-disable-next-line no-empty-pattern
  allowConsoleErrors: async ({}, use) => { await use([]); },
  consoleErrors: [async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => { if (message.type() === "error") errors.push(message.text()); });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
    const unexpected = errors.filter((e) => !allowConsoleErrors.some((pattern) => pattern.test(e)));
    expect(unexpected, "console errors on the page").toEqual([]);
  }, { auto: true }],
});

export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
  expect(summary, "axe violations").toEqual([]);
}

/** Waits until React has hydrated the page (the root layout marks <html> in an effect), so clicks reach the app. */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Holds the page's scripts until the returned function is called: what a shopper does on a slow phone
 * before hydration can then be done on purpose.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/.*\.js$/, async (route) => { await released; await route.continue(); });
  return release;
}

export { expect };

/**
 * axe needs scripts, and this page has none: the same URL, with the same cookies, is checked in a
 * second page whose own scripts are refused, so axe sees the markup a shopper without JavaScript gets.
 */
export async function expectAccessibleWithoutScripts(page: Page) {
  const browser = page.context().browser()!;
  // The test runner gives new contexts the test's options: scripts are switched back on for axe.
  const twin = await browser.newContext({ storageState: await page.context().storageState(), javaScriptEnabled: true });
  try {
    const copy = await twin.newPage();
    await copy.route(/\.js(\?.*)?$/, (route) => route.abort());
    await copy.goto(page.url());
    await expect(copy.locator("html[data-hydrated]")).toHaveCount(0);
    await expectAccessible(copy);
  } finally {
    await twin.close();
  }
}
