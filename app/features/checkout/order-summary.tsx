import { useId } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { CheckoutTotalsAnswer as CheckoutTotals } from "#api/checkout/checkout.answers.ts";
import type { Locale } from "#domain/locale.ts";
import { formatPrice } from "#app/lib/format.ts";
import { VatTable } from "#app/features/cart/vat-table.tsx";

export interface SummaryLine { key: string; Title: string; options: string[]; QuantityPurchased: number; TransactionPrice: number }

/** Orders are charged in EUR: the checkout shows euros whatever currency the shop's pages show. */
export const euro = (amount: number, lang: Locale) => formatPrice(amount, lang);

/**
 * The lines and every amount the API computed (spec §5: items, discount, shipping, fees, total), with
 * the VAT inside. Shared by both steps of the checkout and the order's page.
 */
export function OrderSummary({ lang, lines, totals, coupon, shippingMode, children }: {
  lang: Locale; lines: SummaryLine[]; totals: CheckoutTotals; coupon: string | null; shippingMode: number; children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const heading = useId();
  const price = (amount: number) => euro(amount, lang);
  return (
    <section aria-labelledby={heading} className="space-y-4 rounded-lg border border-stone-200 bg-white p-4" data-testid="order-summary">
      <h2 id={heading} className="text-xl font-semibold">{t("checkout.summary.title")}</h2>
      <ul className="divide-y divide-stone-200 text-sm">
        {lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-3 py-2" data-testid="summary-line">
            <span>
              <span className="font-medium">{line.Title}</span>
              {line.options.length > 0 && <span className="block text-xs text-stone-700">{line.options.join(" · ")}</span>}
              <span className="block text-xs text-stone-700">{t("checkout.summary.quantity", { count: line.QuantityPurchased })}</span>
            </span>
            <span className="shrink-0">{price(line.TransactionPrice)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-2 border-t border-stone-200 pt-3 text-sm">
        <div className="flex justify-between"><dt>{t("cart.subtotal")}</dt><dd>{price(totals.items)}</dd></div>
        {totals.discount > 0 && (
          <div className="flex justify-between text-emerald-900">
            <dt>{coupon ? t("checkout.summary.discountCode", { code: coupon }) : t("cart.discount")}</dt><dd>−{price(totals.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt>{t(shippingMode === 2 ? "checkout.summary.pickup" : "checkout.summary.shipping")}</dt>
          <dd data-testid="summary-shipping">{totals.shipping < 0 ? t("checkout.summary.shippingLater") : totals.shipping === 0 ? t("cart.free") : price(totals.shipping)}</dd>
        </div>
        {totals.payment_fee > 0 && (
          <div className="flex justify-between"><dt>{t("checkout.summary.paymentFee")}</dt><dd data-testid="summary-payment-fee">{price(totals.payment_fee)}</dd></div>
        )}
        {totals.shipping_fee > 0 && (
          <div className="flex justify-between"><dt>{t("checkout.summary.shippingFee")}</dt><dd>{price(totals.shipping_fee)}</dd></div>
        )}
        <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
          <dt>{t("cart.total")}</dt><dd data-testid="checkout-total">{price(totals.total)}</dd>
        </div>
      </dl>
      <VatTable rows={totals.vat} price={price} />
      <p className="text-xs text-stone-700">{t("checkout.summary.inEuro")}</p>
      {children}
    </section>
  );
}
