import { matchPath } from "react-router";
import type { CatalogGroup } from "#app/i18n/catalogs.client.ts";
import { SUPPORTED_LOCALES, splitLocalePath } from "#domain/locale.ts";

export type LayoutName = "default" | "checkout";

export interface Screen {
  id: string;
  /** Path without the language prefix; the same in every language (slugs inside it are translated). */
  path: string;
  file: string;
  layout: LayoutName;
  /** Spec §2: every route carries the middleware named auth. */
  middleware: string[];
  /** Texts of its own, outside the core catalogue (catalogs.client.ts). */
  texts?: CatalogGroup[];
}

/**
 * Every screen of the storefront, registered by the issue that builds it: a spec route whose
 * screen does not exist yet is simply absent, and answers the 404 page.
 */
/** A screen of the default layout with the auth middleware, as almost every screen is (spec §2). */
function screen(id: string, path: string, file: string, layout: LayoutName = "default", texts?: CatalogGroup[]): Screen {
  return { id, path, file, layout, middleware: ["auth"], ...(texts ? { texts } : {}) };
}

// Spec §2: a shop page, category or product at depth 1 to 5 (four category levels plus the final slug), one screen.
const CATALOG_PATHS = ["/:slug", "/:l1/:slug", "/:l1/:l2/:slug", "/:l1/:l2/:l3/:slug", "/:l1/:l2/:l3/:l4/:slug"];

export const SCREENS: Screen[] = [
  screen("home", "/", "routes/home.tsx"),
  screen("search", "/search", "routes/search.tsx"),
  ...(["bestseller", "featured-products", "new-products", "offers"] as const).map((id) => screen(id, `/${id}`, "routes/listing.tsx")),
  screen("brands", "/brands", "routes/brands.tsx"),
  // The blog (issue 17): its list and its articles, whose slugs are translated.
  screen("blog", "/blog", "routes/blog.tsx", "default", ["blog"]),
  screen("blog-post", "/blog/:slug", "routes/blog-post.tsx", "default", ["blog"]),
  screen("brand", "/brands/:brand", "routes/brand.tsx"),
  screen("cart", "/cart", "routes/cart.tsx"),
  // Spec §2: the checkout uses the checkout layout; the order's page is a page of the shop again.
  screen("checkout", "/checkout", "routes/checkout.tsx", "checkout", ["account", "checkout", "order"]),
  screen("order-success", "/order-success", "routes/order-success.tsx", "default", ["account", "order"]),
  // Back from a payment provider without paying (issue 15): the same order paid again, another way, or the cart back.
  screen("cancel", "/cancel", "routes/cancel.tsx", "default", ["order"]),
  // A guest finds an order by number and e-mail, and follows its parcels (issue 16).
  screen("tracking", "/tracking", "routes/tracking.tsx", "default", ["order", "orders"]),
  // The withdrawal function (issue 21 §3): from every page's footer and from each order, for guests too.
  screen("withdrawal", "/withdrawal", "routes/withdrawal.tsx", "default", ["withdrawal"]),
  screen("wishlist", "/wishlist", "routes/wishlist.tsx"),
  screen("wishlist-shared", "/wishlist/:token", "routes/wishlist-shared.tsx"),
  screen("profile", "/profile", "routes/profile.tsx", "default", ["account", "orders"]),
  screen("profile-cart", "/profile/cart", "routes/profile-cart.tsx"),
  // Social login (issue 17): the linked sign-in services (signed in), or the password that links a provider to an existing account.
  screen("social-login", "/profile/social-login", "routes/social-login.tsx", "default", ["account"]),
  // The customer's orders, and the order dialogs over them (issue 16): pages of their own without JavaScript.
  screen("my-orders", "/profile/my-orders", "routes/my-orders.tsx", "default", ["orders"]),
  screen("order-detail", "/profile/modals/detailOrder", "routes/order-detail.tsx", "default", ["order", "orders"]),
  screen("order-return", "/profile/modals/detailReturn", "routes/order-return.tsx", "default", ["order", "orders"]),
  screen("order-return-request", "/profile/modals/requestReturn", "routes/order-return-request.tsx", "default", ["order", "orders"]),
  screen("order-tracking", "/profile/modals/trackingModal", "routes/order-tracking.tsx", "default", ["order", "orders"]),
  screen("active-user", "/active-user", "routes/active-user.tsx", "default", ["account"]),
  screen("password-reset", "/password-reset", "routes/password-reset.tsx", "default", ["account"]),
  ...CATALOG_PATHS.map((path, i) => screen(i === 0 ? "catalog" : `catalog-${i + 1}`, path, "routes/catalog.tsx")),
];

export const NOT_FOUND_SCREEN: Screen = screen("not-found", "/*", "routes/not-found.tsx");

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
