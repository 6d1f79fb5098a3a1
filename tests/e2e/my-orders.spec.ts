import type { Page } from "@playwright/test";
import { newShopper, signedInCustomer } from "./account-helpers.ts";
import { KNIFE, TROFIE, addToCart, customerHeaders, main, ops, placeThroughTheApi } from "./checkout-helpers.ts";
import { expect, expectAccessible, expectAccessibleWithoutScripts, test, waitForHydration } from "./fixtures.ts";

// Issue 16: the customer's orders, the order dialogs over them, buy again, tracking and returns.

/** The demo store's only copy of this book: once bought, it can no longer be sold. */
const ATLANTE = { it: "/libri/libri-di-cucina/atlante-della-cucina-regionale-italiana", name: "Atlante della cucina regionale italiana" };

const dialog = (page: Page) => page.getByTestId("order-dialog");

test("a customer sees the order from the checkout, opens it, buys it again (a line no longer sold is named) and follows its parcel, in Italian", async ({ page, context, request }) => {
  test.slow();
  const shopper = newShopper();
  await signedInCustomer(context, request, shopper);
  const token = (await context.cookies()).find((c) => c.name === "token")!.value;
  expect((await request.post("/web/v1/auth/addresses", {
    headers: { authorization: `Bearer ${token}`, lang: "it", "x-forwarded-for": shopper.ip },
    data: { Name: "Giulia Bianchi", Street1: "Via Roma 12", CityName: "Bologna", PostalCode: "40121", Country: "IT", Phone: "+39 347 123 4567", isDefault: true },
  })).status()).toBe(201);

  await addToCart(page, "it", TROFIE.it, 2);
  await addToCart(page, "it", ATLANTE.it, 1);
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Continua con consegna e pagamento" }).click();
  await page.getByRole("radio", { name: /Consegna standard/ }).check();
  await page.getByRole("radio", { name: /Contrassegno/ }).check();
  // The summary has the cash-on-delivery fee before the order is placed with its total.
  await expect(page.getByTestId("summary-payment-fee")).toHaveText("4,00 €");
  await page.getByRole("checkbox", { name: /condizioni di vendita/ }).check();
  await page.getByRole("checkbox", { name: /informativa sulla privacy/ }).check();
  await page.getByRole("button", { name: "Ordine con obbligo di pagamento" }).click();
  await expect(page).toHaveURL(/\/order-success\?order=/);
  const number = (await page.getByTestId("order-number").textContent())!;

  // The account's orders: the new one first, its state in words, its pictures.
  await page.goto("/profile/my-orders");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "I tuoi ordini" })).toBeVisible();
  const row = page.getByTestId("order-row").first();
  await expect(row).toContainText(number);
  await expect(row.getByTestId("order-row-status")).toHaveText("confermato");
  await expect(row.getByRole("img", { name: ATLANTE.name })).toBeVisible();
  await expectAccessible(page);

  // Opened over the list: a dialog with the order's lines, address, payment and actions.
  await row.getByRole("link", { name: `Ordine ${number}` }).click();
  await expect(page).toHaveURL(/\/profile\/modals\/detailOrder\?order=/);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole("heading", { name: `Ordine ${number}` })).toBeVisible();
  await expect(dialog(page).getByTestId("payment-status")).toHaveText("Contrassegno · da pagare alla consegna o al ritiro");
  await expect(dialog(page).getByTestId("summary-line")).toHaveCount(2);
  await expect(dialog(page)).toContainText("Via Roma 12");
  await expectAccessible(page);

  // Buy again: the spec's two steps, then the cart, naming the book sold out since (its only copy is in this order).
  await dialog(page).getByRole("button", { name: "Acquista di nuovo" }).click();
  await expect(page.getByTestId("buy-again-progress")).toHaveText("Svuoto il carrello…");
  await expect(page.getByTestId("buy-again-progress")).toHaveText("Aggiungo gli articoli dell'ordine…");
  await expect(page).toHaveURL(/\/cart\?done=buy-again&order=/);
  await expect(main(page).getByRole("status").filter({ hasText: `Gli articoli dell'ordine ${number} sono nel carrello` })).toBeVisible();
  await expect(main(page).getByRole("status").filter({ hasText: `Non più disponibile, non aggiunto: ${ATLANTE.name}` })).toBeVisible();
  await expect(main(page).getByRole("heading", { name: /Trofie liguri/ })).toBeVisible();
  await expectAccessible(page);

  // The shop ships it; the customer follows the parcel from the order's dialog.
  const id = new URL(page.url()).searchParams.get("order")!;
  await ops(request, `/orders/${id}/shipments`, { carrier: "brt", tracking_number: `BRT${Date.now()}` }, 201);
  await page.goto("/profile/my-orders");
  await waitForHydration(page);
  await expect(page.getByTestId("order-row").first().getByTestId("order-row-status")).toHaveText("spedito");
  await page.getByTestId("order-row").first().getByRole("link", { name: `Ordine ${number}` }).click();
  await dialog(page).getByRole("link", { name: "Segui la spedizione" }).click();
  await expect(page).toHaveURL(/\/profile\/modals\/trackingModal\?order=/);
  await expect(dialog(page).getByTestId("shipment")).toContainText("Affidato al corriere");
  await expect(dialog(page).getByRole("link", { name: /sito di BRT/ })).toHaveAttribute("href", /brt/);
  await expectAccessible(page);
  // Closing goes back through both dialogs to the list.
  await dialog(page).getByRole("button", { name: "Chiudi" }).click();
  await expect(page).toHaveURL(/\/profile\/my-orders$/);
  await expect(dialog(page)).toHaveCount(0);
});

