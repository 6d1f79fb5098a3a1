import { expect, expectAccessible, test } from "./fixtures.ts";
import { newShopper, registerInEnglish, useClientAddress } from "./account-helpers.ts";

// Issue 19: a newcomer on the quick start (no SMTP server, the shop on this machine) reads the activation e-mail
// in the shop's own mailbox, as the server's start says, and activates the account from it.
test("a newcomer registers in English, reads the activation e-mail in the shop's mailbox and activates the account", async ({ page, context }) => {
  test.slow(); // A whole journey with three accessibility checks.
  const shopper = newShopper();
  await useClientAddress(context, shopper);
  await registerInEnglish(page, shopper);

  // The mailbox lists every address's e-mails; the newcomer picks theirs with its form.
  await page.goto("/__dev/mail");
  await expect(page.getByRole("heading", { level: 1, name: "The shop's mailbox" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Only the e-mails to").fill(shopper.email);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(`/__dev/mail?to=${encodeURIComponent(shopper.email)}`);
  await expect(page.getByText(`The last 1 e-mail to ${shopper.email}, newest first.`)).toBeVisible();
  const mail = page.getByRole("article");
  await expect(mail).toHaveAttribute("lang", "en");
  await expect(mail.getByRole("heading", { level: 2 })).toHaveText("Activate your Bottega Vetrina account");
  await expectAccessible(page);

  await mail.getByRole("link", { name: /\/en\/active-user\?token=/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Account activation" })).toBeVisible();
  await page.getByRole("button", { name: "Activate my account" }).click();
  await expect(page).toHaveURL("/en/profile?done=welcome");
  await expect(page.getByRole("status").first()).toHaveText("Welcome! Your account is active and you are signed in.");
  await expectAccessible(page);
});
