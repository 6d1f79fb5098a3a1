import { useNavigation } from "react-router";
import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { localizedPath, splitLocalePath } from "#domain/locale.ts";
import { PASSWORD_MAX_LENGTH } from "#domain/password.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { CheckboxField, TextField } from "#app/components/ui/text-field.tsx";
import { withActionRetryAfter } from "#app/features/account/account-api.server.ts";
import { AccountForm, FormMessage } from "#app/features/account/account-form.tsx";
import type { AccountFormResult } from "#app/features/account/account-types.ts";
import { confirmSocialLink, pendingConfirmationGone, readPendingConfirmation } from "#app/features/account/social-login.server.ts";
import { translate } from "#app/i18n/translate.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { ApiRequestError } from "#app/lib/api-client.server.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/social-login-confirm";

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/profile/social-login/confirm", { noindex: true });
}

/** Reached from the callback only, with the confirmation in an httpOnly cookie: nothing of it in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = splitLocalePath(new URL(request.url).pathname);
  const pending = readPendingConfirmation(request);
  if (!pending) throw pendingConfirmationGone(lang, context);
  try {
    const { data } = await apiFor(request, context, lang).post<{ data: { email: string; provider_name: string } }>("/auth/social/pending", { confirmation: pending.confirmation });
    return { title: translate(lang, "account.social.confirm.title", { provider: data.provider_name }), email: data.email, provider: data.provider_name };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) throw pendingConfirmationGone(lang, context);
    throw error;
  }
}

/** This screen's texts are a catalogue of their own (catalogs.client.ts): fetched with its data. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadScreenTexts(request)]);
  return loaded;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = splitLocalePath(new URL(request.url).pathname);
  return confirmSocialLink(request, context, lang, await request.formData());
}

/** A refusal for too many attempts carries the API's Retry-After. */
export function headers(args: Route.HeadersArgs) {
  return withActionRetryAfter(args);
}

/**
 * A provider vouched for an e-mail address that has an account here: the account's password links the
 * provider and signs in. Nobody takes an account over by registering its address at a provider.
 */
export default function SocialLoginConfirmScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const result = (actionData ?? undefined) as AccountFormResult | undefined;
  const busy = useNavigation().state === "submitting";
  const error = (name: string) => (result?.errors?.[name] ? t(result.errors[name]) : undefined);
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-3xl font-semibold">{t("account.social.confirm.title", { provider: loaderData.provider })}</h1>
      <p className="break-words">{t("account.social.confirm.explain", { email: loaderData.email, provider: loaderData.provider })}</p>
      <AccountForm result={result} className="space-y-4 rounded-lg border border-stone-200 bg-white p-5" aria-label={t("account.social.confirm.title", { provider: loaderData.provider })}>
        <FormMessage result={result} />
        <TextField name="password" type="password" label={t("account.field.password")} autoComplete="current-password" required maxLength={PASSWORD_MAX_LENGTH} error={error("password")} />
        <CheckboxField name="remember_me" label={t("account.login.remember")} defaultChecked />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={busy} className="inline-flex min-h-11 items-center rounded bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700">{t("account.social.confirm.submit")}</button>
          <AppLink to={localizedPath(lang, "/password-reset")} className="inline-flex min-h-11 items-center text-sm underline underline-offset-4">{t("account.login.forgot")}</AppLink>
          <AppLink to={localizedPath(lang, "/profile")} className="inline-flex min-h-11 items-center text-sm underline underline-offset-4">{t("account.social.confirm.cancel")}</AppLink>
        </div>
      </AccountForm>
    </div>
  );
}
