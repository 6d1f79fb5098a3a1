import { createApiClient, ApiRequestError } from "#app/lib/api-client.server.ts";
import type { StorefrontContext } from "#app/lib/context.ts";
import { COOKIE, readCookie } from "#app/lib/cookies.ts";
import { endedSessionCookies, readAnonymousId, sessionCookies, type SessionTokens } from "#app/lib/session.server.ts";
import { splitLocalePath } from "#domain/locale.ts";

type Renewal = { tokens: SessionTokens } | { ended: true } | { failed: true };

/**
 * A page and its data requests can arrive together after the access token expired. Each would
 * present the same refresh token, and the second would look like a stolen one being reused (its
 * whole family is revoked). So this node renews a refresh token once and hands the answer to every
 * request that brings it in the next 30 seconds.
 */
const renewals = new Map<string, { at: number; renewal: Promise<Renewal> }>();
const SHARE_MS = 30_000;

function withCookies(request: Request, replace: Record<string, string | null>): Request {
  const kept = (request.headers.get("cookie") ?? "").split(";").map((p) => p.trim()).filter((part) => {
    const name = part.slice(0, Math.max(0, part.indexOf("=")));
    return part && !(name in replace);
  });
  for (const [name, value] of Object.entries(replace)) if (value !== null) kept.push(`${name}=${encodeURIComponent(value)}`);
  const headers = new Headers(request.headers);
  headers.set("cookie", kept.join("; "));
  return new Request(request, { headers, duplex: "half" } as RequestInit);
}

async function renew(refreshToken: string, request: Request, context: StorefrontContext): Promise<Renewal> {
  const api = createApiClient({
    context, lang: splitLocalePath(new URL(request.url).pathname).lang, token: null,
    anonymousId: readAnonymousId(request.headers.get("cookie")),
  });
  try {
    const { data } = await api.post<{ data: SessionTokens }>("/auth/refresh", { refreshToken });
    return { tokens: data };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 400)) return { ended: true };
    // The API is unreachable: keep the cookies; the next request tries again.
    context.log("warn", "session renewal failed", { error: String(error) });
    return { failed: true };
  }
}

/**
 * Before the storefront answers: a shopper whose access token cookie expired (24 hours) but who still
 * has a refresh token gets a new pair, in the request the loaders see and in the cookies sent back.
 * A refresh token the API refuses ends the session: the token cookies are deleted.
 */
export async function withFreshSession(request: Request, context: StorefrontContext): Promise<{ request: Request; setCookies: string[] }> {
  const cookies = request.headers.get("cookie");
  const refreshToken = readCookie(cookies, COOKIE.refreshToken.name);
  if (!refreshToken || readCookie(cookies, COOKIE.token.name)) return { request, setCookies: [] };
  const now = Date.now();
  for (const [key, entry] of renewals) if (now - entry.at > SHARE_MS) renewals.delete(key);
  let entry = renewals.get(refreshToken);
  if (!entry) {
    entry = { at: now, renewal: renew(refreshToken, request, context) };
    renewals.set(refreshToken, entry);
  }
  const renewal = await entry.renewal;
  // Only answers are shared: after a failure the next request asks again.
  if ("failed" in renewal) renewals.delete(refreshToken);
  if ("tokens" in renewal) {
    return {
      request: withCookies(request, { [COOKIE.token.name]: renewal.tokens.accessToken, [COOKIE.refreshToken.name]: renewal.tokens.refreshToken }),
      setCookies: sessionCookies(renewal.tokens, context),
    };
  }
  if ("ended" in renewal) {
    return {
      request: withCookies(request, { [COOKIE.token.name]: null, [COOKIE.refreshToken.name]: null, [COOKIE.customerId.name]: null }),
      setCookies: endedSessionCookies(context),
    };
  }
  return { request, setCookies: [] };
}
