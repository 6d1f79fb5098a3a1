import { latestMail, linkTo, newShopper, useClientAddress } from "./account-helpers.ts";
import { TROFIE, addToCart, fillDeliveryAddress, ops } from "./checkout-helpers.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

// Issue 16: after the purchase. A guest's order opens from its e-mail link in any browser.

test("a guest opens the order from the confirmation e-mail in another browser and follows its parcel at /tracking, in French", async ({ page, context, request, browser, allowConsoleErrors }) => {
  test.slow();
  allowConsoleErrors.push(/status of 404/); // The page without its key, and a lookup that matches nothing, answer 404.
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

  // The shop ships it; the guest follows the parcel at /tracking, in a browser that knows nothing of the order.
  const id = new URL(`http://x${link}`).searchParams.get("order")!;
  await ops(request, `/orders/${id}/confirm-payment`);
  await ops(request, `/orders/${id}/shipments`, { carrier: "brt", tracking_number: `BRT${Date.now()}` }, 201);
  const guest = await browser.newContext();
  try {
    const tracking = await guest.newPage();
    await tracking.goto("/fr/tracking");
    await expect(tracking.getByRole("heading", { level: 1, name: "Suivre votre commande" })).toBeVisible();
    await expectAccessible(tracking);
    await tracking.getByRole("textbox", { name: "Numéro de commande" }).fill(number);
    await tracking.getByRole("main").getByRole("textbox", { name: "E-mail" }).fill("someone-else@example.com");
    await tracking.getByRole("button", { name: "Trouver ma commande" }).click();
    await expect(tracking.getByRole("alert")).toContainText("Aucune commande ne correspond");
    await tracking.getByRole("main").getByRole("textbox", { name: "E-mail" }).fill(shopper.email);
    await tracking.getByRole("button", { name: "Trouver ma commande" }).click();
    await expect(tracking.getByRole("main").getByRole("status")).toContainText(number);
    const parcel = tracking.getByTestId("shipment");
    await expect(parcel).toContainText("Remis au transporteur");
    await expect(parcel.getByRole("link", { name: /Suivre le colis sur le site de BRT/ })).toHaveAttribute("href", /brt/);
    await expectAccessible(tracking);

    // Delivered: the guest sends it back through the e-mail link, without an account.
    await ops(request, `/orders/${id}/delivered`);
    await tracking.goto(link);
    await tracking.getByTestId("order-after").getByRole("link", { name: "Retourner des articles" }).click();
    await expect(tracking.getByRole("heading", { level: 1, name: `Retourner des articles de la commande ${number}` })).toBeVisible();
    await expectAccessible(tracking);
    await tracking.getByRole("combobox", { name: /Quantité de .* à retourner/ }).selectOption("1");
    await tracking.getByRole("combobox", { name: "Motif" }).selectOption({ label: "J'ai changé d'avis" });
    await tracking.getByRole("button", { name: "Demander le retour" }).click();
    await expect(tracking.getByRole("status").filter({ hasText: `Nous avons envoyé les instructions à ${shopper.email}` })).toBeVisible();
    await expect(tracking.getByTestId("return-status")).toHaveText("demandé");
    await expectAccessible(tracking);
    expect((await latestMail(request, shopper.email, "return-requested")).text).toContain(number);
  } finally {
    await guest.close();
  }
});
