import * as z from "zod/mini";
import type { ShippingAddress } from "#api/cart/cart.schemas.ts";
import type { InvoiceAddress, UpdateCheckout } from "#api/checkout/checkout.schemas.ts";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "#domain/email.ts";
import { checkInvoiceData, type InvoiceData } from "#domain/invoice-data.ts";
import { checkPhone } from "#domain/phone.ts";
import { checkPostalCode } from "#domain/postal-code.ts";
import type { Address } from "#app/features/account/account-types.ts";
import type { FieldError } from "./checkout-result.ts";

// The checkout forms' checks on the server (decision 007 keeps zod and the invoice libraries out of the
// shopper's bundle). Messages are catalogue keys; values of their placeholders travel beside them.

export type FieldErrors = Record<string, FieldError>;

const text = (max: number) => z.pipe(z.optional(z.string()), z.transform((v) => (v ?? "").trim().slice(0, max + 1)));
const checkbox = z.pipe(z.optional(z.string()), z.transform((v) => v === "on" || v === "true" || v === "1"));
const id = z.pipe(z.optional(z.string()), z.transform((v) => (v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null)));

/** Step 1 as posted: every field optional here, what is required depends on the shipping mode and who asks. */
export const STEP_ONE_FORM = z.object({
  email: text(EMAIL_MAX_LENGTH), name: text(80), lastname: text(80),
  shippingMode: z.pipe(z.optional(z.string()), z.transform((v) => (v === "2" ? 2 : 1) as 1 | 2)),
  address_id: text(64),
  Name: text(120), Street1: text(200), Street2: text(200), PostalCode: text(12), CityName: text(120), StateOrProvince: text(80),
  Country: text(2), telephone: text(25), telephone_country: text(2),
  save_address: checkbox, newsletter: checkbox,
  pickupStore: id,
  need_invoice: checkbox, same_shipping_address: checkbox,
  inv_Company: text(120), inv_Fiscalcode: text(16), inv_Vat: text(20), inv_Sdi: text(7), inv_Pec: text(254),
  inv_Address: text(200), inv_Cap: text(12), inv_City: text(120), inv_Province: text(80), inv_Country: text(2),
});
type StepOneFields = z.infer<typeof STEP_ONE_FORM>;

const LIMITS: Partial<Record<keyof StepOneFields, number>> = {
  email: EMAIL_MAX_LENGTH, name: 80, lastname: 80, Name: 120, Street1: 200, Street2: 200, PostalCode: 12, CityName: 120, StateOrProvince: 80,
  inv_Company: 120, inv_Fiscalcode: 16, inv_Vat: 20, inv_Sdi: 7, inv_Pec: 254, inv_Address: 200, inv_Cap: 12, inv_City: 120, inv_Province: 80,
};

export interface StepOneInput {
  body: UpdateCheckout;
  errors: FieldErrors;
  /** A new delivery address the customer asked to keep in the address book. */
  saveAddress: Omit<ShippingAddress, "AddressID"> | null;
}

const REQUIRED: FieldError = { key: "checkout.error.required" };

/** A postal code checked against its country's pattern, with an example when it does not fit. */
function postalCodeError(code: string, country: string): FieldError | null {
  const wrong = checkPostalCode(code, country);
  return wrong ? { key: "checkout.error.postalCode", values: { example: wrong.example } } : null;
}

