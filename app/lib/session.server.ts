import type { AppLoadContext } from "react-router";
import { COOKIE, readCookie, serializeCookie } from "./cookies.ts";
import { redirectOnSite } from "./redirect.ts";

/** What the API answers at sign-in, activation and refresh: the tokens the browser must never read. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  /** "Remember me": the refresh token outlives the browser session. */
  remember: boolean;
  /** The customer's id; absent from a refresh answer (the cookie keeps the one it has). */
  id?: string;
}

const ANONYMOUS_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function newAnonymousId(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");
}

export function readAnonymousId(cookies: string | null): string | null {
  const ia = readCookie(cookies, COOKIE.anonymousId.name);
  return ia && ANONYMOUS_ID.test(ia) ? ia : null;
}

/** A shopper is signed in while either token cookie is there: a missing access token is renewed from the refresh token. */
export function hasSession(cookies: string | null): boolean {
  return Boolean(readCookie(cookies, COOKIE.token.name) || readCookie(cookies, COOKIE.refreshToken.name));
}

function secureFor(context: Pick<AppLoadContext, "publicBaseUrl">): boolean {
  return context.publicBaseUrl.startsWith("https:");
}

/**
 * Spec §9 lifetimes: the token 24 hours, the refresh token and the id 365 days. Without "remember me"
 * all three are browser-session cookies: closing the browser of a shared computer signs the shopper out.
 * All httpOnly: page scripts never see a token (DESIGN security principle 1).
 */
export function sessionCookies(tokens: SessionTokens, context: Pick<AppLoadContext, "publicBaseUrl">): string[] {
  const secure = secureFor(context);
  const keep = (maxAge: number) => (tokens.remember ? maxAge : null);
  return [
    serializeCookie(COOKIE.token.name, tokens.accessToken, { maxAge: keep(COOKIE.token.maxAge), httpOnly: true, secure }),
    serializeCookie(COOKIE.refreshToken.name, tokens.refreshToken, { maxAge: keep(COOKIE.refreshToken.maxAge), httpOnly: true, secure }),
    ...(tokens.id ? [serializeCookie(COOKIE.customerId.name, tokens.id, { maxAge: keep(COOKIE.customerId.maxAge), httpOnly: true, secure })] : []),
  ];
}

/**
 * At sign-in the anonymous id is replaced (DESIGN security principle 1): its cart and wishlist now
 * belong to the customer, and the old id, which a shared computer may still know, owns nothing.
 */
export function signInCookies(tokens: SessionTokens & { id: string }, context: Pick<AppLoadContext, "publicBaseUrl">): string[] {
  const secure = secureFor(context);
  return [
    ...sessionCookies(tokens, context),
    serializeCookie(COOKIE.anonymousId.name, newAnonymousId(), { maxAge: COOKIE.anonymousId.maxAge, httpOnly: true, secure }),
  ];
}

/** Spec §4 logout: tokens and user gone, and a fresh anonymous visitor with an empty cart and wishlist. */
export function signOutCookies(context: Pick<AppLoadContext, "publicBaseUrl">): string[] {
  const secure = secureFor(context);
  return [
    ...endedSessionCookies(context), deletedCookie(COOKIE.visitorHint.name, secure),
    serializeCookie(COOKIE.anonymousId.name, newAnonymousId(), { maxAge: COOKIE.anonymousId.maxAge, httpOnly: true, secure }),
  ];
}

/** A session the API ended (signed out elsewhere, password changed): its cookies go, the visitor stays. */
export function endedSessionCookies(context: Pick<AppLoadContext, "publicBaseUrl">): string[] {
  const secure = secureFor(context);
  return [COOKIE.token.name, COOKIE.refreshToken.name, COOKIE.customerId.name].map((name) => deletedCookie(name, secure));
}

function deletedCookie(name: string, secure: boolean): string {
  return serializeCookie(name, "", { maxAge: 0, httpOnly: true, secure });
}

/** A 303 (post, redirect, get) that sets or deletes the session's cookies on the way; `to` is kept on the shop. */
export function redirectWithCookies(to: string, cookies: readonly string[], fallback = "/"): Response {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirectOnSite(to, { status: 303, headers }, fallback);
}
