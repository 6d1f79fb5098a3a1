import { data, type AppLoadContext } from "react-router";
import type { Order } from "#api/orders/orders.schemas.ts";
import { localizedPath, splitLocalePath, type Locale } from "#domain/locale.ts";
import { endSession, isSessionEnded } from "#app/features/account/account-api.server.ts";
import { ApiRequestError } from "#app/lib/api-client.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import type { ApiClient } from "#app/lib/api-client.server.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import { hasSession } from "#app/lib/session.server.ts";
import { ORDER_KEY_PATTERN, UUID_PATTERN } from "./order-paths.ts";

export const pageNotFound = (url: URL) => data(`Page not found: ${url.pathname}`, { status: 404, headers: { "Cache-Control": "no-store" } });

/** A signed-out shopper is sent to sign in first, and brought back here afterwards. */
export function signInFirst(url: URL, lang: Locale): Response {
  return redirectOnSite(`${localizedPath(lang, "/profile")}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, 303);
}

export interface OrderRequest {
  url: URL; lang: Locale; api: ApiClient; id: string; key: string | null;
  /** No account signed in: a guest with the order's key (its screens offer no way back to an orders list). */
  guest: boolean;
}

/** The order of `?order=<id>` (and its `?key=` from an e-mail link), as the dialogs and their actions read it. */
export function orderRequestOf(request: Request, context: AppLoadContext): OrderRequest {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  const id = url.searchParams.get("order") ?? "";
  if (!UUID_PATTERN.test(id)) throw pageNotFound(url);
  const key = ORDER_KEY_PATTERN.exec(url.searchParams.get("key") ?? "")?.[0] ?? null;
  return { url, lang, api: apiFor(request, context, lang), id, key, guest: !hasSession(request.headers.get("cookie")) };
}

/**
 * The order with its shipments and returns, for its owner only (the signed-in customer, the guest who
 * placed it in this browser, or whoever holds its key): anyone else's id is the 404 page.
 */
export async function loadOwnOrder(request: Request, context: AppLoadContext): Promise<OrderRequest & { order: Order }> {
  const found = orderRequestOf(request, context);
  try {
    const { data: order } = await found.api.get<{ data: Order }>(`/orders/${found.id}${found.key ? `?key=${found.key}` : ""}`);
    return { ...found, order };
  } catch (error) {
    // Not this visitor's (a guest's orders open in the browser that placed them, or with their key): signed
    // out and without the key, the shopper signs in first, and comes back to it.
    if (found.guest && !found.key && error instanceof ApiRequestError && error.status === 404) throw signInFirst(found.url, found.lang);
    throw orderFailure(error, found, context);
  }
}

/** What a failed call for the order becomes: the sign-in again, the 404 page, or the error itself. */
export function orderFailure(error: unknown, { url, lang }: Pick<OrderRequest, "url" | "lang">, context: AppLoadContext): unknown {
  if (isSessionEnded(error)) return endSession(lang, context);
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return pageNotFound(url);
  return error;
}
