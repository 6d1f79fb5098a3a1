import type { Order } from "#api/orders/orders.schemas.ts";
import type { Locale } from "#domain/locale.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Fulfilment } from "#app/features/checkout/order-details.tsx";
import { OrderSummary } from "#app/features/checkout/order-summary.tsx";
import { useRootData } from "#app/lib/root-data.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { OrderState } from "./order-record.tsx";

/**
 * The order summary as a printable page (issue 16): the shop, the customer, the order as placed. The
 * site's header and footer are not printed (print:hidden); the browser's print dialog saves it as a PDF.
 */
export function PrintableOrder({ order, lang }: { order: Order; lang: Locale }) {
  const { t } = useTranslation();
  const { settings } = useRootData();
  const hydrated = useHydrated();
  const shop = settings.profile;
  const lines = order.Items.map((l) => ({ ...l, key: l.line_id }));
  return (
    <div className="space-y-6" data-testid="printable-order">
      {hydrated && (
        <button type="button" onClick={() => window.print()}
          className="inline-flex min-h-11 items-center rounded bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700 print:hidden">
          {t("orders.printNow")}
        </button>
      )}
      <div className="grid gap-4 text-sm sm:grid-cols-2">
        <section aria-labelledby="print-shop">
          <h2 id="print-shop" className="font-semibold">{t("orders.printShop")}</h2>
          <p>{shop.name}{shop.vat_number && <><br />{t("footer.vatNumber", { number: shop.vat_number })}</>}{shop.email && <><br />{shop.email}</>}{shop.phone && <><br />{shop.phone}</>}</p>
        </section>
        <section aria-labelledby="print-customer">
          <h2 id="print-customer" className="font-semibold">{t("orders.printCustomer")}</h2>
          <p>{order.Customer.name} {order.Customer.lastname}{order.Customer.company && <><br />{order.Customer.company}</>}<br />{order.Customer.email}</p>
        </section>
      </div>
      <OrderState order={order} lang={lang} />
      <Fulfilment order={order} lang={lang} />
      <OrderSummary lang={lang} lines={lines} totals={order.totals} coupon={order.coupon} shippingMode={order.shippingMode} />
    </div>
  );
}
