import { latestMail, linkTo, newShopper, signedInCustomer } from "./account-helpers.ts";
import { KNIFE, TROFIE, customerHeaders, ops, placeThroughTheApi } from "./checkout-helpers.ts";
import { expect, expectAccessible, expectAccessibleWithoutScripts, test, waitForHydration } from "./fixtures.ts";

// Issue 21 §3: the withdrawal function, from every page's footer and from each order; guests without signing in.

/** A guest's order, delivered by the shop: the consumer's 14 days have begun. */
async function deliveredGuestOrder(request: Parameters<typeof placeThroughTheApi>[0], lang: "fr" | "it", email: string) {
  const order = await placeThroughTheApi(request, { ia: crypto.randomUUID(), lang }, { email, name: "Chloé", lastname: "Martin" }, [{ path: TROFIE[lang], quantity: 2 }]);
  await ops(request, `/orders/${order._id}/shipments`, { carrier: "brt", tracking_number: `WD${Date.now()}` }, 201);
  await ops(request, `/orders/${order._id}/delivered`);
  return order;
}

test("a guest withdraws from an order from the footer, in French, and the acknowledgement e-mail has the date and time", async ({ page, request, allowConsoleErrors }) => {
  test.slow();
  allowConsoleErrors.push(/status of 404/); // A lookup that matches nothing answers 404.
  const shopper = newShopper();
  const order = await deliveredGuestOrder(request, "fr", shopper.email);

  await page.goto("/fr");
  await page.getByRole("contentinfo").getByRole("link", { name: "Se rétracter du contrat ici" }).click();
  await expect(page).toHaveURL(/\/fr\/withdrawal$/);
  await expect(page.getByRole("heading", { level: 1, name: "Se rétracter du contrat" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("textbox", { name: "Numéro de commande" }).fill(order.number);
  await page.getByRole("textbox", { name: "E-mail de la commande" }).fill("someone-else@example.com");
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page.getByRole("alert")).toHaveText("Aucune commande ne correspond à ce numéro et à cet e-mail.");
  await page.getByRole("textbox", { name: "E-mail de la commande" }).fill(shopper.email);
  await page.getByRole("button", { name: "Continuer" }).click();

  await expect(page.getByTestId("withdrawal-order")).toHaveText(`Commande ${order.number}`);
  await expect(page.getByRole("checkbox", { name: /Trofie/ })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Nom et prénom" })).toHaveValue("Chloé Martin");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Continuer" }).click();

  // The second, unambiguous step: nothing is recorded before it.
  const review = page.getByTestId("withdrawal-review");
  await expect(review.getByRole("heading", { name: "Vérifiez et confirmez" })).toBeFocused();
  await expect(review).toContainText(`Vous allez vous rétracter du contrat de la commande ${order.number} pour :`);
  await expect(review).toContainText("2 × Trofie");
  await expectAccessible(page);
  await review.getByRole("button", { name: "Confirmer la rétractation" }).click();

  const done = page.getByTestId("withdrawal-done");
  await expect(done.getByRole("heading", { name: "Rétractation reçue" })).toBeVisible();
  await expect(done).toContainText(`Nous avons reçu votre rétractation de la commande ${order.number} le`);
  await expect(done).toContainText(shopper.email);
  await expectAccessible(page);

  const mail = await latestMail(request, shopper.email, "withdrawal-received");
  expect(mail.subject).toContain(order.number);
  expect(mail.text).toMatch(/nous avons reçu votre rétractation du contrat le \d{1,2} \S+ \d{4} à \d{2}:\d{2} UTC\+[12]/);
  expect(mail.text).toContain("Nom : Chloé Martin");
  expect(mail.text).toContain("2 × Trofie");

  // A second time, nothing is left to withdraw, and the page says what was sent.
  await page.goto(page.url().replace(/&done=.*$/, ""));
  await expect(page.getByTestId("withdrawal-refusal").first()).toHaveText("Déjà compris dans une rétractation ou un retour.");
  await expect(page.getByRole("heading", { name: "Rétractations déjà envoyées" })).toBeVisible();
});

test("a customer withdraws one line of an order from their orders, in Spanish", async ({ page, context, request }) => {
  test.slow();
  const shopper = newShopper();
  await signedInCustomer(context, request, shopper);
  const order = await placeThroughTheApi(request, await customerHeaders(context, "es"), shopper, [{ path: TROFIE.es, quantity: 1 }, { path: KNIFE.en, quantity: 1 }]);
  await ops(request, `/orders/${order._id}/shipments`, { carrier: "brt", tracking_number: `WDC${Date.now()}` }, 201);
  await ops(request, `/orders/${order._id}/delivered`);

  await page.goto("/es/profile/my-orders");
  await waitForHydration(page);
  await page.getByTestId("order-row").first().getByRole("link", { name: `Pedido ${order.number}` }).click();
  await page.getByTestId("order-dialog").getByRole("link", { name: "Desistir del contrato aquí" }).click();
  await expect(page).toHaveURL(/\/es\/withdrawal\?order=/);
  await expect(page.getByTestId("withdrawal-line")).toHaveCount(2);
  await page.getByTestId("withdrawal-line").filter({ hasNotText: "Trofie" }).getByRole("checkbox").uncheck();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Continuar" }).click();
  const review = page.getByTestId("withdrawal-review");
  await expect(review.getByRole("listitem")).toHaveCount(1);
  await expect(review).toContainText("1 × Trofie");
  await review.getByRole("button", { name: "Confirmar el desistimiento" }).click();
  await expect(page.getByTestId("withdrawal-done")).toContainText(`Hemos recibido tu desistimiento del pedido ${order.number} el`);
  await expectAccessible(page);

  // The order's dialog shows it as a return made by the withdrawal.
  await page.goto(`/es/profile/modals/detailOrder?order=${order._id}`);
  await expect(page.getByTestId("order-return")).toContainText("Desistimiento del contrato");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a guest withdraws through the confirmation e-mail's signed link, in Italian", async ({ page, request, allowConsoleErrors }) => {
    test.slow();
    allowConsoleErrors.push(/status of 400/); // A refused form answers 400, which Chromium reports.
    const shopper = newShopper();
    await deliveredGuestOrder(request, "it", shopper.email);
    const mail = await latestMail(request, shopper.email, "order-confirmation");
    expect(mail.text).toContain("Modulo di recesso tipo");
    const link = linkTo(mail, "/withdrawal");
    expect(link).toMatch(/\/withdrawal\?order=[0-9a-f-]{36}&key=[A-Za-z0-9_-]{32}$/);

    await page.goto(link);
    await page.getByRole("textbox", { name: "E-mail a cui inviare la conferma" }).fill("non-valida");
    await page.getByRole("button", { name: "Continua" }).click();
    await expect(page.getByTestId("withdrawal-errors")).toContainText("Inserisci un indirizzo e-mail valido.");
    await expectAccessibleWithoutScripts(page);
    await page.getByRole("textbox", { name: "E-mail a cui inviare la conferma" }).fill(shopper.email);
    await page.getByRole("button", { name: "Continua" }).click();
    await page.getByRole("button", { name: "Conferma il recesso" }).click();
    await expect(page.getByTestId("withdrawal-done")).toContainText("Abbiamo ricevuto il tuo recesso");
    await expectAccessibleWithoutScripts(page);
    expect((await latestMail(request, shopper.email, "withdrawal-received")).text).toMatch(/alle ore \d{2}:\d{2}/);
  });
});
