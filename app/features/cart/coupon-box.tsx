import { useId, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Form } from "react-router";
import type { Cart } from "#api/cart/cart.schemas.ts";
import { formatPrice } from "#app/lib/format.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { checkCouponCode } from "./cart-form.ts";

/** Apply a discount code, or show the one applied with a way to take it off. */
export function CouponBox({ cart, failure }: { cart: Pick<Cart, "Coupon">; failure: string | null }) {
  const { t } = useTranslation();
  const { lang, currency } = useRootData();
  const inputId = useId();
  const errorId = useId();
  const [clientError, setClientError] = useState<string | null>(null);
  const error = clientError ?? failure;
  if (cart.Coupon) {
    const { code, kind, value, description } = cart.Coupon;
    const amount = kind === "percent" ? `${value}%` : kind === "fixed" ? formatPrice(value, lang, currency) : t("cart.free");
    return (
      <div className="rounded border border-emerald-700 bg-emerald-50 p-3 text-sm">
        <p className="font-semibold text-emerald-900">{t("coupon.applied", { code, amount })}</p>
        {description && <p className="mt-1 text-emerald-900">{description}</p>}
        <Form method="post" preventScrollReset className="mt-2">
          <input type="hidden" name="intent" value="remove-coupon" />
          <button type="submit" className="min-h-11 text-sm font-medium underline underline-offset-4">{t("coupon.remove", { code })}</button>
        </Form>
      </div>
    );
  }
  return (
    <Form
      method="post"
      preventScrollReset
      noValidate
      onSubmit={(event) => {
        const problem = checkCouponCode(new FormData(event.currentTarget).get("code") ?? "");
        setClientError(problem);
        if (problem) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="coupon" />
      <label htmlFor={inputId} className="block text-sm font-medium">{t("coupon.label")}</label>
      <div className="mt-1 flex gap-2">
        <input
          id={inputId} name="code" type="text" autoComplete="off" maxLength={40} autoCapitalize="characters"
          aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
          className="min-h-11 flex-1 rounded border border-stone-500 bg-white px-3 uppercase"
        />
        <button type="submit" className="min-h-11 rounded bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-700">{t("coupon.apply")}</button>
      </div>
      {error && <p id={errorId} className="mt-1 text-sm text-red-800">{t(error)}</p>}
    </Form>
  );
}
