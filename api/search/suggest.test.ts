import { describe, expect, it } from "vitest";
import { useTestApi } from "#tests/setup/test-api.ts";

const t = useTestApi();

interface Suggestions {
  queries: { text: string }[];
  products: { id: number; name: string; path: string; image: string | null; price: number }[];
  categories: { id: number; name: string; path: string }[];
  brands: { slug: string; name: string }[];
}

async function suggest(q: string, lang = "it"): Promise<Suggestions> {
  const res = await t.call("GET", `/search/suggest?q=${encodeURIComponent(q)}`, { headers: { lang } });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe("GET /web/v1/search/suggest", () => {
  it("answers popular searches, products, categories and brands in their shape, at most 4, 6, 4 and 4", async () => {
    const data = await suggest("pa");
    expect(Object.keys(data).sort()).toEqual(["brands", "categories", "products", "queries"]);
    // The demo store's shoppers searched "pasta di gragnano" (db/seed/content/popular-searches.ts).
    expect(data.queries).toEqual([{ text: "pasta di gragnano" }]);
    expect(data.products).toHaveLength(6);
    expect(data.categories).toHaveLength(4);
    expect(data.brands.length).toBeLessThanOrEqual(4);
    for (const p of data.products) {
      expect(Object.keys(p).sort()).toEqual(["id", "image", "name", "path", "price"]);
      expect(p.price).toBeGreaterThan(0);
      expect(p.path).toMatch(/^(\/[a-z0-9-]+){2,5}$/);
    }
    for (const c of data.categories) expect(Object.keys(c).sort()).toEqual(["id", "name", "path"]);
    for (const b of data.brands) expect(Object.keys(b).sort()).toEqual(["name", "slug"]);
  });

  it("waits for a second character before suggesting products", async () => {
    const data = await suggest("p");
    expect(data.products).toEqual([]);
    expect(data.categories.length).toBeGreaterThan(0);
  });

  it("completes the word being typed and links products under their primary category", async () => {
    const data = await suggest("pent");
    const pots = data.categories.find((c) => c.name === "Pentole")!;
    expect(pots.path).toBe("/cucina/pentole-e-padelle/pentole");
    expect(data.products[0]!.name).toMatch(/^Pentola/);
    expect(data.products[0]!.path.startsWith(`${pots.path}/`)).toBe(true);
  });

  it("answers in the lang header's language, with its paths", async () => {
    const data = await suggest("pfanne", "de");
    const pans = data.categories.find((c) => c.name === "Pfannen");
    expect(pans?.path).toMatch(/^\/[a-z-]+\/[a-z-]+\/pfannen$/);
    expect(data.products.length).toBeGreaterThan(0);
    for (const p of data.products) expect(p.name).toMatch(/pfanne/i);
  });

  it("suggests brands and tolerates accents and typos", async () => {
    expect((await suggest("rame")).brands).toEqual([{ slug: "rame-toscano", name: "Rame Toscano" }]);
    expect((await suggest("caffe")).categories.map((c) => c.name)).toContain("Caffè");
    expect((await suggest("spagetti")).products[0]!.name).toBe("Spaghetti trafilati al bronzo");
  });

  it("answers empty lists when nothing is close", async () => {
    expect(await suggest("xqzzwv")).toEqual({ queries: [], products: [], categories: [], brands: [] });
  });

  it.each(["'", "&|!:*", "<script>", "%", "\\", "a'b:*|c", "\u0000", "🍝"])("answers hostile q %j with 200, never a 500", async (q) => {
    await suggest(q);
  });

  it.each([
    ["missing", ""],
    ["empty", "?q="],
    ["blank", "?q=%20%20%20"],
    ["1000 characters", `?q=${"a".repeat(1000)}`],
  ])("refuses a %s q with 400 in the error envelope", async (_name, query) => {
    const res = await t.call("GET", `/search/suggest${query}`);
    expect(res.status).toBe(400);
    expect(res.body.data).toBeNull();
    expect(res.body.metadata[0].code).toBe("VALIDATION_FAILED");
    expect(res.body.metadata[0].errors[0]).toMatch(/^q: /);
  });
});
