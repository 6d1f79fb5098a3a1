import { describe, expect, it } from "vitest";
import { estimateBytes } from "./answer-size.ts";

describe("estimateBytes", () => {
  it("counts strings by their length and typed arrays by their bytes", () => {
    expect(estimateBytes("x".repeat(1000))).toBeGreaterThanOrEqual(1000);
    expect(estimateBytes(new Int32Array(10_000))).toBeGreaterThanOrEqual(40_000);
  });

  it("walks objects, arrays, Maps and Sets", () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({ id: i, name: `product ${i}`, tags: new Set(["a", "b"]) }));
    const answer = { rows, byId: new Map(rows.map((r) => [r.id, r])) };
    const bytes = estimateBytes(answer);
    expect(bytes).toBeGreaterThan(100 * 50);
    expect(bytes).toBeLessThan(100 * 1000);
  });

  it("counts a value reached twice once, and ends on cycles", () => {
    const shared = { text: "z".repeat(10_000) };
    const cyclic: Record<string, unknown> = { a: shared, b: shared };
    cyclic.self = cyclic;
    expect(estimateBytes(cyclic)).toBeLessThan(12_000);
  });
});
