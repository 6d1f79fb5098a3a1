import { expect, expectAccessible, test, waitForHydration } from "./fixtures.ts";
import { TROFIE, addToCart } from "./checkout-helpers.ts";

const HOME = [
  { lang: "it", path: "/", featured: "Prodotti in evidenza", categories: "Categorie" },
  { lang: "en", path: "/en", featured: "Featured products", categories: "Categories" },
  { lang: "fr", path: "/fr", featured: "Produits à la une", categories: "Catégories" },
  { lang: "de", path: "/de", featured: "Empfohlene Produkte", categories: "Kategorien" },
  { lang: "es", path: "/es", featured: "Productos destacados", categories: "Categorías" },
];

for (const { lang, path, featured, categories: categoriesLabel } of HOME) {
  test(`the home page in ${lang} shows the shop's header, menus, products and footer`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const categories = page.getByRole("navigation", { name: categoriesLabel, exact: true });
    await expect(categories.getByRole("link").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: featured })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link").first()).toBeVisible();
    await expect(page.locator(`link[rel=alternate][hreflang="x-default"]`)).toHaveCount(1);
    await expect(page.locator(`link[rel=alternate]`)).toHaveCount(6);
    await waitForHydration(page);
    await expectAccessible(page);
  });
}

test("the home page is rendered on the server, before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/de");
  await expect(page.getByRole("heading", { name: "Empfohlene Produkte" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Kategorien" }).getByRole("link").first()).toBeVisible();
  await context.close();
});

test("the product images are served by the shop itself", async ({ page }) => {
  const outside: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname !== "localhost") outside.push(request.url());
  });
  await page.goto("/");
  const image = page.locator("main img").first();
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(outside).toEqual([]);
});

test("the language links lead to the home page in each language", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Lingua" }).getByRole("link", { name: "en" }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Featured products" })).toBeVisible();
});

test("an unknown page answers 404 with the page-not-found message", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors.push(/404/);
  const response = await page.goto("/en/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByText("The page /en/no-such-page-here does not exist")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/en");
  await expectAccessible(page);
});

test("pages carry security headers, and the anonymous id comes as an httpOnly cookie with the first cart", async ({ page, context }) => {
  const response = await page.goto("/");
  const headers = response!.headers();
  // A rendered page runs its scripts by nonce; one kept for every visitor (server/page-cache.ts) by their hashes.
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' '(nonce|sha256)-/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  // A page the same for everyone sets no cookie: any cache may keep it.
  expect((await context.cookies()).find((c) => c.name === "ia")).toBeUndefined();
  await addToCart(page, "it", TROFIE.it, 1);
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === "ia")).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  const ia = (await context.cookies()).find((c) => c.name === "ia")!;
  expect(ia.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);
});
