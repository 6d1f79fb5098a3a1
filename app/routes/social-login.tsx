import { data } from "react-router";
import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { localizedPath, splitLocalePath, type Locale } from "#domain/locale.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { endSession, isSessionEnded, requireRenewedSession, withActionRetryAfter } from "#app/features/account/account-api.server.ts";
import { AccountForm, FormMessage } from "#app/features/account/account-form.tsx";
import type { AccountFormResult } from "#app/features/account/account-types.ts";
import {
  confirmSocialLink, pendingConfirmationGone, readPendingConfirmation, socialErrorKey, startSocialLogin, unlinkProvider,
} from "#app/features/account/social-login.server.ts";
import { SocialLoginConfirm } from "#app/features/account/social-login-confirm.tsx";
import { SocialProviderForm } from "#app/features/account/social-sign-in.tsx";
import { translate } from "#app/i18n/translate.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { ApiRequestError } from "#app/lib/api-client.server.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import { hasSession } from "#app/lib/session.server.ts";
import type { Route } from "./+types/social-login";

interface Identities {
  identities: { provider: string; name: string; email: string | null; linked_at: string }[];
  providers: { provider: string; name: string }[];
  has_password: boolean;
}

const DONE: Record<string, string> = { linked: "account.social.done.linked", unlinked: "account.social.done.unlinked" };

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/profile/social-login", { noindex: true });
}

/**
 * A provider vouched for the e-mail of an existing account (the callback left the confirmation in an
 * httpOnly cookie, nothing of it in the URL): what the password form says.
 */
async function loadConfirmation(request: Request, context: Route.LoaderArgs["context"], lang: Locale, confirmation: string) {
  try {
    const { data } = await apiFor(request, context, lang).post<{ data: { email: string; provider_name: string } }>("/auth/social/pending", { confirmation });
    return { mode: "confirm" as const, title: translate(lang, "account.social.confirm.title", { provider: data.provider_name }), email: data.email, provider: data.provider_name };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) throw pendingConfirmationGone(lang, context);
    throw error;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  const here = localizedPath(lang, "/profile/social-login");
  if (!hasSession(request.headers.get("cookie"))) {
    const pending = readPendingConfirmation(request);
    if (pending) return loadConfirmation(request, context, lang, pending.confirmation);
    // Otherwise signed-in only, like the account: a visitor signs in first and comes back here.
    const query = new URLSearchParams({ redirectTo: here });
    const problem = url.searchParams.get("social_error");
    if (problem) query.set("social_error", problem);
    throw redirectOnSite(`${localizedPath(lang, "/profile")}?${query}`);
  }
  requireRenewedSession(request);
  try {
    const { data: linked } = await apiFor(request, context, lang).get<{ data: Identities }>("/auth/social/identities");
    return {
      mode: "linked" as const, title: translate(lang, "account.social.title"), ...linked,
      done: DONE[url.searchParams.get("done") ?? ""], problem: socialErrorKey(url.searchParams.get("social_error")),
    };
  } catch (error) {
    if (isSessionEnded(error)) throw endSession(lang, context);
    throw error;
  }
}

/** This screen's texts are a catalogue of their own (catalogs.client.ts): fetched with its data. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadScreenTexts(request)]);
  return loaded;
}

/** start (from the sign-in panel too, signed out) sends the shopper to the provider; confirm links with the password; unlink stays here. */
export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = splitLocalePath(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "start") return startSocialLogin(request, context, lang, form);
  if (intent === "confirm") return confirmSocialLink(request, context, lang, form);
  if (intent === "unlink") {
    requireRenewedSession(request);
    return unlinkProvider(request, context, lang, form);
  }
  return data<AccountFormResult>({ form: "social", error: "account.error.invalid" }, { status: 400 });
}

export function headers(args: Route.HeadersArgs) {
  return withActionRetryAfter(args);
}

/**
 * Spec §2 /profile/social-login: the sign-in services linked to the account; link another, unlink one.
 * Signed out, only the password confirmation that links a provider to an existing account is shown here.
 */
export default function SocialLoginScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useRootData();
  const result = (actionData ?? undefined) as AccountFormResult | undefined;
  if (loaderData.mode === "confirm") return <SocialLoginConfirm lang={lang} email={loaderData.email} provider={loaderData.provider} result={result} />;
  return <LinkedServices lang={lang} data={loaderData} result={result} />;
}

function LinkedServices({ lang, data, result }: { lang: Locale; data: Identities & { done?: string; problem?: string }; result?: AccountFormResult }) {
  const { t } = useTranslation();
  const { identities, providers, has_password: hasPassword, done, problem } = data;
  const unlinked = providers.filter((p) => !identities.some((i) => i.provider === p.provider));
  const lastWay = !hasPassword && identities.length === 1;
  return (
    <div className="mx-auto max-w-2xl space-y-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold">{t("account.social.title")}</h1>
        <p>{t("account.social.intro")}</p>
        {done && !result && <p role="status" className="rounded bg-green-50 px-3 py-2 text-sm text-green-900">{t(done)}</p>}
        {problem && !result && <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-900">{t(problem)}</p>}
      </div>
      <section aria-labelledby="linked-title" className="space-y-3 rounded-lg border border-stone-200 bg-white p-5">
        <h2 id="linked-title" className="text-xl font-semibold">{t("account.social.linked")}</h2>
        <FormMessage result={result?.form === "social" ? result : undefined} />
        {identities.length === 0 ? <p>{t("account.social.none")}</p> : (
          <ul className="divide-y divide-stone-200">
            {identities.map((identity) => (
              <li key={identity.provider} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span>
                  <span className="font-semibold">{identity.name}</span>
                  {identity.email && <span className="block break-all text-sm text-stone-700">{identity.email}</span>}
                </span>
                <AccountForm result={undefined}>
                  <input type="hidden" name="intent" value="unlink" />
                  <input type="hidden" name="provider" value={identity.provider} />
                  <button type="submit" className="inline-flex min-h-11 items-center rounded border border-stone-900 px-4 font-semibold hover:bg-stone-100">
                    {t("account.social.unlink", { provider: identity.name })}
                  </button>
                </AccountForm>
              </li>
            ))}
          </ul>
        )}
        {lastWay && <p className="text-sm text-stone-700">{t("account.social.noPassword")}</p>}
      </section>
      <section aria-labelledby="link-title" className="space-y-3 rounded-lg border border-stone-200 bg-white p-5">
        <h2 id="link-title" className="text-xl font-semibold">{t("account.social.linkTitle")}</h2>
        {providers.length === 0 ? <p>{t("account.social.noneOffered")}</p> : unlinked.length === 0 ? <p>{t("account.social.allLinked")}</p> : (
          <ul className="space-y-2">
            {unlinked.map((p) => (
              <li key={p.provider}><SocialProviderForm lang={lang} provider={p.provider} purpose="link" label={t("account.social.link", { provider: p.name })} /></li>
            ))}
          </ul>
        )}
      </section>
      <p><AppLink to={localizedPath(lang, "/profile")} className="inline-flex min-h-11 items-center underline underline-offset-4">{t("account.social.back")}</AppLink></p>
    </div>
  );
}
