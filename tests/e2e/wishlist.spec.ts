import { expect, expectAccessible, test, waitForHydration } from "./fixtures.ts";

const LISTING = "/en/pantry/pasta/dried-pasta?sort=price_asc";

test("heart a product, see it in the header drawer and the list, share it, move it to the cart", async ({ page, browser }) => {
  test.slow(); // A whole journey through four screens with their accessibility checks.
  await page.goto(LISTING);
  await waitForHydration(page);
  const heart = page.getByRole("button", { name: "Wishlist: Ligurian Trofie" });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Wishlist: Ridged Ditalini" }).click();
  const drawer = page.getByTestId("wishlist-drawer");
  await expect(drawer.locator("summary")).toHaveAccessibleName("Wishlist, 2 products");

  await drawer.locator("summary").click();
  await expect(drawer.getByRole("link", { name: "Ligurian Trofie" })).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole("link", { name: "See the whole wishlist" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Wishlist" })).toBeVisible();
  await expect(page.getByTestId("wishlist-items").getByRole("listitem")).toHaveCount(2);
  await expectAccessible(page);

  const shareUrl = await page.getByRole("textbox", { name: /Anyone with this link/ }).inputValue();
  const stranger = await browser.newContext();
  const shared = await stranger.newPage();
  await shared.goto(shareUrl);
  await expect(shared.getByRole("heading", { level: 1, name: "A shared wishlist" })).toBeVisible();
  await expect(shared.getByTestId("wishlist-items").getByRole("listitem")).toHaveCount(2);
  await expect(shared.getByRole("button", { name: /Remove|Move/ })).toHaveCount(0);
  await expectAccessible(shared);
  await stranger.close();

  await page.getByRole("button", { name: "Move “Ligurian Trofie” to the cart" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Moved to your cart.");
  await expect(page.getByTestId("wishlist-items").getByRole("listitem")).toHaveCount(1);
  await expect(page.getByTestId("mini-cart")).toHaveAccessibleName("Cart, 1 item");
  await page.getByRole("button", { name: "Remove “Ridged Ditalini” from the wishlist" }).click();
  await expect(page.getByRole("main").getByText("Your wishlist is empty.")).toBeVisible();
});

test("the heart works without JavaScript and comes back to the same page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LISTING);
  await page.getByRole("button", { name: "Wishlist: Long Hollow Fusilli" }).click();
  await expect(page).toHaveURL(LISTING);
  await expect(page.getByRole("button", { name: "Wishlist: Long Hollow Fusilli" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Wishlist: Long Hollow Fusilli" }).click();
  await expect(page.getByRole("button", { name: "Wishlist: Long Hollow Fusilli" })).toHaveAttribute("aria-pressed", "false");
  await context.close();
});

test("a share link that leads nowhere is a 404", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors.push(/404/);
  const response = await page.goto(`/en/wishlist/${"A".repeat(32)}`);
  expect(response?.status()).toBe(404);
});
