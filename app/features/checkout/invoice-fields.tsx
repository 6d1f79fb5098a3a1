import { useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { Locale } from "#domain/locale.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { CountryField } from "./address-fields.tsx";
import { CheckField, Field } from "./checkout-fields.tsx";

type Value = (name: string) => string;
type ErrorOf = (name: string) => string | undefined;

/**
 * "I need an invoice": who it is for (company, Codice Fiscale, Partita IVA or EU VAT number), how an
 * Italian e-invoice reaches them (SDI code or PEC), and where, unless it is the delivery address.
 */
export function InvoiceFields({ lang, value, error, checked, delivery, defaultCountry }: {
  lang: Locale; value: Value; error: ErrorOf; checked: (name: string, fallback: boolean) => boolean; delivery: boolean; defaultCountry: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(() => checked("need_invoice", false));
  const [same, setSame] = useState(() => checked("same_shipping_address", true));
  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">{t("checkout.invoice.title")}</legend>
      <CheckField name="need_invoice" label={t("checkout.invoice.need")} defaultChecked={wanted} onChange={setWanted} />
      <div hidden={hydrated && !wanted} className="space-y-4 rounded-lg border border-stone-200 bg-stone-50 p-4">
        <p className="text-sm text-stone-700">{t("checkout.invoice.intro")}</p>
        <Field name="inv_Company" label={t("checkout.invoice.company")} hint={t("checkout.invoice.companyHint")} autoComplete="organization" maxLength={120} defaultValue={value("inv_Company")} error={error("inv_Company")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="inv_Fiscalcode" label={t("checkout.invoice.fiscalCode")} hint={t("checkout.invoice.fiscalCodeHint")} maxLength={16} autoCapitalize="characters" defaultValue={value("inv_Fiscalcode")} error={error("inv_Fiscalcode")} />
          <Field name="inv_Vat" label={t("checkout.invoice.vat")} hint={t("checkout.invoice.vatHint")} maxLength={20} autoCapitalize="characters" defaultValue={value("inv_Vat")} error={error("inv_Vat")} />
          <Field name="inv_Sdi" label={t("checkout.invoice.sdi")} hint={t("checkout.invoice.sdiHint")} maxLength={7} autoCapitalize="characters" defaultValue={value("inv_Sdi")} error={error("inv_Sdi")} />
          <Field name="inv_Pec" type="email" label={t("checkout.invoice.pec")} hint={t("checkout.invoice.pecHint")} maxLength={254} defaultValue={value("inv_Pec")} error={error("inv_Pec")} />
        </div>
        {delivery && <CheckField name="same_shipping_address" label={t("checkout.invoice.same")} defaultChecked={same} onChange={setSame} />}
        <div hidden={hydrated && delivery && same} className="space-y-4">
          {delivery && !hydrated && <p className="text-sm text-stone-700">{t("checkout.invoice.otherAddress")}</p>}
          <Field name="inv_Address" label={t("address.field.street")} autoComplete="billing address-line1" maxLength={200} defaultValue={value("inv_Address")} error={error("inv_Address")} />
          <div className="grid gap-4 sm:grid-cols-3">
            <Field name="inv_Cap" label={t("address.field.postalCode")} autoComplete="billing postal-code" maxLength={12} defaultValue={value("inv_Cap")} error={error("inv_Cap")} />
            <Field name="inv_City" label={t("address.field.city")} autoComplete="billing address-level2" maxLength={120} defaultValue={value("inv_City")} error={error("inv_City")} />
            <Field name="inv_Province" label={t("address.field.province")} hint={t("account.field.optional")} autoComplete="billing address-level1" maxLength={80} defaultValue={value("inv_Province")} error={error("inv_Province")} />
          </div>
          <CountryField name="inv_Country" lang={lang} value={value("inv_Country") || defaultCountry} error={error("inv_Country")} />
        </div>
      </div>
    </fieldset>
  );
}
