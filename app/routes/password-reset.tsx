import { data, useNavigation } from "react-router";
import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { localizedPath, splitLocalePath } from "#domain/locale.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#domain/password.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { NEW_PASSWORD_FORM, RESET_REQUEST_FORM, fieldErrors } from "#app/features/account/account-forms.server.ts";
import { echoValues, formRefusal, withActionRetryAfter } from "#app/features/account/account-api.server.ts";
import type { AccountFormResult } from "#app/features/account/account-types.ts";
import { AccountForm, FormMessage } from "#app/features/account/account-form.tsx";
import { translate } from "#app/i18n/translate.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/password-reset";

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/password-reset", { noindex: true });
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  return { title: translate(splitLocalePath(url.pathname).lang, "account.reset.title"), token: /^[A-Za-z0-9_-]{16,200}$/.test(token) ? token : null };
}

/** This screen's texts are a catalogue of their own (catalogs.client.ts): fetched with its data. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadScreenTexts(request)]);
  return loaded;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = splitLocalePath(new URL(request.url).pathname);
  const form = await request.formData();
  const values = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const api = apiFor(request, context, lang);
  if (form.get("intent") === "change") {
    const parsed = NEW_PASSWORD_FORM.safeParse(values);
    if (!parsed.success) return data<AccountFormResult>({ form: "change", errors: fieldErrors(parsed.error.issues), error: parsed.error.issues.some((i) => i.path[0] === "token") ? "account.error.linkInvalid" : undefined }, { status: 400 });
    try {
      await api.post("/auth/change-password", parsed.data);
      return { form: "change", done: "account.reset.changed" } satisfies AccountFormResult;
    } catch (error) {
      return formRefusal(error, "change");
    }
  }
  const parsed = RESET_REQUEST_FORM.safeParse(values);
  if (!parsed.success) return data<AccountFormResult>({ form: "request", errors: fieldErrors(parsed.error.issues), values: echoValues(form) }, { status: 400 });
  try {
    await api.post("/auth/reset-password", parsed.data);
    // The same answer whether or not the address has an account (no account enumeration).
    return { form: "request", done: "account.reset.sent", values: { email: parsed.data.email } } satisfies AccountFormResult;
  } catch (error) {
    return formRefusal(error, "request", echoValues(form));
  }
}

/** A refusal for too many attempts carries the API's Retry-After (the root's headers pass only cookies on). */
export function headers(args: Route.HeadersArgs) {
  return withActionRetryAfter(args);
}

/** Spec §2 /password-reset: ask for a link by e-mail; the link brings the shopper back here to choose a new password. */
export default function PasswordResetScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const busy = useNavigation().state === "submitting";
  const result = (actionData ?? undefined) as AccountFormResult | undefined;
  const error = (name: string) => (result?.errors?.[name] ? t(result.errors[name]) : undefined);
  const signIn = <AppLink to={localizedPath(lang, "/profile")} className="inline-flex min-h-11 items-center underline underline-offset-4">{t("account.login.tab")}</AppLink>;
  if (result?.done) {
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <h1 className="text-3xl font-semibold">{t("account.reset.title")}</h1>
        <p role="status" className="rounded bg-green-50 px-3 py-2 break-words text-green-900">{t(result.done, { email: result.values?.email ?? "" })}</p>
        {signIn}
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-3xl font-semibold">{t("account.reset.title")}</h1>
      {/* An expired or used link: the form that asks for a new one, under the message. */}
      {loaderData.token && result?.error !== "account.error.linkInvalid" ? (
        <AccountForm result={result} className="space-y-4">
          <FormMessage result={result} />
          <p>{t("account.reset.choose")}</p>
          <input type="hidden" name="intent" value="change" />
          <input type="hidden" name="token" value={loaderData.token} />
          <TextField name="password" type="password" label={t("account.field.newPassword")} hint={t("account.field.passwordHint")} autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} maxLength={PASSWORD_MAX_LENGTH} error={error("password")} />
          <TextField name="password_check" type="password" label={t("account.field.confirmPassword")} autoComplete="new-password" required maxLength={PASSWORD_MAX_LENGTH} error={error("password_check")} />
          <button type="submit" disabled={busy} className="inline-flex min-h-11 items-center rounded bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700">{t("account.reset.change")}</button>
        </AccountForm>
      ) : (
        <AccountForm result={result?.form === "change" ? undefined : result} action={localizedPath(lang, "/password-reset")} className="space-y-4">
          {result?.form === "change" ? <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-900">{t("account.error.linkInvalid")}</p> : <FormMessage result={result} />}
          <p>{t("account.reset.explain")}</p>
          <input type="hidden" name="intent" value="request" />
          <TextField name="email" type="email" label={t("account.field.email")} autoComplete="email" required maxLength={254} defaultValue={result?.values?.email} error={error("email")} />
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" disabled={busy} className="inline-flex min-h-11 items-center rounded bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700">{t("account.reset.send")}</button>
            {signIn}
          </div>
        </AccountForm>
      )}
    </div>
  );
}
