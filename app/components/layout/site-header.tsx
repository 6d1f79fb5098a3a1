import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Settings } from "#api/settings/settings.schemas.ts";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { Picture } from "../ui/picture.tsx";
import { LanguageLinks } from "./language-links.tsx";

interface SiteHeaderProps { settings: Settings; lang: Locale }

export function SiteHeader({ settings, lang }: SiteHeaderProps) {
  const { t } = useTranslation();
  const shop = settings.profile.name;
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <Link to={localizedPath(lang, "/")} aria-label={t("nav.homeLink", { shop })} className="shrink-0">
          <Picture src={settings.profile.frontend.layout.logo} alt="" width={180} height={90} loading="eager" fit="contain" className="h-12 w-auto" />
        </Link>
        <nav aria-label={t("nav.mainMenu")} className="order-last w-full md:order-none md:w-auto">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
            {settings.menu.header.map((page) => (
              <li key={page.id}>
                <Link className="text-stone-800 underline-offset-4 hover:underline" to={localizedPath(lang, page.url)}>{page.trans.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageLinks lang={lang} languages={settings.profile.languages} />
      </div>
      <nav aria-label={t("nav.categories")} className="border-t border-stone-100 bg-stone-50">
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-6 gap-y-1 px-4 py-2 text-sm">
          {settings.category.list.map((category) => (
            <li key={category.id} className="group relative">
              <Link className="font-semibold text-stone-900 underline-offset-4 hover:underline" to={localizedPath(lang, category.url)}>
                {category.trans.name}
              </Link>
              {category.children.length > 0 && (
                <ul className="mt-1 flex flex-wrap gap-x-3 text-xs text-stone-700 md:absolute md:z-10 md:hidden md:w-56 md:flex-col md:rounded md:border md:border-stone-200 md:bg-white md:p-3 md:shadow-lg md:group-focus-within:flex md:group-hover:flex">
                  {category.children.map((child) => (
                    <li key={child.id}><Link className="block py-1 hover:underline" to={localizedPath(lang, child.url)}>{child.trans.name}</Link></li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
