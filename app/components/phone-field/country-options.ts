import { getDialCode, listPhoneCountries, type CountryCode } from "#domain/phone.ts";

export interface CountryOption {
  code: CountryCode;
  /** Without the plus: "39". */
  dial: string;
  /** In the interface language, from Intl (no catalogue to keep up to date). */
  name: string;
}

const OPTIONS_BY_LANG = new Map<string, CountryOption[]>();

/**
 * Names that Node's and Chromium's ICU data spell differently (Node: "RAS di Hong Kong", Chromium:
 * "Hong Kong"): the page's HTML and the hydrated page must say the same, so these are fixed here.
 */
const SAME_EVERYWHERE: Record<string, Record<string, string>> = {
  it: { FK: "Isole Falkland", HK: "Hong Kong", MO: "Macao", PS: "Palestina" },
  en: { FK: "Falkland Islands", HK: "Hong Kong", MO: "Macao", PS: "Palestine" },
  fr: { FK: "Îles Malouines", HK: "Hong Kong", MO: "Macao", PS: "Palestine" },
  de: { FK: "Falklandinseln", HK: "Hongkong", MO: "Macau", PS: "Palästina" },
  es: { FK: "Islas Malvinas", HK: "Hong Kong", MO: "Macao", PS: "Palestina" },
};

function regionName(names: Intl.DisplayNames, country: string, lang: string): string {
  return SAME_EVERYWHERE[lang]?.[country] ?? names.of(country) ?? country;
}

/** A country's name in the interface language; the code itself when Intl has no name for it. */
const NAMES_BY_LANG = new Map<string, Intl.DisplayNames>();

export function getCountryName(country: string, lang: string): string {
  try {
    let names = NAMES_BY_LANG.get(lang);
    if (!names) NAMES_BY_LANG.set(lang, (names = new Intl.DisplayNames([lang], { type: "region" })));
    return regionName(names, country, lang);
  } catch {
    return country;
  }
}

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
