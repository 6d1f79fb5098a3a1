import { matchPath } from "react-router";
import type { CatalogGroup } from "#app/i18n/catalogs.client.ts";
import { SUPPORTED_LOCALES, splitLocalePath } from "#domain/locale.ts";

export type LayoutName = "default" | "checkout";

export interface Screen {
  id: string;
  /** Path without the language prefix; the same in every language (slugs inside it are translated). */
  path: string;
  layout: LayoutName;
  /** Spec §2: every route carries the middleware named auth. */
  middleware: string[];
  /** Texts of its own, outside the core catalogue (catalogs.client.ts). */
  texts?: CatalogGroup[];
}

/**
 * Every screen of the storefront, registered by the issue that builds it: a spec route whose
 * screen does not exist yet is simply absent, and answers the 404 page. Its module is app/route-files.ts's
 * business: the browser matches paths with this table and needs no file names.
 */
/** A screen of the default layout with the auth middleware, as almost every screen is (spec §2). */
function screen(id: string, path: string, layout: LayoutName = "default", texts?: CatalogGroup[]): Screen {
  return { id, path, layout, middleware: ["auth"], ...(texts ? { texts } : {}) };
}

// Spec §2: a shop page, category or product at depth 1 to 5 (four category levels plus the final slug), one screen.
const CATALOG_PATHS = ["/:slug", "/:l1/:slug", "/:l1/:l2/:slug", "/:l1/:l2/:l3/:slug", "/:l1/:l2/:l3/:l4/:slug"];

export const SCREENS: Screen[] = [
  screen("home", "/"),
  screen("search", "/search"),
  ...(["bestseller", "featured-products", "new-products", "offers"] as const).map((id) => screen(id, `/${id}`)),
  screen("brands", "/brands"),
  // The blog (issue 17): its list and its articles, whose slugs are translated.
  screen("blog", "/blog", "default", ["blog"]),
  screen("blog-post", "/blog/:slug", "default", ["blog"]),
  screen("brand", "/brands/:brand"),
  screen("cart", "/cart"),
  // Spec §2: the checkout uses the checkout layout; the order's page is a page of the shop again.
  screen("checkout", "/checkout", "checkout", ["account", "checkout", "order"]),
  screen("order-success", "/order-success", "default", ["account", "order"]),
  // Back from a payment provider without paying (issue 15): the same order paid again, another way, or the cart back.
  screen("cancel", "/cancel", "default", ["order"]),
  // A guest finds an order by number and e-mail, and follows its parcels (issue 16).
  screen("tracking", "/tracking", "default", ["order", "orders"]),
  // The withdrawal function (issue 21 §3): from every page's footer and from each order, for guests too.
  screen("withdrawal", "/withdrawal", "default", ["withdrawal"]),
  // Reviews by verified buyers (issue 17): from the order, or the "how was it?" e-mail's signed link.
  screen("review", "/review", "default", ["community"]),
  // The newsletter's double opt-in and its one-click unsubscribe (issue 17): one screen for the e-mails' links.
  screen("unsubscribe", "/unsubscribe", "default", ["community"]),
  screen("newsletter-confirm", "/newsletter/confirm", "default", ["community"]),
  screen("wishlist", "/wishlist"),
  screen("wishlist-shared", "/wishlist/:token"),
  screen("profile", "/profile", "default", ["account", "orders"]),
  screen("profile-cart", "/profile/cart"),
  // Social login (issue 17): the linked sign-in services (signed in), or the password that links a provider to an existing account.
  screen("social-login", "/profile/social-login", "default", ["account"]),
  // The customer's orders, and the order dialogs over them (issue 16): pages of their own without JavaScript.
  screen("my-orders", "/profile/my-orders", "default", ["orders"]),
  screen("order-detail", "/profile/modals/detailOrder", "default", ["order", "orders"]),
  screen("order-return", "/profile/modals/detailReturn", "default", ["order", "orders"]),
  screen("order-return-request", "/profile/modals/requestReturn", "default", ["order", "orders"]),
  screen("order-tracking", "/profile/modals/trackingModal", "default", ["order", "orders"]),
  screen("active-user", "/active-user", "default", ["account"]),
  screen("password-reset", "/password-reset", "default", ["account"]),
  ...CATALOG_PATHS.map((path, i) => screen(i === 0 ? "catalog" : `catalog-${i + 1}`, path)),
];

export const NOT_FOUND_SCREEN: Screen = screen("not-found", "/*");

export function isScreenRegistered(id: string): boolean {
  return SCREENS.some((s) => s.id === id);
}

const screensByPath = new Map<string, Screen>();

/**
 * The screen a URL shows, found the way the router finds it. Every link asks (to decide whether to
 * prefetch), so answers are kept: matching compiles a pattern per screen, and a page has a hundred links.
 */
export function screenForPath(pathname: string): Screen {
  let found = screensByPath.get(pathname);
  if (!found) {
    const { path } = splitLocalePath(pathname);
    found = SCREENS.find((s) => matchPath({ path: s.path, end: true }, path)) ?? NOT_FOUND_SCREEN;
    if (screensByPath.size >= 2_000) screensByPath.clear();
    screensByPath.set(pathname, found);
  }
  return found;
}

export function routeIdFor(screen: Screen, lang: (typeof SUPPORTED_LOCALES)[number]): string {
  return `${screen.id}-${lang}`;
}
