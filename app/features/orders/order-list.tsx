import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { Order } from "#api/orders/orders.schemas.ts";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { formatPrice, formatShopDateTime } from "#app/lib/format.ts";

/** The customer's orders, newest first, each opening its page (the one shown after placing it). */
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
                <AppLink to={`${localizedPath(lang, "/order-success")}?order=${o._id}`} className="font-semibold underline underline-offset-4">{o.number}</AppLink>
                <span className="block text-stone-700">{formatShopDateTime(o.placed_at, lang)} · {t(`orders.status.${o.status}`)}</span>
              </span>
              <span className="font-medium">{formatPrice(o.totals.total, lang)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
