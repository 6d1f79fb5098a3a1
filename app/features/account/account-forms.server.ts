import * as z from "zod/mini";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "#domain/email.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#domain/password.ts";
import { checkPhone } from "#domain/phone.ts";

// The account forms' checks, on the server (decision 007 keeps zod out of the shopper's bundle; the
// browser has the inputs' own required / minlength / type rules). Messages are catalogue keys.

const NAME_MAX_LENGTH = 80;

const email = z.string().check(
  z.trim(),
  z.minLength(1, "account.error.emailMissing"),
  z.maxLength(EMAIL_MAX_LENGTH, "account.error.emailInvalid"),
  z.regex(EMAIL_PATTERN, "account.error.emailInvalid"),
);
// Spec §5: login, registration and reset trim the e-mail and password fields.
const newPassword = z.string().check(
  z.trim(),
  z.minLength(PASSWORD_MIN_LENGTH, "account.error.passwordShort"),
  z.maxLength(PASSWORD_MAX_LENGTH, "account.error.passwordLong"),
);
const requiredText = (missing: string, max = NAME_MAX_LENGTH) => z.string().check(z.trim(), z.minLength(1, missing), z.maxLength(max, "account.error.tooLong"));
const optionalText = (max: number) => z.pipe(z.optional(z.string().check(z.trim(), z.maxLength(max, "account.error.tooLong"))), z.transform((v) => v || null));
const checkbox = z.pipe(z.optional(z.string()), z.transform((v) => v === "on" || v === "true" || v === "1"));

/** A date of birth in the past, after 1900; empty means not given. */
const birthdate = z.pipe(
  z.optional(z.string().check(z.trim(), z.refine((v) => v === "" || isPastDate(v), "account.error.birthdateInvalid"))),
  z.transform((v) => v || null),
);

function isPastDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= "1900-01-01" && date.getTime() < Date.now();
}

export const LOGIN_FORM = z.object({
  email,
  password: z.string().check(z.trim(), z.minLength(1, "account.error.passwordMissing"), z.maxLength(PASSWORD_MAX_LENGTH, "account.error.passwordLong")),
  remember_me: checkbox,
});

export const REGISTER_FORM = z.object({
  name: requiredText("account.error.nameMissing"),
  lastname: requiredText("account.error.lastnameMissing"),
  email,
  password: newPassword,
  confirm_password: z.string().check(z.trim()),
  birthdate_at: birthdate,
  newsletter: checkbox,
}).check(z.refine((form) => form.password === form.confirm_password, { message: "account.error.passwordMismatch", path: ["confirm_password"] }));

export const RESET_REQUEST_FORM = z.object({ email });

export const NEW_PASSWORD_FORM = z.object({
  token: z.string().check(z.trim(), z.minLength(16, "account.error.linkInvalid"), z.maxLength(200, "account.error.linkInvalid")),
  password: newPassword,
  password_check: z.string().check(z.trim()),
}).check(z.refine((form) => form.password === form.password_check, { message: "account.error.passwordMismatch", path: ["password_check"] }));

/** The phone field posts its text and its country (`telephone_country`); the API stores E.164. */
const phone = z.pipe(
  z.object({ text: z.optional(z.string()), country: z.optional(z.string()) }),
  z.transform(({ text, country }, ctx) => {
    const value = (text ?? "").trim();
    if (!value) return null;
    const check = checkPhone(value, country ?? "");
    if (check.valid && check.e164) return check.e164;
    ctx.issues.push({ code: "custom", message: "phone.invalid", input: value, path: ["telephone"] });
    return z.NEVER;
  }),
);

export const PROFILE_FORM = z.object({
  name: requiredText("account.error.nameMissing"),
  lastname: requiredText("account.error.lastnameMissing"),
  company: optionalText(120),
  phone,
  birthdate_at: birthdate,
  newsletter: checkbox,
});

export const ADDRESS_FORM = z.object({
  id: z.optional(z.string().check(z.regex(/^[0-9a-f-]{36}$/i, "account.error.invalid"))),
  Name: requiredText("address.error.nameMissing", 120),
  Company: optionalText(120),
  Street1: requiredText("address.error.streetMissing", 200),
  Street2: optionalText(200),
  CityName: requiredText("address.error.cityMissing", 120),
  StateOrProvince: optionalText(80),
  PostalCode: z.string().check(z.trim(), z.minLength(1, "address.error.postalCodeMissing"), z.maxLength(12, "address.error.postalCodeInvalid"), z.regex(/^[A-Za-z0-9 -]*$/, "address.error.postalCodeInvalid")),
  Country: z.string().check(z.trim(), z.regex(/^[A-Z]{2}$/, "address.error.countryMissing")),
  phone,
  isDefault: checkbox,
});

/** The first message of each field, keyed by the field's name in the form. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[issue.path.length - 1] ?? "form");
    fields[name] ??= issue.message;
  }
  return fields;
}

/** The form's fields as the schemas read them: the phone field's two inputs become one value. */
export function readAccountForm(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  values.phone = { text: values.telephone, country: values.telephone_country };
  return values;
}
