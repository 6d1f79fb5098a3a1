import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { loadOwnOrder } from "#app/features/orders/order-loader.server.ts";
import { OrderScreen, WholeOrderLink } from "#app/features/orders/order-screen.tsx";
import { ShipmentTimeline } from "#app/features/orders/shipment-timeline.tsx";
import { translate } from "#app/i18n/translate.server.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/order-tracking";

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/profile/modals/trackingModal", { noindex: true });
}

/** Spec §2 /profile/modals/trackingModal?order=<id> (issue 16): the order's parcels and their journeys. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, order, key, guest } = await loadOwnOrder(request, context);
  return { title: translate(lang, "orders.trackingTitle", { number: order.number }), order, key, guest };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadScreenTexts(request)]);
  return loaded;
}

export default function OrderTrackingScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { order, key, title, guest } = loaderData;
  const shipments = order.shipments ?? [];
  return (
    <OrderScreen title={title} lang={lang} guest={guest}>
      <p role="status">{t("tracking.order", { number: order.number })} <strong data-testid="order-status">{t(`orders.status.${order.status}`)}</strong></p>
      {shipments.length === 0 ? <p>{t("tracking.noParcel")}</p>
        : shipments.map((s, i) => <ShipmentTimeline key={`${s.carrier}-${s.tracking_number}`} shipment={s} lang={lang} index={i} />)}
      <WholeOrderLink lang={lang} orderId={order._id} orderKey={key} />
    </OrderScreen>
  );
}
