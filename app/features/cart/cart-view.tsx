import { useId } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Form, useNavigation } from "react-router";
import type { Cart } from "#api/cart/cart.schemas.ts";
import { localizedPath } from "#domain/locale.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { formatPrice } from "#app/lib/format.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { isScreenRegistered } from "#app/route-table.ts";
import type { CartNotices } from "./cart-form.ts";
import { CartLineItem } from "./cart-line.tsx";
import { CouponBox } from "./coupon-box.tsx";
import { VatTable } from "./vat-table.tsx";

/** Buy again's landing: the order's number, and its lines that could not be added (no longer sold). */
export interface BuyAgainOutcome { number: string; unavailable: string[] }

interface CartViewProps {
  cart: Cart;
  notices: CartNotices;
  failure: { intent: string; error: string } | null;
  buyAgain?: BuyAgainOutcome | null;
}

const BUTTON = "inline-flex min-h-11 items-center justify-center rounded border border-stone-500 bg-white px-4 py-2 text-sm font-medium text-stone-900 hover:bg-stone-100";

/** What the shopper's last change did, beyond what they asked for. */
function CartStatus({ cart, notices, failure, buyAgain }: CartViewProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const lines: React.ReactNode[] = [];
  if (notices.done === "add") lines.push(t("cart.done.add"));
  if (notices.done === "coupon") lines.push(t("cart.done.coupon"));
  if (notices.done === "remove-coupon") lines.push(t("cart.done.removeCoupon"));
  if (notices.done === "clear") lines.push(t("cart.done.clear"));
  if (notices.done === "restore") lines.push(t("cart.done.restore"));
  if (notices.done === "buy-again" && buyAgain) {
    lines.push(t("cart.done.buyAgain", { number: buyAgain.number }));
    if (buyAgain.unavailable.length) lines.push(t("cart.buyAgainUnavailable", { count: buyAgain.unavailable.length, names: buyAgain.unavailable.join(", ") }));
  }
  if (notices.done === "save") {
    lines.push(<>{t("cart.done.save")} {isScreenRegistered("profile-cart") && <AppLink className="underline" to={localizedPath(lang, "/profile/cart")}>{t("cart.savedCarts")}</AppLink>}</>);
  }
  if (notices.reason === "unsellable") lines.push(t("cart.reason.unsellable"));
  if (notices.reason === "empty" && cart.Items.length === 0) lines.push(t("cart.reason.empty"));
  if (notices.couponRemoved) lines.push(t("cart.couponRemoved", { code: notices.couponRemoved }));
  if (notices.capped) {
    const item = cart.Items.find((i) => i.variant_id === notices.capped!.variantId);
    lines.push(notices.capped.quantity === 0
      ? t("cart.cappedNone", { name: item?.Title ?? "" })
      : t("cart.capped", { count: notices.capped.quantity, name: item?.Title ?? "" }));
  }
  return (
    <>
      <div role="status" className="space-y-1">
        {lines.map((line, i) => <p key={i} className="rounded bg-emerald-50 px-3 py-2 text-sm text-emerald-900">{line}</p>)}
      </div>
      <div role="alert">
        {failure && failure.intent !== "coupon" && <p className="rounded bg-red-50 px-3 py-2 text-sm text-red-900">{t(failure.error)}</p>}
      </div>
    </>
  );
}

/** The lines as they will be once the change being posted is done: the page answers at once. */
function useOptimisticItems(cart: Cart): Cart["Items"] {
  const navigation = useNavigation();
  const form = navigation.formData;
  if (!form || !navigation.formAction?.split("?")[0]?.endsWith("/cart")) return cart.Items;
  const intent = form.get("intent");
  const variantId = Number(form.get("variant_id"));
  if (intent === "clear") return [];
  if (intent === "remove") return cart.Items.filter((i) => i.variant_id !== variantId);
  if (intent === "update") {
    const quantity = Number(form.get("quantity"));
    if (!Number.isInteger(quantity)) return cart.Items;
    return cart.Items.flatMap((i) => i.variant_id !== variantId ? [i] : quantity <= 0 ? [] : [{ ...i, QuantityPurchased: Math.min(quantity, i.max_quantity) }]);
  }
  return cart.Items;
}

