import { createIPX, createIPXWebServer, ipxFSStorage } from "ipx";
import sharp from "sharp";
import { createImageCache } from "./image-cache.ts";

export const IMAGE_PREFIX = "/_ipx";
const MAX_SIDE = 2400;
const ALLOWED = new Set(["f", "format", "fit", "w", "h", "s", "q", "b", "blur"]);
const FORMATS = new Set(["webp", "avif", "jpeg", "jpg", "png"]);

/** Checks the operations of spec §7 before sharp sees them; a wrong one is a 400, never work done. */
export function checkImageOperations(operations: string): string | null {
  if (operations === "_") return null;
  for (const part of operations.split(/[&,]/)) {
    const [key, value = ""] = part.split("_", 2) as [string, string?];
    if (!ALLOWED.has(key)) return `Unknown image operation "${key}".`;
    if ((key === "f" || key === "format") && !FORMATS.has(value)) return `Unknown image format "${value}".`;
    if (key === "w" || key === "h") {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > MAX_SIDE) return `${key} must be a whole number from 1 to ${MAX_SIDE}.`;
    }
    if (key === "s") {
      const m = /^(\d+)x(\d+)$/.exec(value);
      if (!m || Number(m[1]) > MAX_SIDE || Number(m[2]) > MAX_SIDE || Number(m[1]) < 1 || Number(m[2]) < 1) return `s must be WIDTHxHEIGHT, each at most ${MAX_SIDE}.`;
    }
    if (key === "q" && !(Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= 100)) return "q must be from 1 to 100.";
    if (key === "blur" && !(Number(value) >= 0.3 && Number(value) <= 100)) return "blur must be from 0.3 to 100.";
    if (key === "b" && !/^[0-9a-fA-F]{3,8}$/.test(value)) return "b must be a hex colour.";
  }
  return null;
}

/** A malformed escape is the client's mistake, a 400, never a URIError and a 500 (issue 22; server/app.ts refuses it first). */
function decodeOrNull(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** What IMAGE_CACHE_MB gives when nothing is said (tests, scripts). */
export const DEFAULT_IMAGE_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Images of the shop's own media folder only: no remote sources, no path escapes, bounded sizes. Rendered
 * answers are kept within cacheBytes (IMAGE_CACHE_MB); 0 keeps none.
 */
export function createImageHandler(mediaDir: string, options: { cacheBytes?: number } = {}) {
  // libvips' own operation cache (50 MiB by default) would keep decoded sources beside our cache of
  // finished answers, in native memory glibc seldom gives back (issue 18 §4): ours is the one bounded.
  sharp.cache(false);
  const ipx = createIPX({
    storage: ipxFSStorage({ dir: mediaDir, maxAge: 60 * 60 * 24 * 30 }),
    maxAge: 60 * 60 * 24 * 30,
    sharpOptions: { limitInputPixels: 40_000_000 },
  });
  const handle = createIPXWebServer(ipx);
  const cache = createImageCache(options.cacheBytes ?? DEFAULT_IMAGE_CACHE_BYTES);
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const rest = url.pathname.slice(IMAGE_PREFIX.length);
    const match = /^\/([^/]+)\/(.+)$/.exec(rest);
    if (!match) return new Response("Image path must be /_ipx/{operations}/{source}.", { status: 400 });
    const [, operations, source] = match as unknown as [string, string, string];
    const operationsText = decodeOrNull(operations);
    const decoded = decodeOrNull(source);
    if (operationsText === null || decoded === null) return new Response("Image path has a broken %-escape.", { status: 400 });
    const problem = checkImageOperations(operationsText);
    if (problem) return new Response(problem, { status: 400 });
    if (/^[a-z]+:/i.test(decoded) || decoded.startsWith("/") || decoded.split("/").includes("..") || decoded.includes("\\")) {
      return new Response("Only images of this shop can be served.", { status: 400 });
    }
    const accept = request.headers.get("accept") ?? "";
    // The key holds what can change the answer: the path, and the formats the browser accepts (f_auto).
    const key = `${url.pathname}|${/image\/avif/.test(accept) ? "avif" : /image\/webp/.test(accept) ? "webp" : "-"}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const response = await handle(new Request(new URL(`/${operations}/${source}`, url.origin), { headers: request.headers }));
    if (response.status >= 500) return new Response("Image not found.", { status: 404 });
    const headers = new Headers(response.headers);
    if (!response.ok) return new Response(response.body, { status: response.status, headers });
    headers.set("Cache-Control", "public, max-age=2592000, stale-while-revalidate=86400");
    return cache.put(key, new Response(response.body, { status: response.status, headers }));
  };
}
