import { describe, expect, it } from "vitest";
import {
  checkPhone,
  defaultCountryFor,
  formatPhoneInput,
  getDialCode,
  parseIpCountryAnswer,
  rewritePhoneForCountry,
  sanitizePhoneInput,
} from "./phone.ts";

describe("checkPhone", () => {
  it("accepts an Italian mobile written internationally or nationally", () => {
    expect(checkPhone("+39 347 123 4567", "IT")).toEqual({ valid: true, e164: "+393471234567", country: "IT" });
    expect(checkPhone("347 1234567", "IT")).toEqual({ valid: true, e164: "+393471234567", country: "IT" });
  });

  it("judges an international number by its own calling code and names its country", () => {
    expect(checkPhone("+41 44 668 18 00", "IT")).toEqual({ valid: true, e164: "+41446681800", country: "CH" });
  });

  it("reads a national number with its trunk prefix for the chosen country", () => {
    expect(checkPhone("044 668 18 00", "CH")).toMatchObject({ valid: true, e164: "+41446681800" });
    expect(checkPhone("044 668 18 00", "IT").valid).toBe(false);
  });

  it("rejects without throwing: too short, too long, letters, unknown codes", () => {
    const cases: [string, string, string][] = [
      ["3", "IT", "TOO_SHORT"],
      ["34", "IT", "TOO_SHORT"],
      ["3471234567890123456789", "IT", "TOO_LONG"],
      ["347 abc 4567", "IT", "NOT_A_NUMBER"],
      ["abcdef", "IT", "NOT_A_NUMBER"],
      ["", "IT", "NOT_A_NUMBER"],
      ["+999 123 4567", "IT", "INVALID_COUNTRY"],
      ["347 1234567", "XX", "INVALID_COUNTRY"],
      ["3".repeat(300), "IT", "TOO_LONG"],
    ];
    for (const [text, country, reason] of cases) {
      expect(() => checkPhone(text, country)).not.toThrow();
      expect(checkPhone(text, country)).toMatchObject({ valid: false, reason });
    }
  });

  it("rejects a number of the right shape whose digits no plan assigns", () => {
    expect(checkPhone("+39 000 000 0000", "IT")).toMatchObject({ valid: false });
  });
});

describe("sanitizePhoneInput", () => {
  it("strips letters and symbols but keeps digits, spaces, parentheses, dashes and plus", () => {
    expect(sanitizePhoneInput("+39 (347) 123-4567 abc.#*")).toBe("+39 (347) 123-4567 ");
    expect(sanitizePhoneInput("tel:+41\t44")).toBe("+41 44");
  });

  it("caps the text at 250 characters", () => {
    expect(sanitizePhoneInput("1".repeat(400))).toHaveLength(250);
  });
});

describe("formatPhoneInput", () => {
  it("formats national input for the chosen country", () => {
    expect(formatPhoneInput("3471234567", "IT")).toEqual({ text: "347 123 4567", country: undefined });
  });

  it("switches the country when international input names another one", () => {
    expect(formatPhoneInput("+41446681800", "IT")).toEqual({ text: "+41 44 668 18 00", country: "CH" });
  });

  it("leaves text without digits alone and never throws for an unknown country", () => {
    expect(formatPhoneInput("+", "IT")).toEqual({ text: "+" });
    expect(() => formatPhoneInput("123", "XX")).not.toThrow();
  });
});

describe("rewritePhoneForCountry", () => {
  it("gives international input the calling code of the country picked", () => {
    expect(rewritePhoneForCountry("+41 44 668 18 00", "IT")).toBe("+39 446681800");
    expect(rewritePhoneForCountry("+41 44 668 18 00", "CH")).toBe("+41 44 668 18 00");
    expect(rewritePhoneForCountry("+4", "IT")).toBe("+4");
  });

  it("only re-formats national input", () => {
    expect(rewritePhoneForCountry("3471234567", "IT")).toBe("347 123 4567");
  });
});

describe("defaultCountryFor", () => {
  it("maps each interface language to its country and falls back to Italy", () => {
    expect(["it", "en", "fr", "de", "es"].map(defaultCountryFor)).toEqual(["IT", "GB", "FR", "DE", "ES"]);
    expect(defaultCountryFor("ru")).toBe("IT");
  });
});

describe("getDialCode", () => {
  it("gives the calling code without the plus", () => {
    expect(getDialCode("IT")).toBe("39");
    expect(getDialCode("CH")).toBe("41");
  });
});

describe("parseIpCountryAnswer", () => {
  it("reads characters 3 to 4 of a successful answer", () => {
    expect(parseIpCountryAnswer("1;CH;Switzerland")).toBe("CH");
    expect(parseIpCountryAnswer("1;it;Italy")).toBe("IT");
  });

  it("fails with the spec's message otherwise", () => {
    for (const answer of ["0;;;Invalid IP address", "0;CH;Switzerland", "", "1;", "1;1X;"]) {
      expect(() => parseIpCountryAnswer(answer)).toThrow("unable to fetch the country");
    }
  });
});
