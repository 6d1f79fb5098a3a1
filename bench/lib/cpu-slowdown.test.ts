import { describe, expect, it } from "vitest";
import { cpuSlowdownFor, EMULATED_PHONE_INDEX } from "./cpu-slowdown.ts";

describe("the CPU slowdown of Lighthouse's phone", () => {
  it("is Lighthouse's default 4× on a host four times the emulated phone (this project's quiet machine)", () => {
    expect(cpuSlowdownFor(EMULATED_PHONE_INDEX * 4)).toBe(4);
  });

  it("is smaller on a slower or busier host, so the emulated phone stays the same", () => {
    expect(cpuSlowdownFor(2000)).toBe(2.5);
    expect(cpuSlowdownFor(1200)).toBe(1.5);
  });

  it("never speeds the page up, never slows it past 12×, and falls back to 4× without an index", () => {
    expect(cpuSlowdownFor(300)).toBe(1);
    expect(cpuSlowdownFor(50_000)).toBe(12);
    expect(cpuSlowdownFor(Number.NaN)).toBe(4);
    expect(cpuSlowdownFor(0)).toBe(4);
  });
});
