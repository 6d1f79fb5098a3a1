import { describe, expect, it, vi } from "vitest";
import { BUILD_AGAIN } from "#api/http/keyed-cache.ts";
import { listingRecordsOf, recordsByProduct } from "#tests/factories/listing-records.ts";
import { patchSearch } from "./listing.ts";
import { MAX_SEARCH_MATCHES, type ListingRows } from "./listing.queries.ts";

/** A search's matches: products given as [id, variant prices, rank]. */
function matches(products: [number, number[], number][]): ListingRows {
  return {
    records: listingRecordsOf(products.map(([id, prices]) => [id, prices])),
    optionSets: new Map(), brands: [],
    rank: new Map(products.map(([id, , rank]) => [id, rank])),
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
    const patched = await patchSearch(kept, [2], () => Promise.resolve(matches([[2, [250], 1.2]])));
    if (patched === BUILD_AGAIN) throw new Error("patched expected");
    expect(patched.records).toBe(kept.records);
    expect(recordsByProduct(patched.records).get(2)!.variants).toEqual([[250, 0, 0]]);
  });

  it(`keeps the best ${MAX_SEARCH_MATCHES} by rank, then id, as a whole search does`, async () => {
    const many: [number, number[], number][] = Array.from({ length: MAX_SEARCH_MATCHES }, (_, i) => [i + 1, [100], 1 + (i % 7) / 10]);
    const kept = matches(many);
    // 9001 ranks above all; 9002 below all; 9003 ties with the worst (rank 1), and its id is the highest: it goes too.
    const patched = await patchSearch(kept, [9001, 9002, 9003], () => Promise.resolve(matches([[9001, [1], 1.9], [9002, [1], 0.2], [9003, [1], 1]])));
    if (patched === BUILD_AGAIN) throw new Error("patched expected");
    expect(patched.rank!.size).toBe(MAX_SEARCH_MATCHES);
    expect(patched.records.count).toBe(MAX_SEARCH_MATCHES);
    expect(patched.rank!.get(9001)).toBe(1.9);
    expect(patched.rank!.has(9002)).toBe(false);
    expect(patched.rank!.has(9003)).toBe(false);
    // The worst kept one let go for 9001: of rank 1, the highest id (ids 1, 8, 15… rank 1).
    const worstKept = Math.max(...many.filter(([, , rank]) => rank === 1).map(([id]) => id));
    expect(patched.rank!.has(worstKept)).toBe(false);
    expect(new Set(patched.records.id)).toEqual(new Set(patched.rank!.keys()));
  });

  it("builds again a search of typo guesses or of matches outside the name, and one left without a name match", async () => {
    const rankChanged = vi.fn(() => Promise.resolve(matches([])));
    expect(await patchSearch(matches([[1, [100], 0.9], [2, [200], 0.4]]), [1], rankChanged)).toBe(BUILD_AGAIN);
    expect(rankChanged).not.toHaveBeenCalled();
    // Its only name match no longer matches: a whole search may find typo guesses instead.
    expect(await patchSearch(matches([[1, [100], 1.4], [2, [200], 0.4]]), [1], rankChanged)).toBe(BUILD_AGAIN);
  });
});
