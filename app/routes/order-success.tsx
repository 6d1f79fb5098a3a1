import { useEffect, useState } from "react";
import { Form, useRevalidator } from "react-router";
import type { Order } from "#api/orders/orders.schemas.ts";
import { localizedPath, splitLocalePath } from "#domain/locale.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#domain/password.ts";
import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { endSession, isSessionEnded } from "#app/features/account/account-api.server.ts";
import { CheckoutSteps } from "#app/features/checkout/checkout-steps.tsx";
import { Field } from "#app/features/checkout/checkout-fields.tsx";
import { OrderDetails } from "#app/features/checkout/order-details.tsx";
import { euro } from "#app/features/checkout/order-summary.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { ORDER_KEY_PATTERN, UUID_PATTERN, orderDialogPath } from "#app/features/orders/order-paths.ts";
import { pageNotFound } from "#app/features/orders/order-loader.server.ts";
import { canRequestReturn } from "#app/features/orders/returnable.ts";
import { translate } from "#app/i18n/translate.server.ts";
import { ApiRequestError } from "#app/lib/api-client.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import { hasSession } from "#app/lib/session.server.ts";
import type { Route } from "./+types/order-success";

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/order-success", { noindex: true });
}

/** The order of `?order=<id>`, for its owner only (the customer, or the visitor who placed it): anyone else gets the 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  const id = url.searchParams.get("order") ?? "";
  if (!UUID_PATTERN.test(id)) throw pageNotFound(url);
  try {
    const api = apiFor(request, context, lang);
    // The order's key from its e-mail link opens it in any browser (a guest's too).
    const key = ORDER_KEY_PATTERN.exec(url.searchParams.get("key") ?? "")?.[0];
    let { data: order } = await api.get<{ data: Order }>(`/orders/${id}${key ? `?key=${key}` : ""}`);
    // Back from the provider's page: the payment is asked of the provider, server to server (the return
    // address proves nothing). Out of reach, the page says the payment is being confirmed and asks again.
    if (order.payment_options) order = await api.post<{ data: Order }>(`/orders/${id}/payment/check`).then((r) => r.data, (error: unknown) => {
      // Out of reach (503) or no longer configured (409): the order as it is, "being confirmed".
      if (error instanceof ApiRequestError && error.status !== 401) return order;
      throw error;
    });
    return { title: translate(lang, "order.title"), order, key: key ?? null, guest: !hasSession(request.headers.get("cookie")) };
  } catch (error) {
    if (isSessionEnded(error)) throw endSession(lang, context);
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) throw pageNotFound(url);
    throw error;
  }
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadScreenTexts(request)]);
  return loaded;
}

/**
 * A guest's offer of an account with the order's e-mail: the registration of /profile, prefilled. Once the
 * e-mail is confirmed, the account holds this order (and every earlier one placed with that address).
 */
