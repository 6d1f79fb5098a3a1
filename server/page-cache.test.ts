import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { keptPageAnswer, publicPageHeaders } from "./page-answer.ts";
import { chooseEncoding, createPageCache, pageCacheKey, withoutNonce } from "./page-cache.ts";

const get = (path: string, cookie?: string) => new Request(`https://shop.example.com${path}`, { headers: cookie ? { cookie } : {} });
const page = (body: string) => ({ status: 200, headers: [["content-type", "text/html; charset=utf-8"]] as [string, string][], body, contentSecurityPolicy: "script-src 'self'" });
const SHARED = { maxAge: 60, staleWhileRevalidate: 30 };

describe("pageCacheKey", () => {
  it("keys a visitor without personal state by address and currency", () => {
    expect(pageCacheKey(get("/en/p?x=1"))).toBe(pageCacheKey(get("/en/p?x=1", "ia=abcdefghijklmnop1234; i18n_redirected=de")));
    expect(pageCacheKey(get("/en/p?x=1"))).not.toBe(pageCacheKey(get("/en/p?x=2")));
    expect(pageCacheKey(get("/en/p", "currency=USD"))).not.toBe(pageCacheKey(get("/en/p")));
  });

  it("never answers a session, a cart, a wishlist or a sign-in under way from the cache", () => {
    for (const cookie of ["token=a", "refresh_token=a", "id=a", "vt_keeps=1", "social_attempt=a", "social_confirm=a", "currency=EUR; token=a"]) {
      expect(pageCacheKey(get("/en", cookie)), cookie).toBeNull();
    }
    expect(pageCacheKey(new Request("https://shop.example.com/en", { method: "POST" }))).toBeNull();
    expect(pageCacheKey(new Request("https://shop.example.com/en", { method: "HEAD" }))).toBeNull();
  });
});

describe("withoutNonce", () => {
  it("takes the render's nonce out and hashes every inline script but data blocks and external ones", () => {
    const html = '<script nonce="N0nce==">a()</script><script nonce="N0nce==" type="text/x-vetrina-module">import "x"</script>'
      + '<script type="application/ld+json">{"a":1}</script><script src="/x.js" nonce="N0nce=="></script><p>nonce="N0nce=="</p>';
    const { html: out, scriptHashes } = withoutNonce(html, "N0nce==");
    expect(out).not.toContain(' nonce="N0nce=="');
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(scriptHashes).toEqual([hash("a()"), hash('import "x"')]);
  });
});

describe("createPageCache", () => {
  it("keeps a page in three encodings and sends the one the browser accepts", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const body = "<p>hello</p>".repeat(200);
    await cache.put("k", cache.generation(), page(body));
    const kept = cache.get("k")!;
    expect(brotliDecompressSync(kept.br).toString()).toBe(body);
    expect(gunzipSync(kept.gzip).toString()).toBe(body);
    const br = keptPageAnswer(kept, new Headers({ "accept-encoding": "gzip, deflate, br" }), SHARED);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=30");
    expect(br.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(br.headers.get("set-cookie")).toBeNull();
    const plain = keptPageAnswer(kept, new Headers(), SHARED);
    expect(await plain.text()).toBe(body);
    const again = keptPageAnswer(kept, new Headers({ "if-none-match": kept.etag }), SHARED);
    expect(again.status).toBe(304);
  });

  it("drops everything on a change, and a page rendered before it is not kept after it", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    await cache.put("a", cache.generation(), page("a"));
    const before = cache.generation();
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
    await cache.put("b", before, page("b"));
    expect(cache.get("b")).toBeUndefined();
  });

  it("drops only the pages showing what some products' change touched, and keeps no render from before it", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const tagged = (body: string, ...tags: string[]) => ({ ...page(body), tags: new Set(tags) });
    await cache.put("kitchen", cache.generation(), tagged("kitchen", "c1", "p10", "p11"));
    await cache.put("pantry", cache.generation(), tagged("pantry", "c2", "p20"));
    await cache.put("product", cache.generation(), tagged("product", "p11", "p12"));
    await cache.put("about", cache.generation(), tagged("about"));
    await cache.put("search", cache.generation(), tagged("search", "products"));
    const before = cache.generation();
    cache.dropTags(["products", "p11"]);
    expect(["kitchen", "pantry", "product", "about", "search"].filter((key) => cache.get(key))).toEqual(["pantry", "about"]);
    // Rendered before the change: a page that shows p11 is not kept after it; one that does not is.
    await cache.put("related", before, tagged("related", "p11", "c2"));
    await cache.put("other", before, tagged("other", "p30", "c2"));
    expect(cache.get("related")).toBeUndefined();
    expect(cache.get("other")).toBeDefined();
    // Rendered after it: kept.
    await cache.put("related", cache.generation(), tagged("related", "p11", "c2"));
    expect(cache.get("related")).toBeDefined();
    cache.dropTags(["c2"]);
    expect(["pantry", "about", "other", "related"].filter((key) => cache.get(key))).toEqual(["about"]);
    expect(cache.stats().pages).toBe(1);
    // Dropping a tag again after its pages went finds nothing left of them.
    cache.dropTags(["c2", "p11"]);
    expect(cache.stats().pages).toBe(1);
  });

  it("is bounded in bytes, the least recently used page going first, and forgets a page after its time", async () => {
    let now = 0;
    // Pages that barely compress (random base64): each keeps about 2 × 15 kB (brotli and gzip); two fit in 70 kB, not three.
    const body = () => randomBytes(15_000).toString("base64");
    const cache = createPageCache({ maxBytes: 70_000, ttlMs: 1_000, now: () => now });
    await cache.put("a", 0, page(body()));
    await cache.put("b", 0, page(body()));
    expect(cache.get("a")).toBeDefined();
    await cache.put("c", 0, page(body()));
    expect(cache.stats().pages).toBe(2);
    expect(cache.stats().bytes).toBeLessThanOrEqual(70_000);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    now = 1_001;
    expect(cache.get("a")).toBeUndefined();
  });
});

describe("publicPageHeaders", () => {
  it("names what of the catalogue the page shows only for a cache in front purged by those names", () => {
    const shown = new Set(["c4", "p12"]);
    const purged = new Headers();
    publicPageHeaders(purged, { ...SHARED, tags: true }, shown);
    expect(purged.get("vetrina-tags")).toBe("c4 p12");
    const plain = new Headers();
    publicPageHeaders(plain, SHARED, shown);
    expect(plain.get("vetrina-tags")).toBeNull();
    expect(plain.get("cache-control")).toBe(purged.get("cache-control"));
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding(null)).toBeNull();
  });
});
