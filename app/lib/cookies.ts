/** Spec §9: cookie names and lifetimes. Token 24 hours; refresh token, id and anonymous id 365 days. */
export const COOKIE = {
  token: { name: "token", maxAge: 60 * 60 * 24 },
  refreshToken: { name: "refresh_token", maxAge: 60 * 60 * 24 * 365 },
  customerId: { name: "id", maxAge: 60 * 60 * 24 * 365 },
  anonymousId: { name: "ia", maxAge: 60 * 60 * 24 * 365 },
  locale: { name: "i18n_redirected", maxAge: 60 * 60 * 24 * 365 },
  /** The shopper's display currency; not a secret, not httpOnly. */
  currency: { name: "currency", maxAge: 60 * 60 * 24 * 365 },
  /**
   * Set once the visitor keeps a cart or a wishlist: only then does a page ask the API for the
   * header's counts, so a visitor who never added anything costs no query per page view.
   */
  visitorHint: { name: "vt_keeps", maxAge: 60 * 60 * 24 * 365 },
  /** Social login (issue 17): binds a sign-in started here to this browser, while the shopper is at the provider. */
  socialAttempt: { name: "social_attempt", maxAge: 60 * 10 },
  /** Social login: the password confirmation that links a provider to an existing account. */
  socialConfirm: { name: "social_confirm", maxAge: 60 * 10 },
} as const;

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try { return decodeURIComponent(part.slice(eq + 1).trim()); } catch { return null; }
    }
  }
  return null;
}

/** maxAge null: a session cookie, gone when the browser closes; 0 deletes the cookie. */
export interface CookieOptions { maxAge: number | null; httpOnly: boolean; secure: boolean }

/** Every cookie of ours: path /, SameSite=Lax, Secure under HTTPS. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`, "Path=/", ...(options.maxAge === null ? [] : [`Max-Age=${options.maxAge}`]), "SameSite=Lax",
    ...(options.httpOnly ? ["HttpOnly"] : []), ...(options.secure ? ["Secure"] : []),
  ].join("; ");
}