function shippingAddressOf(f: StepOneFields, addresses: Address[], accountName: string, errors: FieldErrors): ShippingAddress {
  const saved = f.address_id && f.address_id !== "new" ? addresses.find((a) => a.AddressID === f.address_id) : undefined;
  if (saved) {
    return {
      AddressID: saved.AddressID, Name: saved.Name, Street1: saved.Street1, ...(saved.Street2 ? { Street2: saved.Street2 } : {}),
      CityName: saved.CityName, ...(saved.StateOrProvince ? { StateOrProvince: saved.StateOrProvince } : {}),
      PostalCode: saved.PostalCode, Country: saved.Country, ...(saved.Phone ? { Phone: saved.Phone } : {}),
    };
  }
  const name = f.Name || [f.name, f.lastname].filter(Boolean).join(" ") || accountName.trim();
  if (!name) errors.Name = REQUIRED;
  for (const field of ["Street1", "CityName", "PostalCode"] as const) if (!f[field]) errors[field] = REQUIRED;
  const country = /^[A-Za-z]{2}$/.test(f.Country) ? f.Country.toUpperCase() : "";
  if (!country) errors.Country = { key: "checkout.error.country" };
  if (f.PostalCode && country) {
    const wrong = postalCodeError(f.PostalCode, country);
    if (wrong) errors.PostalCode = wrong;
  }
  let phone = "";
  if (!f.telephone) errors.telephone = REQUIRED;
  else {
    const check = checkPhone(f.telephone, (f.telephone_country || country).toUpperCase());
    if (check.valid && check.e164) phone = check.e164;
    else errors.telephone = { key: "checkout.error.phone" };
  }
  return {
    Name: name, Street1: f.Street1, ...(f.Street2 ? { Street2: f.Street2 } : {}), CityName: f.CityName,
    ...(f.StateOrProvince ? { StateOrProvince: f.StateOrProvince } : {}), PostalCode: f.PostalCode.toUpperCase(), Country: country, Phone: phone,
  };
}

/** The invoice fields, the street part taken from the delivery address when the shopper asked for that. */
function invoiceOf(f: StepOneFields, address: ShippingAddress | null, errors: FieldErrors): InvoiceAddress {
  const same = f.same_shipping_address && address;
  const invoice: InvoiceData = {
    Company: f.inv_Company, Fiscalcode: f.inv_Fiscalcode.toUpperCase(), Vat: f.inv_Vat.toUpperCase(), Sdi: f.inv_Sdi.toUpperCase(), Pec: f.inv_Pec,
    Address: same ? address.Street1 : f.inv_Address, Cap: same ? address.PostalCode : f.inv_Cap, City: same ? address.CityName : f.inv_City,
    Province: same ? address.StateOrProvince ?? "" : f.inv_Province, Country: same ? address.Country : f.inv_Country.toUpperCase(),
  };
  for (const [field, problem] of Object.entries(checkInvoiceData(invoice))) {
    // With the delivery address as invoice address, its own fields already say what is wrong.
    if (same && ["Address", "Cap", "City", "Province", "Country"].includes(field)) continue;
    errors[`inv_${field}`] = { key: `checkout.invoiceError.${problem}` };
  }
  return Object.fromEntries(Object.entries(invoice).filter(([, v]) => v)) as InvoiceAddress;
}

/**
 * Step 1 (who and where) as the API's update: a guest's contact, the delivery address (a saved one or
 * a new one) or the pickup store, and the invoice data. Whatever is wrong is a field error, and then
 * nothing is sent.
 */
export function readStepOne(form: FormData, who: { signedIn: boolean; addresses: Address[]; name?: string }): StepOneInput {
  const f = STEP_ONE_FORM.parse(Object.fromEntries([...form].filter(([, v]) => typeof v === "string")));
  const errors: FieldErrors = {};
  for (const [field, max] of Object.entries(LIMITS)) {
    if (String(f[field as keyof StepOneFields] ?? "").length > max!) errors[field] = { key: "checkout.error.tooLong", values: { max: String(max) } };
  }
  if (!who.signedIn) {
    if (!f.email) errors.email = { key: "checkout.error.emailMissing" };
    else if (!EMAIL_PATTERN.test(f.email)) errors.email = { key: "checkout.error.email" };
    if (!f.name) errors.name = REQUIRED;
    if (!f.lastname) errors.lastname = REQUIRED;
  }
  const body: UpdateCheckout = { shippingMode: f.shippingMode, step: 2 };
  if (!who.signedIn) body.Customer = { email: f.email, name: f.name, lastname: f.lastname, newsletter: f.newsletter };
  let address: ShippingAddress | null = null;
  if (f.shippingMode === 1) {
    address = shippingAddressOf(f, who.addresses, who.name ?? "", errors);
    body.ShippingAddress = address;
  } else if (!f.pickupStore) errors.pickupStore = { key: "checkout.error.store" };
  else body.pickupStore = f.pickupStore;
  if (f.need_invoice) {
    body.InvoiceAddress = invoiceOf(f, f.shippingMode === 1 ? address : null, errors);
    body.same_shipping_address = f.shippingMode === 1 && f.same_shipping_address;
  } else {
    body.InvoiceAddress = null;
  }
  const saveAddress = who.signedIn && f.shippingMode === 1 && f.save_address && address && !address.AddressID ? address : null;
  return { body, errors, saveAddress };
}

