import { describe, expect, it } from "vitest";
import { countFacets, indexWantedBrands, restoreCounts, saveCounts, type FacetRequest } from "./listing-facets.ts";
import { hasRecordsByBrand, recordsByBrand, spliceListingRecords, type ListingRecords } from "./listing-records.ts";

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
    // In stock too: the other brands' counts are those kept beside the records.
    const stocked = { ...q, inStock: true };
    expect(countFacets(r, stocked)).toEqual(countFacets(r, { ...stocked, rows: everyRow(r) }));
  });

  it("counts the first listing with stock of records by the full pass, and indexes them by brand after its answer", () => {
    const fresh = someRecords(500, 53);
    const q = request({ brandIds: new Set([4]), inStock: true });
    expect(countFacets(fresh, q)).toEqual(countFacets(fresh, { ...q, rows: everyRow(fresh) }));
    expect(hasRecordsByBrand(fresh)).toBe(false);
    indexWantedBrands(fresh);
    expect(hasRecordsByBrand(fresh)).toBe(true);
    expect(countFacets(fresh, q)).toEqual(countFacets(fresh, { ...q, rows: everyRow(fresh) }));
    // A search's records (ranked) are counted whole: no index, and no counts kept beside them.
    const search = someRecords(500, 59);
    const ranked = { ...q, rank: new Map([[search.id[0]!, 1]]) };
    expect(countFacets(search, ranked)).toEqual(countFacets(search, { ...ranked, rows: everyRow(search) }));
    indexWantedBrands(search);
    expect(hasRecordsByBrand(search)).toBe(false);
  });

  it("follows the brands' products in stock through products written over in place and records spliced anew", () => {
    const copy = someRecords(300, 17);
    const q = request({ brandIds: new Set([2]), inStock: true });
    const check = (records: ListingRecords, round: number) => {
      // Indexed by brand as after a first such listing (a brand written over in place drops the index).
      recordsByBrand(records);
      for (const brands of [[2], [0, 5]]) {
        const asked = { ...q, brandIds: new Set(brands) };
        expect(countFacets(records, asked), `round ${round}, brands ${brands}`).toEqual(countFacets(records, { ...asked, rows: everyRow(records) }));
      }
    };
    check(copy, -1);
    const fresh = someRecords(300, 19);
    for (let round = 0; round < 30; round++) {
      // Product k takes another product's brand, stock and prices, with as many variants: written over in place.
      const k = (round * 29) % copy.count;
      const n = copy.firstVariant[k + 1]! - copy.firstVariant[k]!;
      const from = [...Array(fresh.count).keys()].find((j) => j >= round && fresh.firstVariant[j + 1]! - fresh.firstVariant[j]! === n)!;
      const ids = Int32Array.from(fresh.id, (id, j) => (j === from ? copy.id[k]! : id));
      expect(spliceListingRecords(copy, new Set([copy.id[k]!]), { ...fresh, id: ids }, [from])).toBe(copy);
      check(copy, round);
    }
    // Two products gone and one new, of a brand past every brand counted, in stock.
    const extra = someRecords(1, 3);
    extra.id[0] = 9001;
    extra.brand[0] = 8;
    extra.inStock.fill(1);
    const spliced = spliceListingRecords(copy, new Set([copy.id[0]!, copy.id[1]!]), extra, [0]);
    expect(spliced).not.toBe(copy);
    // Carried, not counted again: a product changed behind their back (not how records change) is not seen.
    const carried = countFacets(spliced, { ...q, rows: everyRow(spliced) }).brandCounts.get(3);
    const other = [...Array(spliced.count).keys()].find((i) => spliced.brand[i] === 3 && [...spliced.inStock.subarray(spliced.firstVariant[i]!, spliced.firstVariant[i + 1]!)].some(Boolean))!;
    const stock = spliced.inStock.slice(spliced.firstVariant[other]!, spliced.firstVariant[other + 1]!);
    spliced.inStock.fill(0, spliced.firstVariant[other]!, spliced.firstVariant[other + 1]!);
    recordsByBrand(spliced);
    expect(countFacets(spliced, q).brandCounts.get(3)).toBe(carried);
    spliced.inStock.set(stock, spliced.firstVariant[other]!);
    check(spliced, 30);
    expect(countFacets(spliced, q).brandCounts.get(8)).toBe(1);
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

describe("countFacets without filters", () => {
  const sorts = [["default", 0], ["price_asc", 24], ["price_desc", 0], ["newest", 48], ["bestselling", 0]] as const;

  it.each(sorts)("counts what the full pass counts, kept beside the records: %s, from %i", (sort, offset) => {
    const r = someRecords(3000, 5);
    const q = request({ sort, offset });
    expect(countFacets(r, q)).toEqual(countFacets(r, { ...q, rows: everyRow(r) }));
    // Asked again, from the kept counts.
    expect(countFacets(r, { ...q, limit: 30 })).toEqual(countFacets(r, { ...q, limit: 30, rows: everyRow(r) }));
  });

  it("counts once per records: a record changed behind their back, not written over in place, is not seen", () => {
    const r = someRecords(500, 31);
    const q = request({});
    const kept = countFacets(r, q);
    // Not how records change (overwriteRecords tells the counts): it shows that the second listing did not count again.
    r.price[r.firstVariant[3]!] = 1;
    expect(countFacets(r, { ...q, limit: 30 }).price).toEqual(kept.price);
    expect(countFacets(r, { ...q, rows: everyRow(r) }).price.min).toBe(1);
  });

  it("follows products written over in place: their prices, stock, options and brands", () => {
    const r = someRecords(400, 13);
    countFacets(r, request({}));
    const fresh = someRecords(400, 29);
    for (let round = 0; round < 40; round++) {
      // Product k takes another product's sold count, brand, prices, stock and options, with as many variants.
      const k = (round * 37) % r.count;
      const n = r.firstVariant[k + 1]! - r.firstVariant[k]!;
      const from = [...Array(fresh.count).keys()].find((j) => j >= round && fresh.firstVariant[j + 1]! - fresh.firstVariant[j]! === n)!;
      const spliced = spliceListingRecords(r, new Set([r.id[k]!]), { ...fresh, id: Int32Array.from(fresh.id, (id, j) => (j === from ? r.id[k]! : id)) }, [from]);
      expect(spliced).toBe(r);
      for (const [sort, offset] of sorts) {
        const q = request({ sort, offset });
        expect(countFacets(r, q), `round ${round}, ${sort}`).toEqual(countFacets(r, { ...q, rows: everyRow(r) }));
      }
    }
  });

  it("finds the price bounds again when the product holding one is written over", () => {
    const r = someRecords(300, 23);
    // Product 7 alone has the lowest price; written over, every variant of it costs the most.
    const holder = 7;
    r.price[r.firstVariant[holder]!] = 1;
    const q = request({});
    const before = countFacets(r, q).price;
    expect(before.min).toBe(1);
    const changed = someRecords(1, 23);
    changed.id[0] = r.id[holder]!;
    changed.brand[0] = r.brand[holder]!;
    changed.firstVariant[1] = r.firstVariant[holder + 1]! - r.firstVariant[holder]!;
    changed.price = new Int32Array(changed.firstVariant[1]).fill(9999);
    changed.optionSet = r.optionSet.slice(r.firstVariant[holder]!, r.firstVariant[holder + 1]!);
    changed.inStock = r.inStock.slice(r.firstVariant[holder]!, r.firstVariant[holder + 1]!);
    expect(spliceListingRecords(r, new Set([r.id[holder]!]), changed, [0])).toBe(r);
    const after = countFacets(r, q);
    expect(after).toEqual(countFacets(r, { ...q, rows: everyRow(r) }));
    expect(after.price.min).toBeGreaterThan(1);
    expect(after.price.max).toBe(9999);
  });

  it("counts afresh after a brand or an option set it was not counted with", () => {
    const r = someRecords(200, 17);
    countFacets(r, request({}));
    /** Product 0 written over in place with its prices and stock, another brand and other option sets. */
    const writeOver = (brand: number, optionSet: number) => {
      const changed = someRecords(1, 17);
      changed.id[0] = r.id[0]!;
      changed.firstVariant[1] = r.firstVariant[1]!;
      changed.price = r.price.slice(0, r.firstVariant[1]!);
      changed.inStock = r.inStock.slice(0, r.firstVariant[1]!);
      changed.brand[0] = brand;
      changed.optionSet = Int32Array.from(r.optionSet.slice(0, r.firstVariant[1]!), () => optionSet);
      expect(spliceListingRecords(r, new Set([r.id[0]!]), changed, [0])).toBe(r);
    };
    // Brand 9 is past every brand counted.
    writeOver(9, 1);
    const q = request({});
    expect(countFacets(r, q)).toEqual(countFacets(r, { ...q, rows: everyRow(r) }));
    expect(countFacets(r, q).brandCounts.get(9)).toBe(1);
    // Option set 5 is new (and the next listing knows it).
    writeOver(9, 5);
    const known = request({ optionSets: new Map([...OPTION_SETS, [5, { colour: "green", size: "L" }]]) });
    expect(countFacets(r, known)).toEqual(countFacets(r, { ...known, rows: everyRow(r) }));
    expect(countFacets(r, known).optionCounts[1]!.get("green")).toBe(1);
  });

  it("carries the counts into records spliced anew (products listed and unlisted) instead of counting them again", () => {
    const r = someRecords(3000, 37);
    const q = request({});
    countFacets(r, q);
    // Five products gone, three new, one of them of a brand past every brand counted.
    const extra = someRecords(3, 41);
    extra.id.set([9001, 9002, 9003]);
    extra.brand[1] = 9;
    const spliced = spliceListingRecords(r, new Set([r.id[0]!, r.id[17]!, r.id[500]!, r.id[2998]!, r.id[2999]!]), extra, [0, 1, 2]);
    expect(spliced).not.toBe(r);
    // An option set changed behind the counts' back (not how records change): the first listing shows what was carried.
    const set = spliced.optionSet[0]!;
    spliced.optionSet[0] = set === 4 ? 1 : 4;
    expect(countFacets(spliced, q).optionCounts).not.toEqual(countFacets(spliced, { ...q, rows: everyRow(spliced) }).optionCounts);
    spliced.optionSet[0] = set;
    for (const [sort, offset] of sorts) {
      const asked = request({ sort, offset });
      expect(countFacets(spliced, asked), sort).toEqual(countFacets(spliced, { ...asked, rows: everyRow(spliced) }));
    }
    expect(countFacets(spliced, q).brandCounts.get(9)).toBe(1);
    // The records spliced from keep their own counts.
    expect(countFacets(r, q)).toEqual(countFacets(r, { ...q, rows: everyRow(r) }));
  });
});

describe("counts without filters saved with the records (a node's file)", () => {
  const q = request({});
  const saved = () => JSON.parse(JSON.stringify(saveCounts(someRecords(2000, 43), q))) as ReturnType<typeof saveCounts>;

  it("are read back as counted, and followed as counted ones", () => {
    const r = someRecords(2000, 43);
    expect(restoreCounts(r, saved())).toBe(true);
    // An option set changed behind the counts' back (not how records change): the first listing reads the saved counts.
    const set = r.optionSet[0]!;
    r.optionSet[0] = set === 4 ? 1 : 4;
    expect(countFacets(r, q).optionCounts).not.toEqual(countFacets(r, { ...q, rows: everyRow(r) }).optionCounts);
    r.optionSet[0] = set;
    for (const [sort, offset] of [["default", 0], ["price_asc", 24], ["price_desc", 0]] as const) {
      const asked = request({ sort, offset });
      expect(countFacets(r, asked), sort).toEqual(countFacets(r, { ...asked, rows: everyRow(r) }));
    }
    // A product written over in place after the start, as an order's stock change.
    const changed = someRecords(1, 43);
    changed.id[0] = r.id[5]!;
    changed.brand[0] = r.brand[5]!;
    changed.firstVariant[1] = r.firstVariant[6]! - r.firstVariant[5]!;
    changed.price = new Int32Array(changed.firstVariant[1]).fill(1);
    changed.optionSet = r.optionSet.slice(r.firstVariant[5]!, r.firstVariant[6]!);
    changed.inStock = new Uint8Array(changed.firstVariant[1]).fill(1);
    expect(spliceListingRecords(r, new Set([r.id[5]!]), changed, [0])).toBe(r);
    expect(countFacets(r, q)).toEqual(countFacets(r, { ...q, rows: everyRow(r) }));
    expect(countFacets(r, q).price.min).toBe(1);
  });

  it("keep each brand's products in stock when they were counted, and count them once when they were not", () => {
    const stocked = request({ brandIds: new Set([1]), inStock: true });
    const counted = someRecords(2000, 43);
    const withStock = saved();
    expect(withStock.byBrandInStock).toHaveLength(withStock.byBrand.length);
    // Saved by a node before them: counted when first asked.
    const { byBrandInStock: _none, ...older } = saved();
    // Damaged, so counted again: they do not add up to the products in stock; one brand has more in stock than products
    // (another fewer, adding up); one brand too few.
    const inStock = withStock.byBrandInStock!;
    // Brand 1 with one more in stock than it has products, taken from the others so that they still add up.
    const overfull = [...inStock];
    let over = withStock.byBrand[1]! + 1 - overfull[1]!;
    overfull[1] = withStock.byBrand[1]! + 1;
    for (let b = 0; b < overfull.length && over > 0; b++) {
      if (b === 1) continue;
      const taken = Math.min(over, overfull[b]!);
      overfull[b]! -= taken;
      over -= taken;
    }
    expect(over).toBe(0);
    const damaged = [
      { ...withStock, byBrandInStock: inStock.map((n, b) => (b === 1 ? n + 1 : n)) },
      { ...withStock, byBrandInStock: overfull },
      { ...withStock, byBrandInStock: inStock.slice(0, -1) },
    ];
    for (const counts of [withStock, older, ...damaged]) {
      const r = someRecords(2000, 43);
      expect(restoreCounts(r, counts)).toBe(true);
      recordsByBrand(r);
      expect(countFacets(r, stocked)).toEqual(countFacets(r, { ...stocked, rows: everyRow(r) }));
    }
    // Counted once from an older file, then kept: a record changed behind their back is not seen.
    const fromOlder = someRecords(2000, 43);
    expect(restoreCounts(fromOlder, older)).toBe(true);
    recordsByBrand(fromOlder);
    const once = countFacets(fromOlder, stocked).brandCounts;
    fromOlder.inStock.fill(0);
    expect(countFacets(fromOlder, stocked).brandCounts).toEqual(once);
    // Saved ones are used as saved: a record changed behind their back is not seen.
    const r = someRecords(2000, 43);
    expect(restoreCounts(r, withStock)).toBe(true);
    recordsByBrand(r);
    const other = [...Array(r.count).keys()].find((i) => r.brand[i] === 3 && [...r.inStock.subarray(r.firstVariant[i]!, r.firstVariant[i + 1]!)].some(Boolean))!;
    r.inStock.fill(0, r.firstVariant[other]!, r.firstVariant[other + 1]!);
    recordsByBrand(counted);
    expect(countFacets(r, stocked).brandCounts.get(3)).toBe(countFacets(counted, stocked).brandCounts.get(3));
  });

  it.each([
    ["too few brands", (s: ReturnType<typeof saved>) => ({ ...s, byBrand: s.byBrand.slice(0, 2) })],
    ["a value's index past the values", (s: ReturnType<typeof saved>) => ({ ...s, setCodes: s.setCodes.map(() => 99) })],
    ["a count that is not one", (s: ReturnType<typeof saved>) => ({ ...s, codes: s.codes.map(([f, c]) => [f, c, -1]) })],
    ["brands that do not add up to the records", (s: ReturnType<typeof saved>) => ({ ...s, byBrand: s.byBrand.map((n, b) => (b === 1 ? n + 1 : n)) })],
    ["two options' names run together", (s: ReturnType<typeof saved>) => ({ ...s, facetOptions: [s.facetOptions.join(",")], setCodes: s.setCodes.filter((_k, at) => at % 2 === 0) })],
    ["nothing", () => null],
  ])("are refused when they do not fit the records: %s", (_name, damage) => {
    const r = someRecords(2000, 43);
    expect(restoreCounts(r, damage(saved()))).toBe(false);
    expect(countFacets(r, q)).toEqual(countFacets(r, { ...q, rows: everyRow(r) }));
  });
});
