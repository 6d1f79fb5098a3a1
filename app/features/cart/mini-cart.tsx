import { Link } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { useVisitor } from "#app/lib/visitor.ts";
import { isScreenRegistered } from "#app/route-table.ts";

/** The header's way to the cart, with the units in it. */
export function MiniCart({ lang }: { lang: Locale }) {
  const { t } = useTranslation();
  const { cartCount } = useVisitor();
  return (
    <>
    <AppLink
      to={localizedPath(lang, "/cart")}
      className="relative inline-flex min-h-11 items-center gap-2 rounded px-2 text-sm font-medium text-stone-900 hover:bg-stone-100"
      aria-label={t("cart.headerLink", { count: cartCount })}
      data-testid="mini-cart"
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
        <path d="M3 4h2l2.2 11.2a1.5 1.5 0 0 0 1.5 1.3h8.9a1.5 1.5 0 0 0 1.5-1.2L21 8H6" />
        <circle cx="9.5" cy="20" r="1.3" /><circle cx="17" cy="20" r="1.3" />
      </svg>
      <span className="hidden sm:inline" aria-hidden="true">{t("cart.title")}</span>
      {cartCount > 0 && (
        <span aria-hidden="true" className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-800 px-1.5 text-center text-xs font-semibold leading-5 text-white">
          {cartCount}
        </span>
      )}
    </AppLink>
    {cartCount > 0 && isScreenRegistered("checkout") && (
      // Not prefetched from every page: the cart page's own link prefetches the checkout's code. Not on a
      // phone: the header's first row has room for the icons only, and the cart page leads on to the checkout.
      <Link to={localizedPath(lang, "/checkout")} prefetch="none" data-testid="mini-cart-checkout"
        className="hidden min-h-11 sm:inline-flex items-center rounded bg-stone-900 px-3 text-sm font-semibold text-white hover:bg-stone-700">
        {t("cart.checkout")}
      </Link>
    )}
    </>
  );
}
