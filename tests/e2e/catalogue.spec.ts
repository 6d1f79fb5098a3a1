import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures.ts";

const prices = async (page: Page) => {
  const texts = await page.getByRole("region", { name: "Products" }).locator("article p span.font-semibold").allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d.,]/g, "").replace(/\.(?=\d{3})/g, "").replace(",", ".")));
};

test("category → filter → sort → page 2 → product, with JavaScript", async ({ page }) => {
  test.slow(); // Five screens, four accessibility checks.
  await page.goto("/en");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Kitchen", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kitchen" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Kitchen");
  await expect(page.getByRole("navigation", { name: "Subcategories" }).getByRole("link")).toHaveCount(3);
  await expectAccessible(page);

  const status = page.getByRole("complementary", { name: "Filters" }).getByRole("status");
  const before = Number((await status.textContent())!.replace(/\D/g, ""));
  await page.getByRole("group", { name: "Colour" }).getByRole("checkbox", { name: /^Black/ }).check();
  await expect(page).toHaveURL(/colour=black/);
  await expect.poll(async () => Number((await status.textContent())!.replace(/\D/g, ""))).toBeLessThan(before);
  await page.getByRole("group", { name: "Colour" }).getByRole("checkbox", { name: /^Black/ }).uncheck();

  await page.getByRole("combobox", { name: "Sort by" }).selectOption("price_asc");
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect.poll(async () => { const p = await prices(page); return p.length > 3 && p.every((v, i) => i === 0 || p[i - 1]! <= v); }).toBe(true);

  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);

  // Into a product with colours, then another colour: the URL names the chosen variant.
  await page.getByRole("navigation", { name: "Subcategories" }).getByRole("link", { name: /Kitchen linen/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kitchen linen" })).toBeVisible();
  await page.getByRole("region", { name: "Products" }).getByRole("link").first().click();
  const colours = page.getByRole("group", { name: "Colour" });
  await expect(colours).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const value = await colours.getByRole("radio", { checked: false }).first().getAttribute("value");
  const unchosen = colours.locator(`input[type=radio][value="${value}"]`);
  const skuValue = page.getByRole("term").filter({ hasText: "SKU" }).locator("xpath=following-sibling::dd");
  const sku = await skuValue.textContent();
  // The radio is drawn by its label (a visually hidden input): the shopper clicks the label.
  await unchosen.locator("xpath=ancestor::label").click();
  await expect(unchosen).toBeChecked();
  await expect(page).toHaveURL(/[?&]variant=\d+/);
  await expect(skuValue).not.toHaveText(sku!);
  await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
  await expectAccessible(page);
});

test("a variant can be chosen without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/it");
  await page.getByRole("navigation", { name: "Categorie" }).getByRole("link", { name: "Cucina", exact: true }).click();
  await page.getByRole("navigation", { name: "Sottocategorie" }).getByRole("link").first().click();
  await page.getByRole("region", { name: "Prodotti" }).getByRole("link").first().click();
  const group = page.getByRole("group").filter({ has: page.getByRole("radio") }).first();
  await group.getByRole("radio", { checked: false }).first().locator("xpath=ancestor::label").click();
  await group.getByRole("button").click();
  await expect(page).toHaveURL(/[?&]variant=\d+/);
  await context.close();
});

test("filters, sort and pages work as a plain form without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/de");
  await page.getByRole("navigation", { name: "Kategorien" }).getByRole("link", { name: "Küche", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Küche" })).toBeVisible();
  await page.getByRole("checkbox", { name: /^Nur verfügbare/ }).check();
  await page.getByRole("combobox", { name: "Sortieren nach" }).selectOption("price_desc");
  await page.getByRole("button", { name: "Filter anwenden" }).click();
  await expect(page).toHaveURL(/in_stock=1/);
  await expect(page).toHaveURL(/sort=price_desc/);
  const p = await page.getByRole("region", { name: "Produkte" }).locator("article").count();
  expect(p).toBeGreaterThan(0);
  await page.getByRole("navigation", { name: "Seiten" }).getByRole("link", { name: "Seite 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=price_desc/);
  await page.getByRole("region", { name: "Produkte" }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "In den Warenkorb" })).toBeVisible();
  await context.close();
});

test("a category path of another language or with a wrong parent answers a 301 to the right one", async ({ request }) => {
  const response = await request.get("/fr/feinkost", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toMatch(/^\/fr\/[a-z-]+$/);
});

test("shop pages from the menus open at their translated slug", async ({ page }) => {
  await page.goto("/es");
  await page.getByRole("contentinfo").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.locator('link[rel="alternate"][hreflang="it-IT"]')).toHaveCount(1);
  await expectAccessible(page);
});

test("on a phone the filters fold away so the products come first, and open on demand", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto("/en");
  await page.locator("summary", { hasText: "Menu" }).click();
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Kitchen", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kitchen" })).toBeVisible();
  await waitForHydration(page);
  const sortBy = page.getByRole("combobox", { name: "Sort by" });
  await expect(sortBy).toBeHidden();
  await page.getByText(/^Filters \(\d+\)$/).click();
  await expect(sortBy).toBeVisible();
  await expectAccessible(page);
  await context.close();
});

test("a product page sends its reviews and JSON-LD once, in the markup, and keeps them through hydration and a client navigation", async ({ page, request }) => {
  const path = "/en/drinks/coffee/coffee-beans/espresso-bar-blend-whole-beans";
  const html = await (await request.get(path)).text();
  const hydrationData = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).filter((s) => s.includes("streamController.enqueue")).join("");
  expect(hydrationData).toContain("Espresso Bar Blend");
  for (const once of ["reviews-heading", "schema.org"]) {
    expect(html, once).toContain(once);
    expect(hydrationData, once).not.toContain(once);
  }

  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "Reviews" })).toBeVisible();
  const products = async () => (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((json) => JSON.parse(json) as { "@type": string; name?: string }).filter((json) => json["@type"] === "Product").map((json) => json.name);
  expect(await products()).toEqual(["Espresso Bar Blend, Whole Beans"]);

  // A client navigation to another product brings its own, in its data.
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Coffee beans" }).click();
  await page.getByRole("region", { name: "Products" }).getByRole("link", { name: /Guatemala Huehuetenango/ }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: /Guatemala Huehuetenango/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Reviews" })).toBeVisible();
  await expect.poll(products).toEqual([expect.stringMatching(/Guatemala Huehuetenango/)]);
});
