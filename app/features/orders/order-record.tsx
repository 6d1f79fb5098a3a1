import type { Order } from "#api/orders/orders.schemas.ts";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { BankTransfer, Fulfilment } from "#app/features/checkout/order-details.tsx";
import { OrderSummary } from "#app/features/checkout/order-summary.tsx";
import { formatPrice, formatShopDateTime } from "#app/lib/format.ts";
import { BuyAgain } from "./buy-again.tsx";
import { DialogLink } from "./order-dialog.tsx";
import { orderDialogPath } from "./order-paths.ts";
import { canRequestReturn } from "./returnable.ts";
import { stepKey } from "./shipment-timeline.tsx";

const link = "inline-flex min-h-11 items-center underline underline-offset-4";

function OrderActions({ order, lang, orderKey }: { order: Order; lang: Locale; orderKey: string | null }) {
  const { t } = useTranslation();
  const shipments = order.shipments ?? [];
  const query = `?order=${order._id}${orderKey ? `&key=${orderKey}` : ""}`;
  return (
    <section aria-labelledby="order-actions" className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="order-actions" className="text-lg font-semibold">{t("orders.actions")}</h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm font-medium">
        {order.payment_options && (
          <li><AppLink to={`${localizedPath(lang, "/cancel")}?order=${order._id}`} className={link} data-testid="pay-now">{t("orders.payNow")}</AppLink></li>
        )}
        {shipments.length > 0 && (
          <li><DialogLink to={orderDialogPath(lang, "trackingModal", { order: order._id, key: orderKey })} className={link} testId="track">{t("orders.track")}</DialogLink></li>
        )}
        {canRequestReturn(order) && (
          <li><DialogLink to={orderDialogPath(lang, "requestReturn", { order: order._id, key: orderKey })} className={link} testId="request-return">{t("orders.requestReturn")}</DialogLink></li>
        )}
        <li>
          <a href={orderDialogPath(lang, "detailOrder", { order: order._id, key: orderKey, view: "print" })} className={link} data-testid="print-order">{t("orders.print")}</a>
        </li>
        {(order.status === "delivered" || order.status === "collected") && (
          <li>
            <AppLink to={localizedPath(lang, "/review") + query} className={link} data-testid="review-products">{t("orders.review")}</AppLink>
          </li>
        )}
        {/* The withdrawal function on each order (issue 21 §3); its page says when the period is over. */}
        {order.status !== "cancelled" && (
          <li>
            <AppLink to={localizedPath(lang, "/withdrawal") + query} className={link} data-testid="withdraw">{t("footer.withdraw")}</AppLink>
          </li>
        )}
      </ul>
      {canRequestReturn(order) && order.return_until && (
        <p className="text-sm text-stone-700">{t("orders.returnUntil", { date: formatShopDateTime(order.return_until, lang) })}</p>
      )}
      {/* Buy again fills the account's cart: an order opened by its e-mail link in another browser has none to fill. */}
      {!orderKey && <BuyAgain />}
    </section>
  );
}

function Parcels({ order, lang, orderKey }: { order: Order; lang: Locale; orderKey: string | null }) {
  const { t } = useTranslation();
  const shipments = order.shipments ?? [];
  if (shipments.length === 0) return null;
  return (
    <section aria-labelledby="order-parcels" className="space-y-2">
      <h2 id="order-parcels" className="text-lg font-semibold">{t("orders.parcels")}</h2>
      <ul className="space-y-1 text-sm">
        {shipments.map((s) => (
          <li key={`${s.carrier}-${s.tracking_number}`}>
            {t("tracking.parcel", { carrier: s.carrier, number: s.tracking_number })} · {t(stepKey(s.status))}
          </li>
        ))}
      </ul>
      <p className="text-sm"><DialogLink to={orderDialogPath(lang, "trackingModal", { order: order._id, key: orderKey })} className={link}>{t("orders.followParcels")}</DialogLink></p>
    </section>
  );
}

function Returns({ order, lang, orderKey }: { order: Order; lang: Locale; orderKey: string | null }) {
  const { t } = useTranslation();
  const returns = order.returns ?? [];
  if (returns.length === 0) return null;
  return (
    <section aria-labelledby="order-returns" className="space-y-2">
      <h2 id="order-returns" className="text-lg font-semibold">{t("returns.title")}</h2>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white text-sm">
        {returns.map((r) => (
          <li key={r._id} className="flex flex-wrap items-center justify-between gap-2 p-3" data-testid="order-return">
            <DialogLink to={orderDialogPath(lang, "detailReturn", { order: order._id, return: r._id, key: orderKey })} className={link}>
              {t("returns.open", { number: r.number })}
            </DialogLink>
            <span>
              {r.withdrawal && <>{t("returns.reason.withdrawal")} · </>}
              {formatShopDateTime(r.created_at, lang)} · <strong>{t(`returns.status.${r.status}`)}</strong>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The order's state in words: where the goods are, and where the money is. */
export function OrderState({ order, lang }: { order: Order; lang: Locale }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="font-medium">{t("order.number")}</dt><dd data-testid="order-number">{order.number}</dd>
      <dt className="font-medium">{t("orders.placedLabel")}</dt><dd>{formatShopDateTime(order.placed_at, lang)}</dd>
      <dt className="font-medium">{t("orders.statusLabel")}</dt><dd data-testid="order-status">{t(`orders.status.${order.status}`)}</dd>
      <dt className="font-medium">{t("orders.paymentLabel")}</dt><dd data-testid="payment-status">{order.payment_method?.name ?? ""} · {t(`orders.payment.${order.payment_status}`)}</dd>
      <dt className="font-medium">{t("orders.total")}</dt><dd>{formatPrice(order.totals.total, lang)}</dd>
    </dl>
  );
}

/** Spec §2 detailOrder (issue 16): everything about one order, and what can be done with it now. */
export function OrderRecord({ order, lang, orderKey }: { order: Order; lang: Locale; orderKey: string | null }) {
  const lines = order.Items.map((l) => ({ ...l, key: l.line_id }));
  return (
    <div className="space-y-6">
      <OrderState order={order} lang={lang} />
      <OrderActions order={order} lang={lang} orderKey={orderKey} />
      <BankTransfer order={order} lang={lang} />
      <Parcels order={order} lang={lang} orderKey={orderKey} />
      <Returns order={order} lang={lang} orderKey={orderKey} />
      <Fulfilment order={order} lang={lang} />
      <OrderSummary lang={lang} lines={lines} totals={order.totals} coupon={order.coupon} shippingMode={order.shippingMode} />
    </div>
  );
}
