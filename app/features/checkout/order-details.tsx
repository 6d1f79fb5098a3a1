import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { Order } from "#api/orders/orders.schemas.ts";
import type { Locale } from "#domain/locale.ts";
import { getCountryName } from "#app/components/phone-field/country-name.ts";
import { formatShopDateTime } from "#app/lib/format.ts";
import { euro, OrderSummary } from "./order-summary.tsx";

/** Bank transfer: where to send the money, and the order number as the reference the shop matches it by. */
export function BankTransfer({ order, lang }: { order: Order; lang: Locale }) {
  const { t } = useTranslation();
  const pay = order.payment_instructions;
  if (!pay) return null;
  return (
    <section aria-labelledby="pay-title" className="space-y-2 rounded-lg border border-amber-700 bg-amber-50 p-4" data-testid="bank-transfer">
      <h2 id="pay-title" className="text-lg font-semibold">{t("order.bank.title")}</h2>
      <p className="text-sm">{t("order.bank.intro", { amount: euro(pay.amount, lang) })}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{t("order.bank.iban")}</dt><dd className="font-mono break-all">{pay.iban}</dd>
        <dt className="font-medium">{t("order.bank.holder")}</dt><dd>{pay.holder}</dd>
        <dt className="font-medium">{t("order.bank.bank")}</dt><dd>{pay.bank}</dd>
        {pay.bic && <><dt className="font-medium">{t("order.bank.bic")}</dt><dd className="font-mono">{pay.bic}</dd></>}
        <dt className="font-medium">{t("order.bank.reference")}</dt><dd className="font-mono">{pay.reference}</dd>
        <dt className="font-medium">{t("order.bank.amount")}</dt><dd>{euro(pay.amount, lang)}</dd>
      </dl>
    </section>
  );
}

/** What happens next, for this payment kind and shipping mode. */
function NextSteps({ order, lang }: { order: Order; lang: Locale }) {
  const { t } = useTranslation();
  const steps: string[] = [];
  if (order.payment_kind === "bank_transfer" && order.payment_status === "awaiting") steps.push(t("order.next.bankTransfer"));
  // An online payment not confirmed yet: the confirmation waits for it.
  steps.push(t(order.payment_options ? "order.next.emailOnceConfirmed" : "order.next.email", { email: order.Customer.email }));
  if (order.shippingMode === 2) {
    steps.push(t("order.next.pickup", { store: order.pickupStore?.name ?? "" }));
    if (order.payment_kind === "pay_at_pickup") steps.push(t("order.next.payAtPickup"));
  } else {
    const d = order.delivery_method;
    if (d) steps.push(t("order.next.delivery", { min: d.min_days, max: d.max_days }));
    if (order.payment_kind === "cash_on_delivery") steps.push(t("order.next.cashOnDelivery", { amount: euro(order.totals.total, lang) }));
  }
  return (
    <section aria-labelledby="next-title" className="space-y-2">
      <h2 id="next-title" className="text-lg font-semibold">{t("order.next.title")}</h2>
      <ol className="list-decimal space-y-1 pl-5 text-sm">{steps.map((s, i) => <li key={i}>{s}</li>)}</ol>
    </section>
  );
}

/** Where the order goes (or where it is collected), the invoice data and the methods chosen. */
export function Fulfilment({ order, lang }: { order: Order; lang: Locale }) {
  const { t } = useTranslation();
  const a = order.ShippingAddress;
  const s = order.pickupStore;
  const invoice = order.InvoiceAddress;
  return (
    <section aria-labelledby="where-title" className="grid gap-4 text-sm sm:grid-cols-2">
      <h2 id="where-title" className="sr-only">{t("order.details")}</h2>
      {order.shippingMode === 2 && s ? (
        <div>
          <h3 className="font-semibold">{t("order.pickupAt")}</h3>
          <address className="not-italic">{s.name}<br />{s.street}<br />{s.postal_code} {s.city}<br />{s.phone}</address>
          <p className="mt-1 text-stone-700">{t("checkout.store.hours")}: {s.opening_hours}</p>
        </div>
      ) : a ? (
        <div>
          <h3 className="font-semibold">{t("order.deliverTo")}</h3>
          <address className="not-italic">
            {a.Name}<br />{a.Street1}{a.Street2 && <><br />{a.Street2}</>}<br />{a.PostalCode} {a.CityName}{a.StateOrProvince ? ` (${a.StateOrProvince})` : ""}
            <br />{getCountryName(a.Country ?? "", lang)}{a.Phone && <><br />{a.Phone}</>}
          </address>
          {order.delivery_method && <p className="mt-1 text-stone-700">{order.delivery_method.name}</p>}
        </div>
      ) : null}
      <div>
        <h3 className="font-semibold">{t("order.payment")}</h3>
        <p>{order.payment_method?.name}</p>
        {invoice && (
          <>
            <h3 className="mt-3 font-semibold">{t("checkout.invoice.title")}</h3>
            <p>
              {[invoice.Company, invoice.Fiscalcode && `${t("checkout.invoice.fiscalCode")}: ${invoice.Fiscalcode}`, invoice.Vat && `${t("checkout.invoice.vat")}: ${invoice.Vat}`,
                invoice.Sdi && `${t("checkout.invoice.sdi")}: ${invoice.Sdi}`, invoice.Pec && `${t("checkout.invoice.pec")}: ${invoice.Pec}`].filter(Boolean).join(" · ")}
            </p>
            {invoice.Address && <p>{invoice.Address}, {invoice.Cap} {invoice.City}{invoice.Country ? `, ${getCountryName(invoice.Country, lang)}` : ""}</p>}
          </>
        )}
      </div>
    </section>
  );
}

/** The order as placed: its number, what to do next, what was bought and where it goes. */
export function OrderDetails({ order, lang }: { order: Order; lang: Locale }) {
  const { t } = useTranslation();
  const lines = order.Items.map((l, i) => ({ ...l, key: `${l.variant_id ?? "x"}-${i}` }));
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <p className="text-lg">
          {t("order.number")} <strong data-testid="order-number">{order.number}</strong>
          <span className="block text-sm text-stone-700">{t("order.placedAt", { date: formatShopDateTime(order.placed_at, lang) })}</span>
        </p>
        <BankTransfer order={order} lang={lang} />
        <NextSteps order={order} lang={lang} />
        <Fulfilment order={order} lang={lang} />
        {order.note && <p className="text-sm"><span className="font-semibold">{t("checkout.note.label")}:</span> {order.note}</p>}
      </div>
      <aside><OrderSummary lang={lang} lines={lines} totals={order.totals} coupon={order.coupon} shippingMode={order.shippingMode} /></aside>
    </div>
  );
}
