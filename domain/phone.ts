import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
  type CountryCode,
  type MetadataJson,
} from "libphonenumber-js/core";

// The "max" metadata carries every country's number patterns, so isValid() checks the digits and
// not only the length (spec §5: "per-country length and pattern rules"). It costs ~65 kB gzip, paid only
// by the pages that render a phone field: it is a chunk of its own, awaited here, so a screen that shows the
// field is ready only with it, while the prefetch of a screen's code (its static imports, which a link makes
// for a page the shopper may never open, spec §9) leaves it out (issue 18 §3).
const METADATA = (await import("libphonenumber-js/metadata.max.json")).default as MetadataJson;

export type { CountryCode };

/** Spec §5 and §9. */
export const PHONE_MAX_LENGTH = 25;
export const PHONE_WIDGET_CAP = 250;
export const NATIONAL_NUMBER_DIGITS = { min: 2, max: 17 } as const;
export const CALLING_CODE_MAX_DIGITS = 3;

export const PHONE_DEFAULT_COUNTRY = { it: "IT", en: "GB", fr: "FR", de: "DE", es: "ES" } as const satisfies Record<string, CountryCode>;
const FALLBACK_COUNTRY: CountryCode = "IT";

export type PhoneRejection = "INVALID_COUNTRY" | "NOT_A_NUMBER" | "TOO_SHORT" | "TOO_LONG" | "INVALID_LENGTH" | "INVALID";
export interface PhoneCheck {
  valid: boolean;
  e164?: string;
  country?: string;
  reason?: PhoneRejection;
}

const PARSE_ERRORS: readonly string[] = ["INVALID_COUNTRY", "NOT_A_NUMBER", "TOO_SHORT", "TOO_LONG"];

/** The country a phone field starts on for an interface language; unknown languages get Italy. */
export function defaultCountryFor(lang: string): CountryCode {
  return PHONE_DEFAULT_COUNTRY[lang as keyof typeof PHONE_DEFAULT_COUNTRY] ?? FALLBACK_COUNTRY;
}

/** Spec §7: the IP-to-country answer is "1;CH;Switzerland" on success; anything else fails. */
export function parseIpCountryAnswer(text: string): string {
  const country = text.startsWith("1") ? text.slice(2, 4).toUpperCase() : "";
  if (!/^[A-Z]{2}$/.test(country)) throw new Error("unable to fetch the country");
  return country;
}

export function isPhoneCountry(value: unknown): value is CountryCode {
  return typeof value === "string" && isSupportedCountry(value as CountryCode, METADATA);
}

/** "+39" without the plus: "39". */
export function getDialCode(country: CountryCode): string {
  return getCountryCallingCode(country, METADATA);
}

export function listPhoneCountries(): CountryCode[] {
  return getCountries(METADATA);
}

/** Keeps digits, spaces, parentheses, dashes and plus, capped at the widget's 250 characters. */
export function sanitizePhoneInput(text: string): string {
  return text.replace(/[^\d\s()+-]/g, "").replace(/\s/g, " ").slice(0, PHONE_WIDGET_CAP);
}

/**
 * Validity for the chosen country. Must not throw: a parse failure is an answer (spec §8).
 * International input ("+41 …") is judged by its own calling code and reports its country.
 */
export function checkPhone(text: string, country: string): PhoneCheck {
  const defaultCountry = isPhoneCountry(country) ? country : undefined;
  try {
    const number = parsePhoneNumberWithError(text, { defaultCountry, extract: false }, METADATA);
    const digits = number.nationalNumber.length;
    if (number.countryCallingCode.length > CALLING_CODE_MAX_DIGITS) return { valid: false, reason: "INVALID_COUNTRY" };
    if (digits < NATIONAL_NUMBER_DIGITS.min) return { valid: false, country: number.country, reason: "TOO_SHORT" };
    if (digits > NATIONAL_NUMBER_DIGITS.max) return { valid: false, country: number.country, reason: "TOO_LONG" };
    if (number.isValid()) return { valid: true, e164: number.number, country: number.country };
    return { valid: false, country: number.country, reason: readLengthRejection(text, defaultCountry) };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    return { valid: false, reason: PARSE_ERRORS.includes(message) ? (message as PhoneRejection) : "INVALID" };
  }
}

function readLengthRejection(text: string, defaultCountry: CountryCode | undefined): PhoneRejection {
  try {
    return validatePhoneNumberLength(text, { defaultCountry }, METADATA) ?? "INVALID";
  } catch {
    return "INVALID";
  }
}

export interface FormattedPhone {
  text: string;
  /** Set when international input names a country ("+41 44…" → CH). */
  country?: CountryCode;
}

/** Formats as you type: national for the chosen country, or international when it starts with "+". */
export function formatPhoneInput(text: string, country: string): FormattedPhone {
  const clean = sanitizePhoneInput(text);
  if (!/\d/.test(clean)) return { text: clean };
  const formatter = new AsYouType(isPhoneCountry(country) ? country : undefined, METADATA);
  const formatted = formatter.input(clean);
  return { text: formatted, country: formatter.isInternational() ? formatter.getCountry() : undefined };
}

/**
 * The text to keep when the shopper picks another country. International input takes the new
 * calling code ("+41 44 668 18 00" picked as Italy becomes "+39 446681800"), so the text and the
 * chosen country never disagree; national input is only re-formatted.
 */
export function rewritePhoneForCountry(text: string, country: string): string {
  const clean = sanitizePhoneInput(text);
  const formatter = new AsYouType(undefined, METADATA);
  formatter.input(clean);
  const callingCode = formatter.isInternational() ? formatter.getCallingCode() : undefined;
  if (!callingCode || !isPhoneCountry(country)) return formatPhoneInput(clean, country).text;
  const rest = formatter.getChars().slice(1 + callingCode.length);
  return formatPhoneInput(`+${getDialCode(country)}${rest}`, country).text;
}
