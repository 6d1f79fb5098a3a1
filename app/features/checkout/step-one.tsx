import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { Checkout, PickupStoreAnswer } from "#api/checkout/checkout.answers.ts";
import { localizedPath, type Locale } from "#domain/locale.ts";
import type { Address, Profile } from "#app/features/account/account-types.ts";
import { getCountryName } from "#app/components/phone-field/country-name.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { DeliveryAddressFields } from "./address-fields.tsx";
import { CheckField, ErrorSummary, Field, fieldId, useFieldError } from "./checkout-fields.tsx";
import type { CheckoutActionResult } from "./checkout-result.ts";
import { InvoiceFields } from "./invoice-fields.tsx";
import { PickupStores } from "./pickup-stores.tsx";

export interface StepOneProps {
  lang: Locale;
  checkout: Checkout;
  stores: PickupStoreAnswer[];
  profile: Profile | null;
  addresses: Address[];
  phoneCountry: string;
  result?: Extract<CheckoutActionResult, { form: "step1" }>;
}

const PRIMARY = "inline-flex min-h-11 items-center justify-center rounded bg-stone-900 px-6 py-2 font-semibold text-white hover:bg-stone-700 disabled:opacity-60";

/** What the form starts with: what the shopper typed last time, else the checkout's saved state, else the account's. */
function useInitialValues({ checkout, profile, addresses, result }: StepOneProps) {
  const ship = checkout.ShippingAddress ?? {};
  const invoice = checkout.InvoiceAddress ?? {};
  const saved = ship.AddressID ? addresses.find((a) => a.AddressID === ship.AddressID) : addresses.find((a) => a.isDefault) ?? addresses[0];
  const state: Record<string, string> = {
    email: checkout.Customer?.email ?? "", name: checkout.Customer?.name ?? profile?.name ?? "", lastname: checkout.Customer?.lastname ?? profile?.lastname ?? "",
    shippingMode: String(checkout.shippingMode), address_id: saved && (!checkout.ShippingAddress || ship.AddressID) ? saved.AddressID : "new",
    ...(ship.AddressID ? {} : {
      Name: ship.Name ?? (profile ? `${profile.name} ${profile.lastname}` : ""), Street1: ship.Street1 ?? "", Street2: ship.Street2 ?? "", PostalCode: ship.PostalCode ?? "", CityName: ship.CityName ?? "",
      StateOrProvince: ship.StateOrProvince ?? "", Country: ship.Country ?? "", telephone: ship.Phone ?? profile?.phone ?? "",
    }),
    inv_Company: invoice.Company ?? "", inv_Fiscalcode: invoice.Fiscalcode ?? "", inv_Vat: invoice.Vat ?? "", inv_Sdi: invoice.Sdi ?? "", inv_Pec: invoice.Pec ?? "",
    inv_Address: invoice.Address ?? "", inv_Cap: invoice.Cap ?? "", inv_City: invoice.City ?? "", inv_Province: invoice.Province ?? "", inv_Country: invoice.Country ?? "",
  };
  const posted = result?.values;
  const value = (name: string) => (posted ? posted[name] ?? "" : state[name] ?? "");
  const checked = (name: string, fallback: boolean) => {
    if (posted) return posted[name] === "on";
    if (name === "need_invoice") return checkout.InvoiceAddress !== null;
    if (name === "same_shipping_address") return checkout.same_shipping_address;
    if (name === "newsletter") return checkout.Customer?.newsletter === true;
    return fallback;
  };
  return { value, checked };
}

