import { describe, expect, it } from "vitest";
import { ANY_PRODUCT, MAX_TAGS, parseCatalogueChange, readTags, writeTags } from "./catalogue-tags.ts";

describe("catalogue tags", () => {
  it("read an answer's header; a missing, overlong or malformed one stands for any product", () => {
    expect(readTags("p1 c2 featured")).toEqual(["p1", "c2", "featured"]);
    expect(readTags("")).toEqual([]);
    expect(readTags(null)).toEqual([ANY_PRODUCT]);
    expect(readTags("p1 p2; drop")).toEqual([ANY_PRODUCT]);
    expect(readTags("p1 x9")).toEqual([ANY_PRODUCT]);
    expect(readTags(Array.from({ length: MAX_TAGS + 1 }, (_, i) => `p${i}`).join(" "))).toEqual([ANY_PRODUCT]);
  });

  it("write a page's header: any product alone when it holds it or too many", () => {
    expect(writeTags(new Set(["p1", "c2"]))).toBe("p1 c2");
    expect(writeTags(new Set())).toBe("");
    expect(writeTags(new Set(["p1", ANY_PRODUCT]))).toBe(ANY_PRODUCT);
    expect(writeTags(new Set(Array.from({ length: MAX_TAGS + 1 }, (_, i) => `p${i}`)))).toBe(ANY_PRODUCT);
  });

  it("tell what a notification touched: products and any product's pages, categories, the featured row, or everything", () => {
    expect(parseCatalogueChange("products:12,345")).toEqual({ products: [12, 345], tags: [ANY_PRODUCT, "p12", "p345"] });
    expect(parseCatalogueChange("tags:c4,c17,featured;12,345")).toEqual({ products: [], tags: ["c4", "c17", "featured"] });
    for (const payload of ["variants", "*", "products:", "products:1;c2", "tags:", "tags:c4", "tags:p1;1", "tags:c1,products;1", "tags:c1;", "products:99999999999", "products:4294967295"]) {
      expect(parseCatalogueChange(payload), payload).toBeNull();
    }
  });
});
