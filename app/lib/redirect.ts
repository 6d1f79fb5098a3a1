import { redirect } from "react-router";
import { toSafeRedirect } from "#domain/safe-redirect.ts";

/**
 * Every redirect the storefront answers is made here (the linter refuses react-router's own), so its
 * final target, after language prefixes, slugs and queries were rewritten, is kept on the shop
 * (domain/safe-redirect.ts, issue 22). `fallback` is where a refused target goes: a path of ours.
 */
export function redirectOnSite(target: string, init: number | ResponseInit = 302, fallback = "/"): Response {
  return redirect(toSafeRedirect(target, fallback), init);
}

/** A 303 to a place off the shop whose origin the server knows from its configuration; anything else is never followed. */
function redirectOffSite(url: string, allowedOrigins: readonly string[], what: string, headers?: Headers): Response {
  let origin = "";
  try { origin = new URL(url).origin; } catch { /* not a URL: refused below */ }
  if (!origin || !allowedOrigins.includes(origin)) throw new Error(`refusing to send the shopper to ${origin || "an invalid address"}: not a known ${what}`);
  return redirect(url, { status: 303, ...(headers ? { headers } : {}) });
}

/**
 * A redirect off the shop: to a payment provider's hosted page (issue 15), whose address the API got from
 * the provider. Only the origins the server knows as providers' pages are allowed (the same list the CSP's
 * form-action names); anything else is a programming or configuration error, never followed.
 */
export function redirectToPaymentPage(url: string, allowedOrigins: readonly string[]): Response {
  return redirectOffSite(url, allowedOrigins, "payment page");
}

/** The other one: to a social login provider's sign-in page (issue 17), with the cookie that binds the sign-in to this browser. */
export function redirectToSignInPage(url: string, allowedOrigins: readonly string[], cookies: readonly string[]): Response {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirectOffSite(url, allowedOrigins, "sign-in page", headers);
}
