import { useTranslation } from "#app/i18n/use-translation.tsx";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";

export function Breadcrumbs({ items, lang }: { items: { name: string; path: string }[]; lang: Locale }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("catalogue.breadcrumbs")} className="text-sm text-stone-700">
      <ol className="flex flex-wrap items-center gap-1">
        <li><AppLink to={localizedPath(lang, "/")} className="hover:underline">{t("nav.home")}</AppLink></li>
        {items.map((item, i) => (
          <li key={item.path} className="flex items-center gap-1">
            <span aria-hidden="true">/</span>
            {i === items.length - 1
              ? <span aria-current="page" className="font-medium text-stone-900">{item.name}</span>
              : <AppLink to={localizedPath(lang, item.path)} className="hover:underline">{item.name}</AppLink>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
