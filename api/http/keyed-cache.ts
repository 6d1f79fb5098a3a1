/**
 * Values built per key (a language), kept for maxAgeMs, shared by concurrent requests while they
 * build. invalidate() drops everything; a failed build is never kept, the next request tries again.
 */
export function createKeyedCache<K, V>(build: (key: K) => Promise<V>, maxAgeMs: number) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key: K): Promise<V> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < maxAgeMs) return hit.value;
      const value = build(key);
      entries.set(key, { at: Date.now(), value });
      value.catch(() => { if (entries.get(key)?.value === value) entries.delete(key); });
      return value;
    },
    invalidate(): void {
      entries.clear();
    },
  };
}
