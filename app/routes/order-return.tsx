import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { loadOwnOrder, pageNotFound } from "#app/features/orders/order-loader.server.ts";
import { OrderScreen, WholeOrderLink } from "#app/features/orders/order-screen.tsx";
import { ReturnRecord } from "#app/features/orders/return-record.tsx";
import { translate } from "#app/i18n/translate.server.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/order-return";

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/profile/modals/detailReturn", { noindex: true });
}

/** Spec §2 /profile/modals/detailReturn?order=<id>&return=<id> (issue 16): one of the order's returns. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, order, key, url, guest } = await loadOwnOrder(request, context);
  const record = (order.returns ?? []).find((r) => r._id === url.searchParams.get("return"));
  if (!record) throw pageNotFound(url);
  return {
    title: translate(lang, "returns.detailTitle", { number: record.number }), order, record, key,
    created: url.searchParams.get("done") === "requested", guest,
  };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadScreenTexts(request)]);
  return loaded;
}

export default function OrderReturnScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { order, record, key, title, created, guest } = loaderData;
  return (
    <OrderScreen title={title} lang={lang} guest={guest}>
      {created && <p role="status" className="rounded bg-green-50 px-3 py-2 text-sm text-green-900">{t("returns.created", { email: order.Customer.email })}</p>}
      <ReturnRecord order={order} record={record} lang={lang} />
      <WholeOrderLink lang={lang} orderId={order._id} orderKey={key} />
    </OrderScreen>
  );
}
