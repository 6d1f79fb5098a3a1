/**
 * An answer that depends on who asks (a session's token, a visitor's id, the cookies that carry them, or
 * that sets them) is stored by no cache: a shared cache or the back button would otherwise show one
 * shopper's cart or details to another person (issue 22). The API marks its own such answers; the
 * storefront marks every page or data answer that used one, or that sets a cookie.
 */
export const PERSONAL_CACHE_CONTROL = "private, no-store";

/** True for an answer marked personal by the API (or anything that forbids storing it). */
export function isPersonalAnswer(cacheControl: string | null): boolean {
  if (!cacheControl) return false;
  const directives = cacheControl.toLowerCase().split(",").map((d) => d.trim());
  return directives.includes("private") || directives.includes("no-store");
}

/**
 * Headers browsers send when they fetch a page ahead of the shopper (speculation rules, link prefetch,
 * Safari's previews): such a request is nobody's decision, and a GET that changes something must not run on it.
 */
export function isPrefetch(headers: Headers): boolean {
  const purpose = [headers.get("sec-purpose"), headers.get("purpose"), headers.get("x-purpose"), headers.get("x-moz")].join(";").toLowerCase();
  return /\b(prefetch|prerender|preview)\b/.test(purpose);
}
