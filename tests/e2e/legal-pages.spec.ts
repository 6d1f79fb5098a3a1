import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAccessible, expectAccessibleWithoutScripts, test, waitForHydration } from "./fixtures.ts";
import { TROFIE, addToCart, main } from "./checkout-helpers.ts";
import { newShopper, useClientAddress } from "./account-helpers.ts";

// Issue 21 §5: the accessibility statement and the legal pages, reached from every page's footer, written
// from the shop's settings `legal` (the demo store's: db/seed/content/store.ts STORE_LEGAL).

type Lang = "it" | "en" | "fr" | "de" | "es";
const LANGS: Lang[] = ["it", "en", "fr", "de", "es"];
const TAGS: Record<Lang, string> = { it: "it-IT", en: "en-GB", fr: "fr-FR", de: "de-DE", es: "es-ES" };
const prefix = (lang: Lang) => (lang === "it" ? "" : `/${lang}`);

/** Each page: its footer link (its title), its slug in every language, and the heading of its part made from the settings. */
const PAGES = {
  accessibility: {
    title: { it: "Dichiarazione di accessibilità", en: "Accessibility statement", fr: "Déclaration d'accessibilité", de: "Erklärung zur Barrierefreiheit", es: "Declaración de accesibilidad" },
    slug: { it: "dichiarazione-di-accessibilita", en: "accessibility-statement", fr: "declaration-accessibilite", de: "erklaerung-zur-barrierefreiheit", es: "declaracion-de-accesibilidad" },
    heading: { it: "Stato di conformità", en: "Compliance status", fr: "État de conformité", de: "Stand der Vereinbarkeit", es: "Situación de cumplimiento" },
  },
  "legal-notice": {
    title: { it: "Note legali", en: "Legal notice", fr: "Mentions légales", de: "Impressum", es: "Aviso legal" },
    slug: { it: "note-legali", en: "legal-notice", fr: "mentions-legales", de: "impressum", es: "aviso-legal" },
    heading: { it: "Chi gestisce il sito", en: "Who runs this website", fr: "Éditeur du site", de: "Anbieter", es: "Titular del sitio" },
  },
  terms: {
    title: { it: "Condizioni di vendita", en: "Terms and conditions", fr: "Conditions générales de vente", de: "Allgemeine Geschäftsbedingungen", es: "Condiciones de venta" },
    slug: { it: "condizioni-di-vendita", en: "terms-and-conditions", fr: "conditions-generales-de-vente", de: "agb", es: "condiciones-de-venta" },
    heading: { it: "Chi vende", en: "The seller", fr: "Le vendeur", de: "Verkäufer", es: "Quién vende" },
  },
  privacy: {
    title: { it: "Informativa sulla privacy", en: "Privacy policy", fr: "Politique de confidentialité", de: "Datenschutzerklärung", es: "Política de privacidad" },
    slug: { it: "privacy", en: "privacy-policy", fr: "confidentialite", de: "datenschutz", es: "privacidad" },
    heading: { it: "Titolare del trattamento", en: "Data controller", fr: "Responsable du traitement", de: "Verantwortlicher", es: "Responsable del tratamiento" },
  },
} as const;
type Code = keyof typeof PAGES;

interface Legal {
  company: string; address: string; vat_number: string; rea: string; share_capital: string; pec: string;
  accessibility: { authority: string; authority_url: string; email: string; reviewed_on: string };
}

/** The settings `legal` the API gives the storefront: what the pages must show. */
async function legalSettings(request: APIRequestContext, lang: Lang): Promise<Legal> {
  const response = await request.get("/web/v1/setting", { headers: { lang } });
  expect(response.status()).toBe(200);
  const { legal } = ((await response.json()) as { data: { legal: Legal } }).data;
  // The demo store's values, so that an empty setting cannot pass for a shown one.
  expect(legal).toMatchObject({ company: "Bottega Vetrina S.r.l.", vat_number: "IT01234560375", rea: "BO-123456", pec: "bottegavetrina@pec.vetrina.example" });
  expect(legal.accessibility).toMatchObject({ authority: "AgID – Agenzia per l'Italia Digitale", authority_url: "https://www.agid.gov.it", email: "accessibilita@vetrina.example" });
  return legal;
}

const footerLink = (page: Page, name: string) => page.getByRole("contentinfo").getByRole("link", { name, exact: true });

