import { describe, expect, it } from "vitest";
import { checkInvoiceData, isCodiceFiscale, isVatNumber } from "./invoice-data.ts";
import { checkPostalCode } from "./postal-code.ts";

const italian = { Company: "Rossi Srl", Address: "Via Roma 1", City: "Bologna", Province: "BO", Country: "IT", Cap: "40121" };

describe("invoice data", () => {
  it("checks a Codice Fiscale with the library, check character included", () => {
    expect(isCodiceFiscale("RSSMRA85T10A562S")).toBe(true);
    expect(isCodiceFiscale("rssmra85t10a562s")).toBe(true);
    expect(isCodiceFiscale("RSSMRA85T10A562X")).toBe(false);
    expect(isCodiceFiscale("00743110157")).toBe(true);
  });

  it("checks VAT numbers by country, with or without the prefix", () => {
    expect(isVatNumber("00743110157", "IT")).toBe(true);
    expect(isVatNumber("IT00743110157", "IT")).toBe(true);
    expect(isVatNumber("00743110158", "IT")).toBe(false);
    expect(isVatNumber("DE136695976", "DE")).toBe(true);
    expect(isVatNumber("DE136695976", "FR")).toBe(false);
  });

  it("accepts an Italian company with Partita IVA and SDI code", () => {
    expect(checkInvoiceData({ ...italian, Vat: "00743110157", Sdi: "M5UXCR1" })).toEqual({});
  });

  it("accepts an Italian private buyer with only a Codice Fiscale", () => {
    expect(checkInvoiceData({ ...italian, Company: "", Fiscalcode: "RSSMRA85T10A562S" })).toEqual({});
  });

  it("names each field a person must fix", () => {
    expect(checkInvoiceData({ ...italian, Vat: "00743110158", Fiscalcode: "RSSMRA85T10A562X", Sdi: "ABC", Cap: "4012" })).toEqual({
      Vat: "vat_number", Fiscalcode: "fiscal_code", Sdi: "sdi_code", Cap: "postal_code",
    });
    expect(checkInvoiceData({ ...italian, Vat: "00743110157" })).toEqual({ Sdi: "sdi_or_pec" });
    expect(checkInvoiceData({ ...italian })).toEqual({ Fiscalcode: "vat_or_fiscal_code" });
    expect(checkInvoiceData({ Country: "DE", Vat: "DE136695976" })).toMatchObject({ Address: "required", Company: "required" });
  });
});

describe("postal codes per country", () => {
  it.each([["40121", "IT", true], ["4012", "IT", false], ["1012 AB", "NL", true], ["SW1A 1AA", "GB", true], ["28013", "ES", true], ["99999", "ES", false], ["A1B 2C3", "CA", true]] as const)(
    "%s in %s: %s", (code, country, ok) => expect(checkPostalCode(code, country) === null).toBe(ok));
});
