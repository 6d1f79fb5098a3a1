import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { latestMail, linkTo, newShopper, useClientAddress, type Shopper } from "./account-helpers.ts";
import { TROFIE, addToCart, fillDeliveryAddress, main, ordersOf, total, type Lang } from "./checkout-helpers.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

// Issue 15: card payments on the provider's hosted page. The provider is a local server speaking Stripe's
// HTTP API (tests/peers/stripe-peer.ts, started by playwright.config.ts); the shop's code is production's.

const PEERS_PORT = Number(process.env.E2E_PEERS_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1000);
const PEERS = `http://127.0.0.1:${PEERS_PORT}`;
const PAYPAL_PEER = `http://127.0.0.1:${PEERS_PORT + 1}`;

/** The checkout's words the journeys need, per language. */
const WORDS: Record<Lang, {
  email: string; name: string; lastname: string; street: string; postalCode: string; city: string; phone: string;
  next: string; standard: RegExp; card: RegExp; terms: RegExp; privacy: RegExp; place: string;
}> = {
  it: { email: "E-mail", name: "Nome", lastname: "Cognome", street: "Via e numero civico", postalCode: "CAP", city: "Città", phone: "Telefono per il corriere",
    next: "Continua con consegna e pagamento", standard: /Consegna standard/, card: /Carta di credito o debito/, terms: /condizioni di vendita/, privacy: /informativa sulla privacy/, place: "Ordine con obbligo di pagamento" },
  en: { email: "E-mail", name: "First name", lastname: "Last name", street: "Street and number", postalCode: "Postcode", city: "Town or city", phone: "Phone for the courier",
    next: "Continue to delivery and payment", standard: /Standard delivery/, card: /Credit or debit card/, terms: /terms of sale/, privacy: /privacy notice/, place: "Order with obligation to pay" },
  de: { email: "E-Mail", name: "Vorname", lastname: "Nachname", street: "Straße und Hausnummer", postalCode: "Postleitzahl", city: "Ort", phone: "Telefonnummer für den Kurier",
    next: "Weiter zu Lieferung und Zahlung", standard: /Standardversand/, card: /Kredit- oder Debitkarte/, terms: /AGB/, privacy: /Datenschutzerklärung/, place: "Zahlungspflichtig bestellen" },
  fr: { email: "E-mail", name: "Prénom", lastname: "Nom", street: "Rue et numéro", postalCode: "Code postal", city: "Ville", phone: "Téléphone pour le livreur",
    next: "Continuer vers la livraison et le paiement", standard: /Livraison standard/, card: /Carte bancaire/, terms: /conditions générales de vente/, privacy: /politique de confidentialité/, place: "Commander avec obligation de paiement" },
  es: { email: "Correo electrónico", name: "Nombre", lastname: "Apellidos", street: "Calle y número", postalCode: "Código postal", city: "Ciudad", phone: "Teléfono para el mensajero",
    next: "Continuar con el envío y el pago", standard: /Envío estándar/, card: /Tarjeta de crédito o débito/, terms: /condiciones de venta/, privacy: /política de privacidad/, place: "Pedido con obligación de pago" },
};

/** An address in the country each language's checkout proposes first. */
const ADDRESSES: Record<Lang, { street: string; postalCode: string; city: string; phone: string }> = {
  it: { street: "Via Roma 12", postalCode: "40121", city: "Bologna", phone: "+39 347 123 4567" },
  en: { street: "221B Baker Street", postalCode: "NW1 6XE", city: "London", phone: "+44 20 7946 0958" },
  de: { street: "Friedrichstraße 43", postalCode: "10117", city: "Berlin", phone: "+49 30 1234567" },
  fr: { street: "12 rue de Rivoli", postalCode: "75001", city: "Paris", phone: "+33 1 42 68 53 00" },
  es: { street: "Calle Mayor 5", postalCode: "28013", city: "Madrid", phone: "+34 912 345 678" },
};

