import type { Cart } from "#api/cart/cart.schemas.ts";
import { splitLocalePath } from "#domain/locale.ts";
import { cartAction } from "#app/features/cart/cart-action.server.ts";
import { readCartNotices } from "#app/features/cart/cart-form.ts";
import { CartView } from "#app/features/cart/cart-view.tsx";
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
  const { data: cart } = await apiFor(request, context, lang).get<{ data: Cart }>("/cart");
  return { cart, notices: readCartNotices(url.searchParams), title: translate(lang, "cart.title") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context);
}

/** Spec §2 /cart: the lines, coupon, shipping estimate and totals; every action a plain form. */
export default function CartScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <CartView cart={loaderData.cart} notices={loaderData.notices} failure={actionData && !actionData.ok ? actionData : null} />;
}
