import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { COOKIE, readCookie } from "#app/lib/cookies.ts";

const brotli = promisify(brotliCompress);
/**
 * Brotli's quality 6: a product page (about 140 kB) in 7 ms, 12 % smaller than gzip's best. Quality 11 saves
 * 3 kB more but takes 270 ms of a core, again for every page after each change of the catalogue.
 */
const BROTLI_QUALITY = 6;
const gzipAsync = promisify(gzip);

/**
 * Rendered pages kept for visitors without personal state (issue 18 §1).
 *
 * Most page views come from visitors with no session, cart or wishlist, and from crawlers: their page is the
 * same for everyone with the same address and currency, so it is rendered once and then sent as it was kept,
 * brotli- and gzip-compressed once. What may never happen:
 * - a visitor's own page reaching another: only a request carrying none of the cookies of a session, a cart or
 *   a wishlist is answered from here (`pageCacheKey`), and only an answer whose render asked the API for nothing
 *   personal and set no cookie is kept (server/app.ts decides);
 * - two answers sharing a CSP nonce: a kept page has its nonces taken out, and its inline scripts are allowed
 *   by their SHA-256 hashes instead (`withoutNonce`);
 * - a page outliving the data it shows: a change of some products drops the pages whose render showed them
 *   (`dropTags`: the tags the API's answers named, domain/catalogue-tags.ts), any other change of the catalogue,
 *   settings or content drops everything (the database's change notifications, heard by every node), and a page
 *   goes after `ttlMs` at the latest.
 * It is bounded in bytes (both encodings counted; no uncompressed copy is kept); the least recently used page goes first.
 */
export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
}

export interface KeptPage {
  status: number;
  /** The answer's own headers, without cookies, lengths, encodings and the CSP. */
  headers: [string, string][];
  contentSecurityPolicy: string | null;
  etag: string;
  /**
   * The two encodings browsers ask for. No uncompressed copy is kept (it would take three quarters of the
   * budget): the rare client that accepts neither gets the gzip copy unpacked (page-answer.ts).
   */
  gzip: Buffer;
  br: Buffer;
  storedAt: number;
  /** Kept for the visitors with one cart count and wishlist (visitorPageCacheKey): stored by no other cache. */
  personal: boolean;
  /** What of the catalogue it shows (domain/catalogue-tags.ts): it goes when one of these changes. */
  tags: readonly string[];
}

/** Cookies that make a page a visitor's own: a session, a cart or a wishlist, a social sign-in under way. */
const PERSONAL_COOKIES = new Set<string>([
  COOKIE.token.name, COOKIE.refreshToken.name, COOKIE.customerId.name, COOKIE.visitorHint.name,
  COOKIE.socialAttempt.name, COOKIE.socialConfirm.name,
]);
/** Those of them a visitor with a cart or a wishlist and no session carries (see visitorPageCacheKeyOf). */
const SESSION_COOKIES = new Set([...PERSONAL_COOKIES].filter((name) => name !== COOKIE.visitorHint.name));

/**
 * The key a GET request's page is kept under, or null when it may not be answered from the cache. The
 * currency cookie is part of it (it changes the prices shown); the language is the address's; the anonymous
 * id is not: a page whose render used it asked the API a personal question and was never kept.
 */
export function pageCacheKey(request: Request): string | null {
  return pageCacheKeyOf(request.method, request.url, request.headers.get("cookie"));
}

/** The same, from a request's parts: `url` is absolute or the request line's path and query. */
export function pageCacheKeyOf(method: string | undefined, url: string, cookies: string | null | undefined): string | null {
  return keyOf(method, url, cookies, PERSONAL_COOKIES, false);
}

/**
 * For a visitor who keeps a cart or a wishlist and has no session: the first part of the key their page is
 * kept under, the rest being the header's counts as the API gives them now (`withVisitorSummary`). A page is
 * kept so only when those counts were the one personal answer its render used (server/app.ts decides): its
 * HTML is then the same for every visitor with the same counts, as the anonymous page is for everyone.
 */
export function visitorPageCacheKey(request: Request): string | null {
  return keyOf(request.method, request.url, request.headers.get("cookie"), SESSION_COOKIES, true);
}

export function withVisitorSummary(base: string, summary: { cartCount: number; wishlist: number[]; signedIn: boolean }): string | null {
  if (summary.signedIn) return null;
  return `${base}\u0001${summary.cartCount}\u0001${summary.wishlist.join(",")}`;
}

