import { expect, test, waitForHydration } from "./fixtures.ts";

test("a picture shows its 10×10 blurred placeholder until it has loaded, then only itself", async ({ page }) => {
  // A phone: two cards a row, so the last of 24 is far below the fold, beyond the browser's lazy-load margin.
  await page.setViewportSize({ width: 375, height: 640 });
  await page.goto("/en/pantry");
  await waitForHydration(page);
  const cards = page.getByRole("region", { name: "Products" }).locator("article img");
  // The last card is below the fold: lazy, not loaded yet, so its placeholder is still there.
  const last = cards.last();
  await expect(last).toHaveAttribute("loading", "lazy");
  expect(await last.evaluate((img) => img.style.backgroundImage)).toMatch(/s_10x10&q_50&blur_3/);
  // The first card's picture loads at once; then the placeholder is gone.
  const first = cards.first();
  await expect(first).toHaveAttribute("loading", "eager");
  await expect.poll(() => first.evaluate((img) => (img as HTMLImageElement).complete && img.style.backgroundImage === "")).toBe(true);
  // Scrolled into view, the lazy one loads and drops its placeholder too.
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => last.evaluate((img) => (img as HTMLImageElement).complete && img.style.backgroundImage === "")).toBe(true);
});
