/** The shop's interface languages (spec §1): Italian is the default and has no URL prefix. */
export const SUPPORTED_LOCALES = ["it", "en", "fr", "de", "es"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "it";

/** Regional codes for hreflang, Open Graph and Intl. */
export const LOCALE_TAGS: Record<Locale, string> = { it: "it-IT", en: "en-GB", fr: "fr-FR", de: "de-DE", es: "es-ES" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Normalises a header or cookie value to a supported locale, falling back to the default. */
export function toLocale(value: unknown): Locale {
  if (typeof value !== "string") return DEFAULT_LOCALE;
  const short = value.trim().slice(0, 2).toLowerCase();
  return isLocale(short) ? short : DEFAULT_LOCALE;
}

/** `/en` + `/cart` → `/en/cart`; Italian keeps the bare path; the home page is the bare prefix. */
export function localizedPath(lang: Locale, path = "/"): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (lang === DEFAULT_LOCALE) return clean;
  return clean === "/" ? `/${lang}` : `/${lang}${clean}`;
}

/** Splits `/de/warenkorb` into `{ lang: "de", path: "/warenkorb" }`; an unprefixed path is Italian. */
export function splitLocalePath(pathname: string): { lang: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { lang: match[1], path: match[2] || "/" };
  }
  return { lang: DEFAULT_LOCALE, path: pathname || "/" };
}
