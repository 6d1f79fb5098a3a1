import { describe, expect, it, vi } from "vitest";
import { BUILD_AGAIN } from "#api/http/keyed-cache.ts";
import { listingRecordsOf, recordsByProduct } from "#tests/factories/listing-records.ts";
import { keepMatches, patchSearch } from "./listing.ts";
import { MAX_SEARCH_MATCHES, type ListingRows, rankAmongTop } from "./listing.queries.ts";

/**
 * A search's matches: products given as [id, variant prices, rank]; `top` as a whole search reads it (by default
 * fewer matches than the limit, all of them these).
 */
function matches(products: [number, number[], number][], top: ListingRows["top"] = { matched: products.length, last: null }): ListingRows {
  return {
    records: listingRecordsOf(products.map(([id, prices]) => [id, prices])),
    optionSets: new Map(), brands: [],
    rank: new Map(products.map(([id, , rank]) => [id, rank])),
    top,
  };
}

describe("patchSearch: a kept search after some products changed", () => {
  it("ranks those products again alone: each dropped, written over or added as it now matches", async () => {
    const kept = matches([[1, [100], 1.5], [2, [200], 1.2], [3, [300, 301], 0.5]]);
    // 2 no longer matches; 3 now matches by name at a new price; 4 is new; 1 did not change.
    const now = matches([[3, [310, 311], 1.1], [4, [400], 1.3]]);
    const patched = await patchSearch(kept, [2, 3, 4], () => Promise.resolve(now));
    if (patched === BUILD_AGAIN) throw new Error("patched expected");
    expect(patched.rank).toEqual(new Map([[1, 1.5], [3, 1.1], [4, 1.3]]));
    const expected = new Map([...recordsByProduct(kept.records)].filter(([id]) => id === 1));
    for (const [id, product] of recordsByProduct(now.records)) expected.set(id, product);
    expect(recordsByProduct(patched.records)).toEqual(expected);
    // The kept ranks are not written over: a request counting them meanwhile sees them whole.
    expect(kept.rank).toEqual(new Map([[1, 1.5], [2, 1.2], [3, 0.5]]));
  });

  it("writes the records over in place when the same products still match with as many variants (an order's stock)", async () => {
    const kept = matches([[1, [100], 1.5], [2, [200], 1.2]]);
    const now = { ...matches([[2, [250], 1.2]]), optionSets: new Map([[7, { colour: "red" }]]) };
    const patched = await patchSearch(kept, [2], () => Promise.resolve(now));
    if (patched === BUILD_AGAIN) throw new Error("patched expected");
    expect(patched.records).toBe(kept.records);
    expect(recordsByProduct(patched.records).get(2)!.variants).toEqual([[250, 0, 0]]);
    // A request holding the kept matches counts the records written over with the option sets they now use.
    expect(kept.optionSets).toBe(now.optionSets);
  });

  it(`builds again a search whose new matches would pass the ${MAX_SEARCH_MATCHES} a whole search keeps`, async () => {
    const kept = matches([[1, [100], 1.5]], { matched: MAX_SEARCH_MATCHES - 1, last: null });
    expect(await patchSearch(kept, [8, 9], () => Promise.resolve(matches([[8, [1], 1.1], [9, [1], 1.2]])))).toBe(BUILD_AGAIN);
    const one = await patchSearch(kept, [8], () => Promise.resolve(matches([[8, [1], 1.1]])));
    if (one === BUILD_AGAIN) throw new Error("patched expected");
    expect(one.top).toEqual({ matched: MAX_SEARCH_MATCHES, last: null });
  });

  describe(`of a search that had ${MAX_SEARCH_MATCHES} matches or more across the catalogue`, () => {
    // The last of the best 5,000 ranked 1.2 (product 50): a product is among them while it ranks above.
    const full = () => matches([[1, [100], 1.5], [2, [200], 1.3], [3, [300], 1.25]], { matched: MAX_SEARCH_MATCHES, last: { rank: 1.2, id: 50 } });

    it("forgets its best matches' ranks (which are the best may change), keeping how many and the last", async () => {
      const kept = { ...full(), top: { ...full().top!, ranks: { ids: Int32Array.of(1, 2, 3, 50), ranks: Float32Array.of(1.5, 1.3, 1.25, 1.2) } } };
      const patched = await patchSearch(kept, [2], () => Promise.resolve(matches([[2, [210], 1.35]])));
      if (patched === BUILD_AGAIN) throw new Error("patched expected");
      expect(patched.top).toEqual({ matched: MAX_SEARCH_MATCHES, last: { rank: 1.2, id: 50 } });
    });

    it("writes over the products it holds that still rank above the last, and leaves out those below it", async () => {
      const patched = await patchSearch(full(), [2, 60, 70], () => Promise.resolve(matches([[2, [210], 1.35], [60, [1], 1.2], [70, [1], 1.1]])));
      if (patched === BUILD_AGAIN) throw new Error("patched expected");
      // 60 ties with the last and comes after it by id; 70 ranks below: neither is among the best.
      expect(patched.rank).toEqual(new Map([[1, 1.5], [2, 1.35], [3, 1.25]]));
      expect(recordsByProduct(patched.records).get(2)!.variants).toEqual([[210, 0, 0]]);
    });

    it.each([
      ["another product now above the last", [40], [[40, [1], 1.2]]],
      ["a product it holds no longer found (unlisted, or no match)", [3], []],
      ["a product it holds fallen below the last", [3], [[3, [300], 1.1]]],
    ] as [string, number[], [number, number[], number][]][])("is built again for %s: which others are among the best changes", async (_name, ids, now) => {
      expect(await patchSearch(full(), ids, () => Promise.resolve(matches(now)))).toBe(BUILD_AGAIN);
    });
  });

  it("builds again a search of typo guesses (or not known not to be), and one left without a name match", async () => {
    const rankChanged = vi.fn(() => Promise.resolve(matches([])));
    expect(await patchSearch(matches([[1, [100], 0.9], [2, [200], 0.4]]), [1], rankChanged)).toBe(BUILD_AGAIN);
    expect(await patchSearch({ ...matches([[1, [100], 0.9], [2, [200], 0.4]]), typo: true }, [1], rankChanged)).toBe(BUILD_AGAIN);
    expect(rankChanged).not.toHaveBeenCalled();
    // Its only name match no longer matches: a whole search may find typo guesses instead.
    expect(await patchSearch(matches([[1, [100], 1.4], [2, [200], 0.4]]), [1], rankChanged)).toBe(BUILD_AGAIN);
  });

  it("brings a search of matches outside the name up to date while it holds a product that did not change", async () => {
    const kept = { ...matches([[1, [100], 0.9], [2, [200], 0.4]]), typo: false };
    // 1's stock changed (as many variants: written over in place); 3 now matches by name.
    const patched = await patchSearch(kept, [1, 3], () => Promise.resolve(matches([[1, [150], 0.9], [3, [300], 1.2]])));
    if (patched === BUILD_AGAIN) throw new Error("patched expected");
    expect(patched.rank).toEqual(new Map([[1, 0.9], [2, 0.4], [3, 1.2]]));
    expect(recordsByProduct(patched.records).get(1)!.variants).toEqual([[150, 0, 0]]);
    expect(patched.typo).toBe(false);
    // Every product it holds changed: none is known to match still, and a whole search may find typo guesses instead.
    const rankChanged = vi.fn(() => Promise.resolve(matches([])));
    expect(await patchSearch(kept, [1, 2], rankChanged)).toBe(BUILD_AGAIN);
    expect(rankChanged).not.toHaveBeenCalled();
  });
});

