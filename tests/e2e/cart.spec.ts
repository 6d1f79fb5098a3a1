import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures.ts";

// Single-variant products of the demo store, with plenty of stock.
const TROFIE = { en: "/en/pantry/pasta/dried-pasta/ligurian-trofie", it: "/dispensa/pasta/pasta-secca/trofie-liguri", nameEn: "Ligurian Trofie", nameIt: "Trofie liguri" };
const FUSILLI = { en: "/en/pantry/pasta/dried-pasta/long-hollow-fusilli", it: "/dispensa/pasta/pasta-secca/fusilli-lunghi-bucati" };

const line = (page: Page) => page.getByTestId("cart-line");
const status = (page: Page) => page.getByRole("main").getByRole("status");
const quantityOf = (page: Page, name: string) => page.getByRole("spinbutton", { name: new RegExp(`${name}`) });

test("add from the product page, change the quantity, apply and lose a coupon, remove — with JavaScript", async ({ page }) => {
  test.slow(); // A whole journey with three accessibility checks.
  await page.goto(TROFIE.en);
  await waitForHydration(page);
  await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added to your cart." })).toBeVisible();
  await expect(page).toHaveURL(TROFIE.en);
  await expect(page.getByTestId("mini-cart")).toHaveAccessibleName("Cart, 2 items");

  await page.getByRole("link", { name: "View cart" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
  await expect(line(page)).toHaveCount(1);
  await expect(quantityOf(page, TROFIE.nameEn)).toHaveValue("2");
  await expectAccessible(page);

  await page.getByRole("button", { name: `One more “${TROFIE.nameEn}”` }).click();
  await expect(quantityOf(page, TROFIE.nameEn)).toHaveValue("3");
  await expect(page.getByTestId("line-total")).toHaveText("€8.10");
  await expect(page.getByTestId("mini-cart")).toHaveAccessibleName("Cart, 3 items");

  await page.getByRole("textbox", { name: "Discount code" }).fill("benvenuto10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Code BENVENUTO10 applied: 10%")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "−€0.81" })).toBeVisible();
  await expect(page.getByTestId("cart-total")).toHaveText("€7.29");
  await expectAccessible(page);

  // Any change to the cart takes the coupon off (spec §4).
  await page.getByRole("button", { name: `One fewer “${TROFIE.nameEn}”` }).click();
  await expect(status(page)).toContainText("The code BENVENUTO10 was removed because the cart changed.");
  await expect(page.getByRole("textbox", { name: "Discount code" })).toBeVisible();
  await expect(page.getByTestId("cart-total")).toHaveText("€5.40");

  await page.getByRole("button", { name: `Remove “${TROFIE.nameEn}”` }).click();
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  await expect(page.getByTestId("mini-cart")).toHaveAccessibleName("Cart, 0 items");
  await expectAccessible(page);
});

test("the same journey without JavaScript, in Italian", async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(TROFIE.it);
  await page.getByRole("spinbutton", { name: "Quantità" }).fill("2");
  await page.getByRole("button", { name: "Aggiungi al carrello" }).click();
  await expect(page).toHaveURL(/\/cart\?done=add$/);
  await expect(status(page)).toContainText("Aggiunto al carrello.");
  await expect(quantityOf(page, TROFIE.nameIt)).toHaveValue("2");
  await expect(page.getByTestId("mini-cart")).toHaveAccessibleName("Carrello, 2 articoli");

  await quantityOf(page, TROFIE.nameIt).fill("4");
  await page.getByRole("button", { name: "Aggiorna" }).click();
  await expect(quantityOf(page, TROFIE.nameIt)).toHaveValue("4");

  await page.getByRole("textbox", { name: "Codice sconto" }).fill("BENVENUTO10");
  await page.getByRole("button", { name: "Applica" }).click();
  await expect(page.getByText("Codice BENVENUTO10 applicato: 10%")).toBeVisible();

  await page.goto(FUSILLI.it);
  await page.getByRole("button", { name: "Aggiungi al carrello" }).click();
  await expect(status(page)).toContainText("Il codice BENVENUTO10 è stato rimosso perché il carrello è cambiato.");
  await expect(line(page)).toHaveCount(2);

  await page.getByRole("button", { name: `Rimuovi “${TROFIE.nameIt}”` }).click();
  await expect(line(page)).toHaveCount(1);
  await page.getByRole("button", { name: "Svuota il carrello" }).click();
  await expect(page.getByText("Il carrello è vuoto.")).toBeVisible();
  await context.close();
});

test("a refused coupon says why, in the shopper's language", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors.push(/status of 4(00|22)/);
  await page.goto(FUSILLI.en);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added to your cart." })).toBeVisible();
  await page.goto("/en/cart");
  await waitForHydration(page);
  const code = page.getByRole("textbox", { name: "Discount code" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Enter a discount code.")).toBeVisible();
  await code.fill("SCADUTO20");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("This code has expired.")).toBeVisible();
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await code.fill("ESTATE5");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Your cart does not reach this code's minimum order yet.")).toBeVisible();
  await expectAccessible(page);
});

test("save the cart, empty it, and restore it from the saved carts", async ({ page }) => {
  await page.goto(FUSILLI.en);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("mini-cart")).toHaveAccessibleName("Cart, 1 item");
  await page.goto("/en/cart");
  await page.getByRole("button", { name: "Save the cart for later" }).click();
  await expect(status(page)).toContainText("Your cart was saved for later.");
  await page.getByRole("button", { name: "Empty the cart" }).click();
  await expect(page.getByText("Your cart is empty.")).toBeVisible();

  await page.goto("/en/profile/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Saved carts" })).toBeVisible();
  await expect(page.getByTestId("saved-cart")).toHaveCount(1);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Restore to the cart" }).click();
  await expect(page).toHaveURL(/\/en\/cart\?done=restore/);
  await expect(page.getByText("This cart was restored from one you saved.")).toBeVisible();
  await expect(line(page)).toHaveCount(1);

  await page.goto("/en/profile/cart");
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("You have no saved carts.")).toBeVisible();
});

test("a new visitor who adds to the cart and hearts the product at once keeps both, as one visitor", async ({ page }) => {
  // The visitor's id comes with the first write's answer (decision 016): the second write waits for it.
  await page.goto(TROFIE.en);
  await waitForHydration(page);
  const posts: Promise<string>[] = [];
  page.on("request", (request) => { if (request.method() === "POST") posts.push(request.allHeaders().then((h) => h.cookie ?? "")); });
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.getByRole("main").getByRole("button", { name: "Add to wishlist" }).click();
  await expect(page.getByTestId("mini-cart")).toHaveAccessibleName("Cart, 1 item");
  await expect(page.getByTestId("wishlist-drawer").locator("summary")).toHaveAccessibleName("Wishlist, 1 product");
  // The second went with the id the first one's answer gave.
  expect(posts).toHaveLength(2);
  const [first, second] = await Promise.all(posts);
  expect(first).not.toMatch(/(^|; )ia=/);
  expect(second).toMatch(/(^|; )ia=/);
  await page.reload();
  await expect(page.getByTestId("mini-cart")).toHaveAccessibleName("Cart, 1 item");
  await expect(page.getByTestId("wishlist-drawer").locator("summary")).toHaveAccessibleName("Wishlist, 1 product");
});
