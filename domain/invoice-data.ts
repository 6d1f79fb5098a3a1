import * as codiceFiscale from "codice-fiscale-js";
import { checkVAT, countries } from "jsvat";
import { checkPostalCode } from "./postal-code.ts";

// The package's types declare a default export, but its CommonJS build exports { CodiceFiscale }:
// take the class wherever the module loader put it.
type CodiceFiscaleClass = typeof codiceFiscale.default;
const loaded = codiceFiscale as unknown as { CodiceFiscale?: CodiceFiscaleClass; default?: CodiceFiscaleClass & { CodiceFiscale?: CodiceFiscaleClass } };
const CodiceFiscale = (loaded.CodiceFiscale ?? loaded.default?.CodiceFiscale ?? loaded.default)!;

/** What an invoice needs (spec §3 InvoiceAddress); Italian invoices go through the SDI exchange. */
export interface InvoiceData {
  Company?: string; Address?: string; City?: string; Province?: string; Country?: string; Cap?: string;
  Vat?: string; Fiscalcode?: string; Sdi?: string; Pec?: string; Reference?: string;
}

export type InvoiceProblem =
  | "required" | "postal_code" | "fiscal_code" | "vat_number" | "sdi_code" | "pec" | "sdi_or_pec" | "vat_or_fiscal_code";

/** An SDI recipient code is 7 letters or digits ("0000000" when the buyer receives by PEC). */
const SDI_CODE = /^[A-Z0-9]{7}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const ITALIAN_VAT = /^(IT)?\d{11}$/;

/** A Codice Fiscale: 16 characters checked by the library (a company's is its 11-digit Partita IVA). */
export function isCodiceFiscale(value: string): boolean {
  const code = value.trim().toUpperCase();
  if (/^\d{11}$/.test(code)) return isVatNumber(code, "IT");
  return /^[A-Z0-9]{16}$/.test(code) && CodiceFiscale.check(code);
}

/** An EU VAT number for a country, checked by jsvat (format and check digits); the prefix is optional. */
export function isVatNumber(value: string, country: string): boolean {
  const code = value.replace(/[\s.-]/g, "").toUpperCase();
  const prefix = country.toUpperCase() === "GR" ? "EL" : country.toUpperCase();
  const full = /^[A-Z]{2}/.test(code) ? code : `${prefix}${code}`;
  const result = checkVAT(full, countries);
  return result.isValid && result.country?.isoCode.short === (prefix === "EL" ? "GR" : prefix);
}

/**
 * The problems of an invoice address, by field. Italy needs a Codice Fiscale or a Partita IVA and a way
 * to receive the e-invoice (SDI code or PEC) when there is a Partita IVA; other countries need a VAT
 * number only for a company, checked by its country's format.
 */
export function checkInvoiceData(data: InvoiceData): Partial<Record<keyof InvoiceData, InvoiceProblem>> {
  const problems: Partial<Record<keyof InvoiceData, InvoiceProblem>> = {};
  const country = (data.Country ?? "").toUpperCase();
  for (const field of ["Address", "City", "Country", "Cap"] as const) if (!data[field]?.trim()) problems[field] = "required";
  if (data.Cap?.trim() && country && checkPostalCode(data.Cap, country)) problems.Cap = "postal_code";
  const vat = data.Vat?.trim() ?? "";
  const fiscal = data.Fiscalcode?.trim() ?? "";
  if (country === "IT") {
    if (!vat && !fiscal) problems.Fiscalcode = "vat_or_fiscal_code";
    if (fiscal && !isCodiceFiscale(fiscal)) problems.Fiscalcode = "fiscal_code";
    if (vat && !(ITALIAN_VAT.test(vat.replace(/\s/g, "").toUpperCase()) && isVatNumber(vat, "IT"))) problems.Vat = "vat_number";
    const sdi = data.Sdi?.trim().toUpperCase() ?? "";
    const pec = data.Pec?.trim() ?? "";
    if (sdi && !SDI_CODE.test(sdi)) problems.Sdi = "sdi_code";
    if (pec && !EMAIL.test(pec)) problems.Pec = "pec";
    if (vat && !sdi && !pec) problems.Sdi = "sdi_or_pec";
  } else if (vat && country && !isVatNumber(vat, country)) {
    problems.Vat = "vat_number";
  }
  if (vat && !data.Company?.trim()) problems.Company = "required";
  return problems;
}