describe("patchSearch: every match of a search of few", () => {
  it("follows the changed products as they rank now, of any state, or is no longer known", async () => {
    const kept = { ...matches([[1, [100], 1.5], [2, [200], 1.2]]), top: { matched: 3, last: null, all: new Map([[1, 1.5], [2, 1.2], [3, 0.5]]) } };
    // 2 no longer matches, 4 now does; 3 matches but is not listed (no record), as before.
    const now = { ...matches([[4, [400], 1.3]]), top: { matched: 1, last: null, all: new Map([[4, 1.3]]) } };
    const patched = await patchSearch(kept, [2, 4], () => Promise.resolve(now));
    if (patched === BUILD_AGAIN) throw new Error("patched expected");
    expect(patched.top).toEqual({ matched: 3, last: null, all: new Map([[1, 1.5], [3, 0.5], [4, 1.3]]) });
    expect(kept.top.all).toEqual(new Map([[1, 1.5], [2, 1.2], [3, 0.5]]));
    // More matches than a search keeps all of (new ones of no category it lists: no records): counted, no longer known.
    const many = new Map(Array.from({ length: 600 }, (_, i) => [1000 + i, 0.5] as [number, number]));
    const grown = await patchSearch(kept, [...many.keys()], () => Promise.resolve({ ...matches([]), top: { matched: 600, last: null, all: many } }));
    if (grown === BUILD_AGAIN) throw new Error("patched expected");
    expect(grown.top).toEqual({ matched: 603, last: null });
    expect(grown.rank).toEqual(kept.rank);
    // Changed products whose ranks among all matches were not read: no longer known.
    const unknown = await patchSearch(kept, [4], () => Promise.resolve(matches([[4, [400], 1.3]])));
    if (unknown === BUILD_AGAIN) throw new Error("patched expected");
    expect(unknown.top!.all).toBeUndefined();
  });
});

