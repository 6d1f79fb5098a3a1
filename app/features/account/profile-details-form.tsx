import { useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { Locale } from "#domain/locale.ts";
import { loadPhoneField } from "#app/components/phone-field/phone-field-loader.ts";
import { phoneFieldMessages } from "#app/components/phone-field/phone-field-messages.ts";
import { CheckboxField, TextField } from "#app/components/ui/text-field.tsx";
import { AccountForm, FormMessage } from "./account-form.tsx";
import type { AccountFormResult, Profile } from "./account-types.ts";

// The phone numbers' metadata comes when the profile screen runs, not with the prefetch of its code (phone-field-loader.ts).
const { PhoneField } = await loadPhoneField();

interface ProfileDetailsFormProps {
  lang: Locale;
  profile: Profile;
  /** The phone field's first country: the IP service's guess when one is configured, else the language's. */
  phoneCountry: string;
  result?: AccountFormResult;
}

/** The customer's own details (POST /auth/update-user): names, company, phone, birthday, newsletter. */
export function ProfileDetailsForm({ lang, profile, phoneCountry, result }: ProfileDetailsFormProps) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get("intent") === "profile";
  const mine = result?.form === "profile" ? result : undefined;
  const error = (name: string) => (mine?.errors?.[name] ? t(mine.errors[name]) : undefined);
  const value = (name: string, saved: string | null) => mine?.values?.[name] ?? saved ?? "";
  const phoneError = error("telephone");
  return (
    <AccountForm result={mine} className="space-y-4" aria-labelledby="details-title" preventScrollReset>
      <h2 id="details-title" className="text-xl font-semibold">{t("account.details.title")}</h2>
      <FormMessage result={mine} />
      {mine?.done && <p role="status" className="rounded bg-green-50 px-3 py-2 text-sm text-green-900">{t(mine.done)}</p>}
      <input type="hidden" name="intent" value="profile" />
      <p className="text-sm break-words text-stone-700">{t("account.details.email", { email: profile.email })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={t("account.field.name")} autoComplete="given-name" required maxLength={80} defaultValue={value("name", profile.name)} error={error("name")} />
        <TextField name="lastname" label={t("account.field.lastname")} autoComplete="family-name" required maxLength={80} defaultValue={value("lastname", profile.lastname)} error={error("lastname")} />
      </div>
      <TextField name="company" label={t("account.field.company")} hint={t("account.field.optional")} autoComplete="organization" maxLength={120} defaultValue={value("company", profile.company)} error={error("company")} />
      <PhoneField
        label={t("account.field.phone")}
        lang={lang}
        messages={phoneFieldMessages(t)}
        defaultCountry={mine?.values?.telephone_country ?? phoneCountry}
        defaultValue={value("telephone", profile.phone)}
        errorId={phoneError ? "profile-phone-error" : undefined}
      />
      {phoneError && <p id="profile-phone-error" className="-mt-3 text-sm text-red-800">{phoneError}</p>}
      <TextField name="birthdate_at" type="date" label={t("account.field.birthdate")} hint={t("account.field.optional")} autoComplete="bday" defaultValue={value("birthdate_at", profile.birthdate_at)} error={error("birthdate_at")} />
      <CheckboxField name="newsletter" label={t("account.field.newsletter")} defaultChecked={mine ? mine.values?.newsletter === "on" : profile.newsletter} />
      {/* Double opt-in (issue 17): asked, and waiting for the e-mail's link. */}
      {profile.newsletter_status === "pending" && <p className="text-sm text-stone-700" data-testid="newsletter-pending">{t("account.field.newsletterPending")}</p>}
      <button type="submit" disabled={busy} className="inline-flex min-h-11 items-center rounded bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700">{t("account.details.submit")}</button>
    </AccountForm>
  );
}
