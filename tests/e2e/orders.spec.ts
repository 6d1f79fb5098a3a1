import { latestMail, linkTo, newShopper, useClientAddress } from "./account-helpers.ts";
import { TROFIE, addToCart, fillDeliveryAddress } from "./checkout-helpers.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

// Issue 16: after the purchase. A guest's order opens from its e-mail link in any browser.

test("a guest opens the order from the confirmation e-mail in another browser, in French", async ({ page, context, request, browser }) => {
  test.slow();
  const shopper = newShopper();
  await useClientAddress(context, shopper);
  await addToCart(page, "fr", TROFIE.fr, 1);
  await page.goto("/fr/checkout");
  await page.getByRole("textbox", { name: "E-mail" }).fill(shopper.email);
  await page.getByRole("textbox", { name: "Prénom" }).fill(shopper.name);
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill(shopper.lastname);
  await fillDeliveryAddress(page, { street: "Rue et numéro", postalCode: "Code postal", city: "Ville", phone: "Téléphone pour le livreur" },
    { street: "12 rue de Rivoli", postalCode: "75001", city: "Paris", phone: "+33 1 42 68 53 00" });
  await page.getByRole("button", { name: "Continuer vers la livraison et le paiement" }).click();
  await page.getByRole("radio", { name: /Livraison standard/ }).check();
  await page.getByRole("radio", { name: /Virement bancaire/ }).check();
  await page.getByRole("checkbox", { name: /conditions générales de vente/ }).check();
  await page.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
  await page.getByRole("button", { name: "Commander avec obligation de paiement" }).click();
  await expect(page).toHaveURL(/\/fr\/order-success\?order=/);
  const number = (await page.getByTestId("order-number").textContent())!;

  const mail = await latestMail(request, shopper.email, "order-confirmation");
  const link = linkTo(mail, "/order-success");
  expect(link).toMatch(/&key=[A-Za-z0-9_-]{32}$/);
  // Another browser: no cookie of the visitor who ordered.
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await other.goto(link);
    await expect(other.getByTestId("order-number")).toHaveText(number);
    await expectAccessible(other);
    // Without the key, the same address is the page-not-found.
    const bare = await other.goto(link.replace(/&key=.*$/, ""));
    expect(bare?.status()).toBe(404);
  } finally {
    await elsewhere.close();
  }
});
