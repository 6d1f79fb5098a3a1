import { useTranslation } from "#app/i18n/use-translation.tsx";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { useRootData } from "#app/lib/root-data.ts";

/** One provider's button: a plain form that posts and is redirected, with or without JavaScript. */
export function SocialProviderForm({ lang, provider, purpose, label, redirectTo }: {
  lang: Locale; provider: string; purpose: "login" | "link"; label: string; redirectTo?: string;
}) {
  // A document post on purpose (not a fetcher): its answer is a redirect to the provider's site.
  return (
    <form method="post" action={localizedPath(lang, "/profile/social-login")}>
      <input type="hidden" name="intent" value="start" />
      <input type="hidden" name="provider" value={provider} />
      <input type="hidden" name="purpose" value={purpose} />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <button type="submit" className="inline-flex min-h-11 w-full items-center justify-center rounded border border-stone-900 bg-white px-5 font-semibold text-stone-900 hover:bg-stone-100">
        {label}
      </button>
    </form>
  );
}

/**
 * "Continue with Google" and the like (issue 17): one button per provider the server has keys for
 * (settings.authentications); none configured, nothing at all.
 */
export function SocialSignIn({ lang, redirectTo, error }: { lang: Locale; redirectTo?: string; error?: string }) {
  const { t } = useTranslation();
  const providers = useRootData().settings.authentications.filter((p) => p.is_active);
  if (providers.length === 0) return null;
  return (
    <section aria-labelledby="social-sign-in-title" className="space-y-3">
      <h2 id="social-sign-in-title" className="text-lg font-semibold">{t("account.social.signInTitle")}</h2>
      {error && <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-900">{t(error)}</p>}
      <ul className="space-y-2">
        {providers.map((p) => (
          <li key={p.provider}>
            <SocialProviderForm lang={lang} provider={p.provider} purpose="login" label={t("account.social.continueWith", { provider: p.name })} redirectTo={redirectTo} />
          </li>
        ))}
      </ul>
    </section>
  );
}
