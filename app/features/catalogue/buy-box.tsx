import { useId, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFetcher } from "react-router";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import type { CartActionResult } from "#app/features/cart/cart-action.server.ts";
import { HeartToggle } from "#app/features/wishlist/heart-toggle.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useVisitor } from "#app/lib/visitor.ts";
import { sendVisitorWrite } from "#app/lib/visitor-writes.ts";
import type { Variant } from "./variant-selection.ts";

interface BuyBoxProps {
  productId: number;
  productName: string;
  variant: Variant;
  lang: Locale;
  /** The shop's wishlist switch (settings.wishlist.active). */
  showWishlist: boolean;
}

/**
 * Add to cart and to the wishlist. Both are plain POST forms to the cart and wishlist actions, so
 * they work without JavaScript; with it, fetchers post them without leaving the page. The price
 * is never sent: the API prices the line itself.
 */
export function BuyBox({ productId, productName, variant, lang, showWishlist }: BuyBoxProps) {
  const { t } = useTranslation();
  const cart = useFetcher<CartActionResult>();
  const hydrated = useHydrated();
  const quantityId = useId();
  const hintId = useId();
  const outcome = cart.state === "idle" ? cart.data : undefined;
  const soldOut = !variant.in_stock;
  const visitor = useVisitor();
  // Waiting for the visitor's first write to be answered (sendVisitorWrite): shown as adding already.
  const [waiting, setWaiting] = useState(false);
  const adding = cart.state !== "idle" || waiting;
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const action = event.currentTarget.getAttribute("action")!;
    setWaiting(true);
    void sendVisitorWrite(() => {
      setWaiting(false);
      return cart.submit(form, { method: "post", action, preventScrollReset: true });
    }, visitor);
  };
  return (
    <div className="mt-6">
      <cart.Form method="post" action={localizedPath(lang, "/cart")} onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="product_id" value={productId} />
        <input type="hidden" name="variant_id" value={variant.id} />
        {hydrated && <input type="hidden" name="via" value="js" />}
        <div>
          <label htmlFor={quantityId} className="block text-sm font-medium text-stone-900">{t("catalogue.quantity")}</label>
          <input
            // A new variant brings its own limit (spec §5), so the field starts again from 1.
            key={variant.id}
            id={quantityId}
            type="number"
            name="quantity"
            inputMode="numeric"
            min={1}
            max={variant.max_quantity}
            step={1}
            defaultValue={1}
            required
            disabled={soldOut}
            aria-describedby={soldOut ? undefined : hintId}
            className="mt-1 w-20 rounded border border-stone-500 bg-white px-3 py-2 text-stone-900 disabled:bg-stone-100"
          />
        </div>
        <button
          type="submit"
          disabled={soldOut || adding}
          className="min-h-11 flex-1 rounded bg-stone-900 px-5 py-2 font-semibold text-white hover:bg-stone-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-800"
        >
          {soldOut ? t("catalogue.soldOut") : adding ? t("catalogue.adding") : t("catalogue.addToCart")}
        </button>
        {!soldOut && <p id={hintId} className="w-full text-xs text-stone-700">{t("catalogue.maxQuantity", { max: variant.max_quantity })}</p>}
      </cart.Form>
      <div role="status" className="mt-2 text-sm">
        {outcome?.ok && (
          <p className="rounded bg-emerald-50 px-3 py-2 text-emerald-900">
            {outcome.notices.capped
              ? outcome.notices.capped.quantity === 0 ? t("cart.cappedNone", { name: productName }) : t("cart.capped", { count: outcome.notices.capped.quantity, name: productName })
              : t("cart.done.add")}
            {outcome.notices.couponRemoved && <> {t("cart.couponRemoved", { code: outcome.notices.couponRemoved })}</>}
            {" "}<AppLink to={localizedPath(lang, "/cart")} className="font-semibold underline">{t("cart.viewCart")}</AppLink>
          </p>
        )}
      </div>
      <div role="alert" className="text-sm">
        {outcome && !outcome.ok && <p className="rounded bg-red-50 px-3 py-2 text-red-900">{t(outcome.error)}</p>}
      </div>
      {showWishlist && <div className="mt-3"><HeartToggle productId={productId} productName={productName} lang={lang} look="button" /></div>}
    </div>
  );
}
