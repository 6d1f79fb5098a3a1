import { expect, test } from "./fixtures.ts";

const LANGS = ["it", "en", "fr", "de", "es"];
const NO_PRODUCTS_DE = "Keine Produkte passen zu diesen Filtern. Entfernen Sie einige davon.";

test("robots.txt lets crawlers in, keeps them out of private pages, and names the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const lines = (await response.text()).split("\n");
  expect(lines[0]).toBe("User-agent: *");
  expect(lines).toEqual(expect.arrayContaining(["Allow: /", "Allow: /_ipx/", `Sitemap: ${baseURL}/sitemap.xml`]));
  for (const path of ["/cart", "/checkout", "/profile", "/order-success", "/cancel", "/password-reset", "/active-user"]) {
    for (const prefix of ["", "/en", "/fr", "/de", "/es"]) {
      expect(lines).toEqual(expect.arrayContaining([`Disallow: ${prefix}${path}$`, `Disallow: ${prefix}${path}/`, `Disallow: ${prefix}${path}?`]));
    }
  }
  expect(lines).toEqual(expect.arrayContaining(["Disallow: /search?", "Disallow: /de/search?"]));
  expect(lines.some((line) => /^Disallow: \/?$/.test(line))).toBe(false);
});

test("sitemap.xml is an index of one sitemap per language", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
  // The same for everyone: no visitor id, which would make it personal (private, no-store).
  expect(response.headers()["set-cookie"]).toBeUndefined();
  const xml = await response.text();
  expect(xml).toContain("<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">");
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locations).toEqual(LANGS.map((lang) => `${baseURL}/sitemaps/${lang}-1.xml`));
});

test("the German sitemap lists the German pages with their alternates in every language", async ({ request, baseURL }) => {
  const response = await request.get("/sitemaps/de-1.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  expect(xml).toContain("xmlns:xhtml=\"http://www.w3.org/1999/xhtml\"");
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locations[0]).toBe(`${baseURL}/de`);
  expect(locations.length).toBeGreaterThan(150);
  expect(locations.every((l) => l.startsWith(`${baseURL}/de`))).toBe(true);
  const alternates = [["it-IT", "/"], ["en-GB", "/en"], ["fr-FR", "/fr"], ["de-DE", "/de"], ["es-ES", "/es"], ["x-default", "/"]];
  for (const [hreflang, path] of alternates) {
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${baseURL}${path}"/>`);
  }
  // The brands' pages (the same path in every language), each brand with products once: the demo store's Rame Toscano.
  expect(locations[1]).toBe(`${baseURL}/de/brands`);
  const brands = locations.filter((l) => l.startsWith(`${baseURL}/de/brands/`));
  expect(brands).toContain(`${baseURL}/de/brands/rame-toscano`);
  expect(new Set(brands).size).toBe(brands.length);
  for (const brand of brands) {
    const page = await request.get(brand, { maxRedirects: 0 });
    expect(page.status(), brand).toBe(200);
    // Each lists products: a crawler sent to an empty brand page meets a "soft 404".
    expect(await page.text(), brand).not.toContain(NO_PRODUCTS_DE);
  }
  // A sitemap that sends crawlers to a 404 costs the shop its ranking: a sample of its URLs in every language must answer.
  const hrefs = [...new Set([...xml.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!))];
  const sample = hrefs.filter((_, i) => i % Math.ceil(hrefs.length / 40) === 0);
  for (const href of sample) expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
});

test("a sitemap that does not exist answers 404", async ({ request }) => {
  for (const path of ["/sitemaps/xx-1.xml", "/sitemaps/de-0.xml", "/sitemaps/de-2.xml", "/sitemaps/de.txt"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
