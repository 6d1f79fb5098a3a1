import type { BrowserContext, Page } from "@playwright/test";
import { expect, expectAccessible, expectAccessibleWithoutScripts, test, waitForHydration } from "./fixtures.ts";
import { newShopper, signedInCustomer, useClientAddress } from "./account-helpers.ts";

// Social login (issue 17) against a real OpenID provider on this machine (tests/peers/openid-peer.ts,
// configured as "Local ID"): its own login and consent pages are clicked through as a shopper would.
// GitHub (plain OAuth 2) against a local peer of its OAuth App pages and REST API (tests/peers/github-peer.ts).

const main = (page: Page) => page.getByRole("main");

/** At the provider: its development login page takes any login (the login is the account's e-mail) and password, then consent. */
async function signInAtProvider(page: Page, login: string) {
  await page.getByPlaceholder("Enter any login").fill(login);
  await page.getByPlaceholder("and password").fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

/**
 * A shopper's address and their own client address, so no rate limit meets another test's. The provider's
 * development pages ask for a web font on the internet (unreachable here) and a favicon they do not have:
 * those two are answered empty, so the console's errors are the shop's only.
 */
async function freshShopper(context: BrowserContext) {
  const shopper = newShopper();
  await useClientAddress(context, shopper);
  await context.route("https://fonts.googleapis.com/**", (route) => route.fulfill({ status: 200, contentType: "text/css", body: "" }));
  await context.route(/^http:\/\/127\.0\.0\.1:\d+\/favicon\.ico$/, (route) => route.fulfill({ status: 204 }));
  return shopper;
}

test("a new shopper signs in with the OpenID provider in Spanish, sees it linked, and cannot unlink the only way in", async ({ page, context, allowConsoleErrors }) => {
  test.slow();
  allowConsoleErrors.push(/status of 409/); // The refused unlink answers 409, which Chromium reports.
  const shopper = await freshShopper(context);
  await page.goto("/es/profile");
  await waitForHydration(page);
  await expect(main(page).getByRole("heading", { name: "O inicia sesión con" })).toBeVisible();
  await main(page).getByRole("button", { name: "Continuar con Local ID" }).click();

  await signInAtProvider(page, shopper.email);
  await expect(page).toHaveURL(/\/es\/profile\?done=welcome$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mi cuenta" })).toBeVisible();
  // The name comes from the provider's claims.
  await expect(main(page)).toContainText("¡Hola, E2e!");

  await main(page).getByRole("link", { name: "Servicios de inicio de sesión" }).click();
  await expect(page).toHaveURL("/es/profile/social-login");
  await expect(page.getByRole("heading", { level: 1, name: "Servicios de inicio de sesión" })).toBeVisible();
  const linked = main(page).getByRole("region", { name: "Servicios vinculados" });
  await expect(linked).toContainText("Local ID");
  await expect(linked).toContainText(shopper.email);
  await expect(linked).toContainText("Tu cuenta no tiene contraseña");
  // GitHub is offered too (the OAuth 2 journey below), and not linked.
  await expect(main(page).getByRole("region", { name: "Vincular otro servicio" }).getByRole("button", { name: "Vincular GitHub" })).toBeVisible();
  await expectAccessible(page);

  await waitForHydration(page);
  await linked.getByRole("button", { name: "Desvincular Local ID" }).click();
  await expect(linked.getByRole("alert")).toHaveText(/^Es la única forma de iniciar sesión en tu cuenta/);
  await expect(linked).toContainText(shopper.email);
});

test("a password account links the provider with its verified e-mail only after its password, then unlinks it", async ({ page, context, browser, request, allowConsoleErrors }) => {
  test.slow();
  allowConsoleErrors.push(/status of 401/); // The wrong password answers 401, which Chromium reports.
  const shopper = await freshShopper(context);
  // An existing account with a password, made through the API; this browser is signed out.
  const maker = await browser.newContext();
  await signedInCustomer(maker, request, shopper);
  await maker.close();

  await page.goto("/es/profile");
  await main(page).getByRole("button", { name: "Continuar con Local ID" }).click();
  await signInAtProvider(page, shopper.email);

  // Signed out, /profile/social-login is the password confirmation the callback left waiting.
  await expect(page).toHaveURL("/es/profile/social-login");
  await expect(page.getByRole("heading", { level: 1, name: "Vincular Local ID a tu cuenta" })).toBeVisible();
  await expect(main(page)).toContainText(`Ya existe una cuenta con la dirección de correo electrónico ${shopper.email}.`);
  await expectAccessible(page);
  await waitForHydration(page);
  const form = main(page).getByRole("form", { name: "Vincular Local ID a tu cuenta" });
  await form.getByLabel("Contraseña").fill("not the password");
  await form.getByRole("button", { name: "Vincular e iniciar sesión" }).click();
  await expect(form.getByRole("alert")).toHaveText("El correo electrónico o la contraseña no son correctos.");
  await expectAccessible(page);

  await form.getByLabel("Contraseña").fill(shopper.password);
  await form.getByRole("button", { name: "Vincular e iniciar sesión" }).click();
  await expect(page).toHaveURL("/es/profile/social-login?done=linked");
  await expect(main(page).getByRole("status")).toHaveText("El servicio está vinculado a tu cuenta: puedes iniciar sesión con él.");
  const linked = main(page).getByRole("region", { name: "Servicios vinculados" });
  await expect(linked).toContainText("Local ID");
  await expect(linked).not.toContainText("Tu cuenta no tiene contraseña");
  await expectAccessible(page);

  await waitForHydration(page);
  await linked.getByRole("button", { name: "Desvincular Local ID" }).click();
  await expect(page).toHaveURL("/es/profile/social-login?done=unlinked");
  await expect(main(page).getByRole("status")).toHaveText("El servicio se ha desvinculado de tu cuenta.");
  await expect(linked).toContainText("Ningún servicio está vinculado a tu cuenta.");
  await expect(main(page).getByRole("button", { name: "Vincular Local ID" })).toBeVisible();
});

test("without JavaScript the sign-in button, the provider and /profile/social-login work as plain forms and links", async ({ browser }) => {
  test.slow();
  const shopper = newShopper();
  const plain = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": shopper.ip } });
  try {
    const page = await plain.newPage();
    // Signed out, the linked services ask for a sign-in first and come back after it.
    await page.goto("/es/profile/social-login");
    await expect(page).toHaveURL("/es/profile?redirectTo=%2Fes%2Fprofile%2Fsocial-login");
    await expect(main(page).getByRole("button", { name: "Continuar con Local ID" })).toBeVisible();
    await expectAccessibleWithoutScripts(page);
    await main(page).getByRole("button", { name: "Continuar con Local ID" }).click();
    await signInAtProvider(page, shopper.email);
    await expect(page).toHaveURL("/es/profile/social-login");
    await expect(page.getByRole("heading", { level: 1, name: "Servicios de inicio de sesión" })).toBeVisible();
    await expect(main(page).getByRole("region", { name: "Servicios vinculados" })).toContainText(shopper.email);
    await expectAccessibleWithoutScripts(page);
  } finally {
    await plain.close();
  }
});

test("a new shopper signs in with GitHub (OAuth 2, no OpenID Connect) in German and is a customer with GitHub linked", async ({ page, context }) => {
  test.slow();
  const shopper = await freshShopper(context);
  await page.goto("/de/profile");
  await waitForHydration(page);
  const panel = main(page).getByRole("region", { name: "Oder anmelden mit" });
  await expect(panel.getByRole("button", { name: "Weiter mit GitHub" })).toBeVisible();
  await expectAccessible(page);
  await panel.getByRole("button", { name: "Weiter mit GitHub" }).click();

  // GitHub's authorization page (the peer's, as GitHub shows it to a signed-in user): the account, then Authorize.
  await expect(page.getByRole("heading", { name: "Authorize application" })).toBeVisible();
  await page.getByLabel("Username or email address").fill(shopper.email);
  await page.getByRole("button", { name: "Authorize", exact: true }).click();

  await expect(page).toHaveURL(/\/de\/profile\?done=welcome$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mein Konto" })).toBeVisible();
  // The first name is the first word of the GitHub account's name.
  await expect(main(page)).toContainText("Hallo E2e!");
  await main(page).getByRole("link", { name: "Anmeldedienste" }).click();
  await expect(page).toHaveURL("/de/profile/social-login");
  const linked = main(page).getByRole("region", { name: "Verknüpfte Dienste" });
  await expect(linked).toContainText("GitHub");
  await expect(linked).toContainText(shopper.email);
  await expectAccessible(page);
});
