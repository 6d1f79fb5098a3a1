import { useTranslation } from "#app/i18n/use-translation.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import type { Settings } from "#api/settings/settings.schemas.ts";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { SearchBox } from "#app/features/search/search-box.tsx";
import { MiniCart } from "#app/features/cart/mini-cart.tsx";
import { AccountLink } from "#app/features/account/account-link.tsx";
import { WishlistDrawer } from "#app/features/wishlist/wishlist-drawer.tsx";
import { useRootData } from "#app/lib/root-data.ts";
import { isScreenRegistered } from "#app/route-table.ts";
import { Image } from "../ui/image.tsx";
import { CategoryMenu } from "./category-menu.tsx";
import { CurrencySwitcher } from "./currency-switcher.tsx";
import { LanguageLinks } from "./language-links.tsx";

/** The logo shows 48 px high: the product-image minimum of 300 px would send six times the pixels. */
const LOGO_BOUNDS = { min: 96, max: 400 };

interface SiteHeaderProps { settings: Settings; lang: Locale }

function HeaderPages({ settings, lang }: SiteHeaderProps) {
  return (
    <ul className="flex flex-col gap-2 text-sm font-medium md:flex-row md:flex-wrap md:gap-x-5">
      {settings.menu.header.map((page) => (
        <li key={page.id}>
          <AppLink className="text-stone-800 underline-offset-4 hover:underline" to={localizedPath(lang, page.url)}>{page.trans.name}</AppLink>
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader({ settings, lang }: SiteHeaderProps) {
  const { t } = useTranslation();
  const shop = settings.profile.name;
  const { currency } = useRootData();
  return (
    <header className="border-b border-stone-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <AppLink to={localizedPath(lang, "/")} aria-label={t("nav.homeLink", { shop })} className="shrink-0">
          {settings.profile.frontend.layout.logo
            ? <Image src={settings.profile.frontend.layout.logo} alt="" width={96} height={48} bounds={LOGO_BOUNDS} loading="eager" preset="logo" placeholder={false} className="h-12 w-auto" />
            : <span className="text-xl font-semibold">{shop}</span>}
        </AppLink>
        <nav aria-label={t("nav.mainMenu")} className="hidden lg:block"><HeaderPages settings={settings} lang={lang} /></nav>
        {isScreenRegistered("search") && <div className="order-last w-full md:order-none md:w-auto"><SearchBox key={lang} lang={lang} /></div>}
        <div className="flex flex-wrap items-center gap-2">
          <CurrencySwitcher currency={currency} currencies={settings.profile.currencies} />
          <LanguageLinks lang={lang} languages={settings.profile.languages} />
          {isScreenRegistered("profile") && <AccountLink lang={lang} />}
          {settings.wishlist.active && isScreenRegistered("wishlist") && <WishlistDrawer lang={lang} />}
          {isScreenRegistered("cart") && <MiniCart lang={lang} />}
        </div>
      </div>
      {/* One category menu for every screen (rendered once, hydrated once): a disclosure that opens and
          closes without JavaScript on small screens, and from lg up the bar under the header (app.css). */}
      <details className="site-menu group border-t border-stone-100 lg:bg-stone-50">
        <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-2 font-semibold">
          <span aria-hidden="true" className="text-lg">☰</span> {t("nav.menu")}
        </summary>
        <div className="mx-auto max-w-7xl space-y-4 px-4 pb-4 lg:space-y-0 lg:py-2">
          <nav aria-label={t("nav.categories")}><CategoryMenu categories={settings.category.list} lang={lang} /></nav>
          <nav aria-label={t("nav.mainMenu")} className="lg:hidden"><HeaderPages settings={settings} lang={lang} /></nav>
        </div>
      </details>
    </header>
  );
}
