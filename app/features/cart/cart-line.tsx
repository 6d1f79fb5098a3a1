import { useId } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Form } from "react-router";
import type { Cart } from "#api/cart/cart.schemas.ts";
import { localizedPath } from "#domain/locale.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { Image } from "#app/components/ui/image.tsx";
import { PriorPrice, UnitPrice } from "#app/components/ui/price-notes.tsx";
import { formatPrice } from "#app/lib/format.ts";
import { useRootData } from "#app/lib/root-data.ts";

type Item = Cart["Items"][number];

const STEP = "inline-flex h-11 w-11 items-center justify-center rounded border border-stone-500 bg-white text-lg font-semibold text-stone-900 hover:bg-stone-100 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-500";

function LineFields({ item }: { item: Item }) {
  return (
    <>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="product_id" value={item.id} />
      <input type="hidden" name="variant_id" value={item.variant_id} />
    </>
  );
}

/** − and + are forms of their own, so Enter in the quantity field always means "update to this". */
function StepForm({ item, quantity, label, sign, disabled }: { item: Item; quantity: number; label: string; sign: string; disabled: boolean }) {
  return (
    <Form method="post" preventScrollReset>
      <LineFields item={item} />
      <input type="hidden" name="quantity" value={quantity} />
      <button type="submit" className={STEP} aria-label={label} disabled={disabled}><span aria-hidden="true">{sign}</span></button>
    </Form>
  );
}

export function CartLineItem({ item }: { item: Item }) {
  const { t } = useTranslation();
  const { lang, currency } = useRootData();
  const quantityId = useId();
  const price = (amount: number) => formatPrice(amount, lang, currency);
  const unavailable = item.notices.some((n) => n.code === "unavailable");
  const q = item.QuantityPurchased;
  return (
    <li className="flex gap-4 py-4" data-testid="cart-line">
      <AppLink to={localizedPath(lang, item.url)} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {item.image
          ? <Image src={item.image} alt="" width={96} height={96} preset="product" sizes="96px" className="h-24 w-24 rounded bg-stone-100 object-cover" />
          : <span className="block h-24 w-24 rounded bg-stone-100" />}
      </AppLink>
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex flex-wrap justify-between gap-2">
          <div>
            <h3 className="font-medium"><AppLink to={localizedPath(lang, item.url)} className="hover:underline">{item.Title}</AppLink></h3>
            {item.options.length > 0 && <p className="text-sm text-stone-700">{item.options.join(" · ")}</p>}
            <p className="flex flex-wrap gap-x-2 text-sm">
              {t("cart.unitPrice", { price: price(item.price) })}
              <UnitPrice unitPrice={item.unit_price} className="text-stone-700" />
            </p>
            <PriorPrice startPrice={item.start_price} />
          </div>
          <p className="font-semibold" data-testid="line-total">{price(item.TransactionPrice)}</p>
        </div>
        {item.notices.map((notice) => (
          <p key={notice.code} className="text-sm font-medium text-red-800">
            {notice.code === "unavailable" && t("cart.notice.unavailable")}
            {notice.code === "only_left" && t("cart.notice.onlyLeft", { count: notice.available })}
            {notice.code === "price_changed" && t("cart.notice.priceChanged", { price: price(notice.previous_price) })}
          </p>
        ))}
        <div className="flex flex-wrap items-center gap-2">
          {!unavailable && (
            <>
              <StepForm item={item} quantity={q - 1} sign="−" label={t("cart.decrease", { name: item.Title })} disabled={q <= 1} />
              <Form method="post" preventScrollReset className="flex items-center gap-2">
                <LineFields item={item} />
                <label htmlFor={quantityId} className="sr-only">{t("cart.quantityOf", { name: item.Title })}</label>
                <input
                  key={q} id={quantityId} type="number" name="quantity" inputMode="numeric" min={1} max={item.max_quantity} step={1}
                  defaultValue={q} required className="h-11 w-16 rounded border border-stone-500 bg-white px-2 text-center"
                />
                <button type="submit" className="min-h-11 rounded px-3 text-sm font-medium underline underline-offset-4">{t("cart.update")}</button>
              </Form>
              <StepForm item={item} quantity={q + 1} sign="+" label={t("cart.increase", { name: item.Title })} disabled={q >= item.max_quantity} />
            </>
          )}
          <Form method="post" preventScrollReset className="ml-auto">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="variant_id" value={item.variant_id} />
            <button type="submit" className="min-h-11 rounded px-3 text-sm font-medium text-red-800 underline underline-offset-4" aria-label={t("cart.removeItem", { name: item.Title })}>
              {t("cart.remove")}
            </button>
          </Form>
        </div>
        {!unavailable && <p className="text-xs text-stone-700">{t("catalogue.maxQuantity", { max: item.max_quantity })}</p>}
      </div>
    </li>
  );
}
