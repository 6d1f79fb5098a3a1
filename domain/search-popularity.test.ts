import { describe, expect, it } from "vitest";
import { POPULAR_HALF_LIFE_MS, scoreAt, searchKey, storedScore } from "./search-popularity.ts";

describe("search popularity", () => {
  const now = Date.UTC(2026, 10, 29);

  it("reads back the score stored, halved every week after", () => {
    expect(scoreAt(storedScore(3, now), now)).toBeCloseTo(3, 10);
    expect(scoreAt(storedScore(3, now), now + POPULAR_HALF_LIFE_MS)).toBeCloseTo(1.5, 10);
    expect(scoreAt(storedScore(3, now), now + 3 * POPULAR_HALF_LIFE_MS)).toBeCloseTo(0.375, 10);
  });

  it("adds two scores in their stored form as the database does (max + log2(1 + 2^(min − max)))", () => {
    const a = storedScore(5, now);
    const b = storedScore(2, now - POPULAR_HALF_LIFE_MS); // 2 a week ago: 1 now
    const sum = Math.max(a, b) + Math.log2(1 + 2 ** (Math.min(a, b) - Math.max(a, b)));
    expect(scoreAt(sum, now)).toBeCloseTo(6, 10);
  });

  it("keeps a small figure decades on", () => {
    expect(storedScore(1, Date.UTC(2076, 0, 1))).toBeLessThan(3000);
  });

  it("compares searches without capitals and accents", () => {
    expect(searchKey("Caffè  Arabica")).toBe("caffe  arabica");
    expect(searchKey("OLIVENÖL")).toBe("olivenol");
  });
});
