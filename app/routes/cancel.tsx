import { data, Form, useActionData, useNavigation } from "react-router";
import type { Order } from "#api/orders/orders.schemas.ts";
import { localizedPath, splitLocalePath, type Locale } from "#domain/locale.ts";
import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { endSession, isSessionEnded } from "#app/features/account/account-api.server.ts";
import { CheckoutSteps } from "#app/features/checkout/checkout-steps.tsx";
import { euro } from "#app/features/checkout/order-summary.tsx";
import { cancelPagePath, orderPagePath, sendToPaymentPage } from "#app/features/checkout/online-payment.server.ts";
import { UUID_PATTERN } from "#app/features/orders/order-paths.ts";
import { pageNotFound } from "#app/features/orders/order-loader.server.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { translate } from "#app/i18n/translate.server.ts";
import { ApiRequestError, apiReason } from "#app/lib/api-client.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { formatShopDateTime } from "#app/lib/format.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/cancel";

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/cancel", { noindex: true });
}

/** Why the provider's page could not be opened (online-payment.server.ts), as the page words it. */
const PROBLEMS = ["provider_unavailable", "provider_not_configured", "provider_refused"] as const;
type Problem = (typeof PROBLEMS)[number];

function orderIdOf(request: Request): { lang: Locale; id: string; url: URL } {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  const id = url.searchParams.get("order") ?? "";
  if (!UUID_PATTERN.test(id)) throw pageNotFound(url);
  return { lang, id, url };
}

/**
 * Spec §2 /cancel: the shopper came back from the provider's page without paying (issue 15). The order
 * is asked of the provider first (it may be paid after all: then its page is shown); an order still
 * waiting offers the same payment again, another way to pay, or the cart back.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, id, url } = orderIdOf(request);
  const api = apiFor(request, context, lang);
  let order: Order;
  try {
    ({ data: order } = await api.get<{ data: Order }>(`/orders/${id}`));
    if (order.payment_options) order = await api.post<{ data: Order }>(`/orders/${id}/payment/check`).then((r) => r.data, () => order);
  } catch (error) {
    if (isSessionEnded(error)) throw endSession(lang, context);
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      throw pageNotFound(url);
    }
    throw error;
  }
  // Paid, or paid another way now (a bank transfer still awaited is no longer this page's): the order's page.
  if (!order.payment_options && !(order.status === "cancelled" && order.payment_status === "voided")) throw redirectOnSite(orderPagePath(lang, id), 303);
  const problem = url.searchParams.get("problem");
  return {
    title: translate(lang, "cancel.title"), order,
    problem: (PROBLEMS as readonly string[]).includes(problem ?? "") ? (problem as Problem) : null,
  };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadScreenTexts(request)]);
  return loaded;
}

type CancelResult = { error: "cancel.error.method" | "cancel.error.invalid" | "cancel.problem.provider_unavailable" };

export async function action({ request, context }: Route.ActionArgs) {
  const { lang, id } = orderIdOf(request);
  const form = await request.formData();
  const api = apiFor(request, context, lang);
  const intent = String(form.get("intent") ?? "");
  const refused = (error: CancelResult["error"], status = 400) => data<CancelResult>({ error }, { status });
  try {
    if (intent === "retry") return await sendToPaymentPage({ lang, context, api, orderId: id });
    if (intent === "method") {
      const method = Number(form.get("payment_method"));
      if (!Number.isInteger(method) || method <= 0) return refused("cancel.error.method");
      const { data: changed } = await api.request<{ data: Order }>("PUT", `/orders/${id}/payment-method`, { payment_method: method });
      // Another provider's page (PayPal instead of the card): the shopper goes there now.
      if (changed.payment_options) return await sendToPaymentPage({ lang, context, api, orderId: id });
      return redirectOnSite(orderPagePath(lang, id), 303);
    }
    if (intent === "cart") {
      await api.post(`/orders/${id}/back-to-cart`);
      return redirectOnSite(localizedPath(lang, "/cart"), 303);
    }
    return refused("cancel.error.invalid");
  } catch (error) {
    if (isSessionEnded(error)) return endSession(lang, context);
    if (!(error instanceof ApiRequestError)) throw error;
    const reason = apiReason(error.body);
    // Paid a moment ago, or no longer waiting (its time ran out): the page as it is now says which.
    if (reason === "already_paid" || reason === "not_awaiting_payment" || reason === "reservation_expired") return redirectOnSite(cancelPagePath(lang, id), 303);
    // A payment by a method that settles later is under way: its order page says so.
    if (reason === "payment_processing") return redirectOnSite(orderPagePath(lang, id), 303);
    if (error.status === 503) return refused("cancel.problem.provider_unavailable", 503);
    if (error.status === 422) return refused("cancel.error.method", 422);
    if (error.status < 500) return refused("cancel.error.invalid");
    throw error;
  }
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-stone-200 bg-white p-5">
      <h2 id={id} className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const BUTTON = "inline-flex min-h-11 items-center rounded px-5 font-semibold disabled:opacity-60";

/** The time to pay is over: the order was cancelled (the sweep, or the shopper in another tab). */
function TimeOver({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-semibold">{t("cancel.over.title")}</h1>
      <p role="status">{t("cancel.over.text", { number: order.number })}</p>
      <p><AppLink to={localizedPath(lang, "/cart")} className="underline underline-offset-4">{t("cancel.over.cart")}</AppLink></p>
    </div>
  );
}

