import { describe, expect, it } from "vitest";
import { hasFilters, pageHref, readListingParams, toApiQuery } from "./listing-params.ts";

describe("readListingParams", () => {
  it("reads repeated and comma-separated codes, amounts, stock, sort and page", () => {
    const p = readListingParams(new URLSearchParams("brand=rame-toscano&brand=moka-lario&colour=red,black&price_min=10,5&in_stock=1&sort=price_desc&page=3"));
    expect(p).toEqual({ brand: ["rame-toscano", "moka-lario"], size: [], colour: ["red", "black"], price_min: "10.5", in_stock: true, sort: "price_desc", page: 3 });
  });
  it("drops what is malformed instead of sending it to the API", () => {
    const p = readListingParams(new URLSearchParams("brand=<x>&colour=RED&price_max=abc&sort=cheap&page=-2"));
    expect(p).toEqual({ brand: [], size: [], colour: [], in_stock: false, sort: "relevance", page: 1 });
    expect(hasFilters(p)).toBe(false);
  });
});

describe("toApiQuery and pageHref", () => {
  it("builds the API query with the category", () => {
    const p = readListingParams(new URLSearchParams("size=28cm&page=2"));
    expect(toApiQuery(p, { category: "7" })).toBe("category=7&size=28cm&sort=relevance&page=2");
  });
  it("keeps the filters when paging and drops page 1", () => {
    const search = new URLSearchParams("colour=red&page=2");
    expect(pageHref(search, 3)).toBe("?colour=red&page=3");
    expect(pageHref(search, 1)).toBe("?colour=red");
  });
});
