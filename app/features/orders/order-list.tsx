import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { Order } from "#api/orders/orders.schemas.ts";
import type { Locale } from "#domain/locale.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { formatPrice, formatShopDateTime } from "#app/lib/format.ts";
import { myOrdersPath, orderDialogPath } from "./order-paths.ts";

/** The account's latest orders, newest first, each opening its page; all of them are on /profile/my-orders. */
export function OrderList({ lang, orders }: { lang: Locale; orders: Order[] }) {
  const { t } = useTranslation();
  return (
    <section id="orders" aria-labelledby="orders-title" className="space-y-4">
      <h2 id="orders-title" className="text-xl font-semibold">{t("orders.title")}</h2>
      {orders.length === 0 ? <p className="text-stone-700">{t("orders.none")}</p> : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {orders.map((o) => (
            <li key={o._id} className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm" data-testid="order-row">
              <span>
                <AppLink to={orderDialogPath(lang, "detailOrder", { order: o._id })} className="font-semibold underline underline-offset-4">{o.number}</AppLink>
                <span className="block text-stone-700">{formatShopDateTime(o.placed_at, lang)} · {t(`orders.status.${o.status}`)}</span>
              </span>
              <span className="font-medium">{formatPrice(o.totals.total, lang)}</span>
            </li>
          ))}
        </ul>
      )}
      {orders.length > 0 && <p><AppLink to={myOrdersPath(lang)} className="inline-flex min-h-11 items-center font-medium underline underline-offset-4">{t("orders.seeAll")}</AppLink></p>}
    </section>
  );
}
