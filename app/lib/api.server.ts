import type { AppLoadContext } from "react-router";
import type { Locale } from "#domain/locale.ts";
import { createApiClient, type ApiClient } from "./api-client.server.ts";
import { COOKIE, readCookie } from "./cookies.ts";
import { readAnonymousId } from "./session.server.ts";

/** The API client for this request: the shopper's tokens come from httpOnly cookies only. */
export function apiFor(request: Request, context: AppLoadContext, lang: Locale): ApiClient {
  const cookies = request.headers.get("cookie");
  return createApiClient({ context, lang, token: readCookie(cookies, COOKIE.token.name), anonymousId: readAnonymousId(cookies) });
}
