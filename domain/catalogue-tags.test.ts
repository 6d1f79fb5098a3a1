import { describe, expect, it } from "vitest";
import { ANY_PRODUCT, CATALOGUE, MAX_TAGS, parseCatalogueChange, readTags, writeTags } from "./catalogue-tags.ts";

describe("catalogue tags", () => {
  it("read an answer's header; a missing, overlong or malformed one stands for any product", () => {
    expect(readTags("p1 c2 featured")).toEqual(["p1", "c2", "featured"]);
    expect(readTags("catalogue p1")).toEqual([CATALOGUE, "p1"]);
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
    expect(parseCatalogueChange("products:12,345")).toEqual({ products: [12, 345], tags: [ANY_PRODUCT, CATALOGUE, "p12", "p345"], matched: true });
    // Their offers alone: the pages that follow only which products there are (`catalogue`) stay.
    expect(parseCatalogueChange("offers:12,345")).toEqual({ products: [12, 345], tags: [ANY_PRODUCT, "p12", "p345"], matched: false });
    // Ending with a hash of the products (migration 0034), or with the products themselves (0031, a node newer than its database).
    expect(parseCatalogueChange("tags:c4,c17,featured;0b6e2b86ad7b07bb6c8e1bcd0b7e5bf9")).toEqual({ products: [], tags: ["c4", "c17", "featured"], matched: false });
    expect(parseCatalogueChange("tags:c4,c17,featured;12,345")).toEqual({ products: [], tags: ["c4", "c17", "featured"], matched: false });
    for (const payload of ["variants", "*", "products:", "products:1;c2", "tags:", "tags:c4", "tags:p1;1", "tags:c1,products;1", "tags:c1;", "tags:c1;0b6e2b86ad7b07bb6c8e1bcd0b7e5bf", "tags:c1;0B6E2B86AD7B07BB6C8E1BCD0B7E5BF9", "products:99999999999", "products:4294967295", "offers:", "offers:1;c2", "offers:4294967295", "offer:1", "productsoffers:1"]) {
      expect(parseCatalogueChange(payload), payload).toBeNull();
    }
  });
});
