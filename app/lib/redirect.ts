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
