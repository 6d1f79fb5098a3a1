import { latestMail, linkTo, newShopper } from "./account-helpers.ts";
import { expect, expectAccessible, expectAccessibleWithoutScripts, test, waitForHydration } from "./fixtures.ts";

// Issue 17: double opt-in, and leaving with one click from any newsletter.

type MailWithHeaders = Awaited<ReturnType<typeof latestMail>> & { headers: Record<string, string> };

test("subscribe in the footer, confirm from the e-mail, unsubscribe from the newsletter's link and come back, in French", async ({ page, request, allowConsoleErrors }) => {
  test.slow();
  allowConsoleErrors.push(/status of 400/); // A forged link is answered with 400.
  const shopper = newShopper();
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": shopper.ip });
  await page.goto("/fr");
  await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "Votre adresse e-mail" }).fill(shopper.email);
  await footer.getByRole("button", { name: "S'abonner" }).click();
  await expect(footer.getByRole("status")).toHaveText("Presque fini ! Nous vous avons envoyé un e-mail : suivez son lien pour confirmer votre inscription.");

  // Only the confirmation e-mail until the link is followed.
  const confirm = await latestMail(request, shopper.email, "newsletter-confirm");
  expect(confirm.subject).toContain("Confirmez votre inscription");
  await page.goto(linkTo(confirm, "/newsletter/confirm"));
  await expect(page.getByTestId("newsletter-outcome")).toContainText("Merci ! e•••@example.com est inscrit à notre newsletter.");
  await expectAccessible(page);

  const welcome = await latestMail(request, shopper.email, "newsletter-welcome") as MailWithHeaders;
  const unsubscribe = linkTo(welcome, "/unsubscribe");
  expect(welcome.headers["List-Unsubscribe"]).toBe(`<${welcome.links.find((l) => l.includes("/unsubscribe"))}>`);
  expect(welcome.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

  await page.goto(unsubscribe);
  await expect(page.getByRole("heading", { level: 1, name: "Se désinscrire de la newsletter" })).toBeVisible();
  await expect(page.getByTestId("newsletter-outcome")).toContainText("e•••@example.com est désinscrit : vous ne recevrez plus de newsletter de notre part.");
  await expectAccessible(page);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Me réinscrire" }).click();
  await expect(page.getByTestId("newsletter-outcome")).toContainText("Bon retour ! e•••@example.com est de nouveau inscrit.");

  // The mailbox provider's one-click POST (RFC 8058) unsubscribes too, with no page and no cookie.
  const oneClick = await request.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  await page.goto(unsubscribe.replace(/token=[^&]+/, "token=forged-token-0123456789abcdef"));
  await expect(page.getByRole("alert")).toContainText("Ce lien de désinscription n'est pas valide.");
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the confirmation and unsubscribe pages work, and an old or forged link gets a clear message", async ({ page, request, allowConsoleErrors }) => {
    allowConsoleErrors.push(/status of 400/); // A forged link is answered with 400.
    const shopper = newShopper();
    const subscribed = await request.post("/web/v1/newsletter/subscribe", { headers: { lang: "de", "x-forwarded-for": shopper.ip }, data: { email: shopper.email } });
    expect(subscribed.status()).toBe(202);
    const confirm = await latestMail(request, shopper.email, "newsletter-confirm");
    await page.goto(linkTo(confirm, "/newsletter/confirm"));
    await expect(page.getByTestId("newsletter-outcome")).toContainText("Vielen Dank! e•••@example.com ist für unseren Newsletter angemeldet.");
    await expectAccessibleWithoutScripts(page);

    const welcome = await latestMail(request, shopper.email, "newsletter-welcome");
    await page.goto(linkTo(welcome, "/unsubscribe"));
    await expect(page.getByTestId("newsletter-outcome")).toContainText("ist abgemeldet");
    await page.getByRole("button", { name: "Wieder anmelden" }).click();
    await expect(page.getByTestId("newsletter-outcome")).toContainText("Willkommen zurück!");
    await expectAccessibleWithoutScripts(page);

    await page.goto("/de/newsletter/confirm?token=forged");
    await expect(page.getByRole("alert")).toContainText("Dieser Bestätigungslink ist ungültig.");
    await page.goto("/de/unsubscribe");
    await expect(page.getByRole("alert")).toContainText("Öffnen Sie diese Seite über den Link am Ende eines unserer Newsletter.");
  });
});