export default function CancelScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { order, problem } = loaderData;
  const result = useActionData<typeof action>() as CancelResult | undefined;
  const busy = useNavigation().state !== "idle";
  // Cancelled, or its time over and about to be (the sweep runs every minute).
  if (!order.payment_options || Date.parse(order.payment_options.deadline) <= Date.now()) return <TimeOver order={order} />;
  const total = euro(order.totals.total, lang);
  const alert = result?.error ?? (problem ? `cancel.problem.${problem}` : null);
  const currentFee = order.totals.payment_fee;
  return (
    <div className="max-w-3xl space-y-6">
      <div className="space-y-3">
        <CheckoutSteps current={2} />
        <h1 className="text-3xl font-semibold">{t("cancel.title")}</h1>
        <p>{t("cancel.intro")}</p>
        <p data-testid="reserved-until">
          {t("cancel.reserved", { number: order.number, amount: total, time: formatShopDateTime(order.payment_options.deadline, lang) })}
        </p>
        {alert && <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-sm text-red-900">{t(alert)}</p>}
      </div>
      <Section id="cancel-retry" title={t("cancel.retry.title")}>
        <Form method="post">
          <button type="submit" name="intent" value="retry" disabled={busy} className={`${BUTTON} bg-stone-900 text-white hover:bg-stone-700`}>
            {t("cancel.retry.submit", { amount: total, method: order.payment_method?.name ?? "" })}
          </button>
        </Form>
      </Section>
      {order.payment_options.methods.length > 0 && (
        <Section id="cancel-other" title={t("cancel.other.title")}>
          <Form method="post" className="space-y-3">
            <fieldset className="space-y-2">
              <legend className="text-sm">{t("cancel.other.intro")}</legend>
              {order.payment_options.methods.map((m, i) => (
                <label key={m.id} className="flex min-h-11 items-start gap-3 rounded border border-stone-300 p-3">
                  <input type="radio" name="payment_method" value={m.id} defaultChecked={i === 0} className="mt-1 h-5 w-5 accent-stone-900" />
                  <span>
                    <span className="font-semibold">{m.name}</span>
                    {m.fee > 0 && <span className="ml-2 text-sm">{t("checkout.payment.fee", { amount: euro(m.fee, lang) })}</span>}
                    <span className="block text-sm text-stone-700">{m.description}</span>
                    {m.fee !== currentFee && (
                      <span className="block text-sm">{t("cancel.other.total", { amount: euro(order.totals.total - currentFee + m.fee, lang) })}</span>
                    )}
                  </span>
                </label>
              ))}
            </fieldset>
            <button type="submit" name="intent" value="method" disabled={busy} className={`${BUTTON} border border-stone-900 hover:bg-stone-100`}>
              {t("cancel.other.submit")}
            </button>
          </Form>
        </Section>
      )}
      <Section id="cancel-cart" title={t("cancel.cart.title")}>
        <p className="text-sm">{t("cancel.cart.intro")}</p>
        <Form method="post">
          <button type="submit" name="intent" value="cart" disabled={busy} className={`${BUTTON} border border-stone-900 hover:bg-stone-100`}>
            {t("cancel.cart.submit")}
          </button>
        </Form>
      </Section>
    </div>
  );
}
