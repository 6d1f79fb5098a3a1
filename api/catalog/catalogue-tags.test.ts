import { describe, expect, it } from "vitest";
import { useTestApi } from "#tests/setup/test-api.ts";

// Issue 23 (decision 020, 15): each public answer says what of the catalogue it shows, for the pages built from it.
const t = useTestApi();
const tagsOf = async (path: string) => {
  const answer = await t.call("GET", path, { headers: { lang: "en" } });
  expect(answer.status, path).toBe(200);
  return { tags: answer.headers.get("vetrina-tags")!.split(" ").filter(Boolean), data: answer.body.data };
};

describe("what of the catalogue an answer shows", () => {
  it("a product's page: it and its related products; a category's listing and page: the category and the cards", async () => {
    const settings = (await t.call("GET", "/setting", { headers: { lang: "en" } })).body.data;
    const category = settings.category.list[0] as { id: number; url: string };
    const listing = await tagsOf(`/catalog/products?category=${category.id}&sort=price_asc&per_page=4`);
    const cards = listing.data.products as { id: number; url: string }[];
    expect(listing.tags.sort()).toEqual([`c${category.id}`, ...cards.map((card) => `p${card.id}`)].sort());
    expect((await tagsOf(`/catalog/resolve?path=${encodeURIComponent(category.url)}`)).tags).toEqual([`c${category.id}`]);

    const product = await tagsOf(`/catalog/products/${cards[0]!.id}`);
    const related = (product.data.related as { id: number }[]).map((card) => `p${card.id}`);
    expect(related.length).toBeGreaterThan(0);
    expect(product.tags.sort()).toEqual([`p${cards[0]!.id}`, ...related].sort());
    expect((await tagsOf(`/catalog/resolve?path=${encodeURIComponent(cards[0]!.url)}`)).tags.sort()).toEqual(product.tags);
    expect((await tagsOf(`/products/${cards[0]!.id}/reviews`)).tags).toEqual([`p${cards[0]!.id}`]);
  });

  it("the settings: the featured row; searches, lists and a brand's listing: any product", async () => {
    const settings = await tagsOf("/setting");
    const featured = (settings.data.evidence.products as { id: number }[]).map((card) => `p${card.id}`);
    expect(featured.length).toBeGreaterThan(0);
    expect(settings.tags.sort()).toEqual(["featured", ...featured].sort());
    const brand = (await t.call("GET", "/catalog/brands")).body.data[0].slug as string;
    for (const path of ["/catalog/products?q=pasta", "/catalog/products?list=bestseller", "/catalog/products", `/catalog/products?brand=${brand}`, "/search/suggest?q=pas"]) {
      expect((await tagsOf(path)).tags, path).toEqual(["products"]);
    }
  });

  it("the newest and the best sellers, and the brands' counts: which products there are, and the cards shown (decision 020, 30)", async () => {
    const highlights = await tagsOf("/catalog/highlights");
    const shown = [...highlights.data.new, ...highlights.data.bestsellers].map((card: { id: number }) => `p${card.id}`);
    expect(shown.length).toBeGreaterThan(0);
    expect(highlights.tags.sort()).toEqual([...new Set(["catalogue", ...shown])].sort());
    expect((await tagsOf("/catalog/brands")).tags).toEqual(["catalogue"]);
  });
});
