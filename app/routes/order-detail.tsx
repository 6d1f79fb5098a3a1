import { data } from "react-router";
import type { Cart } from "#api/cart/cart.schemas.ts";
import { localizedPath } from "#domain/locale.ts";
import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { writeCartNotices } from "#app/features/cart/cart-form.ts";
import type { BuyAgainResult } from "#app/features/orders/buy-again.tsx";
import { loadOwnOrder, orderFailure, orderRequestOf } from "#app/features/orders/order-loader.server.ts";
import { OrderRecord } from "#app/features/orders/order-record.tsx";
import { OrderScreen } from "#app/features/orders/order-screen.tsx";
import { PrintableOrder } from "#app/features/orders/printable-order.tsx";
import { translate } from "#app/i18n/translate.server.ts";
import { ApiRequestError } from "#app/lib/api-client.server.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import { visitorHintCookie } from "#app/lib/visitor.server.ts";
import type { Route } from "./+types/order-detail";

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/profile/modals/detailOrder", { noindex: true });
}

/** Spec §2 /profile/modals/detailOrder?order=<id> (issue 16); `&view=print` is its printable summary. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, order, key, url, guest } = await loadOwnOrder(request, context);
  const print = url.searchParams.get("view") === "print";
  return {
    title: translate(lang, print ? "orders.printTitle" : "orders.detailTitle", { number: order.number }),
    order, key, print, guest,
  };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadScreenTexts(request)]);
  return loaded;
}

/**
 * Buy again: the API empties the cart and fills it with the order's lines (decision 014); the cart's page
 * says which lines could not be added. A script gets the address to go to after its two steps.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const found = orderRequestOf(request, context);
  const form = await request.formData();
  if (form.get("intent") !== "buy-again") return data<BuyAgainResult>({ error: "orders.error.invalid" }, { status: 400 });
  let cart: Cart;
  try {
    ({ data: cart } = await found.api.post<{ data: Cart }>(`/orders/${found.id}/buy-again`));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500 && error.status !== 401) return data<BuyAgainResult>({ error: "orders.error.buyAgain" }, { status: error.status });
    throw orderFailure(error, found, context);
  }
  const capped = cart.Message.find((m) => m.code === "capped");
  const notices = writeCartNotices({
    done: "buy-again", couponRemoved: null, reason: null, order: found.id,
    capped: capped?.code === "capped" ? { variantId: capped.variant_id, quantity: capped.quantity } : null,
  });
  const to = `${localizedPath(found.lang, "/cart")}${notices}`;
  const headers = { "Set-Cookie": visitorHintCookie(context) };
  if (form.get("via") === "js") return data<BuyAgainResult>({ to }, { headers });
  return redirectOnSite(to, { status: 303, headers });
}

export default function OrderDetailScreen({ loaderData }: Route.ComponentProps) {
  const { lang } = useRootData();
  const { order, key, print, title, guest } = loaderData;
  return (
    <OrderScreen title={title} lang={lang} guest={guest}>
      {print ? <PrintableOrder order={order} lang={lang} /> : <OrderRecord order={order} lang={lang} orderKey={key} />}
    </OrderScreen>
  );
}
