/**
 * How long a cached catalogue answer may live without news of a change. Changes arrive as database
 * notifications (migration 0005) and drop every cache at once; the time limit only bounds the damage
 * of a notification lost while the listening connection was down.
 */
export const CATALOG_CACHE_MAX_AGE_MS = 15 * 60_000;

interface Invalidatable { invalidate(): void }

// Every cache of the process, held weakly: one call drops them all when the catalogue changes.
const everyCache = new Set<WeakRef<Invalidatable>>();

/** Drops every keyed cache of this process (all API instances): called when the catalogue changed. */
export function invalidateAllCaches(): void {
  for (const ref of everyCache) {
    const cache = ref.deref();
    if (cache) cache.invalidate();
    else everyCache.delete(ref);
  }
}

/**
 * Values built per key (a language, a path, a query), kept for maxAgeMs, shared by concurrent requests
 * while they build. At most maxEntries keys are kept, the least recently used going first, so distinct
 * requests cannot grow it without bound. invalidate() drops everything; a failed build is never kept.
 */
export function createKeyedCache<K, V>(build: (key: K) => Promise<V>, maxAgeMs: number, options: { maxEntries?: number } = {}) {
  const maxEntries = options.maxEntries ?? 100;
  let entries = new Map<K, { at: number; value: Promise<V> }>();
  const cache = {
    get(key: K): Promise<V> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < maxAgeMs) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = build(key);
      const owner = entries;
      entries.delete(key);
      entries.set(key, { at: Date.now(), value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
      value.catch(() => { if (owner.get(key)?.value === value) owner.delete(key); });
      return value;
    },
    /** Drops one key at once (a session revoked on this node). */
    forget(key: K): void {
      entries.delete(key);
    },
    invalidate(): void {
      // A build still running keeps its old map: its answer never lands in the new one.
      entries = new Map();
    },
  };
  everyCache.add(new WeakRef(cache));
  return cache;
}