function keyOf(method: string | undefined, url: string, cookies: string | null | undefined, refused: ReadonlySet<string>, hintNeeded: boolean): string | null {
  if (method !== "GET") return null;
  let currency = "";
  let hint = false;
  // One pass over the header: it is read for every page request.
  if (cookies) {
    for (const part of cookies.split(";")) {
      const eq = part.indexOf("=");
      const name = (eq < 0 ? part : part.slice(0, eq)).trim();
      if (refused.has(name)) return null;
      if (name === COOKIE.currency.name) currency = readCookie(part, name) ?? "";
      else if (name === COOKIE.visitorHint.name) hint = true;
    }
  }
  if (hintNeeded && !hint) return null;
  // Parsed as the storefront parses it (the request line after an origin: `//x/y` is a path, not a host), so that
  // `/a/./b` and `/a/b` are one page, however the request spells it.
  const { pathname, search } = new URL(url.startsWith("/") ? `http://page.invalid${url}` : url);
  return `${pathname}${search}\u0000${currency}`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*"application\/(?:ld\+)?json"/i;

/**
 * The page as it may be sent to anyone: the render's nonce attributes removed, and the hashes of its inline
 * scripts (JSON data blocks run nothing and need none) for the kept page's Content-Security-Policy.
 */
export function withoutNonce(html: string, nonce: string): { html: string; scriptHashes: string[] } {
  const stripped = nonce ? html.split(` nonce="${nonce}"`).join("") : html;
  const hashes = new Set<string>();
  for (const [, attributes, body] of stripped.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes!) || DATA_BLOCK.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`);
  }
  return { html: stripped, scriptHashes: [...hashes] };
}

/** Past this many tags dropped while pages were rendering, a render older than all of them is not kept at all. */
const MAX_DROPPED_TAGS = 50_000;

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const pages = new Map<string, KeptPage>();
  /** The keys of the pages that bear each tag. */
  const byTag = new Map<string, Set<string>>();
  let bytes = 0;
  // A render that started before a change it shows must not be kept once it is compressed: each drop is numbered,
  // and a page rendered since number n is refused when one of its tags was dropped after n (or everything was).
  let drops = 0;
  let everythingDroppedAt = 0;
  const droppedAt = new Map<string, number>();

  const sizeOf = (page: KeptPage) => page.gzip.length + page.br.length;
  function remove(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= sizeOf(page);
    for (const tag of page.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  }
  function outdated(renderedSince: number, tags: Iterable<string>): boolean {
    if (renderedSince < everythingDroppedAt) return true;
    for (const tag of tags) if ((droppedAt.get(tag) ?? 0) > renderedSince) return true;
    return false;
  }

  return {
    get(key: string): KeptPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      if (now() - page.storedAt > options.ttlMs) {
        remove(key);
        return undefined;
      }
      // Most recently used last: the Map's order is the eviction order.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },

    /** Taken before a render: a page rendered from data older than a change it shows is not kept. */
    generation: () => drops,

    /**
     * Compresses and keeps a page rendered since `renderedSince` (a `generation()`), in the background: the
     * visitor who caused the render is not kept waiting.
     */
    async put(key: string, renderedSince: number, page: { status: number; headers: [string, string][]; body: string; contentSecurityPolicy: string | null; personal?: boolean; tags?: ReadonlySet<string> }): Promise<void> {
      const tags = page.tags ? [...page.tags] : [];
      if (outdated(renderedSince, tags)) return;
      const identity = Buffer.from(page.body, "utf8");
      const [gz, br] = await Promise.all([
        gzipAsync(identity, { level: 9 }),
        brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      ]);
      if (outdated(renderedSince, tags) || gz.length + br.length > options.maxBytes / 2) return;
      remove(key);
      const kept: KeptPage = {
        status: page.status, headers: page.headers, contentSecurityPolicy: page.contentSecurityPolicy,
        etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
        gzip: gz, br, storedAt: now(), personal: Boolean(page.personal), tags,
      };
      pages.set(key, kept);
      bytes += sizeOf(kept);
      for (const tag of tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, keys = new Set());
        keys.add(key);
      }
      for (const oldest of pages.keys()) {
        if (bytes <= options.maxBytes) break;
        remove(oldest);
      }
    },

    /** Drops the pages that show any of these (a change of some products: domain/catalogue-tags.ts). */
    dropTags(tags: Iterable<string>): void {
      drops += 1;
      for (const tag of tags) {
        droppedAt.set(tag, drops);
        for (const key of byTag.get(tag) ?? []) remove(key);
      }
      // Renders take milliseconds: past the bound, the ones older than every drop so far are refused whole.
      if (droppedAt.size > MAX_DROPPED_TAGS) {
        droppedAt.clear();
        everythingDroppedAt = drops;
      }
    },

    clear(): void {
      drops += 1;
      everythingDroppedAt = drops;
      droppedAt.clear();
      pages.clear();
      byTag.clear();
      bytes = 0;
    },

    stats: () => ({ pages: pages.size, bytes }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** The encoding a kept page is sent in: brotli, then gzip, as the browser accepts (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | null): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (wants("br")) return "br";
  if (wants("gzip")) return "gzip";
  return null;
}
