import { useTranslation } from "#app/i18n/use-translation.tsx";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { useVisitor } from "#app/lib/visitor.ts";

/** The header's way to the account: sign in or register when signed out, the profile when signed in. */
export function AccountLink({ lang }: { lang: Locale }) {
  const { t } = useTranslation();
  const { signedIn } = useVisitor();
  const label = signedIn ? t("nav.accountLink.signedIn") : t("nav.accountLink.signedOut");
  return (
    <AppLink
      to={localizedPath(lang, "/profile")}
      className="inline-flex min-h-11 items-center gap-2 rounded px-2 text-sm font-medium text-stone-900 hover:bg-stone-100"
      aria-label={label}
      data-testid="account-link"
      data-signed-in={signedIn || undefined}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
        {signedIn && <path d="M16.5 4.5l1.5 1.5 3-3" />}
      </svg>
      <span className="hidden sm:inline" aria-hidden="true">{signedIn ? t("nav.accountShort.signedIn") : t("nav.accountShort.signedOut")}</span>
    </AppLink>
  );
}
