/**
 * Redirects stay on the shop (DESIGN.md, security principle 9; issue 22). Every redirect target that
 * came from a request or a stored rule passes here last, after any rewrite, in the API and in the
 * storefront alike: what comes out is a path of our own site, or the caller's fallback.
 */

// Any origin will do: only "is it still this one?" is asked. Node's URL is the WHATWG parser browsers use.
const SITE = new URL("https://site.invalid");

/** The parsed target when a browser would read it as a page of ours and it stays one when sent back as a Location. */
function resolveOnSite(target: string): URL | null {
  let url: URL;
  try {
    // The parser does what a browser does: drops tabs and newlines, reads "\" as "/", resolves ".",
    // "..", "%2e" and "%2E%2e" segments, and percent-encodes controls, spaces and non-ASCII.
    url = new URL(target, SITE);
  } catch {
    return null;
  }
  // "/.//evil.example" stays here once, but its normalised path "//evil.example" names another host.
  return url.origin === SITE.origin && !url.pathname.startsWith("//") ? url : null;
}

/**
 * A same-origin path (`/en/cart?x=1#top`) for any candidate target, or `fallback` when the target is
 * not a path or a browser would resolve it, or its percent-decoded form, to another host or scheme.
 * The fallback must be a path of ours, never request data.
 */
export function toSafeRedirect(target: unknown): string;
export function toSafeRedirect(target: unknown, fallback: string): string;
export function toSafeRedirect(target: unknown, fallback: null): string | null;
export function toSafeRedirect(target: unknown, fallback: string | null = "/"): string | null {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  const url = resolveOnSite(target);
  if (!url) return fallback;
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(url.pathname);
    // A query the shop cannot decode is answered 400: not a page to send a shopper to.
    decodeURIComponent(url.search);
  } catch {
    return fallback;
  }
  // "/%2f%2fevil.example" or "/%5cevil.example" would leave the site for anything between us and the
  // browser (a proxy, a CDN rule) that decodes the path once before redirecting.
  if (!resolveOnSite(decodedPath)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