/** A guest's checkout up to the provider's page: two packs of trofie, home delivery, the card (or PayPal). */
async function checkOutWithCard(page: Page, context: BrowserContext, lang: Lang, shopper: Shopper, method: "card" | "paypal" = "card"): Promise<string> {
  const w = WORDS[lang];
  await useClientAddress(context, shopper);
  await addToCart(page, lang, TROFIE[lang], 2);
  await page.goto(lang === "it" ? "/checkout" : `/${lang}/checkout`);
  await page.getByRole("textbox", { name: w.email }).fill(shopper.email);
  await page.getByRole("textbox", { name: w.name, exact: true }).fill(shopper.name);
  await page.getByRole("textbox", { name: w.lastname, exact: true }).fill(shopper.lastname);
  await fillDeliveryAddress(page, w, ADDRESSES[lang]);
  await page.getByRole("button", { name: w.next }).click();
  await page.getByRole("radio", { name: w.standard }).check();
  await page.getByRole("radio", { name: method === "card" ? w.card : /PayPal/ }).check();
  await page.getByRole("checkbox", { name: w.terms }).check();
  await page.getByRole("checkbox", { name: w.privacy }).check();
  await expectAccessible(page);
  const seen = (await total(page).textContent())!;
  await page.getByRole("button", { name: w.place }).click();
  // The provider's hosted page, with the order's total.
  const cents = Number(seen.replace(/\D/g, ""));
  await expect(page.getByTestId("amount")).toHaveText(`${(cents / 100).toFixed(2)} EUR`);
  if (method === "paypal") {
    await expect(page).toHaveURL(new RegExp(`^${PAYPAL_PEER}/checkoutnow\\?token=`));
    return new URL(page.url()).searchParams.get("token")!;
  }
  await expect(page).toHaveURL(new RegExp(`^${PEERS}/pay/cs_test_`));
  return new URL(page.url()).pathname.split("/").pop()!;
}

async function orderState(context: BrowserContext, request: APIRequestContext) {
  const [order] = await ordersOf(context, request);
  const cookies = await context.cookies();
  const ia = cookies.find((c) => c.name === "ia")!.value;
  const res = await request.get(`/web/v1/orders/${order!._id}`, { headers: { ia, lang: "en" } });
  return (await res.json()).data as { _id: string; number: string; status: string; payment_status: string; payment_kind: string };
}

