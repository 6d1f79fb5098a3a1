/**
 * Rendered images kept in memory, least recently used out first, within a byte budget: a product
 * grid asks for the same few sizes again and again, and sharp should not redo them each time.
 */
export function createImageCache(maxBytes: number) {
  const entries = new Map<string, { body: Uint8Array; headers: [string, string][] }>();
  let bytes = 0;
  return {
    get(key: string): Response | null {
      const hit = entries.get(key);
      if (!hit) return null;
      entries.delete(key);
      entries.set(key, hit);
      return new Response(hit.body as unknown as BodyInit, { status: 200, headers: hit.headers });
    },
    async put(key: string, response: Response): Promise<Response> {
      const body = new Uint8Array(await response.arrayBuffer());
      const headers = [...response.headers.entries()];
      if (body.byteLength <= maxBytes / 8) {
        entries.set(key, { body, headers });
        bytes += body.byteLength;
        for (const [oldKey, old] of entries) {
          if (bytes <= maxBytes) break;
          entries.delete(oldKey);
          bytes -= old.body.byteLength;
        }
      }
      return new Response(body as unknown as BodyInit, { status: response.status, headers });
    },
    get size() { return bytes; },
  };
}
