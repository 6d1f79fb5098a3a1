import type { Checkout, PickupStoreAnswer } from "#api/checkout/checkout.answers.ts";
import { localizedPath, splitLocalePath } from "#domain/locale.ts";
import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { endSession, isSessionEnded, requireRenewedSession } from "#app/features/account/account-api.server.ts";
import type { Address, Profile } from "#app/features/account/account-types.ts";
import { CouponBox } from "#app/features/cart/coupon-box.tsx";
import { checkoutAction } from "#app/features/checkout/checkout-action.server.ts";
import type { CheckoutActionResult } from "#app/features/checkout/checkout-result.ts";
import { CheckoutSteps } from "#app/features/checkout/checkout-steps.tsx";
import { OrderSummary } from "#app/features/checkout/order-summary.tsx";
import { StepOne } from "#app/features/checkout/step-one.tsx";
import { StepTwo } from "#app/features/checkout/step-two.tsx";
import { translate } from "#app/i18n/translate.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { guessPhoneCountry } from "#app/lib/phone-country.server.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import { hasSession } from "#app/lib/session.server.ts";
import type { Route } from "./+types/checkout";

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/checkout", { noindex: true });
}

/** Problems of step 1 (who and where): while any is open, the checkout shows step 1 whatever step was saved. */
const isStepOneProblem = (field: string) => /^(Customer|ShippingAddress|InvoiceAddress)\.|^pickupStore$/.test(field);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = splitLocalePath(new URL(request.url).pathname);
  const signedIn = hasSession(request.headers.get("cookie"));
  if (signedIn) requireRenewedSession(request);
  const api = apiFor(request, context, lang);
  try {
    const [{ data: checkout }, { data: stores }, account, phoneCountry] = await Promise.all([
      api.get<{ data: Checkout }>("/checkout"),
      api.get<{ data: PickupStoreAnswer[] }>("/checkout/pickup-stores"),
      signedIn
        ? Promise.all([api.get<{ data: Profile }>("/auth/me"), api.get<{ data: Address[] }>("/auth/addresses")])
        : Promise.resolve(null),
      guessPhoneCountry(context, lang),
    ]);
    // Spec: a cart that is empty, or that became unsellable, goes back to the cart with the reason.
    if (checkout.Items.length === 0) throw redirectOnSite(`${localizedPath(lang, "/cart")}?reason=empty`, 303);
    if (checkout.problems.Items) throw redirectOnSite(`${localizedPath(lang, "/cart")}?reason=unsellable`, 303);
    const step: 1 | 2 = checkout.step2 && !Object.keys(checkout.problems).some(isStepOneProblem) ? 2 : 1;
    return {
      title: translate(lang, "checkout.title"), checkout, stores, step, phoneCountry,
      profile: account?.[0].data ?? null, addresses: account?.[1].data ?? [],
      // One order per cart: every post of this cart's "Place order" carries the same key (decision 011).
      idempotencyKey: `cart-${checkout._id}`,
    };
  } catch (error) {
    if (isSessionEnded(error)) throw endSession(lang, context);
    throw error;
  }
}

/** This screen's texts are catalogues of their own (catalogs.client.ts): fetched with its data. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadScreenTexts(request)]);
  return loaded;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = splitLocalePath(new URL(request.url).pathname);
  return checkoutAction({ request, context, lang });
}

/** Spec §2 /checkout (checkout layout): step 1 who and where, step 2 how; the summary beside both. */
export default function CheckoutScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { checkout, stores, step, profile, addresses, phoneCountry, idempotencyKey } = loaderData;
  const result = (actionData ?? undefined) as CheckoutActionResult | undefined;
  const lines = checkout.Items.filter((i) => i.QuantityPurchased > 0).map((i) => ({ ...i, key: i._id }));
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">{t("checkout.title")}</h1>
      <CheckoutSteps current={step} />
      {result?.form === "unknown" && <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-900">{t(result.error)}</p>}
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {step === 1
            ? <StepOne lang={lang} checkout={checkout} stores={stores} profile={profile} addresses={addresses} phoneCountry={phoneCountry} result={result?.form === "step1" ? result : undefined} />
            : <StepTwo lang={lang} checkout={checkout} stores={stores} profile={profile} idempotencyKey={idempotencyKey} result={result?.form === "place" ? result : undefined} />}
        </div>
        <aside className="space-y-4">
          <OrderSummary lang={lang} lines={lines} totals={checkout.totals} coupon={checkout.Coupon?.code ?? null} shippingMode={checkout.shippingMode}>
            <CouponBox cart={checkout} failure={result?.form === "coupon" ? result.error : null} />
          </OrderSummary>
        </aside>
      </div>
    </div>
  );
}
