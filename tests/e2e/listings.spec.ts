import { expect, expectAccessible, test, waitForHydration } from "./fixtures.ts";

const LISTINGS = [
  { path: "/bestseller", title: { it: "I più venduti", en: "Bestsellers", fr: "Meilleures ventes", de: "Bestseller", es: "Los más vendidos" } },
  { path: "/featured-products", title: { it: "Prodotti in evidenza", en: "Featured products", fr: "Produits à la une", de: "Empfohlene Produkte", es: "Productos destacados" } },
  { path: "/new-products", title: { it: "Novità", en: "New in", fr: "Nouveautés", de: "Neu eingetroffen", es: "Novedades" } },
  { path: "/offers", title: { it: "Offerte", en: "Offers", fr: "Promotions", de: "Angebote", es: "Ofertas" } },
] as const;
const PREFIX = { it: "", en: "/en", fr: "/fr", de: "/de", es: "/es" } as const;

for (const listing of LISTINGS) {
  test(`${listing.path} lists its products in all five languages`, async ({ page }) => {
    for (const lang of ["it", "en", "fr", "de", "es"] as const) {
      const response = await page.goto(`${PREFIX[lang]}${listing.path}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: listing.title[lang], exact: true })).toBeVisible();
      expect(await page.locator("main article").count()).toBeGreaterThan(0);
    }
    await expectAccessible(page);
  });
}

test("the brand index leads to a brand's products", async ({ page }) => {
  await page.goto("/fr");
  await page.getByRole("navigation", { name: "Catégories" }).getByRole("link", { name: "Marques" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Marques" })).toBeVisible();
  await expectAccessible(page);
  const first = page.getByRole("main").locator("ul.grid").getByRole("link").first();
  const name = (await first.locator("span.font-medium").textContent())!;
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/brands\/[a-z0-9-]+$/);
  expect(await page.locator("main article").count()).toBeGreaterThan(0);
  await expectAccessible(page);
});

test("a brand's page offers the other filters, not other brands, and is indexed until filtered", async ({ page }) => {
  await page.goto("/en/brands");
  const first = page.getByRole("main").locator("ul.grid").getByRole("link").first();
  const name = (await first.locator("span.font-medium").textContent())!;
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // A click before the page hydrates is a full page load: the filters below work as the app, once it runs.
  await waitForHydration(page);
  const filters = page.getByRole("complementary", { name: "Filters" });
  await expect(filters.getByRole("checkbox", { name: /In stock only/ })).toBeVisible();
  // Its own brand is the page: no brand to choose, nothing to clear, and search engines may index it.
  await expect(filters.getByRole("group", { name: "Brand" })).toHaveCount(0);
  await expect(filters.getByRole("link", { name: "Clear filters" })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const all = Number((await filters.getByRole("status").textContent())!.match(/\d+/)![0]);
  expect(all).toBeGreaterThan(0);

  await filters.getByRole("checkbox", { name: /In stock only/ }).check();
  await expect(page).toHaveURL(/in_stock=1/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(filters.getByRole("link", { name: "Clear filters" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const inStock = Number((await filters.getByRole("status").textContent())!.match(/\d+/)![0]);
  expect(inStock).toBeGreaterThan(0);
  expect(inStock).toBeLessThanOrEqual(all);
  expect(await page.locator("main article").count()).toBe(Math.min(inStock, 24));
  await expectAccessible(page);
});
