import { describe, expect, it } from "vitest";
import { createImageCache } from "./image-cache.ts";

const image = (size: number) => new Response(new Uint8Array(size), { headers: { "content-type": "image/webp" } });

describe("createImageCache", () => {
  it("answers a stored image with its body and headers", async () => {
    const cache = createImageCache(1000);
    await cache.put("a", image(10));
    const hit = cache.get("a")!;
    expect(hit.headers.get("content-type")).toBe("image/webp");
    expect((await hit.arrayBuffer()).byteLength).toBe(10);
  });

  it("drops the least recently used images past its byte budget", async () => {
    const cache = createImageCache(800);
    await cache.put("a", image(100));
    await cache.put("b", image(100));
    cache.get("a");
    for (const key of ["c", "d", "e", "f", "g", "h", "i"]) await cache.put(key, image(100));
    expect(cache.size).toBeLessThanOrEqual(800);
    expect(cache.get("a")).not.toBeNull();
    expect(cache.get("b")).toBeNull();
  });

  it("does not keep an image larger than an eighth of the budget", async () => {
    const cache = createImageCache(800);
    const answer = await cache.put("big", image(200));
    expect((await answer.arrayBuffer()).byteLength).toBe(200);
    expect(cache.get("big")).toBeNull();
  });

  it("keeps nothing with a budget of 0 (IMAGE_CACHE_MB=0), and still answers", async () => {
    const cache = createImageCache(0);
    const answer = await cache.put("a", image(10));
    expect((await answer.arrayBuffer()).byteLength).toBe(10);
    expect(cache.get("a")).toBeNull();
    expect(cache.size).toBe(0);
  });
});