export function CartView({ cart, notices, failure, buyAgain }: CartViewProps) {
  const { t } = useTranslation();
  const { lang, currency } = useRootData();
  const items = useOptimisticItems(cart);
  const linesHeading = useId();
  const summaryHeading = useId();
  const price = (amount: number) => formatPrice(amount, lang, currency);
  const { totals } = cart;
  const freeShippingGap = totals.free_shipping_above !== null && totals.shipping_estimate !== 0
    ? totals.free_shipping_above - (totals.items - totals.discount) : null;

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">{t("cart.title")}</h1>
      <CartStatus cart={cart} notices={notices} failure={failure} buyAgain={buyAgain} />
      {cart.freeze && items.length > 0 && <p className="text-sm text-stone-700">{t("cart.restoredNote")}</p>}
      {items.length === 0 ? (
        <div className="rounded-lg border border-stone-200 bg-white p-8 text-center">
          <p className="text-lg">{t("cart.empty")}</p>
          <AppLink to={localizedPath(lang, "/")} className={`${BUTTON} mt-4`}>{t("cart.continueShopping")}</AppLink>
        </div>
      ) : (
        <div className="grid gap-8 lg:grid-cols-3">
          <section aria-labelledby={linesHeading} className="lg:col-span-2">
            <h2 id={linesHeading} className="sr-only">{t("cart.lines")}</h2>
            <ul className="divide-y divide-stone-200 border-y border-stone-200">
              {items.map((item) => <CartLineItem key={item._id} item={item} />)}
            </ul>
            <div className="mt-4 flex flex-wrap gap-3">
              <AppLink to={localizedPath(lang, "/")} className={BUTTON}>{t("cart.continueShopping")}</AppLink>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="save" />
                <button type="submit" className={BUTTON}>{t("cart.save")}</button>
              </Form>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="clear" />
                <button type="submit" className={BUTTON}>{t("cart.clear")}</button>
              </Form>
            </div>
          </section>
          <aside aria-labelledby={summaryHeading} className="space-y-4 rounded-lg border border-stone-200 bg-white p-4">
            <h2 id={summaryHeading} className="text-xl font-semibold">{t("cart.summary")}</h2>
            <CouponBox cart={cart} failure={failure?.intent === "coupon" ? failure.error : null} />
            <dl className="space-y-2 text-sm">
              <div className="flex justify-between"><dt>{t("cart.subtotal")}</dt><dd>{price(totals.items)}</dd></div>
              {totals.discount > 0 && (
                <div className="flex justify-between text-emerald-900"><dt>{t("cart.discount")}</dt><dd>−{price(totals.discount)}</dd></div>
              )}
              {totals.shipping_estimate !== null && (
                <div className="flex justify-between">
                  <dt>{t("cart.shippingEstimate")}</dt>
                  <dd>{totals.shipping_estimate === 0 ? t("cart.free") : t("cart.from", { price: price(totals.shipping_estimate) })}</dd>
                </div>
              )}
              <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
                <dt>{t("cart.total")}</dt><dd data-testid="cart-total">{price(totals.total)}</dd>
              </div>
            </dl>
            {freeShippingGap !== null && freeShippingGap > 0 && (
              <p className="text-sm text-stone-700">{t("cart.freeShippingGap", { amount: price(freeShippingGap) })}</p>
            )}
            <p className="text-xs text-stone-700">{t("cart.shippingNote")}</p>
            <VatTable rows={totals.vat} price={price} />
            {isScreenRegistered("checkout") && (
              <AppLink to={localizedPath(lang, "/checkout")} className="flex min-h-11 w-full items-center justify-center rounded bg-stone-900 px-5 py-2 font-semibold text-white hover:bg-stone-700">
                {t("cart.checkout")}
              </AppLink>
            )}
          </aside>
        </div>
      )}
    </div>
  );
}
