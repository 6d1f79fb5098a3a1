import { describe, expect, it } from "vitest";
import { useTestApi } from "#tests/setup/test-api.ts";

const t = useTestApi();
const resolve = (path: string, lang = "it") => t.call("GET", `/catalog/resolve?path=${encodeURIComponent(path)}`, { headers: { lang } });

async function categoryPaths(lang: string) {
  const { body } = await t.call("GET", "/setting", { headers: { lang } });
  const all = body.data.category.list.flatMap(function walk(c: any): any[] { return [c, ...c.children.flatMap(walk)]; });
  return Object.fromEntries(all.map((c: any) => [c.code, c.url])) as Record<string, string>;
}

describe("GET /web/v1/catalog/resolve", () => {
  it("resolves a three-level category path with breadcrumbs, subcategories, counts and alternates", async () => {
    const it_ = await categoryPaths("it");
    const de = await categoryPaths("de");
    const { status, body } = await resolve(it_["pasta"]!);
    expect(status).toBe(200);
    const category = body.data.category;
    expect(body.data.kind).toBe("category");
    expect(category.path).toBe(it_["pasta"]);
    expect(category.breadcrumbs.map((b: any) => b.path)).toEqual([it_["pantry"], it_["pasta"]]);
    expect(category.children.map((c: any) => c.path).sort()).toEqual([it_["dried-pasta"], it_["egg-pasta"]].sort());
    expect(category.product_count).toBe(category.children.reduce((n: number, c: any) => n + c.product_count, 0));
    expect(category.product_count).toBeGreaterThan(10);
    expect(category.alternates.de).toBe(de["pasta"]);
  });

  it("resolves a product under its primary category, with variants, options, images and alternates", async () => {
    const { body: highlights } = await t.call("GET", "/catalog/highlights", { headers: { lang: "en" } });
    const card = highlights.data.bestsellers[0];
    const { status, body } = await resolve(card.url, "en");
    expect(status).toBe(200);
    const product = body.data.product;
    expect(product).toMatchObject({ id: card.id, path: card.url, name: card.name });
    expect(product.variants.length).toBeGreaterThan(0);
    for (const v of product.variants) {
      expect(v.max_quantity).toBe(v.stock === null && !v.in_stock ? 1 : v.max_quantity);
      expect([22, 10, 4]).toContain(v.vat_rate);
    }
    expect(product.images[0].path).toMatch(/^products\//);
    expect(Object.keys(product.alternates).sort()).toEqual(["de", "en", "es", "fr", "it"]);
    expect(product.breadcrumbs.at(-1)).toEqual({ name: product.name, path: product.path });
    expect(product.description_html).not.toMatch(/<script/i);
  });

  it("redirects a wrong parent path to the right one", async () => {
    const it_ = await categoryPaths("it");
    const leaf = it_["dried-pasta"]!.split("/").pop();
    const { body } = await resolve(`/sbagliato/${leaf}`);
    expect(body.data).toEqual({ kind: "redirect", location: it_["dried-pasta"] });
  });

  it("redirects a slug of another language to this language's path", async () => {
    const de = await categoryPaths("de");
    const fr = await categoryPaths("fr");
    const { body } = await resolve(de["olive-oil"]!, "fr");
    expect(body.data).toEqual({ kind: "redirect", location: fr["olive-oil"] });
  });

  it("resolves a shop page at /{slug}, and another language's page slug to this language's", async () => {
    const { body: it } = await t.call("GET", "/setting", { headers: { lang: "it" } });
    const { body: es } = await t.call("GET", "/setting", { headers: { lang: "es" } });
    const about = it.data.menu.header.find((p: any) => p.code === "about-us");
    const aboutEs = es.data.menu.header.find((p: any) => p.code === "about-us");
    const { body } = await resolve(about.url);
    expect(body.data.kind).toBe("page");
    expect(body.data.page).toMatchObject({ code: "about-us", path: about.url, title: about.trans.name });
    expect(body.data.page.body_html.length).toBeGreaterThan(100);
    expect(body.data.page.alternates.es).toBe(aboutEs.url);
    expect((await resolve(aboutEs.url, "it")).body.data).toEqual({ kind: "redirect", location: about.url });
  });

  it("answers 404 for an unknown slug and 400 for a malformed path", async () => {
    expect((await resolve("/non-esiste-proprio")).status).toBe(404);
    const bad = await resolve("/UPPER/../x");
    expect(bad.status).toBe(400);
    expect(bad.body.metadata[0].fields).toHaveProperty("path");
  });
});
