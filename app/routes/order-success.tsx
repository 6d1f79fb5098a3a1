import { data, Form } from "react-router";
import type { Order } from "#api/orders/orders.schemas.ts";
import { localizedPath, splitLocalePath } from "#domain/locale.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#domain/password.ts";
import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { endSession, isSessionEnded } from "#app/features/account/account-api.server.ts";
import { CheckoutSteps } from "#app/features/checkout/checkout-steps.tsx";
import { Field } from "#app/features/checkout/checkout-fields.tsx";
import { OrderDetails } from "#app/features/checkout/order-details.tsx";
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order of `?order=<id>`, for its owner only (the customer, or the visitor who placed it): anyone else gets the 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  const id = url.searchParams.get("order") ?? "";
  const notFound = () => data(`Page not found: ${url.pathname}`, { status: 404, headers: { "Cache-Control": "no-store" } });
  if (!UUID.test(id)) throw notFound();
  try {
    const { data: order } = await apiFor(request, context, lang).get<{ data: Order }>(`/orders/${id}`);
    return { title: translate(lang, "order.title"), order, guest: !hasSession(request.headers.get("cookie")) };
  } catch (error) {
    if (isSessionEnded(error)) throw endSession(lang, context);
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) throw notFound();
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

/** Spec §2 /order-success: the order placed, how to pay, what happens next. */
export default function OrderSuccessScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { order, guest } = loaderData;
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <CheckoutSteps current={3} />
        <h1 className="text-3xl font-semibold">{t("order.thanks", { name: order.Customer.name })}</h1>
        <p role="status">{t("order.placed")}</p>
      </div>
      <OrderDetails order={order} lang={lang} />
      {guest && <CreateAccount order={order} />}
    </div>
  );
}
