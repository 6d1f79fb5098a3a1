import { COOKIE, serializeCookie } from "#app/lib/cookies.ts";
import { newAnonymousId, readAnonymousId } from "#app/lib/session.server.ts";

/**
 * Every visitor gets a persistent anonymous id (spec §6) on the first visit, so the cart and the
 * wishlist have an owner before any login. The request is rewritten so loaders see it at once.
 */
export function withAnonymousId(request: Request, secure: boolean): { request: Request; setCookie: string | null } {
  const cookies = request.headers.get("cookie");
  if (readAnonymousId(cookies)) return { request, setCookie: null };
  const id = newAnonymousId();
  const headers = new Headers(request.headers);
  headers.set("cookie", cookies ? `${cookies}; ${COOKIE.anonymousId.name}=${id}` : `${COOKIE.anonymousId.name}=${id}`);
  const rewritten = new Request(request, { headers, duplex: "half" } as RequestInit);
  return {
    request: rewritten,
    setCookie: serializeCookie(COOKIE.anonymousId.name, id, { maxAge: COOKIE.anonymousId.maxAge, httpOnly: true, secure }),
  };
}
