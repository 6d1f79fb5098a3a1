import type { Cart } from "#api/cart/cart.schemas.ts";
import { splitLocalePath } from "#domain/locale.ts";
import { cartAction } from "#app/features/cart/cart-action.server.ts";
import { readCartNotices } from "#app/features/cart/cart-form.ts";
import { CartView, type BuyAgainOutcome } from "#app/features/cart/cart-view.tsx";
import type { Order } from "#api/orders/orders.schemas.ts";
import { translate } from "#app/i18n/translate.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/cart";

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/cart", { noindex: true });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  const api = apiFor(request, context, lang);
  const notices = readCartNotices(url.searchParams);
  const [{ data: cart }, order] = await Promise.all([
    api.get<{ data: Cart }>("/cart"),
    // Back from buy again: the order, to name its lines that could not be added (someone else's order: nothing).
    notices.order ? api.get<{ data: Order }>(`/orders/${notices.order}`).then((r) => r.data, () => null) : null,
  ]);
  return { cart, notices, buyAgain: order ? buyAgainOutcome(order, cart) : null, title: translate(lang, "cart.title") };
}

/** The order's lines that are not in the cart after buy again: no longer sold (buy again skipped them, decision 014). */
function buyAgainOutcome(order: Order, cart: Cart): BuyAgainOutcome {
  const inCart = new Set(cart.Items.map((i) => i.variant_id));
  return { number: order.number, unavailable: order.Items.filter((l) => l.variant_id === null || !inCart.has(l.variant_id)).map((l) => l.Title) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context);
}

/** Spec §2 /cart: the lines, coupon, shipping estimate and totals; every action a plain form. */
export default function CartScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <CartView cart={loaderData.cart} notices={loaderData.notices} buyAgain={loaderData.buyAgain} failure={actionData && !actionData.ok ? actionData : null} />;
}
