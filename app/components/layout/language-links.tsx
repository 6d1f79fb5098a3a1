import { useTranslation } from "react-i18next";
import type { Settings } from "#api/settings/settings.schemas.ts";
import { localizedPath, type Locale } from "#domain/locale.ts";

interface LanguageLinksProps { lang: Locale; languages: Settings["profile"]["languages"] }

/** Links to the home page in each active language; the full switcher keeps the current page (issue 3). */
export function LanguageLinks({ lang, languages }: LanguageLinksProps) {
  const { t } = useTranslation();
  const shown = languages.filter((l) => l.is_active && l.show);
  return (
    <nav aria-label={t("nav.language")}>
      <ul className="flex gap-2 text-sm">
        {shown.map((l) => (
          <li key={l.lang}>
            <a
              href={localizedPath(l.lang, "/")}
              hrefLang={l.lang}
              lang={l.lang}
              aria-current={l.lang === lang ? "true" : undefined}
              className={`rounded px-2 py-1 uppercase ${l.lang === lang ? "bg-stone-900 text-white" : "text-stone-700 hover:bg-stone-100"}`}
            >
              <abbr title={l.name} className="no-underline">{l.lang}</abbr>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
