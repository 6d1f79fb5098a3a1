import { data, Form, useActionData, useNavigation } from "react-router";
import type { Order } from "#api/orders/orders.schemas.ts";
import { localizedPath, splitLocalePath } from "#domain/locale.ts";
import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Field } from "#app/features/checkout/checkout-fields.tsx";
import { ShipmentTimeline } from "#app/features/orders/shipment-timeline.tsx";
import { ORDER_KEY_PATTERN, UUID_PATTERN } from "#app/features/orders/order-paths.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { translate } from "#app/i18n/translate.server.ts";
import { ApiRequestError } from "#app/lib/api-client.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/tracking";

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/tracking", { noindex: true });
}

/**
 * Spec §2 /tracking (issue 16): a guest finds an order by its number and e-mail, then follows its parcels.
 * The order found is shown at `?order=<id>&key=<its key>`, an address that opens it in any browser.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  const id = url.searchParams.get("order") ?? "";
  const key = url.searchParams.get("key") ?? "";
  const base = { title: translate(lang, "tracking.title"), order: null as Order | null, key: "" };
  if (!UUID_PATTERN.test(id) || !ORDER_KEY_PATTERN.test(key)) return base;
  try {
    const { data: order } = await apiFor(request, context, lang).get<{ data: Order }>(`/orders/${id}?key=${key}`);
    return { ...base, order, key };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) return base;
    throw error;
  }
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadScreenTexts(request)]);
  return loaded;
}

type TrackingResult = { error: "tracking.error.noMatch" | "tracking.error.tooMany" | "tracking.error.missing"; values: { number: string; email: string } };

export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = splitLocalePath(new URL(request.url).pathname);
  const form = await request.formData();
  const values = { number: String(form.get("number") ?? "").trim().slice(0, 32), email: String(form.get("email") ?? "").trim().slice(0, 254) };
  const refused = (error: TrackingResult["error"], status: number) => data<TrackingResult>({ error, values }, { status });
  if (values.number.length < 3 || values.email.length < 3) return refused("tracking.error.missing", 400);
  try {
    const { data: found } = await apiFor(request, context, lang).post<{ data: { order: Order; key: string } }>("/orders/lookup", values);
    return redirectOnSite(`${localizedPath(lang, "/tracking")}?order=${found.order._id}&key=${found.key}`, 303);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 429) return refused("tracking.error.tooMany", 429);
    if (error instanceof ApiRequestError && error.status < 500) return refused("tracking.error.noMatch", 404);
    throw error;
  }
}

function Lookup() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>() as TrackingResult | undefined;
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="max-w-md space-y-4" noValidate>
      {result?.error && <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-sm text-red-900">{t(result.error)}</p>}
      <Field name="number" label={t("tracking.number")} hint={t("tracking.numberHint")} required maxLength={32} autoComplete="off" defaultValue={result?.values.number} />
      <Field name="email" type="email" label={t("tracking.email")} required maxLength={254} autoComplete="email" defaultValue={result?.values.email} />
      <button type="submit" disabled={busy} className="inline-flex min-h-11 items-center rounded bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700 disabled:opacity-60">
        {t("tracking.submit")}
      </button>
    </Form>
  );
}

export default function TrackingScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { order, key } = loaderData;
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-3xl font-semibold">{t("tracking.title")}</h1>
      {!order ? (
        <>
          <p>{t("tracking.intro")}</p>
          <Lookup />
        </>
      ) : (
        <div className="space-y-4">
          <p className="text-lg" role="status">
            {t("tracking.order", { number: order.number })} <strong data-testid="order-status">{t(`orders.status.${order.status}`)}</strong>
          </p>
          {(order.shipments ?? []).length === 0 ? <p>{t("tracking.noParcel")}</p>
            : order.shipments!.map((s, i) => <ShipmentTimeline key={`${s.carrier}-${s.tracking_number}`} shipment={s} lang={lang} index={i} />)}
          <p>
            <AppLink to={`${localizedPath(lang, "/order-success")}?order=${order._id}&key=${key}`} className="underline underline-offset-4">{t("tracking.seeOrder")}</AppLink>
          </p>
        </div>
      )}
    </div>
  );
}
