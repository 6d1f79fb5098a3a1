import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, expectAccessibleWithoutScripts, test, waitForHydration } from "./fixtures.ts";

/** An everyday phone (issue 18 §5): the shopper must see the shop's content, not its header, on the first screen. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** Logo, search, account, wishlist and cart in at most two rows. */
const MAX_HEADER_BOTTOM = 130;

async function phonePage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ ...PHONE, ...options });
  return { context, page: await context.newPage() };
}

/** Where the page's content begins: the bottom of the header (the menu, closed, adds nothing). */
async function contentTop(page: Page) {
  const top = await page.locator("main").evaluate((main) => main.getBoundingClientRect().top + window.scrollY);
  test.info().annotations.push({ type: "header bottom", description: `${new URL(page.url()).pathname}: ${top} px` });
  return top;
}

test("on a phone the header takes at most two rows above the home page and a product page", async ({ browser }) => {
  const { context, page } = await phonePage(browser);
  await page.goto("/en");
  const header = page.getByRole("banner");
  for (const id of ["account-link", "wishlist-drawer", "mini-cart"]) await expect(header.getByTestId(id)).toBeVisible();
  await expect(header.getByRole("search")).toBeVisible();
  // Language and currency live in the menu on a phone.
  await expect(page.getByRole("navigation", { name: "Language" })).toBeHidden();
  await expect(page.getByRole("combobox", { name: "Currency" })).toBeHidden();
  expect(await contentTop(page)).toBeLessThanOrEqual(MAX_HEADER_BOTTOM);

  const product = page.getByRole("region", { name: "Featured products" }).getByRole("listitem").first().getByRole("link").first();
  await page.goto((await product.getAttribute("href"))!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await contentTop(page)).toBeLessThanOrEqual(MAX_HEADER_BOTTOM);
  await waitForHydration(page);
  await expectAccessible(page);
  await context.close();
});

test("on a phone the home banners are a carousel the shopper swipes, one full-width slide at a time", async ({ browser }) => {
  const { context, page } = await phonePage(browser);
  await page.goto("/en");
  const carousel = page.getByRole("region", { name: "News and offers" });
  const track = carousel.getByRole("list");
  await expect(track).toHaveCSS("scroll-snap-type", /x mandatory/);
  await expect(track).toHaveCSS("overflow-x", "auto");
  const slides = track.getByRole("listitem");
  await expect(slides.first()).toHaveCSS("scroll-snap-align", "start");
  expect(await slides.count()).toBeGreaterThan(1);
  const [first, second] = [await slides.nth(0).boundingBox(), await slides.nth(1).boundingBox()];
  const trackBox = (await track.boundingBox())!;
  // Side by side, each the width of the track: the second waits off screen to the right.
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(1);
  expect(first!.width).toBeGreaterThan(trackBox.width * 0.85);
  expect(second!.x).toBeGreaterThanOrEqual(trackBox.x + trackBox.width * 0.85);
  // Only the first banner's picture is fetched at once: it is the page's largest paint.
  const pictures = track.locator("img");
  await expect(pictures.first()).toHaveAttribute("loading", "eager");
  await expect(pictures.first()).toHaveAttribute("fetchpriority", "high");
  await expect(pictures.nth(1)).toHaveAttribute("loading", "lazy");
  // A keyboard reaches the next banner's link, and the track scrolls to show it.
  await waitForHydration(page);
  await slides.nth(0).getByRole("link").focus();
  await page.keyboard.press("Tab");
  await expect(slides.nth(1).getByRole("link")).toBeFocused();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(trackBox.width * 0.5);
  await expectAccessible(page);
  await context.close();
});

test("on a phone the menu holds the language and currency switches", async ({ browser }) => {
  const { context, page } = await phonePage(browser);
  await page.goto("/en");
  await waitForHydration(page);
  await page.locator("summary", { hasText: "Menu" }).click();
  await page.getByRole("combobox", { name: "Currency" }).selectOption("CHF");
  await expect(page.getByRole("region", { name: "Featured products" }).getByText("CHF").first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "de" }).click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole("region", { name: "Empfohlene Produkte" }).getByText("CHF").first()).toBeVisible();
  await context.close();
});

test("on a phone without JavaScript the menu still switches language and currency", async ({ browser }) => {
  const { context, page } = await phonePage(browser, { javaScriptEnabled: false });
  await page.goto("/de");
  await page.locator("summary", { hasText: "Menü" }).click();
  await page.getByRole("combobox", { name: "Währung" }).selectOption("GBP");
  await page.getByRole("button", { name: "Ändern" }).click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole("region", { name: "Empfohlene Produkte" }).getByText("£").first()).toBeVisible();
  await page.locator("summary", { hasText: "Menü" }).click();
  await page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "fr" }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expectAccessibleWithoutScripts(page);
  await context.close();
});
