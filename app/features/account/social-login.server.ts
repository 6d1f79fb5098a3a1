import type { AppLoadContext } from "react-router";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, localizedPath, type Locale } from "#domain/locale.ts";
import { toSafeRedirect } from "#domain/safe-redirect.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { ApiRequestError, apiReason } from "#app/lib/api-client.server.ts";
import { COOKIE, readCookie, serializeCookie } from "#app/lib/cookies.ts";
import { redirectOnSite, redirectToSignInPage } from "#app/lib/redirect.ts";
import { hasSession, redirectWithCookies, signInCookies } from "#app/lib/session.server.ts";
import type { LoginData } from "./account-types.ts";
import { formRefusal, formFailure } from "./account-api.server.ts";

// Social login in the storefront (issue 17): a form posts to /profile/social-login, which asks the API for
// the provider's page (spec §7) and sends the shopper there; the provider sends them back to
// /social-login/callback, which asks the API what happened and signs in, asks for a password, or links.

const PROVIDER = /^[a-z]{2,16}$/;

/** The API's reasons a social login can be refused for, and the text that tells the shopper. */
const SOCIAL_ERROR_KEYS: Record<string, string> = {
  social_state_invalid: "account.social.error.stateInvalid",
  social_refused: "account.social.error.refused",
  social_cancelled: "account.social.error.cancelled",
  email_unverified: "account.social.error.emailUnverified",
  identity_taken: "account.social.error.identityTaken",
  provider_already_linked: "account.social.error.alreadyLinked",
  provider_not_configured: "account.social.error.notOffered",
  provider_unavailable: "account.social.error.unavailable",
  rate_limited: "account.social.error.rateLimited",
  last_sign_in_method: "account.social.error.lastWay",
  session_ended: "account.social.error.stateInvalid",
};

/** The text for a `?social_error=` reason; unknown ones get the generic text (the query is anyone's to write). */
export function socialErrorKey(reason: string | null): string | undefined {
  if (!reason) return undefined;
  return SOCIAL_ERROR_KEYS[reason] ?? "account.social.error.generic";
}

function reasonOf(error: unknown): string {
  if (!(error instanceof ApiRequestError)) throw error;
  const reason = apiReason(error.body);
  if (reason && reason in SOCIAL_ERROR_KEYS) return reason;
  if (error.status >= 500 && error.status !== 503) throw error;
  return "generic";
}

function secure(context: Pick<AppLoadContext, "publicBaseUrl">): boolean {
  return context.publicBaseUrl.startsWith("https:");
}

function shortCookie(name: string, value: string, context: Pick<AppLoadContext, "publicBaseUrl">, maxAge: number): string {
  return serializeCookie(name, value, { maxAge, httpOnly: true, secure: secure(context) });
}

/** Back where a refused social login came from, with the reason: the sign-in panel, or the linked services when signed in. */
function refusedTo(lang: Locale, reason: string, signedIn: boolean, extra: string[] = []): Response {
  const page = localizedPath(lang, signedIn ? "/profile/social-login" : "/profile");
  const headers = new Headers();
  for (const cookie of extra) headers.append("Set-Cookie", cookie);
  return redirectOnSite(`${page}?social_error=${encodeURIComponent(reason)}`, { status: 303, headers }, page);
}

/** The intent `start`: the provider's page for this shopper, and the cookie that binds the sign-in to this browser. */
export async function startSocialLogin(request: Request, context: AppLoadContext, lang: Locale, form: FormData): Promise<Response> {
  const provider = String(form.get("provider") ?? "");
  const purpose = form.get("purpose") === "link" ? "link" : "login";
  const signedIn = hasSession(request.headers.get("cookie"));
  if (!PROVIDER.test(provider) || (purpose === "link" && !signedIn)) return refusedTo(lang, "social_state_invalid", signedIn);
  const back = toSafeRedirect(form.get("redirectTo"), null);
  try {
    const { data } = await apiFor(request, context, lang).post<{ data: { url: string; binding: string } }>(
      `/auth/social/${provider}`, { purpose, ...(back ? { redirect_to: back } : {}) },
    );
    const attempt = shortCookie(COOKIE.socialAttempt.name, `${lang}~${data.binding}`, context, COOKIE.socialAttempt.maxAge);
    return redirectToSignInPage(data.url, context.socialLoginOrigins, [attempt]);
  } catch (error) {
    return refusedTo(lang, reasonOf(error), purpose === "link");
  }
}

