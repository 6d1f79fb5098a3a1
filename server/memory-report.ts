import { answerCacheBytes, listingCacheBytes } from "#api/http/keyed-cache.ts";

const MIB = 1024 * 1024;
const mib = (bytes: number) => Math.round((bytes / MIB) * 10) / 10;

/**
 * The server's memory in MiB, by where it goes (docs/performance.md, "Memory"): resident in all (rss), V8's
 * heap, memory outside it that V8 knows of (external: PGlite's WebAssembly memory, Buffers), and the API's
 * answer caches as estimated against API_CACHE_MB, and the listing records against LISTING_CACHE_MB. Logged at start with LOG_LEVEL=debug.
 */
export function memoryReport(): Record<string, number> {
  const m = process.memoryUsage();
  return {
    rssMiB: mib(m.rss), heapTotalMiB: mib(m.heapTotal), heapUsedMiB: mib(m.heapUsed),
    externalMiB: mib(m.external), arrayBuffersMiB: mib(m.arrayBuffers), answerCachesMiB: mib(answerCacheBytes()),
    listingRecordsMiB: mib(listingCacheBytes()),
  };
}