describe("keepMatches: a kept search after a change that left what it matches by (an order's stock, a price)", () => {
  // Matches 1–3 of the catalogue (typo guesses, say), 3 not listed in the search's category when it was read.
  const all = new Map([[1, 0.6], [2, 0.5], [3, 0.4]]);
  const kept = () => ({ ...matches([[1, [100], 0.6], [2, [200], 0.5]]), top: { matched: 3, last: null, all } });
  /** The changed products as the category lists them now: [id, prices, listed in the category]. */
  const listed = (products: [number, number[], boolean][]) => vi.fn((ids: number[]) => {
    const now = matches(products.filter(([id]) => ids.includes(id)).map(([id, prices]) => [id, prices, 0]));
    const rows = products.filter(([id]) => ids.includes(id)).flatMap(([, , inCategory], i) => (inCategory ? [i] : []));
    return Promise.resolve({ ...now, paths: rows.map(() => []), rows });
  });

  it("is kept as it is, nothing read, when none of its matches changed", async () => {
    const search = kept();
    const read = listed([]);
    expect(await keepMatches(search, (id) => all.get(id), [7, 8], read)).toBe(search);
    expect(read).not.toHaveBeenCalled();
  });

  it("reads its changed matches alone, each written over, dropped or added with its kept rank as the category lists it now", async () => {
    const search = kept();
    // 1 is no longer listed there, 2 costs more, 3 is listed now; 9 is not a match.
    const read = listed([[1, [100], false], [2, [250], true], [3, [300], true]]);
    const patched = await keepMatches(search, (id) => all.get(id), [1, 2, 3, 9], read);
    expect(read).toHaveBeenCalledWith([1, 2, 3]);
    expect(patched.rank).toEqual(new Map([[2, 0.5], [3, 0.4]]));
    expect([...recordsByProduct(patched.records)].map(([id, product]) => [id, product.variants.map(([price]) => price)]).sort())
      .toEqual([[2, [250]], [3, [300]]]);
    expect(patched.top).toBe(search.top);
    // The kept ranks are not written over: a request counting them meanwhile sees them whole.
    expect(search.rank).toEqual(new Map([[1, 0.6], [2, 0.5]]));
  });
});

describe("rankAmongTop: a product's rank among a search's best matches", () => {
  it("reads every match of a search of few, or the best of a broad one by product id", () => {
    expect(rankAmongTop({ matched: 2, last: null, all: new Map([[4, 0.5], [9, 1.5]]) }, 9)).toBe(1.5);
    expect(rankAmongTop({ matched: 2, last: null, all: new Map([[4, 0.5], [9, 1.5]]) }, 5)).toBeUndefined();
    const ids = Int32Array.from({ length: 1001 }, (_, i) => 3 * i + 1);
    const ranks = Float32Array.from(ids, (id) => id / 4);
    const top = { matched: MAX_SEARCH_MATCHES, last: { rank: 0.25, id: 1 }, ranks: { ids, ranks } };
    for (const id of [1, 4, 1501, 2998, 3001]) expect(rankAmongTop(top, id)).toBe(id / 4);
    for (const id of [0, 2, 3, 1500, 3002, 5000]) expect(rankAmongTop(top, id)).toBeUndefined();
    expect(rankAmongTop({ matched: MAX_SEARCH_MATCHES, last: null }, 1)).toBeUndefined();
  });
});
