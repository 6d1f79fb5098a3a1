import { useRouteLoaderData, type ShouldRevalidateFunction } from "react-router";
import { splitLocalePath } from "#domain/locale.ts";

/** What the header and the hearts need on every page: the cart's units, the wishlist's products, and whether the shopper is signed in. */
export interface VisitorSummary {
  cartCount: number;
  wishlist: number[];
  signedIn: boolean;
}

export const EMPTY_VISITOR: VisitorSummary = { cartCount: 0, wishlist: [], signedIn: false };

/** The default layout's loader keeps it; screens of other layouts see an empty visitor. */
export function useVisitor(): VisitorSummary {
  const data = useRouteLoaderData("layouts/default") as { visitor?: VisitorSummary } | undefined;
  return data?.visitor ?? EMPTY_VISITOR;
}

const VISITOR_ACTIONS = new Set(["/cart", "/wishlist", "/profile/cart"]);

/** Account posts that change the settings' audience: signing in and out (spec §4: logout refreshes them). */
const SESSION_INTENTS = new Set(["login", "logout", "delete-account"]);

/**
 * A post that changes only the cart, the wishlist, saved carts or the customer's own details and
 * addresses: the settings stay as they are.
 */
export function isVisitorAction(formAction: string | undefined, formData?: FormData): boolean {
  if (!formAction) return false;
  const path = splitLocalePath(new URL(formAction, "http://site.invalid").pathname).path;
  if (path === "/profile") return !SESSION_INTENTS.has(String(formData?.get("intent") ?? "login"));
  return VISITOR_ACTIONS.has(path);
}

/** The counts change with a post (or a new language), not with browsing. */
export const shouldRevalidateVisitor: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return splitLocalePath(currentUrl.pathname).lang !== splitLocalePath(nextUrl.pathname).lang;
};
