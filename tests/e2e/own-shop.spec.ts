import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures.ts";
import { newShopper, registerInEnglish } from "./account-helpers.ts";
import { healthy, nodeProcesses, portBeside, ROOT } from "./node-processes.ts";

// Issue 19, "your own shop in an hour", as a newcomer does it: an empty shop (SEED_ON_START=false) on this machine,
// the tea shop of tests/fixtures/other-shop put in with the two commands its home page names, seen in Italian and
// English, and an account registered and activated from the e-mail in the shop's mailbox.

const PORT = portBeside(88);
const SHOP = `http://localhost:${PORT}`;
const nodes = nodeProcesses();
let dataDir: string;
const run = promisify(execFile);

test.beforeAll(async () => {
  dataDir = nodes.tempDir("vetrina-own-shop-");
  nodes.startNode({ SEED_ON_START: "false", DATA_DIR: dataDir, PORT: String(PORT), HOST: "127.0.0.1", PUBLIC_BASE_URL: SHOP, LOG_LEVEL: "warn" });
  await expect.poll(healthy(PORT), { timeout: 60_000 }).toBe(200);
});
test.afterAll(() => nodes.stopAll());

/** One of the shop owner's commands, as the home page writes it (`npm run …`), on this shop. */
async function command(...args: string[]): Promise<string> {
  const { stdout } = await run("npm", ["run", "--silent", ...args], { cwd: ROOT, env: { ...process.env, SHOP_URL: SHOP, DATA_DIR: dataDir, OPERATOR: "" } });
  return stdout;
}

test("an empty shop says how to put one in; the tea shop's files make it a shop in two languages, where a newcomer signs up", async ({ page }) => {
  test.slow(); // Two commands, a storefront in two languages, a registration: a whole afternoon's work in a minute.
  await page.goto(`${SHOP}/en`);
  await expect(page.getByRole("heading", { level: 1, name: "This shop has no products yet" })).toBeVisible();
  await expect(page.getByText("npm run catalogue -- import my-shop/catalogue.csv")).toBeVisible();
  await expectAccessible(page);

  expect(await command("shop", "--", "configure", "tests/fixtures/other-shop/shop.yaml")).toMatch(/categor/i);
  expect(await command("catalogue", "--", "import", "tests/fixtures/other-shop/catalogue.csv")).toContain("Products: 3 created, 0 updated, 0 unchanged. Variants: 4 created, 0 updated.");

  // Italian, the shop's first language: from the home page to a product, through the menu's category.
  await page.goto(SHOP);
  await waitForHydration(page);
  await expect(page).toHaveTitle(/Casa del Tè/);
  await page.getByRole("link", { name: "Tè verde Sencha di Shizuoka" }).first().click();
  await expect(page).toHaveURL(`${SHOP}/te/te-verdi/te-verde-sencha-shizuoka`);
  await expect(page.getByRole("heading", { level: 1, name: "Tè verde Sencha di Shizuoka" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("8,90");
  await expectAccessible(page);

  // English: the same product at its English address, in English.
  await page.goto(`${SHOP}/en/teas/green-teas/shizuoka-sencha-green-tea`);
  await expect(page.getByRole("heading", { level: 1, name: "Shizuoka Sencha green tea" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Whole leaves, spring harvest.");
  await page.goto(`${SHOP}/en/teas`);
  await expect(page.getByRole("heading", { level: 1, name: "Teas" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Earl Grey with Calabrian bergamot" })).toBeVisible();
  await expectAccessible(page);

  // A newcomer registers in English and activates the account from the e-mail the shop's mailbox shows.
  const shopper = newShopper();
  await registerInEnglish(page, shopper, SHOP);
  await page.goto(`${SHOP}/__dev/mail?to=${encodeURIComponent(shopper.email)}`);
  const mail = page.getByRole("article");
  await expect(mail.getByRole("heading", { level: 2 })).toHaveText("Activate your Casa del Tè account");
  await mail.getByRole("link", { name: /\/en\/active-user\?token=/ }).click();
  await page.getByRole("button", { name: "Activate my account" }).click();
  await expect(page).toHaveURL(`${SHOP}/en/profile?done=welcome`);
  await expect(page.getByRole("status").first()).toHaveText("Welcome! Your account is active and you are signed in.");
  await expectAccessible(page);
});
