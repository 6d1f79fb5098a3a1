import { describe, expect, it } from "vitest";
import { claimReload, RELOAD_GUARD_MS } from "./reload-guard.ts";

function memoryStore() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe("claimReload", () => {
  it("allows one reload of a path per 10 seconds", () => {
    const store = memoryStore();
    expect(claimReload("/en", store, 1_000)).toBe(true);
    expect(claimReload("/en", store, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload("/en", store, 1_000 + RELOAD_GUARD_MS)).toBe(true);
  });
  it("counts each path on its own", () => {
    const store = memoryStore();
    expect(claimReload("/en", store, 5)).toBe(true);
    expect(claimReload("/de", store, 5)).toBe(true);
  });
});
