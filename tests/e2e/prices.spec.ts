import { expect, expectAccessible, test, waitForHydration } from "./fixtures.ts";

// Issue 21: a reduction is announced from the lowest price of the 30 days before it; goods sold by weight or
// volume show their price per kilogram or litre.

const PRIOR = {
  it: { path: "/offers", line: /^Prezzo più basso degli ultimi 30 giorni: \d+,\d{2}\s€$/ },
  en: { path: "/en/offers", line: /^Lowest price in the last 30 days: €\d+\.\d{2}$/ },
} as const;

for (const [lang, { path, line }] of Object.entries(PRIOR)) {
  test(`/offers and an offer's page name the lowest price of the 30 days before the reduction (${lang})`, async ({ page }) => {
    await page.goto(path);
    const card = page.locator("main article").filter({ has: page.getByTestId("prior-price") }).first();
    const prior = (await card.getByTestId("prior-price").textContent())!.trim();
    expect(prior).toMatch(line);
    await expect(card.getByTestId("discount-badge")).toHaveText(/^−\d+%$/);
    await expectAccessible(page);

    await card.getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main").getByTestId("prior-price").first()).toHaveText(prior);
    await expectAccessible(page);
  });
}

test("a 750 ml bottle of oil shows its price per litre, in German, in its card and on its page", async ({ page }) => {
  await page.goto("/de/offers");
  // The card shows the cheapest bottle: 12,90 € for 500 ml.
  const card = page.locator("main article").filter({ hasText: "Sortenreines natives Olivenöl extra Leccino" });
  await expect(card.getByTestId("unit-price")).toHaveText(/^25,80\s€ pro Liter$/);
  await card.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Sortenreines natives Olivenöl extra Leccino" })).toBeVisible();
  await waitForHydration(page);
  // The radio is drawn by its label (a visually hidden input): the shopper clicks the label.
  await page.getByRole("radio", { name: /750/ }).locator("xpath=ancestor::label").click();
  await expect(page).toHaveURL(/variant=\d+/);
  // 17,90 € for 750 ml, reduced from 21,90 €.
  const price = page.locator("main [aria-live=polite]").first();
  await expect(price).toContainText(/17,90\s€/);
  await expect(price.getByTestId("unit-price")).toHaveText(/^23,87\s€ pro Liter$/);
  await expect(price.getByTestId("prior-price")).toHaveText(/^Niedrigster Preis der letzten 30 Tage: 21,90\s€$/);
  // Issue 21 §4: the food information in a section of its own, with the chosen bottle's net quantity.
  const info = page.getByRole("region", { name: "Lebensmittelinformationen" });
  await expect(info.getByRole("definition").filter({ hasText: /^750 ml$/ })).toBeVisible();
  await expect(info).toContainText("Natives Olivenöl extra");
  await expect(info.getByRole("table", { name: "Nährwertdeklaration" })).toContainText("pro 100 ml");
  await expect(info.locator("address")).toContainText("Italia");
  await expectAccessible(page);
});
