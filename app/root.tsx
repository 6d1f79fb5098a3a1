import { useTranslation } from "react-i18next";
import {
  isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Settings } from "#api/settings/settings.schemas.ts";
import { localizedPath, splitLocalePath, toLocale } from "#domain/locale.ts";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { getClientI18n } from "./i18n/client-i18n.ts";
import { apiFor } from "./lib/api.server.ts";
import type { Route } from "./+types/root";
import "./app.css";

export function links() {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = splitLocalePath(new URL(request.url).pathname);
  const { data: settings } = await apiFor(request, context, lang).get<{ data: Settings }>("/setting");
  return { lang, settings, origin: context.publicBaseUrl, showErrorDetails: context.showErrorDetails };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  await getClientI18n(loaded.lang);
  return loaded;
}

/** Settings change with the language, or after a write; not on every click. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return splitLocalePath(currentUrl.pathname).lang !== splitLocalePath(nextUrl.pathname).lang;
};

export function Layout({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const lang = splitLocalePath(location.pathname).lang;
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { settings, lang } = loaderData;
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const root = useRouteLoaderData<typeof loader>("root");
  const lang = root?.lang ?? toLocale(splitLocalePath(location.pathname).lang);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{notFound ? t("error.notFoundTitle") : t("error.somethingWentWrong")}</title>
      <p className="text-6xl font-bold text-stone-800">{notFound ? "404" : "Oops"}</p>
      <h1 className="mt-4 text-2xl font-semibold">{notFound ? t("error.notFoundTitle") : t("error.somethingWentWrong")}</h1>
      {notFound && <p className="mt-3 text-stone-700">{t("error.notFoundHelp", { path: location.pathname })}</p>}
      <p className="mt-6">
        <Link className="rounded bg-stone-900 px-4 py-2 font-semibold text-white hover:bg-stone-700" to={localizedPath(lang, "/")}>
          {t("error.backHome")}
        </Link>
      </p>
    </main>
  );
}
