import { expect, expectAccessible, test, waitForHydration } from "./fixtures.ts";

test.describe("home rows", () => {
  test("show featured, new and best-selling products from the API", async ({ page }) => {
    await page.goto("/es");
    for (const name of ["Productos destacados", "Novedades", "Los más vendidos"]) {
      const row = page.getByRole("region", { name, exact: true });
      await expect(row).toBeVisible();
      expect(await row.getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
    }
  });
});

test.describe("currency switcher", () => {
  test("shows prices in the chosen currency, with JavaScript", async ({ page }) => {
    await page.goto("/en");
    await waitForHydration(page);
    const firstPrice = page.getByRole("region", { name: "Featured products" }).getByRole("listitem").first().locator("p").last();
    await expect(firstPrice).toContainText("€");
    await page.getByRole("combobox", { name: "Currency" }).selectOption("CHF");
    await expect(firstPrice).toContainText("CHF");
    await page.reload();
    await expect(firstPrice).toContainText("CHF");
    await expectAccessible(page);
  });

  test("works as a plain form without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/de");
    await page.getByRole("combobox", { name: "Währung" }).selectOption("GBP");
    await page.getByRole("button", { name: "Ändern" }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.getByRole("region", { name: "Empfohlene Produkte" }).getByText("£").first()).toBeVisible();
    await context.close();
  });
});

test.describe("language switcher", () => {
  test("keeps the shopper on the same page in the other language", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors.push(/404/);
    await page.goto("/fr/une-page-inconnue?x=1");
    await page.getByRole("navigation", { name: "Langue" }).getByRole("link", { name: "de" }).click();
    await expect(page).toHaveURL(/\/de\/une-page-inconnue\?x=1$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await page.goto("/de");
    await page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "it" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Prodotti in evidenza" })).toBeVisible();
  });
});

test.describe("newsletter box", () => {
  test("subscribes with JavaScript and shows field errors in the shopper's language", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const box = page.getByRole("region", { name: "Newsletter" });
    await box.getByRole("textbox", { name: "Il tuo indirizzo e-mail" }).fill("non-valida");
    await box.getByRole("button", { name: "Iscriviti" }).click();
    await expect(box.getByRole("status")).toContainText("non sembra valido");
    await box.getByRole("textbox", { name: "Il tuo indirizzo e-mail" }).fill(`giulia.${Date.now()}@example.com`);
    await box.getByRole("button", { name: "Iscriviti" }).click();
    await expect(box.getByRole("status")).toHaveText("Ci siamo quasi! Ti abbiamo inviato un'e-mail: segui il link per confermare l'iscrizione.");
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page);
  });

  test("subscribes without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en");
    const box = page.getByRole("region", { name: "Newsletter" });
    await box.getByRole("textbox", { name: "Your e-mail address" }).fill("wrong@");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/en\?newsletter=newsletter\.emailInvalid#newsletter$/);
    await expect(page.getByRole("region", { name: "Newsletter" }).getByRole("status")).toContainText("does not look right");
    await page.getByRole("region", { name: "Newsletter" }).getByRole("textbox").fill(`tom.${Date.now()}@example.com`);
    await page.getByRole("region", { name: "Newsletter" }).getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("region", { name: "Newsletter" }).getByRole("status")).toHaveText("Almost done! We have sent you an e-mail: follow its link to confirm your subscription.");
    await context.close();
  });
});
