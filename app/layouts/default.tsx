import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Outlet } from "react-router";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { splitLocalePath } from "#domain/locale.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { loadVisitor } from "#app/lib/visitor.server.ts";
export { shouldRevalidateVisitor as shouldRevalidate } from "#app/lib/visitor.ts";
import type { Route } from "./+types/default";

/** The header's cart and wishlist counts: asked of the API only for a visitor who keeps either. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { visitor: await loadVisitor(request, context, splitLocalePath(new URL(request.url).pathname).lang) };
}

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