function CreateAccount({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  return (
    <section aria-labelledby="account-offer" className="space-y-3 rounded-lg border border-stone-200 bg-white p-5">
      <h2 id="account-offer" className="text-xl font-semibold">{t("order.account.title")}</h2>
      <p className="text-sm">{t("order.account.intro", { email: order.Customer.email })}</p>
      <Form method="post" action={localizedPath(lang, "/profile")} className="max-w-md space-y-4">
        <input type="hidden" name="intent" value="register" />
        <input type="hidden" name="email" value={order.Customer.email} />
        <input type="hidden" name="name" value={order.Customer.name} />
        <input type="hidden" name="lastname" value={order.Customer.lastname} />
        <Field name="password" type="password" label={t("account.field.password")} hint={t("account.field.passwordHint", { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} maxLength={PASSWORD_MAX_LENGTH} />
        <Field name="confirm_password" type="password" label={t("account.field.confirmPassword")} autoComplete="new-password" required maxLength={PASSWORD_MAX_LENGTH} />
        <button type="submit" className="inline-flex min-h-11 items-center rounded bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700">{t("order.account.submit")}</button>
      </Form>
    </section>
  );
}

/** Asks again every two seconds while the provider has not confirmed, for half a minute; then says it may take a while. */
const CHECKS = 15;
const CHECK_EVERY_MS = 2_000;

/**
 * Back from the provider's page, the payment not confirmed yet (a notification on its way, a payment
 * method that settles later): the page asks again by itself, and without JavaScript offers to.
 */
function ConfirmingPayment({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const revalidator = useRevalidator();
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    if (checks >= CHECKS || revalidator.state !== "idle") return;
    const timer = setTimeout(() => { setChecks((n) => n + 1); void revalidator.revalidate(); }, CHECK_EVERY_MS);
    return () => clearTimeout(timer);
  }, [checks, revalidator]);
  return (
    <div className="space-y-2 rounded-lg border border-sky-700 bg-sky-50 p-4" data-testid="payment-confirming">
      <p role="status">{t(checks >= CHECKS ? "order.confirming.slow" : "order.confirming.status", { method: order.payment_method?.name ?? "", email: order.Customer.email })}</p>
      <p className="text-sm">
        <a href={`${localizedPath(lang, "/order-success")}?order=${order._id}`} className="underline underline-offset-4">{t("order.confirming.check")}</a>
      </p>
    </div>
  );
}

/** What the page says first: placed, paid, being confirmed, or cancelled for want of the payment. */
function OrderHeading({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  if (order.status === "cancelled") {
    return (
      <>
        <h1 className="text-3xl font-semibold">{t("order.cancelled.title")}</h1>
        {order.payment_status === "voided" && <p role="status">{t("order.cancelled.unpaid")}</p>}
        <p><AppLink to={localizedPath(lang, "/cart")} className="underline underline-offset-4">{t("cancel.over.cart")}</AppLink></p>
      </>
    );
  }
  if (order.payment_options) {
    return (<><h1 className="text-3xl font-semibold">{t("order.confirming.title", { name: order.Customer.name })}</h1><ConfirmingPayment order={order} /></>);
  }
  const paidOnline = (order.payment_kind === "card" || order.payment_kind === "wallet") && order.payment_status === "paid";
  return (
    <>
      <h1 className="text-3xl font-semibold">{t("order.thanks", { name: order.Customer.name })}</h1>
      <p role="status">{paidOnline ? t("order.paid", { amount: euro(order.totals.total, lang) }) : t("order.placed")}</p>
    </>
  );
}

/** Once it moves on: its parcels and, after delivery, a return — for a guest too, through the key of the e-mail link. */
function AfterTheOrder({ order, orderKey }: { order: Order; orderKey: string | null }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const links = [
    ...((order.shipments ?? []).length ? [{ to: orderDialogPath(lang, "trackingModal", { order: order._id, key: orderKey }), text: t("order.after.track") }] : []),
    ...(canRequestReturn(order) ? [{ to: orderDialogPath(lang, "requestReturn", { order: order._id, key: orderKey }), text: t("order.after.return") }] : []),
    // The withdrawal function on each order (issue 21 §3).
    ...(order.status !== "cancelled" ? [{ to: `${localizedPath(lang, "/withdrawal")}?order=${order._id}${orderKey ? `&key=${orderKey}` : ""}`, text: t("footer.withdraw") }] : []),
  ];
  if (!links.length) return null;
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm font-medium" data-testid="order-after">
      {links.map((l) => <li key={l.to}><AppLink to={l.to} className="inline-flex min-h-11 items-center underline underline-offset-4">{l.text}</AppLink></li>)}
    </ul>
  );
}

/** Spec §2 /order-success: the order placed, how to pay, what happens next. */
export default function OrderSuccessScreen({ loaderData }: Route.ComponentProps) {
  const { lang } = useRootData();
  const { order, guest, key } = loaderData;
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <CheckoutSteps current={3} />
        <OrderHeading order={order} />
        <AfterTheOrder order={order} orderKey={key} />
      </div>
      <OrderDetails order={order} lang={lang} />
      {guest && <CreateAccount order={order} />}
    </div>
  );
}
