/**
 * About how many bytes of V8's heap a cached answer holds, found by walking it: strings by their length,
 * numbers and pointers 8 bytes, typed arrays by their bytes, objects, arrays, Maps and Sets with their
 * headers. Within about half to twice what a heap snapshot says of the same answer (docs/performance.md,
 * "Memory"); enough to keep the caches' total near its budget. A value reached twice is counted once.
 */
export function estimateBytes(value: unknown): number {
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  let bytes = 0;
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === "string") { bytes += 16 + v.length; continue; }
    if (typeof v !== "object" || v === null) { bytes += 8; continue; }
    if (seen.has(v)) { bytes += 8; continue; }
    seen.add(v);
    if (ArrayBuffer.isView(v)) { bytes += 64 + v.byteLength; continue; }
    if (v instanceof ArrayBuffer) { bytes += 32 + v.byteLength; continue; }
    if (v instanceof Date) { bytes += 32; continue; }
    if (v instanceof Map) {
      bytes += 32 + 24 * v.size;
      for (const [k, item] of v) stack.push(k, item);
      continue;
    }
    if (v instanceof Set) {
      bytes += 32 + 16 * v.size;
      for (const item of v) stack.push(item);
      continue;
    }
    if (Array.isArray(v)) {
      bytes += 32;
      for (const item of v) stack.push(item);
      continue;
    }
    // Property names are shared by objects of one shape; each object pays for its slots.
    bytes += 24;
    for (const key in v) if (Object.hasOwn(v, key)) stack.push((v as Record<string, unknown>)[key]);
  }
  return bytes;
}
