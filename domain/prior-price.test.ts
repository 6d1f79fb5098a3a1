import { describe, expect, it } from "vitest";
import { priorPrice, type PriceRecord } from "./prior-price.ts";

const NOW = Date.parse("2026-11-24T12:00:00Z");
const daysAgo = (n: number) => new Date(NOW - n * 24 * 3600_000);
/** A history written as [days ago, price, compare-at] rows, oldest first. */
const history = (...rows: [number, number, number | null][]): PriceRecord[] =>
  rows.map(([ago, priceCents, compareAtCents]) => ({ at: daysAgo(ago), priceCents, compareAtCents }));

describe("the prior price of a reduction", () => {
  it.each<[string, PriceRecord[], { windowDays?: number; perishable?: boolean }, number | null]>([
    ["a plain reduction: the price before it", history([100, 2000, null], [5, 1500, 2000]), {}, 2000],
    ["the lowest of the 30 days before, not the typed compare-at", history([100, 2000, null], [20, 1800, null], [5, 1500, 2500]), {}, 1800],
    ["a price older than the window does not count", history([100, 1500, null], [50, 2200, null], [5, 1800, 2200]), {}, 2200],
    ["a reduction that deepens keeps its reference", history([100, 2000, null], [10, 1600, 2000], [3, 1200, 2000]), {}, 2000],
    ["a price raised during the offer keeps the reference", history([100, 2000, null], [10, 1200, 2000], [3, 1500, 2000]), {}, 2000],
    ["raised above its reference, it is no longer a reduction", history([100, 2000, null], [10, 1200, 2000], [3, 2100, 2500]), {}, null],
    ["a product younger than 30 days: its history since it was first sold", history([12, 2400, null], [4, 1900, 2400]), {}, 2400],
    ["a reduction that began 40 days ago: the 30 days before it, not before today", history([90, 3000, null], [60, 2500, null], [40, 1900, 3000]), {}, 2500],
    ["a compare-at above every past price, the price unchanged: not announced", history([100, 2000, null], [5, 2000, 2900]), {}, null],
    ["a price lowered before the offer was announced: the lower price is the reference", history([100, 2000, null], [20, 1500, null], [5, 1500, 2000]), {}, null],
    ["reduced from its first day: no price before it, nothing to announce", history([10, 1500, 2000]), {}, null],
    ["no compare-at: no reduction", history([100, 2000, null], [5, 1500, null]), {}, null],
    ["the window is a setting", history([100, 1500, null], [50, 2200, null], [5, 1800, 2200]), { windowDays: 60 }, null],
    ["perishable goods: the price just before the reduction", history([100, 1500, null], [20, 2200, null], [1, 1800, 2200]), { perishable: true }, 2200],
    ["perishable goods too announce only a real reduction", history([100, 2200, null], [20, 1700, null], [1, 1800, 2200]), { perishable: true }, null],
  ])("%s", (_, rows, options, expected) => {
    expect(priorPrice(rows, options)?.referenceCents ?? null).toBe(expected);
  });

  it("dates the reduction from the start of its offer, and ignores a price replaced in the same instant", () => {
    const sameInstant: PriceRecord[] = [
      { at: daysAgo(100), priceCents: 2000, compareAtCents: null },
      { at: daysAgo(10), priceCents: 9999, compareAtCents: null },
      { at: daysAgo(10), priceCents: 1500, compareAtCents: 2000 },
      { at: daysAgo(2), priceCents: 1400, compareAtCents: 2000 },
    ];
    expect(priorPrice(sameInstant)).toEqual({ referenceCents: 2000, since: daysAgo(10) });
  });
});
