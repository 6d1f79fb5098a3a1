import type { AppLoadContext } from "react-router";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { COOKIE, readCookie } from "#app/lib/cookies.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import { redirectWithCookies, signInCookies, signOutCookies } from "#app/lib/session.server.ts";
import { ADDRESS_FORM, LOGIN_FORM, PROFILE_FORM, REGISTER_FORM, fieldErrors, readAccountForm } from "./account-forms.server.ts";
import { echoValues, endSession, formFailure, formRefusal, isSessionEnded, requireRenewedSession } from "./account-api.server.ts";
import type { LoginData } from "./account-types.ts";

interface ActionArgs { request: Request; context: AppLoadContext; lang: Locale; form: FormData }

function invalid(form: string, issues: readonly { path: readonly PropertyKey[]; message: string }[], values: FormData) {
  return formFailure({ form, errors: fieldErrors(issues), values: echoValues(values) }, 400);
}

async function login({ request, context, lang, form }: ActionArgs) {
  const parsed = LOGIN_FORM.safeParse(readAccountForm(form));
  if (!parsed.success) return invalid("login", parsed.error.issues, form);
  try {
    const { data } = await apiFor(request, context, lang).post<{ data: LoginData }>("/auth/", parsed.data);
    // Back to the page that asked for the sign-in, or the account when there is none (or it is not ours).
    const account = localizedPath(lang, "/profile");
    const back = form.get("redirectTo");
    return redirectWithCookies(typeof back === "string" && back ? back : account, signInCookies(data, context), account);
  } catch (error) {
    return formRefusal(error, "login", echoValues(form));
  }
}

async function register({ request, context, lang, form }: ActionArgs) {
  const parsed = REGISTER_FORM.safeParse(readAccountForm(form));
  if (!parsed.success) return invalid("register", parsed.error.issues, form);
  try {
    await apiFor(request, context, lang).post("/auth/register", parsed.data);
    // The same answer whether or not the address has an account: the e-mail tells its owner which.
    return { form: "register", done: "registered", values: { email: parsed.data.email } };
  } catch (error) {
    return formRefusal(error, "register", echoValues(form));
  }
}

async function logout({ request, context, lang }: ActionArgs) {
  const refreshToken = readCookie(request.headers.get("cookie"), COOKIE.refreshToken.name);
  try {
    await apiFor(request, context, lang).post("/auth/logout", refreshToken ? { refreshToken } : {});
  } catch (error) {
    // Signing out must always work for the shopper: the cookies go even if the API could not be told.
    context.log("warn", "logout could not reach the API", { error: String(error) });
  }
  // Spec §4: logout clears cart, wishlist, tokens and user, refreshes the settings, and goes home.
  return redirectWithCookies(localizedPath(lang, "/"), signOutCookies(context));
}

async function saveProfile({ request, context, lang, form }: ActionArgs) {
  const parsed = PROFILE_FORM.safeParse(readAccountForm(form));
  if (!parsed.success) return invalid("profile", parsed.error.issues, form);
  try {
    await apiFor(request, context, lang).post("/auth/update-user", parsed.data);
    return { form: "profile", done: "account.saved" };
  } catch (error) {
    if (isSessionEnded(error)) return endSession(lang, context);
    return formRefusal(error, "profile", echoValues(form));
  }
}

async function saveAddress({ request, context, lang, form }: ActionArgs) {
  const parsed = ADDRESS_FORM.safeParse(readAccountForm(form));
  if (!parsed.success) return invalid("address", parsed.error.issues, form);
  const { id, phone, ...address } = parsed.data;
  const body = { ...address, Phone: phone };
  try {
    const api = apiFor(request, context, lang);
    if (id) await api.request("PUT", `/auth/addresses/${id}`, body);
    else await api.post("/auth/addresses", body);
    return redirectOnSite(`${localizedPath(lang, "/profile")}?done=address#addresses`, 303);
  } catch (error) {
    if (isSessionEnded(error)) return endSession(lang, context);
    return formRefusal(error, "address", echoValues(form));
  }
}

async function deleteAddress({ request, context, lang, form }: ActionArgs) {
  const id = String(form.get("id") ?? "");
  if (!/^[0-9a-f-]{36}$/i.test(id)) return formFailure({ form: "address", error: "account.error.invalid" }, 400);
  try {
    await apiFor(request, context, lang).request("DELETE", `/auth/addresses/${id}`);
    return redirectOnSite(`${localizedPath(lang, "/profile")}?done=address-deleted#addresses`, 303);
  } catch (error) {
    if (isSessionEnded(error)) return endSession(lang, context);
    // Shown above the address form (an address already deleted in another tab, say).
    return formRefusal(error, "address");
  }
}

async function deleteAccount({ request, context, lang, form }: ActionArgs) {
  if (form.get("confirm") !== "on") return formFailure({ form: "delete-account", errors: { confirm: "account.error.confirmDelete" } }, 400);
  try {
    await apiFor(request, context, lang).get("/auth/delete-account");
  } catch (error) {
    if (isSessionEnded(error)) return endSession(lang, context);
    return formRefusal(error, "delete-account");
  }
  return redirectWithCookies(localizedPath(lang, "/"), signOutCookies(context));
}

/** What only a signed-in customer can do (sign-in, registration and sign-out need no session). */
const CUSTOMER_INTENTS = new Set(["profile", "address-save", "address-delete", "delete-account"]);

const INTENTS = { login, register, logout, profile: saveProfile, "address-save": saveAddress, "address-delete": deleteAddress, "delete-account": deleteAccount };

/** The /profile screen's one action, switching on the form's intent (CONVENTIONS: route modules). */
export async function profileAction(args: Omit<ActionArgs, "form">) {
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const handler = INTENTS[intent as keyof typeof INTENTS];
  if (!handler) return formFailure({ form: "unknown", error: "account.error.invalid" }, 400);
  if (CUSTOMER_INTENTS.has(intent)) requireRenewedSession(args.request);
  return handler({ ...args, form });
}
