import { data, type AppLoadContext } from "react-router";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { ApiRequestError, apiReason } from "#app/lib/api-client.server.ts";
import { COOKIE, readCookie } from "#app/lib/cookies.ts";
import { redirectWithCookies, signOutCookies } from "#app/lib/session.server.ts";
import type { AccountFormResult } from "./account-types.ts";

/** The API's refusal reasons (docs/api.md, accounts) and the catalogue key that tells the shopper what to do. */
const REASON_KEYS: Record<string, string> = {
  invalid_credentials: "account.error.invalidCredentials",
  not_activated: "account.error.notActivated",
  rate_limited: "account.error.rateLimited",
  invalid_token: "account.error.linkInvalid",
  too_many_addresses: "address.error.tooMany",
};

/** The API's field names where the form's differ (the phone field posts `telephone`). */
const FIELD_NAMES: Record<string, string> = { phone: "telephone", Phone: "telephone" };
const FIELD_KEYS: Record<string, string> = { phone: "phone.invalid", Phone: "phone.invalid", password: "account.error.passwordShort", email: "account.error.emailInvalid" };
/** Reasons the API gives for one field's refusal: the field shows what the reason says, not its usual message. */
const REASON_FIELD_KEYS: Record<string, Record<string, string>> = {
  common_password: { password: "account.error.passwordCommon" },
};

export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401 && reasonOf(error) !== "invalid_credentials";
}

function reasonOf(error: ApiRequestError): string | undefined {
  return apiReason(error.body);
}

/**
 * A shopper with a refresh token but no access token here: renewing it just failed (the API did not
 * answer). That is no reason to sign them out: the page answers 503 and the next request tries again.
 */
export function requireRenewedSession(request: Request): void {
  const cookies = request.headers.get("cookie");
  if (!readCookie(cookies, COOKIE.token.name) && readCookie(cookies, COOKIE.refreshToken.name)) {
    throw new Response("The shop could not confirm your session; please try again in a moment.", { status: 503, headers: { "Retry-After": "5" } });
  }
}

/**
 * An API refusal as the form shows it: a known reason gets its own message, field errors land on
 * their fields, anything else a general message. A 5xx is not a form error: it is rethrown.
 */
export function formErrorFrom(error: unknown, form: string, values?: Record<string, string>): AccountFormResult {
  if (!(error instanceof ApiRequestError) || error.status >= 500) throw error;
  const reason = reasonOf(error);
  const errors: Record<string, string> = {};
  const fields = (error.body as { metadata?: { fields?: Record<string, string> }[] } | null)?.metadata?.[0]?.fields ?? {};
  const reasonFields = (reason && REASON_FIELD_KEYS[reason]) || {};
  for (const field of Object.keys(fields)) errors[FIELD_NAMES[field] ?? field] = reasonFields[field] ?? FIELD_KEYS[field] ?? "account.error.invalid";
  const minutes = reason === "rate_limited" ? retryMinutes(error) : null;
  if (minutes) return { form, error: "account.error.tryAgainIn", errorValues: { count: minutes }, errors, values };
  return { form, error: (reason && REASON_KEYS[reason]) ?? (Object.keys(errors).length ? undefined : "account.error.generic"), errors, values };
}

/** Whole minutes until the API takes attempts again (Retry-After in seconds), or null when it did not say. */
function retryMinutes(error: ApiRequestError): number | null {
  const seconds = Number(error.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : null;
}

export function formStatus(error: unknown): number {
  return error instanceof ApiRequestError ? error.status : 400;
}

/**
 * An API refusal as the form action's answer: the form's result with the API's status, and the API's
 * Retry-After passed on (a 429 tells the browser, and the shopper, when to try again).
 */
export function formRefusal(error: unknown, form: string, values?: Record<string, string>) {
  const result = formErrorFrom(error, form, values);
  const retryAfter = error instanceof ApiRequestError && error.status === 429 ? error.headers.get("retry-after") : null;
  return data(result, { status: formStatus(error), ...(retryAfter ? { headers: { "Retry-After": retryAfter } } : {}) });
}

/** A route's `headers`: its parents' answer headers, and the Retry-After its action passed on. */
export function withActionRetryAfter({ parentHeaders, actionHeaders }: { parentHeaders: Headers; actionHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/** A session the API no longer knows: the cookies go, and the shopper lands on the sign-in form. */
export function endSession(lang: Locale, context: Pick<AppLoadContext, "publicBaseUrl">): Response {
  return redirectWithCookies(localizedPath(lang, "/profile"), signOutCookies(context));
}

export function formFailure(result: AccountFormResult, status = 400) {
  return data(result, { status });
}

/** What the shopper typed, to show it again after a refusal without JavaScript; never a password. */
export function echoValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && !/password|token/i.test(key)) values[key] = value.slice(0, 300);
  }
  return values;
}