/** Spec §3 step 1, who and where: the contact, delivery or pickup, the invoice. Posted whole, checked by the server. */
export function StepOne(props: StepOneProps) {
  const { t } = useTranslation();
  const { lang, checkout, stores, profile, addresses, phoneCountry, result } = props;
  const hydrated = useHydrated();
  const busy = useNavigation().formData?.get("intent") === "step1";
  const { value, checked } = useInitialValues(props);
  const error = useFieldError(result?.errors);
  const [mode, setMode] = useState(() => value("shippingMode") === "2" ? 2 : 1);
  const [addressId, setAddressId] = useState(() => value("address_id") || "new");
  const formRef = useRef<HTMLFormElement>(null);
  // What the shopper chose before the page's scripts ran (the radios are the browser's own until then) is what
  // the page shows once they have: pickup chosen on a slow phone shows its stores, not the address.
  useLayoutEffect(() => {
    const chosen = (name: string) => formRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value;
    const shippingMode = chosen("shippingMode");
    if (shippingMode === "1" || shippingMode === "2") setMode(Number(shippingMode));
    const address = chosen("address_id");
    if (address) setAddressId(address);
  }, []);
  useEffect(() => {
    if (!result) return;
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]:not([type="hidden"])') ?? form?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [result]);
  const labels: Record<string, string> = {
    email: t("account.field.email"), name: t("account.field.name"), lastname: t("account.field.lastname"), Name: t("checkout.field.recipient"),
    Street1: t("address.field.street"), PostalCode: t("address.field.postalCode"), CityName: t("address.field.city"), Country: t("address.field.country"),
    pickupStore: t("checkout.store.choose"), inv_Company: t("checkout.invoice.company"), inv_Fiscalcode: t("checkout.invoice.fiscalCode"), inv_Vat: t("checkout.invoice.vat"),
    inv_Sdi: t("checkout.invoice.sdi"), inv_Pec: t("checkout.invoice.pec"), inv_Address: t("address.field.street"), inv_Cap: t("address.field.postalCode"),
    inv_City: t("address.field.city"), inv_Country: t("address.field.country"), telephone: t("checkout.field.phone"), save_address: t("checkout.address.save"),
  };
  const { form: formError, ...fieldErrors } = result?.errors ?? {};
  const showDelivery = !hydrated || mode === 1;
  const showPickup = !hydrated || mode === 2;
  return (
    <Form ref={formRef} method="post" noValidate className="space-y-8" aria-labelledby="step1-title">
      <h2 id="step1-title" className="text-2xl font-semibold">{t("checkout.step1.title")}</h2>
      <ErrorSummary errors={fieldErrors} formError={formError?.key} labels={labels} />
      <input type="hidden" name="intent" value="step1" />

      <section aria-labelledby="contact-title" className="space-y-4">
        <h3 id="contact-title" className="text-lg font-semibold">{t("checkout.contact.title")}</h3>
        {profile ? (
          <p className="text-sm" data-testid="signed-in-as">{t("checkout.contact.signedIn", { name: `${profile.name} ${profile.lastname}`, email: profile.email })}</p>
        ) : (
          <>
            <p className="text-sm">
              {t("checkout.contact.haveAccount")}{" "}
              <AppLink className="font-medium underline underline-offset-4" to={`${localizedPath(lang, "/profile")}?redirectTo=${encodeURIComponent(localizedPath(lang, "/checkout"))}`}>
                {t("checkout.contact.signIn")}
              </AppLink>
            </p>
            <Field name="email" type="email" label={t("account.field.email")} hint={t("checkout.contact.emailHint")} autoComplete="email" required maxLength={254} defaultValue={value("email")} error={error("email")} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field name="name" label={t("account.field.name")} autoComplete="given-name" required maxLength={80} defaultValue={value("name")} error={error("name")} />
              <Field name="lastname" label={t("account.field.lastname")} autoComplete="family-name" required maxLength={80} defaultValue={value("lastname")} error={error("lastname")} />
            </div>
            {/* Asks for the newsletter: its confirmation e-mail decides (double opt-in, issue 17). A customer has the profile's. */}
            <CheckField name="newsletter" label={t("account.field.newsletter")} defaultChecked={checked("newsletter", false)} />
          </>
        )}
      </section>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">{t("checkout.mode.title")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {([1, 2] as const).map((m) => (
            <div key={m} className="flex min-h-11 items-start gap-3 rounded-lg border border-stone-300 bg-white p-3">
              <input type="radio" id={fieldId(`shippingMode-${m}`)} name="shippingMode" value={m} defaultChecked={mode === m} onChange={() => setMode(m)} className="mt-1 h-5 w-5 accent-stone-900" />
              <label htmlFor={fieldId(`shippingMode-${m}`)} className="text-sm">
                <span className="block font-semibold">{t(m === 1 ? "checkout.mode.delivery" : "checkout.mode.pickup")}</span>
                <span className="text-stone-700">{t(m === 1 ? "checkout.mode.deliveryHint" : "checkout.mode.pickupHint")}</span>
              </label>
            </div>
          ))}
        </div>
      </fieldset>

      <section hidden={!showDelivery} aria-labelledby="delivery-title" className="space-y-4">
        <h3 id="delivery-title" className="text-lg font-semibold">{t("checkout.address.title")}</h3>
        {!hydrated && <p className="text-sm text-stone-700">{t("checkout.address.noScriptHint")}</p>}
        {addresses.length > 0 && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t("checkout.address.saved")}</legend>
            {addresses.map((a) => (
              <div key={a.AddressID} className="flex items-start gap-3 rounded border border-stone-200 bg-white p-3">
                <input type="radio" name="address_id" value={a.AddressID} id={fieldId(`address-${a.AddressID}`)} defaultChecked={addressId === a.AddressID}
                  onChange={() => setAddressId(a.AddressID)} className="mt-1 h-5 w-5 accent-stone-900" />
                <label htmlFor={fieldId(`address-${a.AddressID}`)} className="text-sm">
                  <span className="font-semibold">{a.Name}</span>, {a.Street1}{a.Street2 ? `, ${a.Street2}` : ""}, {a.PostalCode} {a.CityName}, {getCountryName(a.Country, lang)}
                </label>
              </div>
            ))}
            <div className="flex items-start gap-3 rounded border border-stone-200 bg-white p-3">
              <input type="radio" name="address_id" value="new" id={fieldId("address-new")} defaultChecked={addressId === "new"} onChange={() => setAddressId("new")} className="mt-1 h-5 w-5 accent-stone-900" />
              <label htmlFor={fieldId("address-new")} className="text-sm font-semibold">{t("checkout.address.new")}</label>
            </div>
          </fieldset>
        )}
        <div hidden={hydrated && addresses.length > 0 && addressId !== "new"} className="space-y-4">
          <DeliveryAddressFields lang={lang} value={value} error={error} phoneCountry={phoneCountry} />
          {profile && <CheckField name="save_address" label={t("checkout.address.save")} defaultChecked={checked("save_address", false)} error={error("save_address")} />}
        </div>
      </section>

      <section hidden={!showPickup} aria-labelledby="pickup-title" className="space-y-4">
        <h3 id="pickup-title" className="text-lg font-semibold">{t("checkout.store.title")}</h3>
        {!hydrated && <p className="text-sm text-stone-700">{t("checkout.store.noScriptHint")}</p>}
        <PickupStores stores={stores} chosen={result?.values ? Number(result.values.pickupStore) || null : checkout.pickupStore} error={error("pickupStore")} />
      </section>

      <section aria-labelledby="invoice-title" className="space-y-2">
        <h3 id="invoice-title" className="text-lg font-semibold">{t("checkout.invoice.title")}</h3>
        <InvoiceFields lang={lang} value={value} error={error} checked={checked} delivery={mode === 1} defaultCountry={phoneCountry} />
      </section>

      <button type="submit" disabled={busy} className={PRIMARY}>{t("checkout.step1.submit")}</button>
    </Form>
  );
}
