import { getDialCode, listPhoneCountries, type CountryCode } from "#domain/phone.ts";
import { regionName } from "./country-name.ts";

export { getCountryName } from "./country-name.ts";

export interface CountryOption {
  code: CountryCode;
  /** Without the plus: "39". */
  dial: string;
  /** In the interface language, from Intl (no catalogue to keep up to date). */
  name: string;
}

const OPTIONS_BY_LANG = new Map<string, CountryOption[]>();

/** Every country with a numbering plan, sorted by its name in the interface language. */
export function listCountryOptions(lang: string): CountryOption[] {
  const cached = OPTIONS_BY_LANG.get(lang);
  if (cached) return cached;
  const names = new Intl.DisplayNames([lang], { type: "region" });
  const options = listPhoneCountries().map((code) => ({
    code,
    dial: getDialCode(code),
    name: regionName(names, code, lang),
  }));
  const collator = new Intl.Collator(lang);
  options.sort((a, b) => collator.compare(a.name, b.name));
  OPTIONS_BY_LANG.set(lang, options);
  return options;
}
