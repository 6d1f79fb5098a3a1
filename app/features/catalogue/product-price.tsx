import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { Currency } from "#app/lib/currency.ts";
import { formatPrice } from "#app/lib/format.ts";
import type { Locale } from "#domain/locale.ts";
import type { Variant } from "./variant-selection.ts";
import { DiscountBadge, PriorPrice, UnitPrice } from "#app/components/ui/price-notes.tsx";

interface ProductPriceProps {
  variant: Variant;
  lang: Locale;
  currency: Currency;
}

/**
 * Price, offer and stock of the chosen variant. A polite live region: after choosing another size
 * a screen reader hears the new price and stock without having to look for them.
 */
export function ProductPrice({ variant, lang, currency }: ProductPriceProps) {
  const { t } = useTranslation();
  // The API answers a start price only for a reduction it may announce (issue 21).
  const onOffer = variant.start_price !== null;
  return (
    <div aria-live="polite" className="mt-4">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className={`text-3xl font-semibold ${onOffer ? "text-red-800" : "text-stone-900"}`}>{formatPrice(variant.price, lang, currency)}</span>
        <DiscountBadge price={variant.price} startPrice={variant.start_price} />
        <UnitPrice unitPrice={variant.unit_price} className="text-sm text-stone-700" />
      </p>
      <PriorPrice startPrice={variant.start_price} className="mt-1 text-sm text-stone-800" />
      <p className="mt-1 text-sm text-stone-700">{t("catalogue.vatIncluded")}</p>
      <StockStatus variant={variant} />
    </div>
  );
}

export function StockStatus({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  if (!variant.in_stock) return <p className="mt-3 text-sm font-semibold text-red-800">{t("catalogue.soldOut")}</p>;
  if (variant.stock !== null && variant.stock > 0) {
    return <p className="mt-3 text-sm font-semibold text-amber-800">{t("catalogue.fewLeft", { quantity: variant.stock })}</p>;
  }
  return (
    <p className="mt-3 flex items-center gap-2 text-sm font-semibold text-green-800">
      <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-green-700" />
      {t("catalogue.inStock")}
    </p>
  );
}

/** SKU and EAN of the chosen variant: what a shopper quotes to customer service or compares elsewhere. */
export function ProductCodes({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  return (
    <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700">
      <div className="flex gap-1"><dt>{`${t("catalogue.sku")}:`}</dt><dd>{variant.sku}</dd></div>
      {variant.ean && <div className="flex gap-1"><dt>{`${t("catalogue.ean")}:`}</dt><dd>{variant.ean}</dd></div>}
    </dl>
  );
}
