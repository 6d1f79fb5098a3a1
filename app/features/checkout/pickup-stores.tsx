import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { PickupStoreAnswer } from "#api/checkout/checkout.answers.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { errorIdOf, fieldId } from "./checkout-fields.tsx";

/**
 * The pickup stores, each saying whether everything in the cart can be collected there. A store that
 * lacks a line names it, cannot be chosen, and offers home delivery instead (the label of that radio).
 */
export function PickupStores({ stores, chosen, error }: { stores: PickupStoreAnswer[]; chosen: number | null; error?: string }) {
  const { t } = useTranslation();
  const mapsKey = useRootData().settings.map[0]?.setting.apikey ?? "";
  const first = stores.find((s) => s.available);
  return (
    <fieldset aria-describedby={error ? errorIdOf("pickupStore") : undefined} className="space-y-3">
      <legend className="text-base font-semibold">{t("checkout.store.choose")}</legend>
      {error && <p id={errorIdOf("pickupStore")} className="text-sm text-red-800">{error}</p>}
      <ul className="space-y-3">
        {stores.map((store) => {
          const id = store === first ? fieldId("pickupStore") : `${fieldId("pickupStore")}-${store.id}`;
          const lacking = `${id}-lacking`;
          return (
            <li key={store.id} data-testid="pickup-store" className={`rounded-lg border p-4 ${store.available ? "border-stone-300 bg-white" : "border-stone-200 bg-stone-50"}`}>
              <div className="flex items-start gap-3">
                <input type="radio" name="pickupStore" value={store.id} id={id} defaultChecked={store.available && store.id === chosen}
                  disabled={!store.available} aria-describedby={store.available ? undefined : lacking} className="mt-1 h-5 w-5 shrink-0 accent-stone-900" />
                <div className="space-y-1 text-sm">
                  <label htmlFor={id} className="text-base font-semibold">{store.name}</label>
                  <address className="not-italic text-stone-700">{store.street}, {store.postal_code} {store.city} ({store.province})</address>
                  <p className="text-stone-700">{t("checkout.store.hours")}: {store.opening_hours}</p>
                  {mapsKey && <StoreMap store={store} apiKey={mapsKey} />}
                  {store.available
                    ? <p className="font-medium text-emerald-800">{t("checkout.store.available")}</p>
                    : (
                      <div id={lacking} className="text-red-900">
                        <p className="font-medium">{t("checkout.store.lacks")}</p>
                        <ul className="list-disc pl-5">
                          {store.missing.map((m) => (
                            <li key={m.variant_id}>{t("checkout.store.lacksLine", { name: m.Title, count: m.available, wanted: m.wanted })}</li>
                          ))}
                        </ul>
                        <label htmlFor={fieldId("shippingMode-1")} className="inline-flex min-h-11 cursor-pointer items-center font-medium underline underline-offset-4">
                          {t("checkout.store.deliverInstead")}
                        </label>
                      </div>
                    )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * The store on a map, only when the shop owner configured a maps key (settings `maps`, or MAPS_API_KEY):
 * the one third-party request of the checkout, made when the shopper opens it (a closed disclosure's lazy
 * frame is not loaded). Without a key there is no map and no request.
 */
function StoreMap({ store, apiKey }: { store: PickupStoreAnswer; apiKey: string }) {
  const { t } = useTranslation();
  const src = `https://www.google.com/maps/embed/v1/place?${new URLSearchParams({ key: apiKey, q: `${store.latitude},${store.longitude}` })}`;
  return (
    <details>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium underline underline-offset-4">{t("checkout.store.map")}</summary>
      <iframe title={t("checkout.store.mapOf", { store: store.name })} src={src} loading="lazy" referrerPolicy="no-referrer-when-downgrade"
        className="mt-2 h-64 w-full rounded border border-stone-200" />
    </details>
  );
}
