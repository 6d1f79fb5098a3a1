import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { settings as settingsTable } from "#db/schema/schema.ts";
import { STORE_LEGAL, STORE_PROFILE } from "#db/seed/content/store.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { readLegalSettings } from "./legal-settings.ts";

const t = useTestApi();

const PROFILE = { email: "ciao@vetrina.example", vat_number: "IT01234560375" };
const EMPTY_ACCESSIBILITY = { authority: "", authority_url: "", email: "", reviewed_on: "" };

async function legalOf(lang = "it") {
  return (await t.call("GET", "/setting", { headers: { lang } })).body.data.legal;
}

/** Writes the `legal` row (or deletes it) and waits for the settings the API serves from memory to show it. */
async function storeLegal(value: unknown, until: (legal: any) => boolean) {
  await t.db.delete(settingsTable).where(eq(settingsTable.key, "legal"));
  if (value !== undefined) await t.db.insert(settingsTable).values({ key: "legal", value });
  await expect.poll(async () => until(await legalOf()), { timeout: 5000, interval: 20 }).toBe(true);
}

describe("the settings `legal` (seller's identity, accessibility statement)", () => {
  it("are answered with every page's settings, as the demo store seeds them, in every language", async () => {
    for (const lang of ["it", "en", "de"]) {
      expect(await legalOf(lang)).toEqual({
        company: "Bottega Vetrina S.r.l.",
        address: "Via dell'Indipendenza 24, 40121 Bologna (BO), Italia",
        vat_number: STORE_PROFILE.vatNumber,
        rea: "BO-123456",
        share_capital: "10.000,00 € i.v.",
        pec: "bottegavetrina@pec.vetrina.example",
        accessibility: {
          authority: "AgID – Agenzia per l'Italia Digitale",
          authority_url: "https://www.agid.gov.it",
          email: "accessibilita@vetrina.example",
          reviewed_on: "2026-11-20",
        },
      });
    }
  });

  it("follow the row when the shop owner changes it, a field not valid read as empty and the others kept", async () => {
    await storeLegal({
      ...STORE_LEGAL, company: "Nuova Bottega S.p.A.", pec: "not an address", rea: 123456, isAdmin: true,
      accessibility: { ...STORE_LEGAL.accessibility, authority_url: "javascript:alert(1)", reviewed_on: "20/11/2026" },
    }, (legal) => legal.company === "Nuova Bottega S.p.A.");
    const legal = await legalOf();
    expect(legal).toMatchObject({ company: "Nuova Bottega S.p.A.", pec: "", rea: "", vat_number: STORE_LEGAL.vat_number });
    expect(legal).not.toHaveProperty("isAdmin");
    expect(legal.accessibility).toEqual({ ...STORE_LEGAL.accessibility, authority_url: "", reviewed_on: "" });
  });

  it("take the profile's VAT number and e-mail when the row gives none, and nothing else", async () => {
    await storeLegal(undefined, (legal) => legal.company === "");
    expect(await legalOf()).toEqual({
      company: "", address: "", vat_number: STORE_PROFILE.vatNumber, rea: "", share_capital: "", pec: "",
      accessibility: { ...EMPTY_ACCESSIBILITY, email: STORE_PROFILE.email },
    });
    await storeLegal(STORE_LEGAL, (legal) => legal.company === STORE_LEGAL.company);
  });
});

describe("readLegalSettings", () => {
  it.each([null, "Bottega", 42, [], { accessibility: "AgID" }])("reads %j as empty fields", (value) => {
    expect(readLegalSettings(value, PROFILE)).toEqual({
      company: "", address: "", vat_number: PROFILE.vat_number, rea: "", share_capital: "", pec: "",
      accessibility: { ...EMPTY_ACCESSIBILITY, email: PROFILE.email },
    });
  });

  it("trims the fields and refuses a web address that is not http(s)", () => {
    const legal = readLegalSettings({
      company: "  Bottega  ", accessibility: { authority: " AgID ", authority_url: "ftp://agid.example", email: "a11y@shop.example" },
    }, PROFILE);
    expect(legal.company).toBe("Bottega");
    expect(legal.accessibility).toEqual({ authority: "AgID", authority_url: "", email: "a11y@shop.example", reviewed_on: "" });
  });
});
