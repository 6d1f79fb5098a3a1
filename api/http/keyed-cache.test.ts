import { afterEach, describe, expect, it } from "vitest";
import {
  answerCacheBytes, applyCatalogChange, BUILD_AGAIN, createKeyedCache, DEFAULT_ANSWER_CACHE_BYTES, DEFAULT_LISTING_CACHE_BYTES, invalidateAllCaches,
  listingCacheBytes, listingRecordsBudget, parseChangedProducts, setAnswerCacheBudget, setListingCacheBudget,
} from "./keyed-cache.ts";

/** Lets the builds' then-callbacks (which count their bytes) run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("createKeyedCache", () => {
  it("builds a key once while it is fresh", async () => {
    let builds = 0;
    const cache = createKeyedCache(async (k: string) => { builds++; return k.toUpperCase(); }, 60_000);
    expect(await Promise.all([cache.get("a"), cache.get("a")])).toEqual(["A", "A"]);
    expect(builds).toBe(1);
  });

  it("peeks at a value only once it is built and up to date, building nothing", async () => {
    let builds = 0;
    const cache = createKeyedCache(async (k: string) => { builds++; return `${k}${builds}`; }, 60_000, {
      patch: () => async (value) => `${value}+`,
    });
    expect(cache.peek("a")).toBeUndefined();
    expect(builds).toBe(0);
    const building = cache.get("a");
    expect(cache.peek("a")).toBeUndefined();
    await building;
    await settle();
    expect(await cache.peek("a")).toBe("a1");
    // A change waits on it: get applies it, peek does not.
    applyCatalogChange("products:1");
    expect(cache.peek("a")).toBeUndefined();
    expect(await cache.get("a")).toBe("a1+");
    expect(await cache.peek("a")).toBe("a1+");
    // Peeked at, a value is as recently used as one read: the least recently used goes first.
    const two = createKeyedCache(async (k: string) => k, 60_000, { maxEntries: 2 });
    await two.get("x");
    await two.get("y");
    await settle();
    await two.peek("x");
    await two.get("z");
    expect(await two.peek("x")).toBe("x");
    expect(two.peek("y")).toBeUndefined();
    const stale = createKeyedCache(async (k: string) => k, 0);
    await stale.get("b");
    await settle();
    expect(stale.peek("b")).toBeUndefined();
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

  describe("when only some products changed (issue 23)", () => {
    it("patches what a cache with `patch` keeps, and drops what the others keep", async () => {
      let builds = 0;
      const patched = createKeyedCache(async (k: string) => { builds++; return [k]; }, 60_000, {
        patch: (ids) => async (value, key) => [...value, `${key}+${ids.join(",")}`],
      });
      const plain = createKeyedCache(async (k: string) => { builds++; return k; }, 60_000);
      await patched.get("a"); await plain.get("b"); await settle();
      builds = 0;
      applyCatalogChange("products:7,9");
      expect(await patched.get("a")).toEqual(["a", "a+7,9"]);
      expect(builds).toBe(0);
      expect(await plain.get("b")).toBe("b");
      expect(builds).toBe(1);
      // Anything else drops everything, patched or not.
      applyCatalogChange("categories");
      expect(await patched.get("a")).toEqual(["a"]);
      expect(builds).toBe(2);
    });

    it("drops a value still building (it may predate the change) and builds afresh when a patch fails", async () => {
      let builds = 0;
      let release = () => {};
      const cache = createKeyedCache(async (k: string) => { builds++; if (builds === 1) await new Promise<void>((r) => { release = r; }); return `${k}${builds}`; }, 60_000, {
        patch: () => async () => { throw new Error("patch failed"); },
      });
      const first = cache.get("a");
      await settle();
      applyCatalogChange("products:1");
      release();
      expect(await first).toBe("a1");
      expect(await cache.get("a")).toBe("a2");
      await settle();
      applyCatalogChange("products:1");
      expect(await cache.get("a")).toBe("a3");
    });

    it("applies quick changes in order, and only to a value that is read again", async () => {
      const calls: string[] = [];
      const cache = createKeyedCache(async (k: string) => [k], 60_000, {
        patch: (ids, matched) => async (value, key) => {
          calls.push(`${key}:${matched ? "products" : "offers"}:${ids.join(",")}`);
          return [...value, ids.join(",")];
        },
      });
      await cache.get("a"); await cache.get("b"); await settle();
      applyCatalogChange("offers:1");
      applyCatalogChange("products:2,3");
      expect(calls).toEqual([]);
      expect(await cache.get("a")).toEqual(["a", "1", "2,3"]);
      expect(calls).toEqual(["a:offers:1", "a:products:2,3"]);
      applyCatalogChange("products:4");
      expect(await cache.get("a")).toEqual(["a", "1", "2,3", "4"]);
    });

    it("waits with changes of one kind that follow each other as one change of all their products (a feed's statements)", async () => {
      const calls: string[] = [];
      let made = 0;
      const cache = createKeyedCache(async (k: string) => [k], 60_000, {
        maxPending: 2,
        patch: (ids, matched) => {
          made++;
          return async (value, key) => { calls.push(`${key}:${matched ? "products" : "offers"}:${ids.join(",")}`); return [...value, ids.join(",")]; };
        },
      });
      await cache.get("a"); await cache.get("b"); await settle();
      // Past maxPending one by one: as one, they are never more than one waiting.
      for (const payload of ["offers:5,7", "offers:3,5", "offers:9", "products:2", "products:1"]) applyCatalogChange(payload);
      expect(await cache.get("a")).toEqual(["a", "3,5,7,9", "1,2"]);
      expect(await cache.get("b")).toEqual(["b", "3,5,7,9", "1,2"]);
      expect(calls).toEqual(["a:offers:3,5,7,9", "a:products:1,2", "b:offers:3,5,7,9", "b:products:1,2"]);
      // Each patch made once, when first applied, for every value waiting on it.
      expect(made).toBe(2);
    });

    /** A cache of `[key, ...each patch's ids]` allowed `maxPending` changes waiting, with `a` kept, and its builds counted. */
    async function keptWithPending(maxPending: number) {
      const built = { count: 0 };
      const cache = createKeyedCache(async (k: string) => { built.count++; return [k]; }, 60_000, {
        maxPending, patch: (ids) => async (value) => [...value, ids.join(",")],
      });
      await cache.get("a"); await settle();
      return { cache, built };
    }

    it("merges at most 16 notifications into one change: a value nobody reads is still dropped past `maxPending`", async () => {
      const { cache, built } = await keptWithPending(1);
      for (let id = 1; id <= 16; id++) applyCatalogChange(`offers:${id}`);
      expect(await cache.get("a")).toEqual(["a", Array.from({ length: 16 }, (_, i) => i + 1).join(",")]);
      await settle();
      for (let id = 1; id <= 17; id++) applyCatalogChange(`offers:${id}`);
      expect(await cache.get("a")).toEqual(["a"]);
      expect(built.count).toBe(2);
    });

    it("drops a value past its `maxPending` changes waiting, and builds it again when asked", async () => {
      const { cache, built } = await keptWithPending(2);
      applyCatalogChange("products:1");
      applyCatalogChange("offers:2");
      expect(await cache.get("a")).toEqual(["a", "1", "2"]);
      await settle();
      for (const payload of ["products:3", "offers:4", "products:5"]) applyCatalogChange(payload);
      expect(await cache.get("a")).toEqual(["a"]);
      expect(built.count).toBe(2);
    });

    it.each(["products:", "products:1,", "products:1;drop", "products:-1", "products:99999999999", "products:1,2,x", "*", "variants"])(
      "reads %j as 'anything may have changed'", (payload) => {
        expect(parseChangedProducts(payload)).toBeNull();
      });
  });

  describe("when a table changed (a notification naming it)", () => {
    it("drops a cache that reads that table or does not say, and keeps one that reads only others", async () => {
      let builds = 0;
      const listing = createKeyedCache(async (k: string) => { builds++; return k; }, 60_000, { tables: ["listing_products", "brands"] });
      const plain = createKeyedCache(async (k: string) => { builds++; return k; }, 60_000);
      await listing.get("a"); await plain.get("b"); await settle();
      builds = 0;
      applyCatalogChange("settings");
      await listing.get("a");
      expect(builds).toBe(0);
      await plain.get("b");
      expect(builds).toBe(1);
      applyCatalogChange("brands");
      await listing.get("a");
      expect(builds).toBe(2);
      // A cache that reads no product table keeps its values when some products change.
      const tree = createKeyedCache(async (k: string) => { builds++; return k; }, 60_000, { tables: ["categories"] });
      await tree.get("t"); await settle();
      builds = 0;
      applyCatalogChange("products:3");
      await tree.get("t");
      expect(builds).toBe(0);
      applyCatalogChange("categories");
      await tree.get("t");
      expect(builds).toBe(1);
      // Not a table's name ("*" after a lost connection): everything goes.
      for (const payload of ["*", "Settings", "listing_products; drop", ""]) {
        builds = 0;
        applyCatalogChange(payload);
        await listing.get("a");
        expect(builds).toBe(1);
      }
    });
  });

  describe("with `refresh` (values long to build that follow every change by `patch`)", () => {
    const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

    it("serves a value past its age while it is built again, then the new one", async () => {
      let version = 0;
      const cache = createKeyedCache(async () => ++version, 20, { refresh: true });
      expect(await cache.get("k")).toBe(1);
      await settle();
      await wait(30);
      expect(await cache.get("k")).toBe(1);
      await expect.poll(() => cache.get("k")).toBe(2);
      expect(version).toBe(2);
    });

    it("applies a change heard during the build to the new value too, and keeps no value built across a reset", async () => {
      let version = 0;
      let release: () => void = () => {};
      const cache = createKeyedCache(async () => { const v = ++version; if (v > 1) await new Promise<void>((r) => { release = r; }); return v; }, 20, {
        refresh: true, patch: () => async (value) => value + 100,
      });
      expect(await cache.get("k")).toBe(1);
      await settle();
      await wait(30);
      expect(await cache.get("k")).toBe(1);
      applyCatalogChange("products:5");
      release();
      await settle();
      // The old value took the change at its read; the new one, which may have read the products before it, too.
      await expect.poll(() => cache.get("k")).toBe(102);

      await wait(30);
      expect(await cache.get("k")).toBe(102);
      invalidateAllCaches();
      release();
      await settle();
      // Built before everything was dropped: not kept, and the next read builds afresh.
      const next = cache.get("k");
      release();
      expect(await next).toBe(4);
    });

    it("starts another build when one has hung for longer than the age limit", async () => {
      let version = 0;
      const cache = createKeyedCache(async () => { const v = ++version; if (v === 2) await new Promise(() => {}); return v; }, 20, { refresh: true });
      expect(await cache.get("k")).toBe(1);
      await settle();
      await wait(30);
      expect(await cache.get("k")).toBe(1);
      expect(await cache.get("k")).toBe(1);
      expect(version).toBe(2);
      await wait(30);
      expect(await cache.get("k")).toBe(1);
      await expect.poll(() => cache.get("k")).toBe(3);
    });

    it("builds again in the background after changes may have been missed; a cache without `refresh` drops its values", async () => {
      let builds = 0;
      const refreshed = createKeyedCache(async () => ++builds, 60_000, { refresh: true });
      const plain = createKeyedCache(async () => ++builds, 60_000);
      expect(await refreshed.get("k")).toBe(1);
      expect(await plain.get("k")).toBe(2);
      await settle();
      applyCatalogChange("*");
      expect(await refreshed.get("k")).toBe(1);
      expect(await plain.get("k")).toBeGreaterThan(2);
      await expect.poll(() => refreshed.get("k")).toBeGreaterThan(2);
    });

    it("patches with no products for a table of `patchTables`", async () => {
      const seen: number[][] = [];
      const cache = createKeyedCache(async () => "v", 60_000, { tables: ["listing_products"], patchTables: ["brands"], patch: (ids) => { seen.push(ids); return async (value) => `${value}+`; } });
      await cache.get("k"); await settle();
      applyCatalogChange("brands");
      expect(await cache.get("k")).toBe("v+");
      expect(seen).toEqual([[]]);
    });
  });

  it("builds a value again once when a patch says so, however many changes wait on it", async () => {
    let builds = 0;
    let patches = 0;
    const cache = createKeyedCache(async (k: string) => `${k}${++builds}`, 60_000, {
      patch: () => async () => { patches++; return BUILD_AGAIN; },
    });
    expect(await cache.get("k")).toBe("k1");
    await settle();
    for (let i = 1; i <= 5; i++) applyCatalogChange(`products:${i}`);
    expect(await cache.get("k")).toBe("k2");
    expect([builds, patches]).toEqual([2, 1]);
  });

  describe("the process's byte budget (API_CACHE_MB)", () => {
    afterEach(() => { invalidateAllCaches(); setAnswerCacheBudget(DEFAULT_ANSWER_CACHE_BYTES); });

    it("holds every cache together within it, dropping the least recently used answer of any cache", async () => {
      invalidateAllCaches();
      const builds: string[] = [];
      const answer = (k: string) => { builds.push(k); return "x".repeat(10_000); };
      const pages = createKeyedCache(async (k: string) => answer(`page ${k}`), 60_000);
      const products = createKeyedCache(async (k: string) => answer(`product ${k}`), 60_000);
      setAnswerCacheBudget(35_000);
      await pages.get("a"); await products.get("b"); await pages.get("c");
      await settle();
      expect(answerCacheBytes()).toBeGreaterThan(29_000);
      await pages.get("a"); // now the most recently used: "b" is the oldest
      await products.get("d");
      await settle();
      expect(answerCacheBytes()).toBeLessThanOrEqual(35_000);
      builds.length = 0;
      await pages.get("a"); await pages.get("c"); await products.get("d");
      expect(builds).toEqual([]);
      await products.get("b");
      expect(builds).toEqual(["product b"]);
    });

    it("keeps no answer larger than the budget, and still gives it to its callers", async () => {
      setAnswerCacheBudget(1_000);
      let builds = 0;
      const cache = createKeyedCache(async () => { builds++; return "y".repeat(5_000); }, 60_000);
      expect(await cache.get("big")).toHaveLength(5_000);
      await settle();
      expect(answerCacheBytes()).toBeLessThanOrEqual(1_000);
      await cache.get("big");
      expect(builds).toBe(2);
    });

    it("keeps the listing records apart (LISTING_CACHE_MB): a crawl through many answers does not push them out", async () => {
      invalidateAllCaches();
      setAnswerCacheBudget(25_000);
      setListingCacheBudget(25_000);
      let recordReads = 0;
      const records = createKeyedCache(async (k: string) => { recordReads++; return new Int32Array(5_000).fill(k.length); }, 60_000, { budget: listingRecordsBudget });
      const products = createKeyedCache(async (k: string) => k.repeat(10_000), 60_000);
      await records.get("pantry");
      for (const k of ["a", "b", "c", "d", "e"]) await products.get(k);
      await settle();
      expect(answerCacheBytes()).toBeLessThanOrEqual(25_000);
      expect(listingCacheBytes()).toBeGreaterThan(20_000);
      await records.get("pantry");
      expect(recordReads).toBe(1);
      // Its own budget still bounds it.
      await records.get("kitchen");
      await settle();
      expect(listingCacheBytes()).toBeLessThanOrEqual(25_000);
      await records.get("pantry");
      expect(recordReads).toBe(3);
      setListingCacheBudget(DEFAULT_LISTING_CACHE_BYTES);
    });

    it("gives the bytes back when a cache is invalidated or a key forgotten", async () => {
      invalidateAllCaches();
      const cache = createKeyedCache(async (k: string) => k.repeat(1_000), 60_000);
      await cache.get("a"); await cache.get("b");
      await settle();
      expect(answerCacheBytes()).toBeGreaterThan(2_000);
      cache.forget("a");
      expect(answerCacheBytes()).toBeLessThan(1_100);
      invalidateAllCaches();
      expect(answerCacheBytes()).toBe(0);
    });
  });
});
