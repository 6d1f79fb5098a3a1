import type { Order } from "#api/orders/orders.schemas.ts";
import type { Locale } from "#domain/locale.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatShopDateTime } from "#app/lib/format.ts";

type Shipment = NonNullable<Order["shipments"]>[number];

/** The steps a parcel can report; an unknown one is shown as "in transit". */
const STEPS = ["shipped", "in_transit", "out_for_delivery", "at_pickup_point", "delivery_attempted", "exception", "delivered"];

/** The catalogue key of a parcel's step. */
export const stepKey = (status: string) => `tracking.step.${STEPS.includes(status) ? status : "in_transit"}`;

/**
 * A parcel's journey (issue 16): the carrier, its tracking number with a link to the carrier's page, and
 * each step with its place and time in the shopper's language, newest first. Used by /tracking and the
 * order's tracking dialog.
 */
export function ShipmentTimeline({ shipment, lang, index, level = 2 }: { shipment: Shipment; lang: Locale; index: number; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const titleId = `shipment-${index}`;
  const steps = [...shipment.events].reverse();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-lg border border-stone-200 bg-white p-4" data-testid="shipment">
      <Heading id={titleId} className="font-semibold">{t("tracking.parcel", { carrier: shipment.carrier, number: shipment.tracking_number })}</Heading>
      {shipment.tracking_url && (
        <p className="text-sm">
          <a href={shipment.tracking_url} rel="noopener noreferrer external" target="_blank" className="underline underline-offset-4">
            {t("tracking.carrierPage", { carrier: shipment.carrier })}
            <span className="sr-only"> {t("tracking.newWindow")}</span>
          </a>
        </p>
      )}
      <ol className="space-y-2 border-l-2 border-stone-300 pl-4">
        {steps.map((e, i) => (
          <li key={`${e.occurred_at}-${i}`} className="text-sm">
            <span className="font-medium">{t(stepKey(e.status))}</span>
            <span className="block text-stone-700">
              <time dateTime={e.occurred_at}>{formatShopDateTime(e.occurred_at, lang)}</time>{e.location ? ` · ${e.location}` : ""}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
