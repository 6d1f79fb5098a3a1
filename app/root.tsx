import { useEffect } from "react";
import {
  Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useNavigation, type ShouldRevalidateFunction,
} from "react-router";
import { isLanguageOffered } from "#domain/language-rule.ts";
import { DEFAULT_LOCALE, localizedPath, splitLocalePath } from "#domain/locale.ts";
import { ErrorPage } from "./components/error-page.tsx";
import { DeployWatcher } from "./components/layout/deploy-watcher.tsx";
import { LoadingBar } from "./components/layout/loading-bar.tsx";
import { getClientI18n } from "./i18n/client-i18n.tsx";
import { APP_SHEET_URL } from "./lib/app-styles.ts";
import { COOKIE, readCookie } from "./lib/cookies.ts";
import { redirectOnSite } from "./lib/redirect.ts";
import { pickCurrency } from "./lib/currency.ts";
import { withPriceFormat } from "./lib/format.ts";
import { FALLBACK_SETTINGS } from "./lib/fallback-settings.ts";
import { localeCookie } from "./lib/locale-cookie.server.ts";
import { runMiddleware } from "./lib/middleware.ts";
import { settingsFor } from "./lib/settings.server.ts";
import { shellSettings } from "./lib/shell-settings.ts";
import { noteClientNavigation } from "./lib/use-hydrated.ts";
import type { RootData } from "./lib/root-data.ts";
import { consumeSettingsRefresh } from "./lib/settings-refresh.ts";
import { isVisitorAction } from "./lib/visitor.ts";
import { screenForPath } from "./route-table.ts";
import type { Route } from "./+types/root";

export function links() {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  const state = await runMiddleware(screenForPath(url.pathname).middleware, {
    settings: null,
    refresh: false,
    loadSettings: () => settingsFor(request, context, lang),
    log: context.log,
  });
  const settings = state.settings ?? FALLBACK_SETTINGS;
  // Spec §2: a language the shop does not offer (any more) goes to the default language's home.
  if (state.settings && !isLanguageOffered(lang, settings.profile.languages)) {
    throw redirectOnSite(localizedPath(DEFAULT_LOCALE, "/"), { headers: { "Set-Cookie": localeCookie(DEFAULT_LOCALE, context) } });
  }
  const cookies = request.headers.get("cookie");
  const rootData: RootData = {
    lang, settings: shellSettings(settings), currency: withPriceFormat(pickCurrency(settings.profile.currencies, readCookie(cookies, COOKIE.currency.name)), lang), settingsLoaded: state.settings !== null, origin: context.publicBaseUrl, showErrorDetails: context.showErrorDetails,
  };
  // The locale cookie remembers the language of the last page read: the page writes it (defer-scripts.server.ts).
  return rootData;
}

/** The root's own headers; when a screen threw (a 503 with Retry-After, a 404 not to be kept), its answer's headers too. */
export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  if (!errorHeaders) return loaderHeaders;
  const merged = new Headers(loaderHeaders);
  errorHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  await getClientI18n(loaded.lang);
  return loaded;
}

/** Settings change with the language, after a write, or when a refresh was asked (spec §4); not on every click. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, formAction, formData, defaultShouldRevalidate }) => {
  if (consumeSettingsRefresh()) return true;
  if (formMethod && formMethod !== "GET") return isVisitorAction(formAction, formData) ? false : defaultShouldRevalidate;
  return splitLocalePath(currentUrl.pathname).lang !== splitLocalePath(nextUrl.pathname).lang;
};

export function Layout({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  // Marks the document once React runs it: browser tests wait for this before they click.
  useEffect(() => { document.documentElement.dataset.hydrated = "true"; }, []);
  const lang = splitLocalePath(location.pathname).lang;
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No first paint of a half-read header: its parts would move when the rest arrived (layout shift). */}
        <link rel="expect" href="#main" blocking="render" />
        <Meta />
        <link rel="stylesheet" href={APP_SHEET_URL} />
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

export default function App() {
  // From the first client navigation on, screens mount fresh (not hydrated): see useHydrated.
  if (useNavigation().state !== "idle") noteClientNavigation();
  return (
    <>
      <LoadingBar />
      <DeployWatcher />
      <Outlet />
    </>
  );
}

/** A fatal or unhandled error replaces the whole app with the error page (spec §2). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <>
      <LoadingBar failed />
      <ErrorPage error={error} />
    </>
  );
}
