import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { Locale } from "#domain/locale.ts";
import { listCountryOptions } from "#app/components/phone-field/country-options.ts";
import { phoneFieldMessages } from "#app/components/phone-field/phone-field-messages.ts";
import { PhoneField } from "#app/components/phone-field/phone-field.tsx";
import { errorIdOf, Field, fieldId } from "./checkout-fields.tsx";

type Value = (name: string) => string;
type ErrorOf = (name: string) => string | undefined;

export function CountryField({ name, lang, value, error }: { name: string; lang: Locale; value: string; error?: string }) {
  const { t } = useTranslation();
  const id = fieldId(name);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">{t("address.field.country")}<span aria-hidden="true" className="text-red-800"> *</span></label>
      <select id={id} name={name} defaultValue={value} autoComplete="country" aria-invalid={error ? true : undefined} aria-describedby={error ? errorIdOf(name) : undefined}
        className="mt-1 block min-h-11 w-full rounded border border-stone-400 bg-white px-3 py-2 text-stone-900">
        {listCountryOptions(lang).map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
      </select>
      {error && <p id={errorIdOf(name)} className="mt-1 text-sm text-red-800">{error}</p>}
    </div>
  );
}

/** A delivery address: the fields of the address book, posted with the names the action reads. */
export function DeliveryAddressFields({ lang, value, error, phoneCountry }: { lang: Locale; value: Value; error: ErrorOf; phoneCountry: string }) {
  const { t } = useTranslation();
  const phoneError = error("telephone");
  return (
    <div className="space-y-4">
      <Field name="Name" label={t("checkout.field.recipient")} hint={t("checkout.field.recipientHint")} autoComplete="shipping name" maxLength={120} defaultValue={value("Name")} error={error("Name")} />
      <Field name="Street1" label={t("address.field.street")} autoComplete="shipping address-line1" required maxLength={200} defaultValue={value("Street1")} error={error("Street1")} />
      <Field name="Street2" label={t("address.field.street2")} hint={t("account.field.optional")} autoComplete="shipping address-line2" maxLength={200} defaultValue={value("Street2")} error={error("Street2")} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field name="PostalCode" label={t("address.field.postalCode")} autoComplete="shipping postal-code" required maxLength={12} defaultValue={value("PostalCode")} error={error("PostalCode")} />
        <Field name="CityName" label={t("address.field.city")} autoComplete="shipping address-level2" required maxLength={120} defaultValue={value("CityName")} error={error("CityName")} />
        <Field name="StateOrProvince" label={t("address.field.province")} hint={t("account.field.optional")} autoComplete="shipping address-level1" maxLength={80} defaultValue={value("StateOrProvince")} error={error("StateOrProvince")} />
      </div>
      <CountryField name="Country" lang={lang} value={value("Country") || phoneCountry} error={error("Country")} />
      {/* The error summary links here: the phone field's own input id is its own. */}
      <div id={fieldId("telephone")}>
      <PhoneField
        label={t("checkout.field.phone")}
        lang={lang}
        messages={phoneFieldMessages(t)}
        defaultCountry={value("telephone_country") || phoneCountry}
        defaultValue={value("telephone")}
        errorId={phoneError ? errorIdOf("telephone") : undefined}
      />
      </div>
      {phoneError && <p id={errorIdOf("telephone")} className="-mt-3 text-sm text-red-800">{phoneError}</p>}
      <p className="text-xs text-stone-600">{t("checkout.field.phoneWhy")}</p>
    </div>
  );
}