test("a customer returns one line, and sees the return approved and refunded, in English", async ({ page, context, request, allowConsoleErrors }) => {
  test.slow();
  allowConsoleErrors.push(/status of 400/); // The form sent without a choice answers 400.
  const shopper = newShopper();
  await signedInCustomer(context, request, shopper);
  const headers = await customerHeaders(context, "en");
  const order = await placeThroughTheApi(request, headers, shopper, [{ path: TROFIE.en, quantity: 2 }, { path: KNIFE.en, quantity: 1 }]);
  await ops(request, `/orders/${order._id}/shipments`, { carrier: "brt", tracking_number: `RET${Date.now()}` }, 201);
  await ops(request, `/orders/${order._id}/delivered`);

  await page.goto("/en/profile/my-orders");
  await waitForHydration(page);
  await page.getByTestId("order-row").first().getByRole("link", { name: `Order ${order.number}` }).click();
  await expect(dialog(page).getByTestId("order-status")).toHaveText("delivered");
  await expect(dialog(page)).toContainText("You can return items until");
  await dialog(page).getByRole("link", { name: "Return items" }).click();
  await expect(page).toHaveURL(/\/en\/profile\/modals\/requestReturn\?order=/);
  await expect(dialog(page).getByRole("heading", { name: `Return items from order ${order.number}` })).toBeVisible();
  await expectAccessible(page);

  // Nothing chosen: the form says what is missing, in English.
  await dialog(page).getByRole("button", { name: "Request the return" }).click();
  await expect(dialog(page).getByTestId("error-summary")).toContainText("Choose at least one item to return.");
  await expect(dialog(page).getByTestId("error-summary")).toContainText("Choose a reason.");
  await expectAccessible(page);
  // Never more than was bought.
  await expect(dialog(page).getByRole("combobox", { name: `Quantity of ${KNIFE.name} to return` }).locator("option")).toHaveText(["0", "1"]);
  await dialog(page).getByRole("combobox", { name: `Quantity of ${KNIFE.name} to return` }).selectOption("1");
  await dialog(page).getByRole("combobox", { name: "Reason" }).selectOption({ label: "It arrived damaged" });
  await dialog(page).getByRole("textbox", { name: "Note" }).fill("The blade was bent.");
  await dialog(page).getByRole("button", { name: "Request the return" }).click();

  // The return's own dialog replaces the form: requested, where to send it, what will be refunded.
  await expect(page).toHaveURL(/\/en\/profile\/modals\/detailReturn\?order=.*&return=.*&done=requested/);
  await expect(dialog(page).getByRole("status")).toContainText(`We have sent the instructions to ${shopper.email}`);
  await expect(dialog(page).getByTestId("return-status")).toHaveText("requested");
  await expect(dialog(page)).toContainText("Send the parcel to:");
  await expect(dialog(page)).toContainText(`1 × ${KNIFE.name}`);
  await expectAccessible(page);
  const returnId = new URL(page.url()).searchParams.get("return")!;

  // The shop approves it, receives the knife and refunds it by transfer (paid cash on delivery).
  await ops(request, `/returns/${returnId}/approve`, {});
  await ops(request, `/returns/${returnId}/receive`);
  await ops(request, `/returns/${returnId}/refund`);
  await page.reload();
  // Reloaded, the address is an ordinary page with the same return.
  await expect(page.getByRole("heading", { level: 1, name: /^Return RT-/ })).toBeVisible();
  await expect(page.getByTestId("return-status")).toHaveText("refunded");
  await expect(page.getByTestId("return-timeline").getByRole("listitem")).toHaveText([/^Requested/, /^Approved by the shop/, /^Items received/, /^Refunded/]);
  await expect(page.getByTestId("return-refund")).toContainText("refunded by bank transfer from the shop");
  await expectAccessible(page);
  // The order lists the return, and no longer offers the knife back; returning all that is left ends on the new return.
  await page.goto("/en/profile/my-orders");
  await waitForHydration(page);
  await page.getByTestId("order-row").first().getByRole("link", { name: `Order ${order.number}` }).click();
  await expect(dialog(page).getByTestId("order-return")).toContainText("refunded");
  await dialog(page).getByRole("link", { name: "Return items" }).click();
  await expect(dialog(page).getByRole("combobox", { name: `Quantity of ${KNIFE.name} to return` })).toHaveCount(0);
  await dialog(page).getByRole("combobox", { name: /Ligurian Trofie/ }).selectOption("2");
  await dialog(page).getByRole("combobox", { name: "Reason" }).selectOption({ label: "I changed my mind" });
  await dialog(page).getByRole("button", { name: "Request the return" }).click();
  await expect(page).toHaveURL(/\/en\/profile\/modals\/detailReturn\?order=.*&done=requested/);
  await expect(dialog(page).getByTestId("return-status")).toHaveText("requested");
  await page.goto(`/en/profile/modals/requestReturn?order=${order._id}`);
  await expect(page.getByTestId("return-closed")).toHaveText("Every item of this order is already in a return.");
});

