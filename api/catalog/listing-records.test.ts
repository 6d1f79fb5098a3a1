import { describe, expect, it } from "vitest";
import { listingRecordsOf as records, recordsByProduct } from "#tests/factories/listing-records.ts";
import { decodeCopiedListingRecords, spliceListingRecords, type ListingRecords } from "./listing-records.ts";

describe("spliceListingRecords", () => {
  const base = records([[1, [100]], [2, [200, 201, 202]], [3, []], [4, [400, 401]], [5, [500]]]);

  it.each([
    ["the first, a middle and the last product changed", [1, 3, 5]],
    ["one product changed", [4]],
    ["no product it holds", [99]],
  ])("gives the records it would read afresh: %s", (_name, ids) => {
    // The changed products now: 1 with two variants, 3 gone from the listing, 5 still there, 4 with new prices, 99 new.
    const changed = records([[1, [110, 111]], [4, [410]], [5, [501]], [99, [990]]]);
    const rows = [0, 1, 2, 3].filter((i) => ids.includes(changed.id[i]!));
    const spliced = spliceListingRecords(base, new Set(ids), changed, rows);
    const fresh = new Map([...recordsByProduct(base)].filter(([id]) => !ids.includes(id)));
    for (const [id, product] of recordsByProduct(changed)) if (ids.includes(id)) fresh.set(id, product);
    expect(recordsByProduct(spliced)).toEqual(fresh);
    expect(spliced.firstVariant[spliced.count]).toBe(spliced.price.length);
  });

  it("writes over the records in place when the changed products are all there with as many variants", () => {
    const kept = records([[1, [100]], [2, [200, 201, 202]], [3, []], [4, [400, 401]], [5, [500]]]);
    const changed = records([[2, [210, 211, 212]], [3, []], [4, [410, 411]]]);
    changed.sold[0] = 7;
    changed.inStock[4] = 0;
    const expected = new Map([...recordsByProduct(kept)].filter(([id]) => ![2, 4].includes(id)));
    for (const [id, product] of recordsByProduct(changed)) if ([2, 3, 4].includes(id)) expected.set(id, product);
    const spliced = spliceListingRecords(kept, new Set([2, 3, 4]), changed, [0, 1, 2]);
    expect(spliced).toBe(kept);
    expect(recordsByProduct(spliced)).toEqual(expected);
    // One more variant, or a product leaving or joining: new records, the kept ones untouched.
    const before = recordsByProduct(kept);
    for (const [ids, extra, rows] of [
      [[4], records([[4, [1, 2, 3]]]), [0]], [[5], records([]), []], [[6], records([[6, [600]]]), [0]],
    ] as [number[], ListingRecords, number[]][]) {
      const other = spliceListingRecords(kept, new Set(ids), extra, rows);
      expect(other).not.toBe(kept);
      expect(recordsByProduct(kept)).toEqual(before);
    }
  });

  it("drops a product that left the category, however many there are", () => {
    const many = records(Array.from({ length: 40 }, (_, i) => [i + 1, [i * 10]] as [number, number[]]));
    const drop = new Set(Array.from({ length: 20 }, (_, i) => 2 * i + 1));
    const spliced = spliceListingRecords(many, drop, records([]), []);
    expect([...spliced.id]).toEqual(Array.from({ length: 20 }, (_, i) => 2 * i + 2));
    expect([...spliced.price]).toEqual(Array.from({ length: 20 }, (_, i) => (2 * i + 1) * 10));
  });
});

describe("decodeCopiedListingRecords", () => {
  /** Binary copy format of rows (record bytes, has_offer). */
  function copied(rows: [number[], boolean][]): Uint8Array {
    const bytes: number[] = [0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00, 0, 0, 0, 0, 0, 0, 0, 0];
    const int32 = (n: number) => bytes.push((n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
    for (const [record, offer] of rows) {
      bytes.push(0, 2);
      int32(record.length);
      bytes.push(...record);
      int32(1);
      bytes.push(offer ? 1 : 0);
    }
    bytes.push(0xff, 0xff);
    return Uint8Array.from(bytes);
  }
  /** A packed record (db/schema/listing.ts) of product `id` with its variants' [price, option set]. */
  function packed(id: number, variants: [number, number][]): number[] {
    const view = new DataView(new ArrayBuffer(26 + 8 * variants.length));
    view.setInt32(0, id); view.setInt32(4, 3); view.setInt32(8, 12); view.setInt32(12, 0); view.setUint32(16, 5_000_000);
    view.setInt16(20, 1); view.setInt32(22, variants.length);
    variants.forEach(([price, set], k) => { view.setInt32(26 + 8 * k, price); view.setInt32(30 + 8 * k, set); });
    return [...new Uint8Array(view.buffer)];
  }

  it("decodes each row's record and offer flag", () => {
    const r = decodeCopiedListingRecords(copied([[packed(7, [[990, 2], [1290, -3]]), true], [packed(9, []), false]]));
    expect(r.count).toBe(2);
    expect([...r.id]).toEqual([7, 9]);
    expect([...r.offer]).toEqual([1, 0]);
    expect([...r.price]).toEqual([990, 1290]);
    expect([...r.optionSet]).toEqual([2, 3]);
    expect([...r.inStock]).toEqual([1, 0]);
    expect([...r.firstVariant]).toEqual([0, 2, 2]);
  });

  it("refuses a record shorter than its header, or longer than its variants", () => {
    expect(() => decodeCopiedListingRecords(copied([[packed(7, [[990, 2]]).slice(0, 18), false]]))).toThrow(/not a record/);
    expect(() => decodeCopiedListingRecords(copied([[[...packed(7, [[990, 2]]), 0, 0], false]]))).toThrow(/not a record/);
  });
});
