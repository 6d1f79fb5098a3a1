import { describe, expect, it } from "vitest";
import { countFacets, type FacetRequest } from "./listing-facets.ts";
import { recordsByBrand, spliceListingRecords, type ListingRecords } from "./listing-records.ts";

/** n products of brands 0–5 with one to three variants, prices, option sets 1–4 and stock drawn from a fixed seed. */
function someRecords(n: number, seed = 7): ListingRecords {
  let state = seed;
  const next = (k: number) => { state = (state * 1103515245 + 12345) % 2 ** 31; return state % k; };
  const variantsOf = Array.from({ length: n }, () => 1 + next(3));
  const variants = variantsOf.reduce((a, b) => a + b, 0);
  const r: ListingRecords = {
    count: n,
    id: Int32Array.from({ length: n }, (_, i) => 1000 + i), brand: Int32Array.from({ length: n }, () => next(6)),
    sold: Int32Array.from({ length: n }, () => next(50)), created: Float64Array.from({ length: n }, () => next(1000) * 1e6),
    featured: Uint8Array.from({ length: n }, () => (next(5) === 0 ? 1 : 0)), offer: new Uint8Array(n),
    firstVariant: new Int32Array(n + 1),
    price: Int32Array.from({ length: variants }, () => 100 + next(5000)), optionSet: Int32Array.from({ length: variants }, () => 1 + next(4)),
    inStock: Uint8Array.from({ length: variants }, () => next(2)),
  };
  let v = 0;
  variantsOf.forEach((k, i) => { r.firstVariant[i] = v; v += k; });
  r.firstVariant[n] = v;
  return r;
}

const OPTION_SETS = new Map<number, Record<string, string>>([
  [1, { colour: "red", size: "S" }], [2, { colour: "red", size: "M" }], [3, { colour: "blue", size: "M" }], [4, { colour: "blue" }],
]);

function request(over: Partial<FacetRequest>): FacetRequest {
  return {
    rows: null, brandIds: null, inStock: false, options: {}, facetOptions: ["size", "colour"], optionSets: OPTION_SETS,
    sort: "default", rank: null, limit: 24, offset: 0, ...over,
  };
}

/** The same request counted by the full pass over every record (naming every row turns the brand's shortcut off). */
const everyRow = (r: ListingRecords) => Int32Array.from({ length: r.count }, (_, i) => i);

describe("countFacets filtered by brand alone", () => {
  const r = someRecords(3000);

  it.each([
    ["one brand, first page", [2], "default", 0],
    ["two brands by price, page 3", [1, 4], "price_asc", 48],
    ["a brand no product has", [99], "newest", 0],
  ])("counts from the brand's records what the full pass counts: %s", (_name, brands, sort, offset) => {
    const q = request({ brandIds: new Set(brands as number[]), sort: sort as string, offset: offset as number });
    expect(countFacets(r, q)).toEqual(countFacets(r, { ...q, rows: everyRow(r) }));
  });

  it("follows a brand written over in place, and records spliced anew", () => {
    const copy = someRecords(200, 11);
    const q = request({ brandIds: new Set([3]) });
    const before = countFacets(copy, q).total;
    // Product 0 gets brand 3 (or another one when it had it), written over in place as after an edit.
    const changed = someRecords(1, 11);
    changed.id[0] = copy.id[0]!;
    changed.brand[0] = copy.brand[0] === 3 ? 5 : 3;
    changed.firstVariant[1] = copy.firstVariant[1]!;
    const spliced = spliceListingRecords(copy, new Set([copy.id[0]!]), changed, [0]);
    expect(spliced).toBe(copy);
    expect(countFacets(copy, q).total).toBe(before + (changed.brand[0] === 3 ? 1 : -1));
    expect(countFacets(copy, q)).toEqual(countFacets(copy, { ...q, rows: everyRow(copy) }));
    expect([...recordsByBrand(copy).values()].reduce((n, rows) => n + rows.length, 0)).toBe(200);
  });
});