/** The page's own check: address, title, the part made from the settings, its hreflang alternates, and axe. */
async function expectLegalPage(page: Page, lang: Lang, code: Code, legal: Legal, baseURL: string) {
  const { title, slug, heading } = PAGES[code];
  await expect(page).toHaveURL(`${baseURL}${prefix(lang)}/${slug[lang]}`);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(main(page).getByRole("heading", { level: 1, name: title[lang] })).toBeVisible();
  await expect(main(page).getByRole("heading", { level: 2, name: heading[lang], exact: true })).toBeVisible();
  if (code === "accessibility") {
    const statement = page.getByTestId("accessibility-statement");
    await expect(statement).toContainText("EN 301 549");
    await expect(statement).toContainText("WCAG");
    await expect(statement).toContainText("2.2");
    await expect(page.getByTestId("enforcement-authority")).toContainText(legal.accessibility.authority);
    await expect(page.getByTestId("enforcement-authority")).toContainText(legal.accessibility.authority_url);
    await expect(statement.getByRole("link", { name: legal.accessibility.email })).toHaveAttribute("href", `mailto:${legal.accessibility.email}`);
    await expect(statement.getByRole("link", { name: /agid/i })).toHaveCount(0);
  } else {
    const identity = page.getByTestId("seller-identity");
    for (const value of [legal.company, legal.address, legal.vat_number, legal.rea, legal.share_capital, legal.pec]) {
      await expect(identity.getByRole("definition").filter({ hasText: value })).toHaveCount(1);
    }
  }
  // The same page in every language, as search engines are told (its slug translated).
  for (const other of LANGS) {
    await expect(page.locator(`link[rel=alternate][hreflang="${TAGS[other]}"]`)).toHaveAttribute("href", `${baseURL}${prefix(other)}/${slug[other]}`);
  }
  await expect(page.locator(`link[rel=alternate][hreflang="x-default"]`)).toHaveAttribute("href", `${baseURL}/${slug.it}`);
  await expectAccessible(page);
}

for (const lang of LANGS) {
  test(`in ${lang}, the footer leads to the accessibility statement, legal notice, terms and privacy policy, written from the settings`, async ({ page, request, baseURL }) => {
    const legal = await legalSettings(request, lang);
    await page.goto(`${prefix(lang)}/`);
    await waitForHydration(page);
    // From each page's footer to the next: the links are on every page, and the browser goes on without reloading.
    for (const code of ["accessibility", "legal-notice", "terms", "privacy"] as const) {
      await footerLink(page, PAGES[code].title[lang]).click();
      await expectLegalPage(page, lang, code, legal, baseURL!);
    }
    // The statement loaded on its own: the server writes its part, the browser takes the page over quietly.
    await page.goto(`${prefix(lang)}/${PAGES.accessibility.slug[lang]}`);
    await waitForHydration(page);
    await expectLegalPage(page, lang, "accessibility", legal, baseURL!);
  });
}

test("without JavaScript, the statement and the seller's identity are in the page the server sends", async ({ browser, request, baseURL }) => {
  const legal = await legalSettings(request, "fr");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/fr");
  await footerLink(page, PAGES.accessibility.title.fr).click();
  await expect(page).toHaveURL(`${baseURL}/fr/${PAGES.accessibility.slug.fr}`);
  await expect(page.getByTestId("enforcement-authority")).toContainText(legal.accessibility.authority);
  await expectAccessibleWithoutScripts(page);
  await footerLink(page, PAGES["legal-notice"].title.fr).click();
  await expect(page.getByTestId("seller-identity")).toContainText(legal.rea);
  await expect(page.getByTestId("seller-identity")).toContainText(legal.pec);
  await expectAccessibleWithoutScripts(page);
  await context.close();
});

test("a shopper reaches the accessibility statement with the keyboard alone", async ({ page, baseURL }) => {
  await page.goto("/en/our-stores");
  await waitForHydration(page);
  const link = footerLink(page, PAGES.accessibility.title.en);
  let reached = false;
  for (let presses = 0; presses < 300 && !reached; presses++) {
    await page.keyboard.press("Tab");
    reached = await link.evaluate((element) => element === document.activeElement);
  }
  expect(reached, "Tab reaches the footer's link").toBe(true);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${baseURL}/en/${PAGES.accessibility.slug.en}`);
  await expect(page.getByRole("heading", { level: 1, name: PAGES.accessibility.title.en })).toBeVisible();
});

test("the checkout's terms and privacy links open the pages with the seller's identity", async ({ page, context, request, baseURL }) => {
  test.slow();
  const legal = await legalSettings(request, "en");
  const shopper = newShopper();
  await useClientAddress(context, shopper);
  await addToCart(page, "en", TROFIE.en, 1);
  await page.goto("/en/checkout");
  await page.getByRole("radio", { name: /Store pickup/ }).check();
  await page.getByRole("textbox", { name: "E-mail" }).fill(shopper.email);
  await page.getByRole("textbox", { name: "First name" }).fill(shopper.name);
  await page.getByRole("textbox", { name: "Last name" }).fill(shopper.lastname);
  await page.getByTestId("pickup-store").filter({ hasText: "Everything in your cart is available here." }).first().getByRole("radio").check();
  await page.getByRole("button", { name: "Continue to delivery and payment" }).click();
  await expect(page.getByRole("checkbox", { name: /terms of sale/ })).toBeVisible();

  for (const [code, name] of [["terms", "read them, opens in a new tab"], ["privacy", "read it, opens in a new tab"]] as const) {
    const opened = context.waitForEvent("page");
    await page.getByRole("link", { name }).click();
    const tab = await opened;
    await tab.waitForLoadState();
    await expect(tab).toHaveURL(`${baseURL}/en/${PAGES[code].slug.en}`);
    await expect(tab.getByRole("heading", { level: 2, name: PAGES[code].heading.en, exact: true })).toBeVisible();
    await expect(tab.getByTestId("seller-identity")).toContainText(legal.vat_number);
    await expect(tab.getByTestId("seller-identity")).toContainText(legal.company);
    await tab.close();
  }
});
