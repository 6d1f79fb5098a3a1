import type { Screen } from "./route-table.ts";

/** Screens whose module is not named after them: one module serves several screens. */
const SHARED_MODULES: Record<string, string> = {
  bestseller: "listing", "featured-products": "listing", "new-products": "listing", offers: "listing",
  "catalog-2": "catalog", "catalog-3": "catalog", "catalog-4": "catalog", "catalog-5": "catalog",
  unsubscribe: "newsletter", "newsletter-confirm": "newsletter",
};

/**
 * The route module of a screen: app/routes/<id>.tsx unless it shares one. Read when the routes are built
 * (app/routes.ts) and by tests, never in the browser, whose route table (route-table.ts) holds no file names.
 */
export function screenFile(screen: Pick<Screen, "id">): string {
  return `routes/${SHARED_MODULES[screen.id] ?? screen.id}.tsx`;
}