/** The intent `unlink`: back to the list, or the refusal (the last way to sign in) shown on it. */
export async function unlinkProvider(request: Request, context: AppLoadContext, lang: Locale, form: FormData) {
  const provider = String(form.get("provider") ?? "");
  if (!PROVIDER.test(provider)) return formFailure({ form: "social", error: "account.error.invalid" }, 400);
  try {
    await apiFor(request, context, lang).request("DELETE", `/auth/social/identities/${provider}`);
    return redirectOnSite(`${localizedPath(lang, "/profile/social-login")}?done=unlinked`, 303);
  } catch (error) {
    const reason = error instanceof ApiRequestError ? apiReason(error.body) : undefined;
    if (reason === "last_sign_in_method") return formFailure({ form: "social", error: SOCIAL_ERROR_KEYS.last_sign_in_method }, 409);
    return formRefusal(error, "social");
  }
}

type CallbackData =
  | { outcome: "signed_in"; lang: string; redirect_to: string | null; created: boolean; session: LoginData }
  | { outcome: "confirm"; lang: string; redirect_to: string | null; confirmation: string }
  | { outcome: "linked"; lang: string; provider: string };

function langOf(value: string | undefined): Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value ?? "") ? (value as Locale) : DEFAULT_LOCALE;
}

/** /social-login/callback: the provider's answer, checked by the API; the cookies of the attempt go in every case. */
export async function finishSocialLogin(request: Request, context: AppLoadContext): Promise<Response> {
  const cookies = request.headers.get("cookie");
  const [started, binding] = (readCookie(cookies, COOKIE.socialAttempt.name) ?? "").split("~");
  const lang = langOf(started);
  const signedIn = hasSession(cookies);
  const spent = shortCookie(COOKIE.socialAttempt.name, "", context, 0);
  if (!binding) return refusedTo(lang, "social_state_invalid", signedIn, [spent]);
  let data: CallbackData;
  try {
    const query = new URL(request.url).search.slice(1);
    ({ data } = await apiFor(request, context, lang).post<{ data: CallbackData }>("/auth/social/callback", { query, binding }));
  } catch (error) {
    return refusedTo(lang, reasonOf(error), signedIn, [spent]);
  }
  const to = langOf(data.lang);
  const account = localizedPath(to, "/profile");
  if (data.outcome === "linked") return redirectOnSite(`${localizedPath(to, "/profile/social-login")}?done=linked`, { status: 303, headers: { "Set-Cookie": spent } });
  if (data.outcome === "confirm") {
    const pending = shortCookie(COOKIE.socialConfirm.name, `${data.confirmation}~${data.redirect_to ?? ""}`, context, COOKIE.socialConfirm.maxAge);
    return redirectWithCookies(localizedPath(to, "/profile/social-login"), [spent, pending]);
  }
  const target = data.redirect_to ?? (data.created ? `${account}?done=welcome` : account);
  return redirectWithCookies(target, [spent, ...signInCookies(data.session, context)], account);
}

/** The confirmation waiting in this browser, and where to go once signed in. */
export function readPendingConfirmation(request: Request): { confirmation: string; redirectTo: string | null } | null {
  const [confirmation, back] = (readCookie(request.headers.get("cookie"), COOKIE.socialConfirm.name) ?? "").split("~");
  if (!confirmation || !/^[A-Za-z0-9_-]{16,256}$/.test(confirmation)) return null;
  return { confirmation, redirectTo: toSafeRedirect(back, null) };
}

export function pendingConfirmationGone(lang: Locale, context: AppLoadContext, reason = "social_state_invalid"): Response {
  return refusedTo(lang, reason, false, [shortCookie(COOKIE.socialConfirm.name, "", context, 0)]);
}

/** The password confirmation's answer: signed in and linked, the refusal on the form, or the confirmation gone. */
export async function confirmSocialLink(request: Request, context: AppLoadContext, lang: Locale, form: FormData) {
  const pending = readPendingConfirmation(request);
  if (!pending) return pendingConfirmationGone(lang, context);
  const password = String(form.get("password") ?? "").trim();
  if (!password) return formFailure({ form: "social-confirm", errors: { password: "account.error.passwordMissing" } }, 400);
  try {
    const { data } = await apiFor(request, context, lang).post<{ data: { redirect_to: string | null; session: LoginData } }>(
      "/auth/social/pending/confirm", { confirmation: pending.confirmation, password: password.slice(0, 128), remember_me: form.get("remember_me") === "on" },
    );
    const account = localizedPath(lang, "/profile");
    const done = shortCookie(COOKIE.socialConfirm.name, "", context, 0);
    return redirectWithCookies(pending.redirectTo ?? `${localizedPath(lang, "/profile/social-login")}?done=linked`, [done, ...signInCookies(data.session, context)], account);
  } catch (error) {
    const reason = error instanceof ApiRequestError ? apiReason(error.body) : undefined;
    if (reason === "social_state_invalid" || reason === "identity_taken") return pendingConfirmationGone(lang, context, reason);
    return formRefusal(error, "social-confirm");
  }
}
