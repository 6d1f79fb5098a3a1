import { useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { PASSWORD_MAX_LENGTH } from "#domain/password.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { CheckboxField, TextField } from "#app/components/ui/text-field.tsx";
import { AccountForm, FormMessage } from "./account-form.tsx";
import type { AccountFormResult } from "./account-types.ts";

/**
 * A provider vouched for an e-mail address that has an account here: the account's password links the
 * provider and signs in. Nobody takes an account over by registering its address at a provider.
 */
export function SocialLoginConfirm({ lang, email, provider, result }: { lang: Locale; email: string; provider: string; result?: AccountFormResult }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const error = (name: string) => (result?.errors?.[name] ? t(result.errors[name]) : undefined);
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-3xl font-semibold">{t("account.social.confirm.title", { provider })}</h1>
      <p className="break-words">{t("account.social.confirm.explain", { email, provider })}</p>
      <AccountForm result={result} className="space-y-4 rounded-lg border border-stone-200 bg-white p-5" aria-label={t("account.social.confirm.title", { provider })}>
        <FormMessage result={result} />
        <input type="hidden" name="intent" value="confirm" />
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
