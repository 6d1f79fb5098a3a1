import { describe, expect, it } from "vitest";
import {
  brandPaths, buildSitemapIndex, buildUrlset, countSitemapPages, escapeXml, listVisibleKinds, parseSitemapFile, type SitemapEntry, type SitemapKind,
} from "./sitemap-xml.ts";

const ORIGIN = "https://shop.example";
const ALL: ReadonlySet<SitemapKind> = new Set(["category", "product", "page", "blog"]);

const ENTRIES: SitemapEntry[] = [
  {
    kind: "category", path: "/pantry/pasta", updated_at: "2025-01-02T03:04:05.000Z",
    alternates: { it: "/dispensa/pasta", en: "/pantry/pasta", fr: "/epicerie/pates", de: "/feinkost/pasta", es: "/despensa/pasta" },
  },
  {
    kind: "product", path: "/pantry/pasta/spaghetti", updated_at: "2025-02-02T00:00:00.000Z",
    alternates: { it: "/dispensa/pasta/spaghetti", en: "/pantry/pasta/spaghetti", fr: "/epicerie/pates/spaghetti", de: "/feinkost/pasta/spaghetti", es: "/despensa/pasta/espaguetis" },
  },
  { kind: "page", path: "/terms&conditions", updated_at: "2025-03-01T00:00:00.000Z", alternates: { it: "/termini", en: "/terms&conditions" } },
  { kind: "blog", path: "/blog/über-öl", updated_at: "2025-04-01T00:00:00.000Z", alternates: { en: "/blog/über-öl" } },
];

const urlsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe("sitemap XML", () => {
  it("lists only the home page in every language while no other screen is registered", () => {
    const visible = listVisibleKinds((id) => id === "home");
    expect(visible.size).toBe(0);
    const xml = buildUrlset({ origin: ORIGIN, lang: "de", page: 1, entries: ENTRIES, visible });
    expect(urlsOf(xml)).toEqual(["https://shop.example/de"]);
    for (const [tag, href] of [["it-IT", "/"], ["en-GB", "/en"], ["fr-FR", "/fr"], ["de-DE", "/de"], ["es-ES", "/es"], ["x-default", "/"]]) {
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="${tag}" href="${ORIGIN}${href}"/>`);
    }
    expect(xml).not.toContain("<lastmod>");
  });

  it("lists each kind once its screen is registered: catalog (categories, products, shop pages), blog-post", () => {
    expect([...listVisibleKinds((id) => id === "catalog")].sort()).toEqual(["category", "page", "product"]);
    expect([...listVisibleKinds((id) => id === "blog-post")]).toEqual(["blog"]);
    const xml = buildUrlset({ origin: ORIGIN, lang: "en", page: 1, entries: ENTRIES, visible: listVisibleKinds((id) => id === "catalog") });
    expect(urlsOf(xml)).toEqual(expect.arrayContaining([`${ORIGIN}/en`, `${ORIGIN}/en/pantry/pasta`, `${ORIGIN}/en/pantry/pasta/spaghetti`]));
  });

  it("writes each entry with its lastmod and its alternates in the five languages plus x-default (Italian)", () => {
    const french = { ...ENTRIES[1]!, path: ENTRIES[1]!.alternates.fr! };
    const xml = buildUrlset({ origin: ORIGIN, lang: "fr", page: 1, entries: [french], visible: ALL });
    const product = xml.split("\n").find((line) => line.includes("spaghetti"))!;
    expect(product).toContain(`<loc>${ORIGIN}/fr/epicerie/pates/spaghetti</loc><lastmod>2025-02-02T00:00:00.000Z</lastmod>`);
    expect(product).toContain(`hreflang="it-IT" href="${ORIGIN}/dispensa/pasta/spaghetti"`);
    expect(product).toContain(`hreflang="es-ES" href="${ORIGIN}/es/despensa/pasta/espaguetis"`);
    expect(product).toContain(`hreflang="x-default" href="${ORIGIN}/dispensa/pasta/spaghetti"`);
    expect(product.match(/hreflang=/g)).toHaveLength(6);
  });

  it("escapes XML and percent-encodes paths, and names only the languages a thing exists in", () => {
    const xml = buildUrlset({ origin: ORIGIN, lang: "en", page: 1, entries: ENTRIES.slice(2), visible: ALL });
    expect(xml).toContain(`<loc>${ORIGIN}/en/terms&amp;conditions</loc>`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml).toContain(`<loc>${ORIGIN}/en/blog/%C3%BCber-%C3%B6l</loc>`);
    const blog = xml.split("\n").find((line) => line.includes("/blog/"))!;
    expect(blog.match(/hreflang=/g)).toHaveLength(1);
    expect(blog).not.toContain("x-default");
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
  });

  it("lists the brands' index and each brand's page once their screens exist, at one path in every language, without a date", () => {
    expect(brandPaths((id) => id === "home", ["rame-toscano"])).toEqual([]);
    expect(brandPaths((id) => id === "brand", ["rame-toscano"])).toEqual(["/brands/rame-toscano"]);
    expect(brandPaths(() => true, [])).toEqual([]);
    const samePaths = brandPaths((id) => id === "brands" || id === "brand", ["rame-toscano", "oleificio-sud"]);
    expect(samePaths).toEqual(["/brands", "/brands/rame-toscano", "/brands/oleificio-sud"]);
    const xml = buildUrlset({ origin: ORIGIN, lang: "fr", page: 1, entries: ENTRIES.slice(0, 1), visible: ALL, samePaths });
    expect(urlsOf(xml)).toEqual([`${ORIGIN}/fr`, `${ORIGIN}/fr/brands`, `${ORIGIN}/fr/brands/rame-toscano`, `${ORIGIN}/fr/brands/oleificio-sud`, `${ORIGIN}/fr/pantry/pasta`]);
    const brand = xml.split("\n").find((line) => line.includes("/fr/brands/rame-toscano<"))!;
    expect(brand).not.toContain("<lastmod>");
    for (const [tag, prefix] of [["it-IT", ""], ["en-GB", "/en"], ["de-DE", "/de"], ["es-ES", "/es"], ["x-default", ""]]) {
      expect(brand).toContain(`hreflang="${tag}" href="${ORIGIN}${prefix}/brands/rame-toscano"/>`);
    }
    // Not on the pages after the first.
    expect(urlsOf(buildUrlset({ origin: ORIGIN, lang: "fr", page: 2, entries: ENTRIES.slice(0, 1), visible: ALL, samePaths }))).toEqual([`${ORIGIN}/fr/pantry/pasta`]);
  });

  it("puts the home page on the first page only", () => {
    const xml = buildUrlset({ origin: ORIGIN, lang: "en", page: 2, entries: ENTRIES.slice(0, 1), visible: ALL });
    expect(urlsOf(xml)).toEqual([`${ORIGIN}/en/pantry/pasta`]);
  });

  it("writes a sitemap index with one file per language and page", () => {
    const xml = buildSitemapIndex(ORIGIN, [{ lang: "it", pages: 2 }, { lang: "de", pages: 1 }]);
    expect(xml.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex")).toBe(true);
    expect(urlsOf(xml)).toEqual([`${ORIGIN}/sitemaps/it-1.xml`, `${ORIGIN}/sitemaps/it-2.xml`, `${ORIGIN}/sitemaps/de-1.xml`]);
  });

  it("counts one page per language while nothing but the home page is listed", () => {
    expect(countSitemapPages(7, new Set())).toBe(1);
    expect(countSitemapPages(7, ALL)).toBe(7);
    expect(countSitemapPages(0, ALL)).toBe(1);
  });

  it.each([
    ["de-1.xml", { lang: "de", page: 1 }], ["it-12.xml", { lang: "it", page: 12 }],
    ["xx-1.xml", null], ["de-0.xml", null], ["de-01.xml", null], ["de-1.xml.gz", null], ["de.xml", null], ["../de-1.xml", null], ["DE-1.xml", null],
  ])("parses the file name %s", (file, expected) => {
    expect(parseSitemapFile(file)).toEqual(expected);
  });
});
