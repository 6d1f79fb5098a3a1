// A country's name needs Intl only: pages that show an address but no phone field (the order, the
// checkout's recap) import this, not country-options.ts, and so not the phone numbers' metadata.

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

export function regionName(names: Intl.DisplayNames, country: string, lang: string): string {
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
