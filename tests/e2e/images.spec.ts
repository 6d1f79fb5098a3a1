import { expect, test, waitForHydration } from "./fixtures.ts";

test("a picture shows its 10×10 blurred placeholder while it loads in view, then only itself; no placeholder is fetched for pictures out of sight", async ({ page }) => {
  const placeholderRequests: string[] = [];
  page.on("request", (request) => { if (request.url().includes("s_10x10")) placeholderRequests.push(request.url()); });
  // A phone: two cards a row, so the last of 24 is far below the fold, beyond the browser's lazy-load margin.
  await page.setViewportSize({ width: 375, height: 640 });
  // The last card's picture is held back, as on a slow network, until the test lets it through.
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  let held = "";
  await page.route(/\/_ipx\/.*fit_cover.*\/products\//, async (route) => {
    if (held && route.request().url().includes(held)) await released;
    await route.continue();
  });
  await page.goto("/en/pantry");
  await waitForHydration(page);
  const cards = page.getByRole("region", { name: "Products" }).locator("article img");
  const last = cards.last();
  await expect(last).toHaveAttribute("loading", "lazy");
  const placeholder = (await last.getAttribute("data-placeholder"))!;
  expect(placeholder).toMatch(/s_10x10&q_50&blur_3/);
  held = new URL(await last.evaluate((img) => (img as HTMLImageElement).src)).pathname.split("/").pop()!;
  // Out of sight: no background, and its placeholder was never fetched.
  expect(await last.evaluate((img) => img.style.backgroundImage)).toBe("");
  expect(placeholderRequests.some((url) => url.includes(held))).toBe(false);
  // The first card's picture loads at once, without a placeholder.
  const first = cards.first();
  await expect(first).toHaveAttribute("loading", "eager");
  await expect(first).not.toHaveAttribute("data-placeholder");
  // Scrolled into view while its picture is still on its way: the placeholder shows, then goes once it has loaded.
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => last.evaluate((img) => img.style.backgroundImage)).toContain("s_10x10&q_50&blur_3");
  release();
  await expect.poll(() => last.evaluate((img) => (img as HTMLImageElement).complete && img.style.backgroundImage === "")).toBe(true);
});
