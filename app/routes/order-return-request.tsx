import { data } from "react-router";
import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { DialogLink } from "#app/features/orders/order-dialog.tsx";
import { loadOwnOrder } from "#app/features/orders/order-loader.server.ts";
import { orderDialogPath } from "#app/features/orders/order-paths.ts";
import { canRequestReturn } from "#app/features/orders/returnable.ts";
import { OrderScreen } from "#app/features/orders/order-screen.tsx";
import { ReturnForm, type ReturnFormAnswer } from "#app/features/orders/return-form.tsx";
import { submitReturn } from "#app/features/orders/return-form.server.ts";
import { translate } from "#app/i18n/translate.server.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import { hasSession } from "#app/lib/session.server.ts";
import type { Route } from "./+types/order-return-request";

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/profile/modals/requestReturn", { noindex: true });
}

/** Spec §2 /profile/modals/requestReturn?order=<id> (issue 16); a guest's e-mail link adds the order's key. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, order, key } = await loadOwnOrder(request, context);
  return { title: translate(lang, "returns.requestTitle", { number: order.number }), order, key, guest: !hasSession(request.headers.get("cookie")) };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadScreenTexts(request)]);
  return loaded;
}

export async function action({ request, context }: Route.ActionArgs) {
  const found = await loadOwnOrder(request, context);
  const form = await request.formData();
  const outcome = await submitReturn(found, found.order, form);
  if ("refusal" in outcome) return outcome.refusal;
  if (form.get("via") === "js") return data<ReturnFormAnswer>({ ok: true, to: outcome.to });
  return redirectOnSite(outcome.to, 303);
}

export default function RequestReturnScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { order, key, title, guest } = loaderData;
  return (
    <OrderScreen title={title} lang={lang} guest={guest}>
      {canRequestReturn(order) ? <ReturnForm order={order} lang={lang} /> : (
        <p role="status" data-testid="return-closed">
          {t(order.status === "delivered" || order.status === "collected" ? "returns.closed" : "returns.notYet")}
        </p>
      )}
      <p className="text-sm">
        <DialogLink to={orderDialogPath(lang, "detailOrder", { order: order._id, key })} className="inline-flex min-h-11 items-center underline underline-offset-4">
          {t("tracking.seeOrder")}
        </DialogLink>
      </p>
    </OrderScreen>
  );
}
