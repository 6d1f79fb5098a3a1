import { createElement } from "react";
import { Outlet, UNSAFE_withComponentProps, createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import * as entry from "#app/entry.server.tsx";
import * as rootModule from "#app/root.tsx";
import type { ApiTransport } from "#app/lib/context.ts";
import { FALLBACK_SETTINGS } from "#app/lib/fallback-settings.ts";
import type { RootData } from "#app/lib/root-data.ts";
import { SUPPORTED_LOCALES, localizedPath, splitLocalePath, type Locale } from "#domain/locale.ts";

// Test support only: real screen modules (loader, action, headers, component) behind React Router's own
// request handler and the real entry.server.tsx, as a browser would reach them with and without
// JavaScript, with a stand-in root and a stand-in commerce API. The answers' statuses and headers are
// the ones React Router would send; the screens render in the page's language.

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

export interface TestScreen {
  /** The screen's path without a language prefix, as in app/route-table.ts. */
  path: string;
  /** The route module as imported (`import * as profile from "#app/routes/profile.tsx"`). */
  module: object;
}

/** The root loader's data without the settings call: what the account screens read of it. */
const root: RouteModule = {
  loader: ({ request }: { request: Request }) => {
    const { lang } = splitLocalePath(new URL(request.url).pathname);
    const data: RootData = {
      lang, settings: FALLBACK_SETTINGS, currency: { id: "EUR", symbol: "€", exchange: 1 }, settingsLoaded: true,
      origin: "https://shop.example", showErrorDetails: false,
    };
    return data;
  },
  // As app/root.tsx: the root passes its own loader's headers on, and a thrown answer's.
  headers: (args: { loaderHeaders: Headers; errorHeaders?: Headers }) => (rootModule.headers as (a: typeof args) => Headers)(args),
  default: () => createElement("main", null, createElement(Outlet)),
};

export function createStorefront(screens: TestScreen[], api: ApiTransport) {
  const routes: ServerBuild["routes"] = { root: { id: "root", path: "", module: root } };
  for (const screen of screens) {
    for (const lang of SUPPORTED_LOCALES) {
      const id = `${screen.path.slice(1)}-${lang}`;
      // As the framework's build does: the screen's component gets loaderData and actionData as props.
      const own = screen.module as RouteModule;
      const module: RouteModule = { ...own, default: UNSAFE_withComponentProps(own.default as never) };
      routes[id] = { id, parentId: "root", path: localizedPath(lang, screen.path).slice(1), module };
    }
  }
  const manifest = Object.fromEntries(Object.values(routes).map((route) => [route!.id, {
    id: route!.id, parentId: route!.parentId, path: route!.path,
    hasAction: Boolean(route!.module.action), hasLoader: Boolean(route!.module.loader),
    hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false,
    module: `/assets/${route!.id}.js`, clientActionModule: undefined, clientLoaderModule: undefined,
    clientMiddlewareModule: undefined, hydrateFallbackModule: undefined,
  }]));
  const build: ServerBuild = {
    entry: { module: entry },
    routes,
    assets: { entry: { imports: [], module: "/assets/entry.client.js" }, routes: manifest, url: "/assets/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false, v8_middleware: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  };
  const handle = createRequestHandler(build, "production");
  const context: AppLoadContext = {
    api, apiBaseUrl: "http://api.invalid", platform: "web", publicBaseUrl: "https://shop.example", paymentPageOrigins: ["https://checkout.stripe.com"], socialLoginOrigins: [], showErrorDetails: false,
    nonce: "test-nonce", requestId: "test", clientIp: "192.0.2.1",
    // A screen that fails to render is a failed test, with its stack (tests/setup/fail-on-console-error.ts).
    log: (level, msg, fields) => { if (level === "error") console.error(msg, fields); },
  };

  return {
    /** A page view without JavaScript (the document). */
    get(path: string) {
      return handle(new Request(new URL(path, "https://shop.example"), { headers: { "user-agent": "Googlebot" } }), context);
    },
    /**
     * A form post to a screen: `javascript: false` is the browser's own post (a document answer, HTML);
     * `true` is React Router's fetch of the action's data (`.data`), as a page with JavaScript sends it.
     */
    post(path: string, fields: Record<string, string>, options: { javascript: boolean; headers?: Record<string, string> }) {
      const url = new URL(path, "https://shop.example");
      if (options.javascript) url.pathname += ".data";
      return handle(new Request(url, {
        method: "POST",
        body: new URLSearchParams(fields),
        // A crawler's user agent makes entry.server.tsx answer the whole page at once.
        headers: { "content-type": "application/x-www-form-urlencoded", origin: url.origin, "user-agent": "Googlebot", ...options.headers },
      }), context);
    },
  };
}

/** An answer of the commerce API in its error envelope (spec §8). */
export function apiRefusal(status: number, meta: { code: string; errors: string[]; reason?: string; fields?: Record<string, string> }, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ data: null, metadata: [meta] }), { status, headers: { "content-type": "application/json", ...headers } });
}

/** The common-password refusal the account forms show on the password field, in each language. */
export const COMMON_PASSWORD: Record<Locale, RegExp> = {
  it: /^Questa password è tra le più comuni .*Scegline un'altra\.$/,
  en: /^This password is one of the most common .*Choose another one\.$/,
  fr: /^Ce mot de passe fait partie des plus courants .*Choisissez-en un autre\.$/,
  de: /^Dieses Passwort gehört zu den häufigsten .*Wählen Sie ein anderes\.$/,
  es: /^Esta contraseña es de las más comunes .*Elige otra\.$/,
};