test("a card payment succeeds and is confirmed by the shop's own check on return, in Italian", async ({ page, context, request }) => {
  test.slow();
  const shopper = newShopper();
  const session = await checkOutWithCard(page, context, "it", shopper);
  // The provider's notification waits: the shopper is back first, and the page asks the provider itself.
  expect((await request.post(`${PEERS}/_peer/sessions/${session}/hold`)).ok()).toBe(true);
  await page.getByRole("button", { name: /^Pay \d/ }).click();

  await expect(page).toHaveURL(/\/order-success\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Grazie, ${shopper.name}`);
  await expect(main(page).getByRole("status")).toContainText("Abbiamo ricevuto il pagamento di");
  expect(await orderState(context, request)).toMatchObject({ status: "confirmed", payment_status: "paid", payment_kind: "card" });
  await expectAccessible(page);
  const mail = await latestMail(request, shopper.email, "order-confirmation");
  expect(mail.text).toContain("Pagamento ricevuto");

  // The notification arrives late: it is recorded, and changes nothing more.
  expect((await request.post(`${PEERS}/_peer/sessions/${session}/release`)).ok()).toBe(true);
  await page.reload();
  await expect(main(page).getByRole("status")).toContainText("Abbiamo ricevuto il pagamento di");
});

test("the provider's notification arrives before the shopper returns, in German", async ({ page, context, request }) => {
  test.slow();
  const shopper = newShopper();
  await checkOutWithCard(page, context, "de", shopper);
  // The way back is held until the order is seen confirmed by the notification alone.
  let release!: () => void;
  const returned = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/de\/order-success\?/, async (route) => { await returned; await route.continue(); });
  await page.getByRole("button", { name: /^Pay \d/ }).click();
  await expect.poll(async () => (await orderState(context, request)).status, { timeout: 15_000 }).toBe("confirmed");
  release();

  await expect(page).toHaveURL(/\/de\/order-success\?order=/);
  await expect(main(page).getByRole("status")).toContainText("Wir haben Ihre Zahlung über");
  await expect(main(page)).not.toContainText("Wir prüfen Ihre Zahlung");
  await expectAccessible(page);
  await latestMail(request, shopper.email, "order-confirmation");
});

test("the shopper cancels on the provider's page and pays the same order by bank transfer, in English", async ({ page, context, request }) => {
  test.slow();
  const shopper = newShopper();
  const session = await checkOutWithCard(page, context, "en", shopper);
  await page.getByRole("button", { name: "Cancel and return to the shop" }).click();

  await expect(page).toHaveURL(/\/en\/cancel\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment not completed" })).toBeVisible();
  await expect(page.getByTestId("reserved-until")).toContainText("stays reserved for you until");
  const placed = await orderState(context, request);
  expect(placed).toMatchObject({ status: "awaiting_payment", payment_kind: "card" });
  await expect(page.getByTestId("reserved-until")).toContainText(placed.number);
  await expect(page.getByRole("button", { name: /^Pay .* with Credit or debit card$/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("radio", { name: /Bank transfer/ }).check();
  await page.getByRole("button", { name: "Pay this way" }).click();
  await expect(page).toHaveURL(/\/en\/order-success\?order=/);
  await expect(page.getByTestId("bank-transfer")).toContainText(placed.number);
  expect(await orderState(context, request)).toMatchObject({ number: placed.number, status: "awaiting_payment", payment_kind: "bank_transfer" });
  await expectAccessible(page);
  await latestMail(request, shopper.email, "order-confirmation");

  // The provider's page was closed: it can no longer take the money.
  await page.goto(`${PEERS}/pay/${session}`);
  await expect(page.getByText("This payment page is expired.")).toBeVisible();
});

test("the shopper cancels on the provider's page and takes the order back to the cart, in French", async ({ page, context, request }) => {
  test.slow();
  const shopper = newShopper();
  await checkOutWithCard(page, context, "fr", shopper);
  await page.getByRole("button", { name: "Cancel and return to the shop" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Paiement non effectué" })).toBeVisible();
  await expectAccessible(page);
  const placed = await orderState(context, request);

  await page.getByRole("button", { name: "Retour au panier" }).click();
  await expect(page).toHaveURL(/\/fr\/cart$/);
  await expect(page.getByRole("spinbutton").first()).toHaveValue("2");
  await expectAccessible(page);
  expect(await orderState(context, request)).toMatchObject({ number: placed.number, status: "cancelled" });

  // The order's own link (as in its mails) now says the time to pay is over.
  await page.goto(`/fr/cancel?order=${placed._id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Le délai de paiement est écoulé" })).toBeVisible();
  await expectAccessible(page);
});

test("a payment-failed mail leads back to the order's payment choices", async ({ page, context, request }) => {
  test.slow();
  const shopper = newShopper();
  const session = await checkOutWithCard(page, context, "it", shopper);
  const placed = await orderState(context, request);
  expect((await request.post(`${PEERS}/_peer/sessions/${session}/fail`)).ok()).toBe(true);
  const mail = await latestMail(request, shopper.email, "payment-failed");
  expect(mail.subject).toContain(placed.number);
  await page.goto(linkTo(mail, "/cancel"));
  await expect(page.getByRole("heading", { level: 1, name: "Pagamento non completato" })).toBeVisible();
  await expectAccessible(page);
});

test("a PayPal payment succeeds: approved on PayPal's page, captured by the shop, in Spanish", async ({ page, context, request }) => {
  test.slow();
  const shopper = newShopper();
  await checkOutWithCard(page, context, "es", shopper, "paypal");
  await page.getByRole("button", { name: "Pay with PayPal" }).click();

  await expect(page).toHaveURL(/\/es\/order-success\?order=[0-9a-f-]{36}&token=/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Gracias, ${shopper.name}`);
  await expect(main(page).getByRole("status")).toContainText("Hemos recibido tu pago de");
  expect(await orderState(context, request)).toMatchObject({ status: "confirmed", payment_status: "paid", payment_kind: "wallet" });
  await expectAccessible(page);
  const mail = await latestMail(request, shopper.email, "order-confirmation");
  expect(mail.text).toContain("PayPal");
});

test("a bank debit settles later: the order page says the payment is being confirmed, then by itself that it is received, in German", async ({ page, context, request }) => {
  test.slow();
  const shopper = newShopper();
  const session = await checkOutWithCard(page, context, "de", shopper);
  await page.getByRole("button", { name: "Pay by bank debit (confirmed later)" }).click();

  await expect(page).toHaveURL(/\/de\/order-success\?order=/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Wir bestätigen Ihre Zahlung");
  await expect(page.getByTestId("payment-confirming")).toContainText("Wir prüfen Ihre Zahlung bei Kredit- oder Debitkarte");
  expect(await orderState(context, request)).toMatchObject({ status: "awaiting_payment" });
  await expectAccessible(page);

  // The bank answers: the page, asking again every two seconds, shows the payment without a reload.
  expect((await request.post(`${PEERS}/_peer/sessions/${session}/settle`)).ok()).toBe(true);
  await expect(main(page).getByRole("status")).toContainText("Wir haben Ihre Zahlung über", { timeout: 15_000 });
  await expect(page.getByTestId("payment-confirming")).toHaveCount(0);
  await latestMail(request, shopper.email, "order-confirmation");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the card payment, a cancel and a retry work with plain forms, in Italian", async ({ page, context, request }) => {
    test.slow();
    const shopper = newShopper();
    const w = WORDS.it;
    await useClientAddress(context, shopper);
    await page.goto(TROFIE.it);
    await page.getByRole("spinbutton", { name: "Quantità" }).fill("1");
    await page.getByRole("button", { name: "Aggiungi al carrello" }).click();
    await page.goto("/checkout");
    await page.getByRole("textbox", { name: w.email }).fill(shopper.email);
    await page.getByRole("textbox", { name: w.name, exact: true }).fill(shopper.name);
    await page.getByRole("textbox", { name: w.lastname, exact: true }).fill(shopper.lastname);
    await fillDeliveryAddress(page, w, ADDRESSES.it);
    await page.getByRole("button", { name: w.next }).click();
    await page.getByRole("radio", { name: w.standard }).check();
    await page.getByRole("radio", { name: w.card }).check();
    await page.getByRole("button", { name: "Aggiorna il riepilogo" }).click();
    await page.getByRole("checkbox", { name: w.terms }).check();
    await page.getByRole("checkbox", { name: w.privacy }).check();
    // A plain form post answered with a redirect to the provider: the page's CSP lets the form go there.
    await page.getByRole("button", { name: w.place }).click();
    await expect(page).toHaveURL(new RegExp(`^${PEERS}/pay/cs_test_`));
    const first = page.url();
    await page.getByRole("button", { name: "Cancel and return to the shop" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Pagamento non completato" })).toBeVisible();
    await page.getByRole("button", { name: /^Paga .* con Carta di credito o debito$/ }).click();
    // The same page again, not a second one.
    await expect(page).toHaveURL(first);
    await page.getByRole("button", { name: /^Pay \d/ }).click();
    await expect(page).toHaveURL(/\/order-success\?order=/);
    await expect(main(page).getByRole("status")).toContainText("Abbiamo ricevuto il pagamento di");
    expect(await orderState(context, request)).toMatchObject({ status: "confirmed", payment_status: "paid" });
  });
});
