import { expect, expectAccessible, expectAccessibleWithoutScripts, test, waitForHydration } from "./fixtures.ts";

// Issue 17: the blog's list and an article, in Italian and switched to German, with and without JavaScript.

const OIL = {
  it: { path: "/blog/come-scegliere-un-olio-extravergine", title: "Come scegliere un olio extravergine d'oliva" },
  de: { title: "Natives Olivenöl extra richtig auswählen" },
};

test("the blog's list and an article in Italian, then the same article in German", async ({ page }) => {
  test.slow();
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Il taccuino (blog)" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1, name: "Il taccuino della Bottega" })).toBeVisible();
  await expect(page.getByTestId("blog-posts").getByRole("article")).toHaveCount(6);
  await expect(page.getByTestId("blog-posts").getByRole("article").first()).toContainText(/\d+ minut[io] di lettura/);
  await expectAccessible(page);

  await page.getByRole("link", { name: OIL.it.title }).click();
  await expect(page).toHaveURL(new RegExp(`${OIL.it.path}$`));
  await expect(page.getByRole("heading", { level: 1, name: OIL.it.title })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Percorso" })).toContainText("Il taccuino della Bottega");
  await expect(page.getByRole("region", { name: "I prodotti dell'articolo" }).getByRole("article")).toHaveCount(4);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(jsonLd).toMatchObject({ "@type": "BlogPosting", headline: OIL.it.title, inLanguage: "it" });
  await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute("href", /\/de\/blog\/[a-z0-9-]+$/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expectAccessible(page);

  // The language switcher keeps the reader on the same article, under its German address.
  await page.getByRole("navigation", { name: "Lingua" }).getByRole("link", { name: "de" }).click();
  await expect(page).toHaveURL(/\/de\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: OIL.de.title })).toBeVisible();
  await expectAccessible(page);

  // An article's Italian address asked in German moves to its German one.
  const moved = await page.goto(`/de${OIL.it.path}`);
  expect(moved?.url()).toMatch(/\/de\/blog\/[a-z0-9-]+$/);
  expect(moved?.url()).not.toContain(OIL.it.path);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list pages and the article reads", async ({ page }) => {
    // Past the last page: the last page.
    await page.goto("/en/blog?page=9");
    await expect(page).toHaveURL(/\/en\/blog\?page=1$/);
    await expect(page.getByRole("heading", { level: 1, name: "The Bottega notebook" })).toBeVisible();
    await expectAccessibleWithoutScripts(page);
    await page.getByTestId("blog-posts").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "More articles" })).toBeVisible();
    await expectAccessibleWithoutScripts(page);
  });
});
