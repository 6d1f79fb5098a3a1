import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useLocation } from "react-router";
import type { Settings } from "#api/settings/settings.schemas.ts";
import type { Locale } from "#domain/locale.ts";

interface LanguageLinksProps { lang: Locale; languages: Settings["profile"]["languages"] }

/** The same page in each language the shop offers, through /language (which translates slugs). */
export function LanguageLinks({ lang, languages }: LanguageLinksProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const shown = languages.filter((l) => l.is_active && l.show);
  return (
    <nav aria-label={t("nav.language")}>
      <ul className="flex gap-1 text-sm">
        {shown.map((l) => (
          <li key={l.lang}>
            <a
              href={`/language?${new URLSearchParams({ to: l.lang, path: here })}`}
              hrefLang={l.lang}
              lang={l.lang}
              aria-current={l.lang === lang ? "true" : undefined}
              className={`block rounded px-2 py-1 uppercase ${l.lang === lang ? "bg-stone-900 text-white" : "text-stone-700 hover:bg-stone-100"}`}
            >
              <abbr title={l.name} className="no-underline">{l.lang}</abbr>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
