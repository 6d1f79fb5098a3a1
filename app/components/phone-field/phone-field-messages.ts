import type { PhoneFieldMessages } from "./phone-field.tsx";

/** The field's texts from the app catalogue (keys phone.*), for callers with a t function. */
export function phoneFieldMessages(t: (key: string) => string): PhoneFieldMessages {
  return {
    placeholder: t("phone.placeholder"),
    invalid: t("phone.invalid"),
    chooseCountry: t("phone.chooseCountry"),
    countryList: t("phone.countryList"),
  };
}
