import { localizedPath, type Locale } from "#domain/locale.ts";

// Browser-safe: the addresses of the customer's orders and of their dialogs (spec §2 /profile/modals/*).

type OrderDialogName = "detailOrder" | "detailReturn" | "requestReturn" | "trackingModal";

/** The order's key from its e-mail link: it opens the order without an account (a guest's), here and in its dialogs. */
export const ORDER_KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function myOrdersPath(lang: Locale, params: { status?: string | null; page?: number } = {}): string {
  const query = new URLSearchParams();
  if (params.status) query.set("status", params.status);
  if (params.page && params.page > 1) query.set("page", String(params.page));
  const search = query.toString();
  return `${localizedPath(lang, "/profile/my-orders")}${search ? `?${search}` : ""}`;
}

export function orderDialogPath(lang: Locale, dialog: OrderDialogName, params: { order: string; key?: string | null; return?: string; view?: "print" }): string {
  const query = new URLSearchParams({ order: params.order });
  if (params.return) query.set("return", params.return);
  if (params.key) query.set("key", params.key);
  if (params.view) query.set("view", params.view);
  return `${localizedPath(lang, `/profile/modals/${dialog}`)}?${query}`;
}
