import { Outlet } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { Image } from "#app/components/ui/image.tsx";
import { localizedPath } from "#domain/locale.ts";
import { useRootData } from "#app/lib/root-data.ts";

const LOGO_BOUNDS = { min: 96, max: 400 };

/**
 * Spec §2: the checkout's own layout. The logo (the way back to the shop), "secure checkout" and a help
 * contact; no menus, no search, nothing that leads away from the purchase by accident.
 */
export default function CheckoutLayout() {
  const { t } = useTranslation();
  const { settings, lang } = useRootData();
  const { name: shop, email, phone, frontend } = settings.profile;
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t("nav.skipToContent")}
      </a>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <AppLink to={localizedPath(lang, "/cart")} aria-label={t("checkout.backToCart", { shop })} className="shrink-0">
            {frontend.layout.logo
              ? <Image src={frontend.layout.logo} alt="" width={96} height={48} bounds={LOGO_BOUNDS} loading="eager" preset="logo" placeholder={false} className="h-12 w-auto" />
              : <span className="text-xl font-semibold">{shop}</span>}
          </AppLink>
          <p className="flex items-center gap-2 text-sm font-semibold text-stone-800">
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
              <rect x="5" y="10" width="14" height="10" rx="1.5" /><path d="M8 10V7a4 4 0 0 1 8 0v3" />
            </svg>
            {t("checkout.secure")}
          </p>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        <Outlet />
      </main>
      <footer className="border-t border-stone-200 bg-stone-50">
        <div className="mx-auto max-w-6xl px-4 py-4 text-sm text-stone-700">
          <p>
            {t("checkout.help")}{" "}
            {phone && <a className="underline underline-offset-4" href={`tel:${phone.replace(/[^+\d]/g, "")}`}>{phone}</a>}
            {phone && email && " · "}
            {email && <a className="underline underline-offset-4" href={`mailto:${email}`}>{email}</a>}
          </p>
          <p className="mt-1"><AppLink className="underline underline-offset-4" to={localizedPath(lang, "/withdrawal")}>{t("footer.withdraw")}</AppLink></p>
        </div>
      </footer>
    </>
  );
}
