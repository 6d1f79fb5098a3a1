import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { loadPhoneField } from "#app/components/phone-field/phone-field-loader.ts";
import { phoneFieldMessages } from "#app/components/phone-field/phone-field-messages.ts";
import { getCountryName } from "#app/components/phone-field/country-name.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { CheckboxField, TextField } from "#app/components/ui/text-field.tsx";
import { AccountForm, FormMessage } from "./account-form.tsx";
import type { AccountFormResult, Address } from "./account-types.ts";

// The phone numbers' metadata (about 65 kB gzip) comes when the profile screen runs, not with the prefetch
// of its code that the header's account link makes on every page (issue 18 §3); see phone-field-loader.ts.
const { PhoneField, listCountryOptions } = await loadPhoneField();

interface AddressBookProps {
  lang: Locale;
  addresses: Address[];
  /** The address being edited (`?edit=<id>`), or none: the form adds a new one. */
  editing: Address | null;
  phoneCountry: string;
  result?: AccountFormResult;
  /** What the last change did ("address.saved"…), shown where the page scrolls to after it. */
  done?: string;
}

function CountrySelect({ lang, value, error }: { lang: Locale; value: string; error?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">{t("address.field.country")}<span aria-hidden="true" className="text-red-800"> *</span></label>
      <select id={id} name="Country" required defaultValue={value} autoComplete="country" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block min-h-11 w-full rounded border border-stone-400 bg-white px-3 py-2 text-stone-900">
        {listCountryOptions(lang).map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
      </select>
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-800">{error}</p>}
    </div>
  );
}

function AddressForm({ lang, editing, phoneCountry, result }: Omit<AddressBookProps, "addresses" | "done">) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get("intent") === "address-save";
  const mine = result?.form === "address" ? result : undefined;
  const error = (name: string) => (mine?.errors?.[name] ? t(mine.errors[name]) : undefined);
  const value = (name: keyof Address) => mine?.values?.[name] ?? (editing?.[name] as string | null | undefined) ?? "";
  const phoneError = error("telephone");
  return (
    <AccountForm result={mine} id="address-form" className="space-y-4" aria-labelledby="address-form-title">
      <h3 id="address-form-title" className="text-lg font-semibold">{editing ? t("address.edit") : t("address.add")}</h3>
      <FormMessage result={mine} />
      <input type="hidden" name="intent" value="address-save" />
      {editing && <input type="hidden" name="id" value={editing.AddressID} />}
      <TextField name="Name" label={t("address.field.name")} autoComplete="name" required maxLength={120} defaultValue={value("Name")} error={error("Name")} />
      <TextField name="Company" label={t("account.field.company")} hint={t("account.field.optional")} autoComplete="organization" maxLength={120} defaultValue={value("Company")} error={error("Company")} />
      <TextField name="Street1" label={t("address.field.street")} autoComplete="address-line1" required maxLength={200} defaultValue={value("Street1")} error={error("Street1")} />
      <TextField name="Street2" label={t("address.field.street2")} hint={t("account.field.optional")} autoComplete="address-line2" maxLength={200} defaultValue={value("Street2")} error={error("Street2")} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="PostalCode" label={t("address.field.postalCode")} autoComplete="postal-code" required maxLength={12} defaultValue={value("PostalCode")} error={error("PostalCode")} />
        <TextField name="CityName" label={t("address.field.city")} autoComplete="address-level2" required maxLength={120} defaultValue={value("CityName")} error={error("CityName")} />
        <TextField name="StateOrProvince" label={t("address.field.province")} hint={t("account.field.optional")} autoComplete="address-level1" maxLength={80} defaultValue={value("StateOrProvince")} error={error("StateOrProvince")} />
      </div>
      <CountrySelect lang={lang} value={value("Country") || phoneCountry} error={error("Country")} />
      <PhoneField
        label={t("address.field.phone")}
        lang={lang}
        messages={phoneFieldMessages(t)}
        defaultCountry={mine?.values?.telephone_country ?? phoneCountry}
        defaultValue={mine?.values?.telephone ?? editing?.Phone ?? ""}
        errorId={phoneError ? "address-phone-error" : undefined}
      />
      {phoneError && <p id="address-phone-error" className="-mt-3 text-sm text-red-800">{phoneError}</p>}
      <CheckboxField name="isDefault" label={t("address.field.default")} defaultChecked={mine ? mine.values?.isDefault === "on" : editing?.isDefault ?? false} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} className="inline-flex min-h-11 items-center rounded bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700">{t("address.save")}</button>
        {editing && <AppLink to={`${localizedPath(lang, "/profile")}#addresses`} className="inline-flex min-h-11 items-center text-sm underline underline-offset-4">{t("address.cancel")}</AppLink>}
      </div>
    </AccountForm>
  );
}

/** The customer's delivery addresses (spec §3 ShippingAddress), ready for checkout. */
export function AddressBook(props: AddressBookProps) {
  const { t } = useTranslation();
  const { lang, addresses } = props;
  return (
    <section id="addresses" aria-labelledby="addresses-title" className="space-y-4">
      <h2 id="addresses-title" className="text-xl font-semibold">{t("address.title")}</h2>
      {props.done && <p role="status" className="rounded bg-green-50 px-3 py-2 text-sm text-green-900">{t(props.done)}</p>}
      {addresses.length === 0 ? <p className="text-stone-700">{t("address.none")}</p> : (
        <ul className="grid gap-4 md:grid-cols-2">
          {addresses.map((a) => (
            <li key={a.AddressID} className="rounded-lg border border-stone-200 bg-white p-4" data-testid="address">
              {a.isDefault && <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-green-800">{t("address.isDefault")}</p>}
              <address className="not-italic leading-relaxed">
                {a.Name}{a.Company && <><br />{a.Company}</>}<br />{a.Street1}{a.Street2 && <><br />{a.Street2}</>}<br />
                {a.PostalCode} {a.CityName}{a.StateOrProvince ? ` (${a.StateOrProvince})` : ""}<br />{getCountryName(a.Country, lang)}
                {a.Phone && <><br /><span className="text-sm">{a.Phone}</span></>}
              </address>
              <div className="mt-3 flex flex-wrap gap-2">
                <AppLink to={`${localizedPath(lang, "/profile")}?edit=${a.AddressID}#address-form`} className="inline-flex min-h-11 items-center rounded px-3 text-sm font-medium underline underline-offset-4"
                  aria-label={t("address.editOne", { name: a.Name, street: a.Street1 })}>{t("address.editShort")}</AppLink>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="address-delete" />
                  <input type="hidden" name="id" value={a.AddressID} />
                  <button type="submit" className="inline-flex min-h-11 items-center rounded px-3 text-sm font-medium text-red-800 underline underline-offset-4"
                    aria-label={t("address.deleteOne", { name: a.Name, street: a.Street1 })}>{t("address.deleteShort")}</button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      {/* A new key after each save: the form comes back empty for the next address. */}
      <div className="rounded-lg border border-stone-200 bg-white p-5"><AddressForm key={props.editing?.AddressID ?? `new-${addresses.length}`} {...props} /></div>
    </section>
  );
}
