import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { localizedPath, type Locale } from "#domain/locale.ts";
import type { Variant } from "./variant-selection.ts";

interface BuyBoxProps {
  productId: number;
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
export function BuyBox({ productId, variant, lang, showWishlist }: BuyBoxProps) {
  const { t } = useTranslation();
  const cart = useFetcher();
  const wishlist = useFetcher();
  const quantityId = useId();
  const hintId = useId();
  const soldOut = !variant.in_stock;
  const adding = cart.state !== "idle";
  return (
    <div className="mt-6">
      <cart.Form method="post" action={localizedPath(lang, "/cart")} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="product_id" value={productId} />
        <input type="hidden" name="variant_id" value={variant.id} />
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
      {showWishlist && (
        <wishlist.Form method="post" action={localizedPath(lang, "/wishlist")} className="mt-3">
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="product_id" value={productId} />
          <button
            type="submit"
            disabled={wishlist.state !== "idle"}
            className="inline-flex min-h-11 items-center gap-2 rounded border border-stone-500 bg-white px-4 py-2 text-sm font-medium text-stone-900 hover:bg-stone-100"
          >
            <HeartIcon />
            {t("catalogue.addToWishlist")}
          </button>
        </wishlist.Form>
      )}
    </div>
  );
}

/** Decorative: the button's text names it, so a screen reader does not hear "heart" first. */
function HeartIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="h-5 w-5 text-red-800" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.9 1.2-1.8 2.8-2.9 4.8-2.9 3.4 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3z" />
    </svg>
  );
}