/** Step 2 as posted: the chosen methods, the acceptances, the note, and what the shopper saw. */
export const PLACE_FORM = z.object({
  delivery_method: id, payment_method: id,
  accept_terms: checkbox, accept_privacy: checkbox, confirm_age: checkbox,
  note: text(500),
  expected_total: z.pipe(z.optional(z.string()), z.transform((v) => (v && /^\d{1,8}(\.\d{1,2})?$/.test(v) ? Number(v) : null))),
  idempotency_key: z.pipe(z.optional(z.string()), z.transform((v) => (v && /^[A-Za-z0-9_-]{16,64}$/.test(v) ? v : null))),
});
export type PlaceFields = z.infer<typeof PLACE_FORM>;

export function readPlaceForm(form: FormData): { fields: PlaceFields; errors: FieldErrors } {
  const fields = PLACE_FORM.parse(Object.fromEntries([...form].filter(([, v]) => typeof v === "string")));
  const errors: FieldErrors = {};
  if (!fields.delivery_method) errors.delivery_method = { key: "checkout.error.delivery" };
  if (!fields.payment_method) errors.payment_method = { key: "checkout.error.payment" };
  if (!fields.accept_terms) errors.accept_terms = { key: "checkout.error.terms" };
  if (!fields.accept_privacy) errors.accept_privacy = { key: "checkout.error.privacy" };
  if (fields.note.length > 500) errors.note = { key: "checkout.error.tooLong", values: { max: "500" } };
  return { fields, errors };
}

/** The form's field for each field the API names (its problems and its 400s). */
const API_FIELDS: Record<string, string> = {
  "Customer.email": "email", "Customer.name": "name", "Customer.lastname": "lastname", "ShippingAddress.Phone": "telephone",
};

export function formFieldOf(apiField: string): string {
  if (API_FIELDS[apiField]) return API_FIELDS[apiField];
  if (apiField.startsWith("ShippingAddress.")) return apiField.slice("ShippingAddress.".length);
  if (apiField.startsWith("InvoiceAddress.")) return `inv_${apiField.slice("InvoiceAddress.".length)}`;
  return apiField;
}

const API_FIELD_KEYS: Record<string, string> = {
  email: "checkout.error.email", name: "checkout.error.required", lastname: "checkout.error.required", telephone: "checkout.error.phone",
  PostalCode: "checkout.error.postalCodeCountry", Country: "checkout.error.country", pickupStore: "checkout.error.store",
  delivery_method: "checkout.error.delivery", payment_method: "checkout.error.payment",
};

/**
 * The API's problems (English sentences by field) as the shopper's field errors. The API checks what
 * the form already checked, so what reaches here is what only the API knows: a store that lacks a
 * line, an invoice rule, a field that is missing after all.
 */
export function errorsFromApi(fields: Record<string, string>, invoice: InvoiceData | null, storeLacks: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const invoiceProblems = invoice ? checkInvoiceData(invoice) : {};
  for (const [apiField, sentence] of Object.entries(fields)) {
    const field = formFieldOf(apiField);
    if (field === "pickupStore" && storeLacks) errors[field] = { key: "checkout.error.storeLacks" };
    else if (field.startsWith("inv_")) {
      const problem = invoiceProblems[field.slice(4) as keyof InvoiceData];
      errors[field] = { key: problem ? `checkout.invoiceError.${problem}` : "checkout.error.required" };
    } else if (/^Fill in/.test(sentence)) errors[field] = REQUIRED;
    else errors[field] = { key: API_FIELD_KEYS[field] ?? "checkout.error.invalid" };
  }
  return errors;
}
