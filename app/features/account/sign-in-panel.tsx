import { useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#domain/password.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { CheckboxField, TextField } from "#app/components/ui/text-field.tsx";
import { AccountForm, FormMessage } from "./account-form.tsx";
import type { AccountFormResult } from "./account-types.ts";
import { SocialSignIn } from "./social-sign-in.tsx";

export type SignInMode = "login" | "register";


interface SignInPanelProps {
  lang: Locale;
  mode: SignInMode;
  result?: AccountFormResult;
  /** A page of ours to return to after signing in. */
  redirectTo?: string;
  /** Why a social login was refused (a catalogue key). */
  socialError?: string;
}

function LoginForm({ lang, result, redirectTo }: Omit<SignInPanelProps, "mode">) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get("intent") === "login";
  const mine = result?.form === "login" ? result : undefined;
  const error = (name: string) => (mine?.errors?.[name] ? t(mine.errors[name]) : undefined);
  return (
    <AccountForm result={mine} className="space-y-4" aria-labelledby="login-title">
      <h2 id="login-title" className="text-xl font-semibold">{t("account.login.title")}</h2>
      <FormMessage result={mine} />
      <input type="hidden" name="intent" value="login" />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <TextField name="email" type="email" label={t("account.field.email")} autoComplete="username" required maxLength={254} defaultValue={mine?.values?.email} error={error("email")} />
      <TextField name="password" type="password" label={t("account.field.password")} autoComplete="current-password" required maxLength={PASSWORD_MAX_LENGTH} error={error("password")} />
      <CheckboxField name="remember_me" label={t("account.login.remember")} defaultChecked={mine ? mine.values?.remember_me === "on" : true} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} className="inline-flex min-h-11 items-center rounded bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700">{t("account.login.submit")}</button>
        <AppLink to={localizedPath(lang, "/password-reset")} className="inline-flex min-h-11 items-center text-sm underline underline-offset-4">{t("account.login.forgot")}</AppLink>
      </div>
    </AccountForm>
  );
}

function RegisterForm({ result }: { result?: AccountFormResult }) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get("intent") === "register";
  const mine = result?.form === "register" ? result : undefined;
  if (mine?.done) {
    return (
      <div role="status" className="space-y-2 rounded-lg border border-green-700 bg-green-50 p-4 text-green-950">
        <h2 className="text-xl font-semibold">{t("account.register.checkMailTitle")}</h2>
        <p className="break-words">{t("account.register.checkMail", { email: mine.values?.email ?? "" })}</p>
      </div>
    );
  }
  const error = (name: string) => (mine?.errors?.[name] ? t(mine.errors[name]) : undefined);
  const value = (name: string) => mine?.values?.[name];
  return (
    <AccountForm result={mine} className="space-y-4" aria-labelledby="register-title">
      <h2 id="register-title" className="text-xl font-semibold">{t("account.register.title")}</h2>
      <FormMessage result={mine} />
      <input type="hidden" name="intent" value="register" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={t("account.field.name")} autoComplete="given-name" required maxLength={80} defaultValue={value("name")} error={error("name")} />
        <TextField name="lastname" label={t("account.field.lastname")} autoComplete="family-name" required maxLength={80} defaultValue={value("lastname")} error={error("lastname")} />
      </div>
      <TextField name="email" type="email" label={t("account.field.email")} autoComplete="email" required maxLength={254} defaultValue={value("email")} error={error("email")} />
      <TextField name="password" type="password" label={t("account.field.newPassword")} hint={t("account.field.passwordHint")} autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} maxLength={PASSWORD_MAX_LENGTH} error={error("password")} />
      <TextField name="confirm_password" type="password" label={t("account.field.confirmPassword")} autoComplete="new-password" required maxLength={PASSWORD_MAX_LENGTH} error={error("confirm_password")} />
      <TextField name="birthdate_at" type="date" label={t("account.field.birthdate")} hint={t("account.field.optional")} autoComplete="bday" defaultValue={value("birthdate_at")} error={error("birthdate_at")} />
      <CheckboxField name="newsletter" label={t("account.field.newsletter")} defaultChecked={value("newsletter") === "on"} />
      <button type="submit" disabled={busy} className="inline-flex min-h-11 items-center rounded bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700">{t("account.register.submit")}</button>
    </AccountForm>
  );
}

/**
 * Spec §4: the login panel has modes and starts on "login". The modes are links, so the panel
 * works without JavaScript and a mode can be linked to (the "account exists" e-mail does).
 */
export function SignInPanel({ lang, mode, result, redirectTo, socialError }: SignInPanelProps) {
  const { t } = useTranslation();
  const base = localizedPath(lang, "/profile");
  const tab = (target: SignInMode, label: string) => (
    <AppLink
      to={target === "login" ? base : `${base}?mode=register`}
      aria-current={mode === target ? "page" : undefined}
      className="inline-flex min-h-11 items-center border-b-2 border-transparent px-3 font-medium aria-[current=page]:border-stone-900"
    >{label}</AppLink>
  );
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-3xl font-semibold">{t("account.title")}</h1>
      <nav aria-label={t("account.modes")} className="flex gap-2 border-b border-stone-200">
        {tab("login", t("account.login.tab"))}
        {tab("register", t("account.register.tab"))}
      </nav>
      <div className="rounded-lg border border-stone-200 bg-white p-5">
        {mode === "login" ? <LoginForm lang={lang} result={result} redirectTo={redirectTo} /> : <RegisterForm result={result} />}
      </div>
      <SocialSignIn lang={lang} redirectTo={redirectTo} error={socialError} />
      <p className="text-sm text-stone-700">
        {mode === "login" ? t("account.login.noAccount") : t("account.register.haveAccount")}{" "}
        <AppLink to={mode === "login" ? `${base}?mode=register` : base} className="underline underline-offset-4">
          {mode === "login" ? t("account.register.tab") : t("account.login.tab")}
        </AppLink>
      </p>
    </div>
  );
}
