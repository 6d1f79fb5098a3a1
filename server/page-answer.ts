import { gunzipSync } from "node:zlib";
import { chooseEncoding, type KeptPage } from "./page-cache.ts";

/** How long a shared cache in front of the shop (Varnish, a CDN) may keep a page that is the same for everyone. */
export interface SharedCaching {
  /** s-maxage, in seconds: 0 asks shared caches not to keep pages. */
  maxAge: number;
  /** stale-while-revalidate, in seconds: an expired page may be sent while the next is fetched. */
  staleWhileRevalidate: number;
}

/**
 * The page depends on the request's address, its cookies (currency, language; a session's cookies make
 * another page) and the encoding; a browser asks again each time (max-age=0), a shared cache keeps it for
 * s-maxage and is purged on change (docs/operations.md).
 */
export function publicPageHeaders(headers: Headers, shared: SharedCaching): void {
  const directives = ["public", "max-age=0"];
  if (shared.maxAge > 0) directives.push(`s-maxage=${shared.maxAge}`);
  if (shared.maxAge > 0 && shared.staleWhileRevalidate > 0) directives.push(`stale-while-revalidate=${shared.staleWhileRevalidate}`);
  headers.set("Cache-Control", directives.join(", "));
  headers.set("Vary", "Accept-Encoding, Cookie");
}

/** A kept page, in the encoding the browser accepts; 304 when the browser holds this very page already. */
export function keptPageAnswer(page: KeptPage, request: Headers, shared: SharedCaching): Response {
  const headers = new Headers(page.headers);
  publicPageHeaders(headers, shared);
  headers.set("ETag", page.etag);
  headers.set("X-Page-Cache", "hit");
  if (page.contentSecurityPolicy) headers.set("Content-Security-Policy", page.contentSecurityPolicy);
  const held = request.get("if-none-match");
  if (held && held.split(",").some((tag) => tag.trim().replace(/^W\//, "") === page.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = chooseEncoding(request.get("accept-encoding"));
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : gunzipSync(page.gzip);
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  // Node's Buffers are backed by plain ArrayBuffers (never shared ones): a body as they are.
  return new Response(body as Uint8Array<ArrayBuffer>, { status: page.status, headers });
}
