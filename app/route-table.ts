import { matchPath } from "react-router";
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
}

/**
 * Every screen of the storefront, registered by the issue that builds it: a spec route whose
 * screen does not exist yet is simply absent, and answers the 404 page.
 */
export const SCREENS: Screen[] = [
  { id: "home", path: "/", file: "routes/home.tsx", layout: "default", middleware: ["auth"] },
  { id: "bestseller", path: "/bestseller", file: "routes/listing.tsx", layout: "default", middleware: ["auth"] },
  { id: "featured-products", path: "/featured-products", file: "routes/listing.tsx", layout: "default", middleware: ["auth"] },
  { id: "new-products", path: "/new-products", file: "routes/listing.tsx", layout: "default", middleware: ["auth"] },
  { id: "offers", path: "/offers", file: "routes/listing.tsx", layout: "default", middleware: ["auth"] },
  { id: "brands", path: "/brands", file: "routes/brands.tsx", layout: "default", middleware: ["auth"] },
  { id: "brand", path: "/brands/:brand", file: "routes/brand.tsx", layout: "default", middleware: ["auth"] },
  // Spec §2: a category or a product at depth 1 to 5 (four category levels plus the final slug), one screen.
  { id: "catalog", path: "/:slug", file: "routes/catalog.tsx", layout: "default", middleware: ["auth"] },
  { id: "catalog-2", path: "/:l1/:slug", file: "routes/catalog.tsx", layout: "default", middleware: ["auth"] },
  { id: "catalog-3", path: "/:l1/:l2/:slug", file: "routes/catalog.tsx", layout: "default", middleware: ["auth"] },
  { id: "catalog-4", path: "/:l1/:l2/:l3/:slug", file: "routes/catalog.tsx", layout: "default", middleware: ["auth"] },
  { id: "catalog-5", path: "/:l1/:l2/:l3/:l4/:slug", file: "routes/catalog.tsx", layout: "default", middleware: ["auth"] },
];

export const NOT_FOUND_SCREEN: Screen = { id: "not-found", path: "/*", file: "routes/not-found.tsx", layout: "default", middleware: ["auth"] };

export function isScreenRegistered(id: string): boolean {
  return SCREENS.some((s) => s.id === id);
}

/** The screen a URL shows, found the way the router finds it. */
export function screenForPath(pathname: string): Screen {
  const { path } = splitLocalePath(pathname);
  return SCREENS.find((s) => matchPath({ path: s.path, end: true }, path)) ?? NOT_FOUND_SCREEN;
}

export function routeIdFor(screen: Screen, lang: (typeof SUPPORTED_LOCALES)[number]): string {
  return `${screen.id}-${lang}`;
}
