import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import { TAGS_HEADER, writeTags } from "#domain/catalogue-tags.ts";
import { PERSONAL_CACHE_CONTROL } from "#domain/personal-answer.ts";
import type { Logger } from "./logger.ts";
import { chooseEncoding, pageCacheKeyOf, type KeptPage, type PageCache } from "./page-cache.ts";
import { answerSecurityHeaders } from "./security.ts";

/** How long a shared cache in front of the shop (Varnish, a CDN) may keep a page that is the same for everyone. */
export interface SharedCaching {
  /** s-maxage, in seconds: 0 asks shared caches not to keep pages. */
  maxAge: number;
  /** stale-while-revalidate, in seconds: an expired page may be sent while the next is fetched. */
  staleWhileRevalidate: number;
  /**
   * Each public answer names what of the catalogue it shows (Vetrina-Tags), for a cache in front that the nodes purge
   * by those names: set with CACHE_PURGE_URLS. Without one, the bytes are not sent.
   */
  tags?: boolean;
}

/** Paths the storefront never renders (IMAGE_PREFIX is /_ipx). */
export const NEVER_PAGES = /^\/(assets|_ipx|web\/v1)\//;

function publicCacheControl(shared: SharedCaching): string {
  const directives = ["public", "max-age=0"];
  if (shared.maxAge > 0) directives.push(`s-maxage=${shared.maxAge}`);
  if (shared.maxAge > 0 && shared.staleWhileRevalidate > 0) directives.push(`stale-while-revalidate=${shared.staleWhileRevalidate}`);
  return directives.join(", ");
}

/**
 * The page depends on the request's address, its cookies (currency, language; a session's cookies make
 * another page) and the encoding; a browser asks again each time (max-age=0), a shared cache keeps it for
 * s-maxage and is purged on change (docs/operations.md).
 */
export function publicPageHeaders(headers: Headers, shared: SharedCaching, shown: ReadonlySet<string>): void {
  headers.set("Cache-Control", publicCacheControl(shared));
  headers.set("Vary", "Accept-Encoding, Cookie");
  // What of the catalogue it shows, for a cache in front to drop it by (a ban on this header, deploy/varnish).
  if (shared.maxAge > 0 && shared.tags) headers.set(TAGS_HEADER, writeTags(shown));
}

/** Every header of a kept page's answer in this encoding (null: none) but its length and the security headers. */
export function keptPageHeaders(page: KeptPage, shared: SharedCaching, encoding: "br" | "gzip" | null): [string, string][] {
  const headers: [string, string][] = [
    ...page.headers,
    // A page kept for the visitors with the same counts is still theirs: no other cache may store it.
    ["Cache-Control", page.personal ? PERSONAL_CACHE_CONTROL : publicCacheControl(shared)],
    ["Vary", "Accept-Encoding, Cookie"],
    ["ETag", page.etag],
    ["X-Page-Cache", "hit"],
  ];
  if (page.contentSecurityPolicy) headers.push(["Content-Security-Policy", page.contentSecurityPolicy]);
  if (encoding) headers.push(["Content-Encoding", encoding]);
  return headers;
}

/** Whether the browser holds this very page already (If-None-Match). */
function holds(page: KeptPage, ifNoneMatch: string | null | undefined): boolean {
  return Boolean(ifNoneMatch) && ifNoneMatch!.split(",").some((tag) => tag.trim().replace(/^W\//, "") === page.etag);
}

/**
 * A kept page as a Fetch answer, in the encoding the browser accepts; 304 when the browser holds it already.
 * The server's Hono app sends it when the Node listener below left the request to it (a client that accepts
 * neither brotli nor gzip gets the gzip copy unpacked).
 */
export function keptPageAnswer(page: KeptPage, request: Headers, shared: SharedCaching): Response {
  if (holds(page, request.get("if-none-match"))) return new Response(null, { status: 304, headers: keptPageHeaders(page, shared, null) });
  const encoding = chooseEncoding(request.get("accept-encoding"));
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : gunzipSync(page.gzip);
  const headers = keptPageHeaders(page, shared, encoding);
  headers.push(["Content-Length", String(body.length)]);
  // Node's Buffers are backed by plain ArrayBuffers (never shared ones): a body as they are.
  return new Response(body as Uint8Array<ArrayBuffer>, { status: page.status, headers });
}

type Wire = "br" | "gzip" | "304";

/**
 * Kept pages sent straight from Node's request, before the Hono app builds a Request, runs its middleware
 * and turns a Response back into Node's answer (issue 18 §1: that round trip was most of a cache hit's
 * time). The answer is the one the app would send, security headers included: both are made by
 * keptPageHeaders and answerSecurityHeaders. Returns false for a request it leaves to the app: not a plain
 * GET of a kept page, or a client that accepts neither brotli nor gzip.
 */
export function createKeptPageResponder(options: {
  pageCache: PageCache; shared: SharedCaching; https: boolean; logger: Logger;
  /** Told of each page sent (its path and query): a search's is counted as a search (api/search/popular-searches.ts). */
  sent?: (url: string, req: IncomingMessage) => void;
}) {
  const { pageCache, shared, https, logger } = options;
  // Each kept page's headers, flat as Node writes them, worked out at its first hit in each form.
  const wires = new WeakMap<KeptPage, Partial<Record<Wire, string[]>>>();
  // Browsers send a handful of Accept-Encoding values: each is read once.
  const encodings = new Map<string, "br" | "gzip" | null>();

  function headersOf(page: KeptPage, wire: Wire): string[] {
    let forms = wires.get(page);
    if (!forms) wires.set(page, (forms = {}));
    let flat = forms[wire];
    if (!flat) {
      const contentType = page.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? "";
      const headers = [...keptPageHeaders(page, shared, wire === "304" ? null : wire), ...answerSecurityHeaders(contentType, https)];
      if (wire !== "304") headers.push(["Content-Length", String(page[wire].length)]);
      flat = forms[wire] = headers.flat();
    }
    return flat;
  }

  function encodingOf(acceptEncoding: string | undefined): "br" | "gzip" | null {
    if (!acceptEncoding) return null;
    let encoding = encodings.get(acceptEncoding);
    if (encoding === undefined) {
      encoding = chooseEncoding(acceptEncoding);
      if (encodings.size < 256 && acceptEncoding.length < 256) encodings.set(acceptEncoding, encoding);
    }
    return encoding;
  }

  return function answerFromCache(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url;
    if (req.method !== "GET" || !url || NEVER_PAGES.test(url)) return false;
    const key = pageCacheKeyOf(req.method, url, req.headers.cookie);
    const page = key === null ? undefined : pageCache.get(key);
    if (!page) return false;
    const started = performance.now();
    let wire: Wire;
    if (holds(page, req.headers["if-none-match"])) wire = "304";
    else {
      const encoding = encodingOf(req.headers["accept-encoding"]);
      if (!encoding) return false;
      wire = encoding;
    }
    res.writeHead(wire === "304" ? 304 : page.status, headersOf(page, wire));
    res.end(wire === "304" ? undefined : page[wire]);
    const query = url.indexOf("?");
    logger.info("request", { method: "GET", path: query < 0 ? url : url.slice(0, query), ms: Math.round((performance.now() - started) * 10) / 10, status: wire === "304" ? 304 : page.status, cache: "hit" });
    options.sent?.(url, req);
    return true;
  };
}