test("another customer's order is the page-not-found, in every dialog", async ({ page, context, request, browser, allowConsoleErrors }) => {
  allowConsoleErrors.push(/status of 404/);
  const owner = newShopper();
  const ownerContext = await browser.newContext();
  try {
    await signedInCustomer(ownerContext, request, owner);
    const order = await placeThroughTheApi(request, await customerHeaders(ownerContext, "en"), owner, [{ path: TROFIE.en, quantity: 1 }]);
    await signedInCustomer(context, request, newShopper());
    for (const dialogName of ["detailOrder", "trackingModal", "requestReturn"]) {
      expect((await page.goto(`/en/profile/modals/${dialogName}?order=${order._id}`))?.status(), dialogName).toBe(404);
    }
  } finally {
    await ownerContext.close();
  }
});

test("the order dialogs by keyboard, by Back and Forward, and as pages without JavaScript, in German", async ({ page, context, request, browser }) => {
  test.slow();
  const shopper = newShopper();
  await signedInCustomer(context, request, shopper);
  const order = await placeThroughTheApi(request, await customerHeaders(context, "de"), shopper, [{ path: TROFIE.de, quantity: 1 }]);
  await ops(request, `/orders/${order._id}/shipments`, { carrier: "brt", tracking_number: `DE${Date.now()}` }, 201);

  await page.goto("/de/profile/my-orders");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Ihre Bestellungen" })).toBeVisible();
  // By keyboard: the order's link, Enter opens the dialog with the focus inside it.
  const link = page.getByRole("link", { name: `Bestellung ${order.number}` });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/de\/profile\/modals\/detailOrder\?order=/);
  await expect(dialog(page)).toBeVisible();
  await expect(page.getByRole("dialog", { name: `Bestellung ${order.number}` })).toBeVisible();
  await expect(dialog(page).getByRole("button", { name: "Schließen" })).toBeFocused();
  // The focus stays in the dialog: Tab goes round its controls, never to the list behind it.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !document.activeElement || document.activeElement === document.body || Boolean(document.activeElement.closest("dialog")))).toBe(true);
  }
  await expectAccessible(page);
  // Escape closes it: the list's address again, and the focus back on the order's link.
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/de\/profile\/my-orders$/);
  await expect(dialog(page)).toHaveCount(0);
  await expect(link).toBeFocused();

  // Back and Forward walk the same steps: the list, the order, its tracking.
  await link.click();
  await dialog(page).getByRole("link", { name: "Paket verfolgen" }).click();
  await expect(page.getByRole("dialog", { name: `Sendungsverfolgung für Bestellung ${order.number}` })).toBeVisible();
  await page.goBack({ waitUntil: "commit" });
  await expect(page.getByRole("dialog", { name: `Bestellung ${order.number}` })).toBeVisible();
  await page.goBack({ waitUntil: "commit" });
  await expect(page).toHaveURL(/\/de\/profile\/my-orders$/);
  await expect(dialog(page)).toHaveCount(0);
  await page.goForward({ waitUntil: "commit" });
  await expect(page.getByRole("dialog", { name: `Bestellung ${order.number}` })).toBeVisible();

  // Without JavaScript each dialog is an ordinary page with its own heading, linked from the list.
  const plain = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": shopper.ip } });
  try {
    await plain.addCookies(await context.cookies());
    const noJs = await plain.newPage();
    await noJs.goto("/de/profile/my-orders?status=shipped");
    await expect(noJs.getByRole("combobox", { name: "Nach Status filtern" })).toHaveValue("shipped");
    await noJs.getByRole("link", { name: `Bestellung ${order.number}` }).click();
    await expect(noJs.getByRole("heading", { level: 1, name: `Bestellung ${order.number}` })).toBeVisible();
    await expect(noJs.getByRole("dialog")).toHaveCount(0);
    await expectAccessibleWithoutScripts(noJs);
    await noJs.getByRole("link", { name: "Paket verfolgen" }).click();
    await expect(noJs.getByRole("heading", { level: 1, name: `Sendungsverfolgung für Bestellung ${order.number}` })).toBeVisible();
    await expect(noJs.getByTestId("shipment")).toContainText("An den Versanddienst übergeben");
    await expectAccessibleWithoutScripts(noJs);
    // The printable summary: the shop's header and footer are left off the paper.
    await noJs.goto(`/de/profile/modals/detailOrder?order=${order._id}&view=print`);
    await expect(noJs.getByTestId("printable-order")).toContainText(order.number);
    await noJs.emulateMedia({ media: "print" });
    await expect(noJs.getByRole("banner")).toBeHidden();
    await expect(noJs.getByRole("contentinfo")).toBeHidden();
    await noJs.emulateMedia({ media: "screen" });
    await expectAccessibleWithoutScripts(noJs);
    await noJs.goto("/de/profile/my-orders?status=cancelled");
    await expect(noJs.getByTestId("orders-empty")).toContainText("Keine Bestellungen mit diesem Status.");
  } finally {
    await plain.close();
  }
});
