import { useEffect } from "react";
import { ORDER_STATES } from "#domain/order-states.ts";
import type { Order } from "#api/orders/orders.schemas.ts";
import { splitLocalePath } from "#domain/locale.ts";
import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { endSession, isSessionEnded, requireRenewedSession } from "#app/features/account/account-api.server.ts";
import { MyOrdersView } from "#app/features/orders/my-orders-view.tsx";
import { rememberOrderList } from "#app/features/orders/order-dialog.tsx";
import { signInFirst } from "#app/features/orders/order-loader.server.ts";
import { myOrdersPath } from "#app/features/orders/order-paths.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import { translate } from "#app/i18n/translate.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import { hasSession } from "#app/lib/session.server.ts";
import type { Route } from "./+types/my-orders";

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/profile/my-orders", { noindex: true });
}

const PER_PAGE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  if (!hasSession(request.headers.get("cookie"))) throw signInFirst(url, lang);
  requireRenewedSession(request);
  const asked = url.searchParams.get("status");
  const status = (ORDER_STATES as readonly string[]).includes(asked ?? "") ? asked : null;
  const page = Math.min(Math.max(Math.trunc(Number(url.searchParams.get("page"))) || 1, 1), 10_000);
  const query = new URLSearchParams({ page: String(page), per_page: String(PER_PAGE), ...(status ? { status } : {}) });
  try {
    const { data: orders, meta } = await apiFor(request, context, lang).get<{ data: Order[]; meta: { total: number } }>(`/orders?${query}`);
    const pages = Math.max(1, Math.ceil(meta.total / PER_PAGE));
    // Past the last page (an old link, orders gone from a state): the last page there is.
    if (page > pages) throw redirectOnSite(myOrdersPath(lang, { status, page: pages }), 303);
    return { title: translate(lang, "orders.title"), orders, page, pages, total: meta.total, status };
  } catch (error) {
    if (isSessionEnded(error)) throw endSession(lang, context);
    throw error;
  }
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadScreenTexts(request)]);
  return loaded;
}

export default function MyOrdersScreen({ loaderData }: Route.ComponentProps) {
  const { lang } = useRootData();
  // What an order's dialog shows underneath while it is open.
  useEffect(() => rememberOrderList(() => <MyOrdersView list={loaderData} lang={lang} underDialog />), [loaderData, lang]);
  return <MyOrdersView list={loaderData} lang={lang} />;
}
