import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { waitForHydration } from "./fixtures.ts";

export interface Shopper { email: string; password: string; ip: string; name: string; lastname: string }

/**
 * A new shopper for each test: its own address and its own client address (the e2e server trusts
 * X-Forwarded-For), so the per-client limits on registration and sign-in never meet another test's.
 */
export function newShopper(): Shopper {
  const id = crypto.randomUUID().slice(0, 8);
  const byte = () => Math.floor(Math.random() * 250) + 1;
  return { email: `e2e-${id}@example.com`, password: "correct horse 42", ip: `10.${byte()}.${byte()}.${byte()}`, name: "Giulia", lastname: "Bianchi" };
}

export async function useClientAddress(context: BrowserContext, shopper: Shopper) {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": shopper.ip });
}

interface Mail { to: string; template: string; subject: string; text: string; links: string[] }

/** The newest e-mail of a template sent to an address, from the development mailbox (DEV_MAILBOX=true). */
export async function latestMail(request: APIRequestContext, email: string, template: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect.poll(async () => {
    const response = await request.get(`/__dev/mailbox?to=${encodeURIComponent(email)}`);
    const { mails } = (await response.json()) as { mails: Mail[] };
    found = mails.find((m) => m.template === template);
    return Boolean(found);
  }, { message: `a ${template} e-mail to ${email}`, timeout: 10_000 }).toBe(true);
  return found!;
}

/** The path and query of the e-mail's link to one of our pages (the mail's links are absolute). */
export function linkTo(mail: Mail, path: string): string {
  const link = mail.links.find((l) => new URL(l).pathname.endsWith(path));
  expect(link, `a link to ${path} in "${mail.subject}"`).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** An activated customer made through the public API, signed in in the browser by its cookies. */
export async function signedInCustomer(context: BrowserContext, request: APIRequestContext, shopper: Shopper) {
  const headers = { lang: "it", "x-forwarded-for": shopper.ip };
  const registered = await request.post("/web/v1/auth/register", {
    headers, data: { name: shopper.name, lastname: shopper.lastname, email: shopper.email, password: shopper.password, confirm_password: shopper.password },
  });
  expect(registered.status()).toBe(202);
  const mail = await latestMail(request, shopper.email, "account-activation");
  const token = new URL(linkTo(mail, "/active-user"), "http://x").searchParams.get("token");
  const activated = await request.post("/web/v1/auth/active-user", { headers, data: { token } });
  expect(activated.status()).toBe(200);
  const { data } = (await activated.json()) as { data: { id: string; accessToken: string; refreshToken: string } };
  const cookie = (name: string, value: string) => ({ name, value, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" as const });
  await context.addCookies([cookie("token", data.accessToken), cookie("refresh_token", data.refreshToken), cookie("id", data.id)]);
  await useClientAddress(context, shopper);
}

/** Fills and sends the English registration form at `origin` (the suite's shop by default); the page says to check the inbox. */
export async function registerInEnglish(page: Page, shopper: Shopper, origin = ""): Promise<void> {
  await page.goto(`${origin}/en/profile?mode=register`);
  await waitForHydration(page);
  const form = page.getByRole("main").getByRole("form", { name: "Create your account" });
  await form.getByRole("textbox", { name: "First name" }).fill(shopper.name);
  await form.getByRole("textbox", { name: "Last name" }).fill(shopper.lastname);
  await form.getByRole("textbox", { name: "E-mail" }).fill(shopper.email);
  await form.getByLabel("New password").fill(shopper.password);
  await form.getByLabel("Repeat the password").fill(shopper.password);
  await form.getByRole("button", { name: "Create the account" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(`Check your inbox at ${shopper.email}`);
}
