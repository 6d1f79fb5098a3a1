import { type RouteConfig, layout, route } from "@react-router/dev/routes";
import { SUPPORTED_LOCALES, localizedPath } from "../domain/locale.ts";
import { getMiddleware } from "./lib/middleware.ts";
import { screenFile } from "./route-files.ts";
import { NOT_FOUND_SCREEN, SCREENS, routeIdFor, type LayoutName, type Screen } from "./route-table.ts";

// Naming a middleware that does not exist fails the build, not a shopper's page view.
for (const screen of [...SCREENS, NOT_FOUND_SCREEN]) for (const name of screen.middleware) getMiddleware(name);

const inEveryLanguage = (screen: Screen) =>
  SUPPORTED_LOCALES.map((lang) => route(localizedPath(lang, screen.path), screenFile(screen), { id: routeIdFor(screen, lang) }));

const screensOf = (name: LayoutName) => SCREENS.filter((s) => s.layout === name).flatMap(inEveryLanguage);

const checkout = screensOf("checkout");

/** Endpoints of the storefront that render no screen: form targets, feeds for crawlers. One path in every language. */
const RESOURCES = [
  route("/currency", "routes/resources/currency.ts"),
  route("/language", "routes/resources/language.ts"),
  route("/newsletter", "routes/resources/newsletter.ts"),
  route("/suggest", "routes/resources/suggest.ts"),
  // Social login (issue 17): the providers' redirect URI; the API names it too (api/social-login/social-login.flow.ts).
  route("/social-login/callback", "routes/resources/social-login-callback.ts"),
  route("/robots.txt", "routes/resources/robots.ts"),
  route("/sitemap.xml", "routes/resources/sitemap-index.ts"),
  route("/sitemaps/:file", "routes/resources/sitemap.ts"),
];

export default [
  ...RESOURCES,
  layout("layouts/default.tsx", [...screensOf("default"), ...inEveryLanguage(NOT_FOUND_SCREEN)]),
  ...(checkout.length ? [layout("layouts/checkout.tsx", checkout)] : []),
] satisfies RouteConfig;
