import { describe, expect, it } from "vitest";
import { createKeyedCache, invalidateAllCaches } from "./keyed-cache.ts";

describe("createKeyedCache", () => {
  it("builds a key once while it is fresh", async () => {
    let builds = 0;
    const cache = createKeyedCache(async (k: string) => { builds++; return k.toUpperCase(); }, 60_000);
    expect(await Promise.all([cache.get("a"), cache.get("a")])).toEqual(["A", "A"]);
    expect(builds).toBe(1);
  });

  it("keeps at most maxEntries keys, dropping the least recently used", async () => {
    let builds = 0;
    const cache = createKeyedCache(async (k: number) => { builds++; return k; }, 60_000, { maxEntries: 2 });
    await cache.get(1); await cache.get(2); await cache.get(1); await cache.get(3);
    builds = 0;
    await cache.get(1);
    expect(builds).toBe(0);
    await cache.get(2);
    expect(builds).toBe(1);
  });

  it("never keeps a failed build", async () => {
    let fail = true;
    const cache = createKeyedCache(async () => { if (fail) throw new Error("down"); return 1; }, 60_000);
    await expect(cache.get("x")).rejects.toThrow("down");
    fail = false;
    expect(await cache.get("x")).toBe(1);
  });

  it("is emptied by invalidateAllCaches, and an answer built before it does not come back", async () => {
    let version = 1;
    let release: () => void = () => {};
    const cache = createKeyedCache(async () => { const v = version; await new Promise<void>((r) => { release = r; }); return v; }, 60_000);
    const stale = cache.get("k");
    version = 2;
    invalidateAllCaches();
    release();
    expect(await stale).toBe(1);
    const fresh = cache.get("k");
    release();
    expect(await fresh).toBe(2);
  });
});
