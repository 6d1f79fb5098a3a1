import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures.ts";
import { latestMail, linkTo, newShopper, signedInCustomer, useClientAddress } from "./account-helpers.ts";

const TROFIE_IT = "/dispensa/pasta/pasta-secca/trofie-liguri";
const accountLink = (page: Page) => page.getByTestId("account-link");
const main = (page: Page) => page.getByRole("main");

test("a shopper registers in Italian, activates the account from the e-mail, and is signed in", async ({ page, context, request, allowConsoleErrors }) => {
  test.slow(); // A whole journey with four accessibility checks.
  allowConsoleErrors.push(/status of 400/); // The refused form answers 400, which Chromium reports.
  const shopper = newShopper();
  await useClientAddress(context, shopper);
  await page.goto("/");
  await waitForHydration(page);
  await expect(accountLink(page)).toHaveAccessibleName("Accedi o registrati");
  // A navigation in the page: the account screens' texts (a catalogue of their own) arrive with it.
  await page.evaluate(() => { (window as unknown as { stayedInPage: boolean }).stayedInPage = true; });
  await accountLink(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Il mio account" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Accedi al tuo account" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayedInPage?: boolean }).stayedInPage)).toBe(true);
  await expectAccessible(page);

  await main(page).getByRole("navigation").getByRole("link", { name: "Registrati" }).click();
  await expect(page).toHaveURL("/profile?mode=register");
  await waitForHydration(page);
  const form = main(page).getByRole("form", { name: "Crea il tuo account" });
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill(shopper.name);
  await form.getByRole("textbox", { name: "Cognome" }).fill(shopper.lastname);
  await form.getByRole("textbox", { name: "E-mail" }).fill(`  ${shopper.email}  `);
  await form.getByLabel("Nuova password").fill(shopper.password);
  await form.getByLabel("Ripeti la password").fill("something else");
  await form.getByRole("button", { name: "Crea l'account" }).click();
  // The server's check, in the shopper's language, on the field it concerns.
  await expect(form.getByLabel("Ripeti la password")).toHaveAccessibleDescription("Le due password non coincidono.");
  await expect(form.getByLabel("Ripeti la password")).toBeFocused();
  await expect(form.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue(shopper.name);
  await expectAccessible(page);

  await form.getByLabel("Nuova password").fill(shopper.password);
  await form.getByLabel("Ripeti la password").fill(shopper.password);
  await form.getByRole("button", { name: "Crea l'account" }).click();
  await expect(main(page).getByRole("status")).toContainText(`Controlla la tua casella ${shopper.email}`);

  const mail = await latestMail(request, shopper.email, "account-activation");
  await page.goto(linkTo(mail, "/active-user"));
  await expect(page.getByRole("heading", { level: 1, name: "Attivazione dell'account" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Attiva il mio account" }).click();
  await expect(page).toHaveURL("/profile?done=welcome");
  await expect(page.getByRole("status").first()).toHaveText("Benvenuto! Il tuo account è attivo e hai già effettuato l'accesso.");
  await expect(page.getByText(`Ciao ${shopper.name}!`)).toBeVisible();
  await expect(accountLink(page)).toHaveAccessibleName("Il tuo account");
  await expectAccessible(page);

  // The link is used up: a second visit cannot activate (or sign in) again.
  await page.goto(linkTo(mail, "/active-user"));
  await page.getByRole("button", { name: "Attiva il mio account" }).click();
  await expect(page.getByRole("alert")).toHaveText("Questo link non è più valido. Chiedine uno nuovo.");
});

test("the profile's phone field checks an Italian and a Swiss number, and the address book keeps a delivery address with its phone", async ({ page, context, request }) => {
  test.slow();
  const shopper = newShopper();
  await signedInCustomer(context, request, shopper);
  await page.goto("/profile");
  await waitForHydration(page);
  const details = main(page).getByRole("form", { name: "I tuoi dati" });
  const phone = details.getByRole("textbox", { name: "Telefono" });
  await expect(details.getByRole("button", { name: /^Paese: Italia \+39$/ })).toBeVisible();

  // A Swiss landline is not an Italian number: the browser's own message says so, in Italian.
  await phone.fill("044 668 18 00");
  await phone.blur();
  await expect(details.getByText("Inserisci un numero di telefono valido per il paese scelto")).toBeVisible();
  expect(await phone.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe("Inserisci un numero di telefono valido per il paese scelto");
  await expectAccessible(page);

  await details.getByRole("button", { name: /^Paese: Italia/ }).click();
  await page.keyboard.type("Svizz");
  await page.keyboard.press("Enter");
  await expect(details.getByRole("button", { name: /^Paese: Svizzera \+41$/ })).toBeVisible();
  expect(await phone.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(true);
  await details.getByRole("button", { name: "Salva i dati" }).click();
  await expect(details.getByRole("status")).toHaveText("I tuoi dati sono stati salvati.");
  await page.reload();
  // Kept as E.164, shown in international form with its country.
  await expect(main(page).getByRole("form", { name: "I tuoi dati" }).getByRole("textbox", { name: "Telefono" })).toHaveValue("+41 44 668 18 00");
  await expect(main(page).getByRole("form", { name: "I tuoi dati" }).getByRole("button", { name: /^Paese: Svizzera \+41$/ })).toBeVisible();

  // An Italian mobile number on a delivery address.
  await waitForHydration(page);
  const address = main(page).getByRole("form", { name: "Aggiungi un indirizzo" });
  await address.getByRole("textbox", { name: "Nome e cognome" }).fill("Giulia Bianchi");
  await address.getByRole("textbox", { name: "Via e numero civico" }).fill("Via Roma 1");
  await address.getByRole("textbox", { name: "CAP" }).fill("16121");
  await address.getByRole("textbox", { name: "Città" }).fill("Genova");
  await address.getByRole("textbox", { name: "Provincia" }).fill("GE");
  await expect(address.getByRole("combobox", { name: "Paese" })).toHaveValue("IT");
  await address.getByRole("textbox", { name: "Telefono per la consegna" }).pressSequentially("3331234567");
  await expect(address.getByRole("textbox", { name: "Telefono per la consegna" })).toHaveValue("333 123 4567");
  await address.getByRole("button", { name: "Salva l'indirizzo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "L'indirizzo è stato salvato." })).toBeVisible();
  const saved = page.getByTestId("address");
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText("Via Roma 1");
  await expect(saved).toContainText("+393331234567");
  await expect(saved).toContainText("Predefinito");
  await expectAccessible(page);

  await saved.getByRole("link", { name: "Modifica l'indirizzo di Giulia Bianchi, Via Roma 1" }).click();
  const edit = main(page).getByRole("form", { name: "Modifica l'indirizzo" });
  await expect(edit.getByRole("textbox", { name: "Telefono per la consegna" })).toHaveValue("+39 333 123 4567");
  await edit.getByRole("textbox", { name: "Via e numero civico" }).fill("Via Garibaldi 12");
  await edit.getByRole("button", { name: "Salva l'indirizzo" }).click();
  await expect(saved).toContainText("Via Garibaldi 12");
  await saved.getByRole("button", { name: "Elimina l'indirizzo di Giulia Bianchi, Via Garibaldi 12" }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByText("Non hai ancora salvato indirizzi.")).toBeVisible();
});

test("signing in keeps the visitor's cart, a wrong password is refused in English, and signing out starts afresh", async ({ page, context, request, allowConsoleErrors }) => {
  test.slow();
  allowConsoleErrors.push(/status of 401/); // The refused sign-in answers 401, which Chromium reports.
  const shopper = newShopper();
  await signedInCustomer(context, request, shopper);
  await context.clearCookies();
  await useClientAddress(context, shopper);

  await page.goto(TROFIE_IT);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Aggiungi al carrello" }).click();
  await expect(page.getByTestId("mini-cart")).toHaveAccessibleName("Carrello, 1 articolo");

  await page.goto("/en/profile");
  await waitForHydration(page);
  const login = main(page).getByRole("form", { name: "Sign in to your account" });
  await login.getByRole("textbox", { name: "E-mail" }).fill(shopper.email);
  await login.getByLabel("Password").fill("not the password");
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(login.getByRole("alert")).toHaveText("The e-mail address or the password is not correct.");
  await expect(login.getByRole("alert")).toBeFocused();
  await expectAccessible(page);

  await login.getByLabel("Password").fill(shopper.password);
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/en/profile");
  await expect(page.getByText(`Hello ${shopper.name}!`)).toBeVisible();
  // The cart the visitor filled before signing in is now the customer's.
  await expect(page.getByTestId("mini-cart")).toHaveAccessibleName("Cart, 1 item");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/en");
  await expect(accountLink(page)).toHaveAccessibleName("Sign in or register");
  await expect(page.getByTestId("mini-cart")).toHaveAccessibleName("Cart, 0 items");
  const cookies = await context.cookies();
  expect(cookies.map((c) => c.name)).not.toContain("token");
  expect(cookies.every((c) => !["token", "refresh_token", "ia"].includes(c.name) || c.httpOnly)).toBe(true);
});

test("a forgotten password is replaced through the e-mailed link, in French", async ({ page, context, request, allowConsoleErrors }) => {
  test.slow();
  allowConsoleErrors.push(/status of 400/); // The refused form answers 400, which Chromium reports.
  const shopper = newShopper();
  await signedInCustomer(context, request, shopper);
  await context.clearCookies();
  await useClientAddress(context, shopper);

  await page.goto("/fr/profile");
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Réinitialiser le mot de passe" })).toBeVisible();
  await expectAccessible(page);
  await main(page).getByRole("textbox", { name: "E-mail" }).fill(shopper.email);
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(main(page).getByRole("status")).toContainText(`S'il existe un compte pour ${shopper.email}`);

  const mail = await latestMail(request, shopper.email, "password-reset");
  await page.goto(linkTo(mail, "/password-reset"));
  await page.getByLabel("Nouveau mot de passe").fill("a new password 7");
  await page.getByLabel("Répétez le mot de passe").fill("a new password 8");
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.getByLabel("Répétez le mot de passe")).toHaveAccessibleDescription("Les deux mots de passe ne correspondent pas.");
  await expectAccessible(page);
  await page.getByLabel("Nouveau mot de passe").fill("a new password 7");
  await page.getByLabel("Répétez le mot de passe").fill("a new password 7");
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(main(page).getByRole("status")).toContainText("Mot de passe modifié.");

  await page.getByRole("link", { name: "Connexion" }).click();
  const login = main(page).getByRole("form", { name: "Connectez-vous à votre compte" });
  await login.getByRole("textbox", { name: "E-mail" }).fill(shopper.email);
  await login.getByLabel("Mot de passe").fill("a new password 7");
  await login.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText(`Bonjour ${shopper.name} !`)).toBeVisible();
});

test("signing out on one device signs the customer out on the others, where shopping goes on as a visitor", async ({ page, context, request, browser }) => {
  const shopper = newShopper();
  await signedInCustomer(context, request, shopper);
  const other = await browser.newContext();
  await other.addCookies((await context.cookies()).filter((c) => ["token", "refresh_token", "id"].includes(c.name)));
  const otherPage = await other.newPage();
  await otherPage.goto("/en/cart");
  await expect(otherPage.getByTestId("account-link")).toHaveAccessibleName("Your account");

  await page.goto("/en/profile");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/en");

  // DESIGN principle 2: every session ends. The other device's next page works, as a visitor's.
  await otherPage.goto("/en/cart");
  await expect(otherPage.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
  await expect(otherPage.getByTestId("account-link")).toHaveAccessibleName("Sign in or register");
  expect((await other.cookies()).map((c) => c.name)).not.toContain("token");
  await otherPage.goto("/en/profile");
  await expect(otherPage.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  await other.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a customer signs in, saves a Swiss phone number typed in international form, and signs out", async ({ page, context, request, allowConsoleErrors }) => {
    allowConsoleErrors.push(/status of 401/); // The refused sign-in answers 401, which Chromium reports.
    const shopper = newShopper();
    await signedInCustomer(context, request, shopper);
    await context.clearCookies();
    await useClientAddress(context, shopper);

    await page.goto("/de/profile");
    const login = main(page).getByRole("form", { name: "Bei Ihrem Konto anmelden" });
    await login.getByRole("textbox", { name: "E-Mail" }).fill(shopper.email);
    await login.getByLabel("Passwort").fill("wrong password");
    await login.getByRole("button", { name: "Anmelden" }).click();
    await expect(main(page).getByRole("alert")).toHaveText("E-Mail-Adresse oder Passwort ist nicht korrekt.");
    await expect(main(page).getByRole("textbox", { name: "E-Mail" })).toHaveValue(shopper.email);

    await main(page).getByLabel("Passwort").fill(shopper.password);
    await main(page).getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByText(`Hallo ${shopper.name}!`)).toBeVisible();
    const details = main(page).getByRole("form", { name: "Ihre Daten" });
    await details.getByRole("textbox", { name: "Telefon" }).fill("+41 44 668 18 00");
    await details.getByRole("button", { name: "Daten speichern" }).click();
    await expect(main(page).getByRole("status").filter({ hasText: "Ihre Daten wurden gespeichert." })).toBeVisible();
    await page.goto("/de/profile");
    await expect(main(page).getByRole("form", { name: "Ihre Daten" }).getByRole("textbox", { name: "Telefon" })).toHaveValue("+41 44 668 18 00");

    await main(page).getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL("/de");
    await expect(accountLink(page)).toHaveAccessibleName("Anmelden oder registrieren");
  });
});
