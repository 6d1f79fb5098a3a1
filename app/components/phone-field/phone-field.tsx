import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type ChangeEvent } from "react";
import type { Locale } from "#domain/locale.ts";
import {
  checkPhone,
  defaultCountryFor,
  formatPhoneInput,
  getDialCode,
  isPhoneCountry,
  PHONE_MAX_LENGTH,
  rewritePhoneForCountry,
  sanitizePhoneInput,
  type CountryCode,
} from "#domain/phone.ts";
import { useTypedBeforeHydration } from "#app/lib/use-typed-before-hydration.ts";
import { CountrySelect } from "./country-select.tsx";

/** Already translated by the caller (phoneFieldMessages(t) builds them from the catalogue); the field writes no text of its own. */
export interface PhoneFieldMessages {
  placeholder: string;
  invalid: string;
  /** The country button is named "{chooseCountry}: {country name} +{dial}". */
  chooseCountry: string;
  countryList: string;
}

export interface PhoneFieldProps {
  /** The text is posted as `name`, the chosen ISO country as `${name}_country`. */
  name?: string;
  label: string;
  lang: Locale;
  messages: PhoneFieldMessages;
  defaultCountry?: string;
  defaultValue?: string;
  maxLength?: number;
  required?: boolean;
  /** The id of a server-side error shown by the caller; linked until the shopper edits the number. */
  errorId?: string;
  onValidityChange?(valid: boolean): void;
}

/**
 * A phone number with its country (spec §5). Before hydration it is a plain tel input and a
 * hidden country, so the form posts without JavaScript; the server checks it with checkPhone.
 */
export function PhoneField({
  name = "telephone", label, lang, messages, defaultCountry, defaultValue = "",
  maxLength = PHONE_MAX_LENGTH, required, errorId, onValidityChange,
}: PhoneFieldProps) {
  const inputId = useId();
  const labelId = useId();
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [initial] = useState(() => readInitialPhone(defaultValue, isPhoneCountry(defaultCountry) ? defaultCountry : defaultCountryFor(lang), maxLength));
  const [country, setCountry] = useState<CountryCode>(initial.country);
  const [value, setValue] = useState(initial.text);
  const [touched, setTouched] = useState(false);
  const [edited, setEdited] = useState(false);

  const check = useMemo(() => (value.trim() === "" ? undefined : checkPhone(value, country)), [value, country]);
  const invalid = check !== undefined && !check.valid;
  const valid = check ? check.valid : !required;
  const reportValidity = useEffectEvent((next: boolean) => onValidityChange?.(next));
  useTypedBeforeHydration(inputRef, value, (typed) => {
    const clean = sanitizePhoneInput(typed);
    const formatted = formatPhoneInput(clean, country);
    if (formatted.country && formatted.country !== country) setCountry(formatted.country);
    setValue((formatted.text.length <= maxLength ? formatted.text : clean).slice(0, maxLength));
    setEdited(true);
  });

  useEffect(() => {
    inputRef.current?.setCustomValidity(invalid ? messages.invalid : "");
  }, [invalid, messages.invalid]);
  useEffect(() => { reportValidity(valid); }, [valid]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const clean = sanitizePhoneInput(input.value);
    const formatted = formatPhoneInput(clean, country);
    // Re-format only while typing at the end: elsewhere the caret would jump, and a deleted
    // space or parenthesis would come straight back.
    const typingAtEnd = (event.nativeEvent as InputEvent).inputType?.startsWith("insert") && input.selectionStart === input.value.length;
    const next = typingAtEnd && formatted.text.length <= maxLength ? formatted.text : clean;
    if (formatted.country && formatted.country !== country) setCountry(formatted.country);
    setValue(next.slice(0, maxLength));
    setEdited(true);
  }

  function handleCountrySelect(next: CountryCode) {
    setCountry(next);
    setValue((current) => rewritePhoneForCountry(current, next).slice(0, maxLength));
  }

  const showError = invalid && touched;
  const describedBy = [showError ? messageId : undefined, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label id={labelId} htmlFor={inputId} className="text-sm font-medium text-stone-900">{label}</label>
      <div role="group" aria-labelledby={labelId} className="flex rounded-md border border-stone-500 bg-white has-[[aria-invalid=true]]:border-red-700">
        <CountrySelect
          country={country}
          dial={getDialCode(country)}
          lang={lang}
          chooseCountry={messages.chooseCountry}
          countryList={messages.countryList}
          onSelect={handleCountrySelect}
        />
        <input
          ref={inputRef}
          id={inputId}
          type="tel"
          name={name}
          value={value}
          maxLength={maxLength}
          autoComplete="tel"
          inputMode="tel"
          placeholder={messages.placeholder}
          required={required}
          aria-invalid={showError || (Boolean(errorId) && !edited) || undefined}
          aria-describedby={describedBy}
          onChange={handleChange}
          onBlur={() => { if (value.trim() !== "") setTouched(true); }}
          onInvalid={() => setTouched(true)}
          className="min-h-11 min-w-0 flex-1 rounded-r-md bg-transparent px-3 text-base text-stone-900 placeholder:text-stone-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        />
      </div>
      <p id={messageId} aria-live="polite" className="min-h-5 text-sm text-red-800">{showError ? messages.invalid : ""}</p>
      <input type="hidden" name={`${name}_country`} value={country} />
    </div>
  );
}

/** A saved number comes back formatted, and an international one brings its own country. */
function readInitialPhone(defaultValue: string, country: CountryCode, maxLength: number): { text: string; country: CountryCode } {
  const clean = sanitizePhoneInput(defaultValue);
  const formatted = formatPhoneInput(clean, country);
  const text = formatted.text.length <= maxLength ? formatted.text : clean.slice(0, maxLength);
  return { text, country: formatted.country ?? country };
}
