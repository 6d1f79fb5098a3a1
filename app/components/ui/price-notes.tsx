import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatPrice } from "#app/lib/format.ts";
import { useRootData } from "#app/lib/root-data.ts";
import type { UnitPrice as UnitPriceData } from "#api/catalog/price-view.ts";

/** The reduction in whole percent of the reference price (the base the law sets for it), rounded down: never more than it is. */
export function discountPercent(price: number, startPrice: number): number {
  return Math.floor(((startPrice - price) / startPrice) * 100);
}

/**
 * The reference of a reduction, worded as the law asks (Directive 98/6/EC art. 6a, issue 21): the lowest price
 * of the window before the reduction began, e.g. "Prezzo più basso degli ultimi 30 giorni: 12,90 €".
 */
export function PriorPrice({ startPrice, className = "text-xs text-stone-700" }: { startPrice: number | null; className?: string }) {
  const { t } = useTranslation();
  const { lang, currency, settings } = useRootData();
  if (startPrice === null) return null;
  return (
    <p className={className} data-testid="prior-price">
      {t("price.priorLowest", { days: settings.prices.prior_price_days, price: formatPrice(startPrice, lang, currency) })}
    </p>
  );
}

/** "−16 %": the size of a reduction, beside the reduced price (the API answers a start price only above it). */
export function DiscountBadge({ price, startPrice }: { price: number; startPrice: number | null }) {
  const { t } = useTranslation();
  if (startPrice === null) return null;
  return (
    <span className="rounded bg-red-800 px-1.5 py-0.5 text-xs font-bold text-white" data-testid="discount-badge">
      {t("price.discount", { percent: discountPercent(price, startPrice) })}
    </span>
  );
}

/** The price per kilogram or litre of goods sold by weight or volume (Directive 98/6/EC), in the shopper's currency. */
export function UnitPrice({ unitPrice, className = "text-xs text-stone-700" }: { unitPrice: UnitPriceData | null; className?: string }) {
  const { t } = useTranslation();
  const { lang, currency } = useRootData();
  if (!unitPrice) return null;
  const price = formatPrice(unitPrice.price, lang, currency);
  return <span className={className} data-testid="unit-price">{unitPrice.per === "kg" ? t("price.perKilogram", { price }) : t("price.perLitre", { price })}</span>;
}
