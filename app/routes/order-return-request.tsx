import { data, type ShouldRevalidateFunction } from "react-router";
import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { loadOwnOrder, orderFailure } from "#app/features/orders/order-loader.server.ts";
import { canRequestReturn } from "#app/features/orders/returnable.ts";
import { OrderScreen, WholeOrderLink } from "#app/features/orders/order-screen.tsx";
import { ReturnForm, type ReturnFormAnswer } from "#app/features/orders/return-form.tsx";
import { submitReturn } from "#app/features/orders/return-form.server.ts";
import { translate } from "#app/i18n/translate.server.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/order-return-request";

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/profile/modals/requestReturn", { noindex: true });
}

/** Spec §2 /profile/modals/requestReturn?order=<id> (issue 16); a guest's e-mail link adds the order's key. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, order, key, guest } = await loadOwnOrder(request, context);
  return { title: translate(lang, "returns.requestTitle", { number: order.number }), order, key, guest };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadScreenTexts(request)]);
  return loaded;
}

export async function action({ request, context }: Route.ActionArgs) {
  const found = await loadOwnOrder(request, context);
  const form = await request.formData();
  const outcome = await submitReturn(found, found.order, form).catch((error: unknown) => { throw orderFailure(error, found, context); });
  if ("refusal" in outcome) return outcome.refusal;
  if (form.get("via") === "js") return data<ReturnFormAnswer>({ ok: true, to: outcome.to });
  return redirectOnSite(outcome.to, 303);
}

/**
 * After a return is made the screen goes to it (nothing here to reload: with every unit returned, the form
 * would give way to "nothing left" first); after a refusal for units taken meanwhile, the form reloads
 * what is left (React Router does not reload after a 4xx by itself).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, actionStatus, defaultShouldRevalidate }) => {
  if ((actionResult as ReturnFormAnswer | undefined)?.ok) return false;
  if (actionStatus === 409 || actionStatus === 422) return true;
  return defaultShouldRevalidate;
};

export default function RequestReturnScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { order, key, title, guest } = loaderData;
  return (
    <OrderScreen title={title} lang={lang} guest={guest}>
      {canRequestReturn(order) ? <ReturnForm order={order} lang={lang} /> : (
        <p role="status" data-testid="return-closed">
          {t(order.return_until ? "returns.allReturned" : order.status === "delivered" || order.status === "collected" ? "returns.closed" : "returns.notYet")}
        </p>
      )}
      <WholeOrderLink lang={lang} orderId={order._id} orderKey={key} />
    </OrderScreen>
  );
}
