import { useTranslation } from "#app/i18n/use-translation.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import type { ShellSettings } from "#app/lib/shell-settings.ts";
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

interface SiteHeaderProps { settings: ShellSettings; lang: Locale }

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
    // Relative: on phones and tablets the menu's summary sits in the first row (app.css), not a row of its own.
    <header className="relative border-b border-stone-200 bg-white print:hidden">
      {/* Below lg, two rows at most: logo and the shopper's icons (with room kept on the right for the menu
          button), then the search. Language and currency wait in the menu: 130 px of header on a phone, not 260. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-2 lg:gap-3 lg:py-3">
        <AppLink to={localizedPath(lang, "/")} aria-label={t("nav.homeLink", { shop })} className="shrink-0">
          {settings.profile.frontend.layout.logo
            ? <Image src={settings.profile.frontend.layout.logo} alt="" width={96} height={48} bounds={LOGO_BOUNDS} loading="eager" preset="logo" placeholder={false} className="h-10 w-auto lg:h-12" />
            : <span className="text-xl font-semibold">{shop}</span>}
        </AppLink>
        <nav aria-label={t("nav.mainMenu")} className="hidden lg:block"><HeaderPages settings={settings} lang={lang} /></nav>
        {isScreenRegistered("search") && <div className="order-last w-full lg:order-none lg:w-auto"><SearchBox key={lang} lang={lang} /></div>}
        <div className="mr-24 flex items-center gap-1 sm:gap-2 lg:mr-0">
          {isScreenRegistered("profile") && <AccountLink lang={lang} />}
          {settings.wishlist.active && isScreenRegistered("wishlist") && <WishlistDrawer lang={lang} />}
          {isScreenRegistered("cart") && <MiniCart lang={lang} />}
        </div>
      </div>
      {/* One category menu for every screen (rendered once, hydrated once): a disclosure that opens and
          closes without JavaScript below lg, and from lg up the bar under the header (app.css). The language
          and currency switches live in it: links and a form, so they work without JavaScript too. */}
      <details className="site-menu group/menu border-stone-100 open:border-t lg:border-t lg:bg-stone-50">
        <summary className="absolute right-4 top-2 flex min-h-11 cursor-pointer list-none items-center gap-2 rounded px-2 font-semibold hover:bg-stone-100 lg:static lg:rounded-none lg:px-4">
          <span aria-hidden="true" className="w-5 text-center text-lg group-open/menu:hidden">☰</span>
          <span aria-hidden="true" className="hidden w-5 text-center text-lg group-open/menu:inline">✕</span>
          {t("nav.menu")}
        </summary>
        <div className="mx-auto max-w-7xl space-y-4 px-4 py-4 lg:flex lg:items-center lg:justify-between lg:gap-6 lg:space-y-0 lg:py-1">
          <nav aria-label={t("nav.categories")}><CategoryMenu categories={settings.category.list} lang={lang} /></nav>
          <nav aria-label={t("nav.mainMenu")} className="lg:hidden"><HeaderPages settings={settings} lang={lang} /></nav>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-stone-200 pt-4 lg:shrink-0 lg:border-0 lg:pt-0">
            <LanguageLinks lang={lang} languages={settings.profile.languages} />
            <CurrencySwitcher currency={currency} currencies={settings.profile.currencies} />
          </div>
        </div>
      </details>
    </header>
  );
}
