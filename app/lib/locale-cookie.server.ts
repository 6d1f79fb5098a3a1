import type { AppLoadContext } from "react-router";
import type { Locale } from "#domain/locale.ts";
import { COOKIE, serializeCookie } from "./cookies.ts";

/** Spec §9: i18n_redirected, 365 days, path /, SameSite Lax; page scripts may read it (it is no secret). */
export function localeCookie(lang: Locale, context: Pick<AppLoadContext, "publicBaseUrl">): string {
  return serializeCookie(COOKIE.locale.name, lang, {
    maxAge: COOKIE.locale.maxAge, httpOnly: false, secure: context.publicBaseUrl.startsWith("https:"),
  });
}
