import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { MenuCategory } from "#app/lib/shell-settings.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { localizedPath, type Locale } from "#domain/locale.ts";

/** Top categories with their subcategories: a list on small screens, drop-downs on hover or focus from md up. */
export function CategoryMenu({ categories, lang }: { categories: MenuCategory[]; lang: Locale }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3 text-sm md:flex-row md:flex-wrap md:gap-x-6 md:gap-y-1">
      {categories.map((category) => (
        <li key={category.id} className="group relative">
          <AppLink className="font-semibold text-stone-900 underline-offset-4 hover:underline" to={localizedPath(lang, category.url)}>
            {category.trans.name}
          </AppLink>
          {category.children.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-x-3 text-stone-700 md:absolute md:z-10 md:hidden md:w-56 md:flex-col md:rounded md:border md:border-stone-200 md:bg-white md:p-3 md:text-xs md:shadow-lg md:group-focus-within:flex md:group-hover:flex">
              {category.children.map((child) => (
                <li key={child.id}>
                  <AppLink className="block py-1 hover:underline" to={localizedPath(lang, child.url)}>{child.trans.name}</AppLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
      {[["/offers", "listing.offers"], ["/new-products", "listing.new"], ["/brands", "listing.brands"]].map(([path, key]) => (
        <li key={path}><AppLink className="font-semibold text-amber-900 underline-offset-4 hover:underline" to={localizedPath(lang, path!)}>{t(key!)}</AppLink></li>
      ))}
    </ul>
  );
}
