import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { settings as settingsTable } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";

const t = useTestApi();

describe("GET /web/v1/setting", () => {
  it("answers the spec's settings shape", async () => {
    const { status, body } = await t.call("GET", "/setting");
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(
      ["assistant", "authentications", "blog", "cart", "category", "evidence", "legal", "map", "menu", "payments", "prices", "profile", "whatsapp", "wishlist"],
    );
    expect(body.data.map).toEqual([{ setting: { apikey: "" } }]);
    expect(body.data.whatsapp).toEqual({ phone: "+393331234567", active: true });
    const { profile } = body.data;
    expect(profile.currencies.map((c: { id: string }) => c.id)).toEqual(["EUR", "USD", "GBP", "CHF"]);
    expect(profile.currencies[0]).toMatchObject({ symbol: "€", exchange: 1, default: true });
    expect(profile.languages.map((l: { lang: string }) => l.lang)).toEqual(["it", "en", "fr", "de", "es"]);
    expect(profile.thumbnails).toMatchObject({ min: 300, max: 1200 });
    for (const key of ["slider", "social_links", "additional_tabs"]) {
      expect(profile.frontend.layout[key].length).toBeGreaterThan(0);
      for (const item of profile.frontend.layout[key]) expect(typeof item.is_active).toBe("boolean");
    }
  });

  it("translates names, slugs and texts into the lang header's language", async () => {
    const it = (await t.call("GET", "/setting", { headers: { lang: "it" } })).body.data;
    const de = (await t.call("GET", "/setting", { headers: { lang: "de" } })).body.data;
    const pantryIt = it.category.list.find((c: { code: string }) => c.code === "pantry");
    const pantryDe = de.category.list.find((c: { code: string }) => c.code === "pantry");
    expect(pantryIt.trans.slug).not.toBe(pantryDe.trans.slug);
    expect(pantryDe.url).toBe(`/${pantryDe.trans.slug}`);
    expect(pantryDe.children[0].url).toMatch(new RegExp(`^/${pantryDe.trans.slug}/`));
    expect(de.profile.tagline).not.toBe(it.profile.tagline);
    expect(de.payments[0].name).not.toBe(it.payments[0].name);
  });

  it("lists a three-level category tree with featured categories, and header and footer pages", async () => {
    const { body } = await t.call("GET", "/setting");
    const { list, featured } = body.data.category;
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.some((c: any) => c.children.some((s: any) => s.children.length > 0))).toBe(true);
    expect(featured.length).toBeGreaterThan(0);
    expect(body.data.menu.header.length).toBeGreaterThan(0);
    expect(body.data.menu.footer.length).toBeGreaterThan(0);
    expect(body.data.evidence.products.length).toBeGreaterThan(0);
    expect(body.data.evidence.products.length).toBeLessThanOrEqual(8);
  });

  it("falls back to Italian for an unknown language", async () => {
    const ru = (await t.call("GET", "/setting", { headers: { lang: "ru" } })).body.data;
    const it = (await t.call("GET", "/setting", { headers: { lang: "it" } })).body.data;
    expect(ru.profile.tagline).toBe(it.profile.tagline);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await t.call("GET", "/setting");
    const etag = first.headers.get("etag")!;
    const second = await t.call("GET", "/setting", { headers: { "if-none-match": etag } });
    expect(second.status).toBe(304);
  });

  it("is served from memory, and rebuilt when the database says the settings changed", async () => {
    await t.call("GET", "/setting");
    const before = t.handle.queryCount();
    expect((await t.call("GET", "/setting")).body.data.whatsapp.active).toBe(true);
    expect(t.handle.queryCount()).toBe(before);
    await t.db.update(settingsTable).set({ value: { phone: "+390000000000", active: false } }).where(eqKey("whatsapp"));
    await expect.poll(async () => (await t.call("GET", "/setting")).body.data.whatsapp, { timeout: 5000, interval: 20 })
      .toEqual({ phone: "+390000000000", active: false });
  });

  it("sanitizes the HTML of the layout's additional tabs", async () => {
    const [row] = await t.db.select().from(settingsTable).where(eqKey("layout"));
    const layout = row!.value as { additional_tabs: { bodyHtml: Record<string, string> }[] };
    layout.additional_tabs[0]!.bodyHtml = {
      it: '<p>Spedizione</p><script nonce="x" type="module" async="">alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    };
    await t.db.update(settingsTable).set({ value: layout }).where(eqKey("layout"));
    await expect.poll(async () => (await t.call("GET", "/setting")).body.data.profile.frontend.layout.additional_tabs[0].body_html, { timeout: 5000, interval: 20 })
      .toContain("Spedizione");
    const html: string = (await t.call("GET", "/setting")).body.data.profile.frontend.layout.additional_tabs[0].body_html;
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it("answers from memory once cached: fifty more requests send no query", async () => {
    await t.call("GET", "/setting");
    const before = t.handle.queryCount();
    for (let i = 0; i < 50; i++) expect((await t.api.app.request("/web/v1/setting", { headers: { lang: "it" } })).status).toBe(200);
    expect(t.handle.queryCount() - before).toBe(0);
  });
});

function eqKey(key: string) { return eq(settingsTable.key, key); }

describe("POST /web/v1/setting/{lang}/switch", () => {
  async function slugOf(lang: string, code: string) {
    const { body } = await t.call("GET", "/setting", { headers: { lang } });
    const all = body.data.category.list.flatMap(function walk(c: any): any[] { return [c, ...c.children.flatMap(walk)]; });
    return all.find((c: any) => c.code === code).trans.slug as string;
  }

  it("translates a category slug into the target language", async () => {
    const [it, fr] = [await slugOf("it", "olive-oil"), await slugOf("fr", "olive-oil")];
    const { status, body } = await t.call("POST", "/setting/fr/switch", { body: { slug: it, dest: "category" }, headers: { lang: "it" } });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { text: fr } });
  });

  it("translates a whole path segment by segment, products included", async () => {
    const { body: it } = await t.call("GET", "/setting", { headers: { lang: "it" } });
    const { body: en } = await t.call("GET", "/setting", { headers: { lang: "en" } });
    const product = it.data.evidence.products[0];
    const productEn = en.data.evidence.products.find((p: any) => p.id === product.id);
    const { body } = await t.call("POST", "/setting/en/switch", { body: { slug: product.url.slice(1), dest: "any" }, headers: { lang: "it" } });
    expect(body.data.text).toBe(productEn.url.slice(1));
  });

  it("keeps the original slug when it names nothing", async () => {
    const { body } = await t.call("POST", "/setting/de/switch", { body: { slug: "does-not-exist", dest: "any" } });
    expect(body).toEqual({ data: { text: "does-not-exist" } });
  });

  it.each([
    [{ slug: "x" }, "dest"],
    [{ slug: "", dest: "any" }, "slug"],
    [{ slug: "UPPER case", dest: "any" }, "slug"],
    [{ slug: "x", dest: "shop" }, "dest"],
    [{ slug: "x", dest: "any", admin: true }, "admin"],
  ])("refuses %j with a 400 naming %s", async (body, field) => {
    const res = await t.call("POST", "/setting/en/switch", { body });
    expect(res.status).toBe(400);
    expect(res.body.metadata[0].errors[0]).toContain(field);
    expect(res.body.metadata[0].fields).toHaveProperty(field);
  });

  it("refuses an unsupported target language with a 400", async () => {
    const res = await t.call("POST", "/setting/ru/switch", { body: { slug: "x", dest: "any" } });
    expect(res.status).toBe(400);
    expect(res.body.metadata[0].errors[0]).toMatch(/lang/);
  });
});
