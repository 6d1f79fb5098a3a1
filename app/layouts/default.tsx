import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { useRootData } from "#app/lib/root-data.ts";

/** Spec §2: every screen but checkout uses the default layout. */
export default function DefaultLayout() {
  const { t } = useTranslation();
  const { settings, lang } = useRootData();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t("nav.skipToContent")}
      </a>
      <SiteHeader settings={settings} lang={lang} />
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </main>
      <SiteFooter settings={settings} lang={lang} />
    </>
  );
}
