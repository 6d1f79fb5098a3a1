import { describe, expect, it } from "vitest";
import type { Settings } from "#api/settings/settings.schemas.ts";
import { TEST_SETTINGS, renderWithRoot } from "#app/features/catalogue/render-with-root.test-utils.tsx";
import de from "#app/i18n/messages/legal/de.json";
import en from "#app/i18n/messages/legal/en.json";
import LegalSection from "./legal-section.tsx";
import type { LegalPageCode } from "./legal-pages.ts";

const LEGAL: Settings["legal"] = {
  company: "Pasta Fresca S.r.l.", address: "Via Roma 1, 10121 Torino (TO), Italia", vat_number: "IT09876543210", rea: "TO-654321",
  share_capital: "50.000,00 € i.v.", pec: "pastafresca@pec.example",
  accessibility: { authority: "AgID – Agenzia per l'Italia Digitale", authority_url: "https://www.agid.gov.it", email: "a11y@pasta.example", reviewed_on: "2026-03-05" },
};
const SETTINGS: Settings = { ...TEST_SETTINGS, legal: LEGAL, profile: { ...TEST_SETTINGS.profile, name: "Pasta Fresca", email: "ciao@pasta.example", phone: "+39 011 765 4321" } };

function render(code: LegalPageCode, { lang = "en", settings = SETTINGS } = {}) {
  const texts = lang === "de" ? de : en;
  return renderWithRoot(() => <LegalSection code={code} texts={texts} />, { url: `/${lang}/any-page`, settings });
}
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

describe("a legal page's part made from the settings", () => {
  it.each([["legal-notice", "Who runs this website"], ["terms", "The seller"], ["privacy", "Data controller"]] as const)(
    "%s: the seller's identity under its own heading, every field from the settings", (code, heading) => {
      const html = render(code);
      expect(html).toMatch(new RegExp(`<h2 id="seller-identity">${heading}</h2>`));
      const text = textOf(html);
      for (const value of ["Pasta Fresca S.r.l.", "Via Roma 1, 10121 Torino (TO), Italia", "IT09876543210", "TO-654321", "50.000,00 € i.v.", "pastafresca@pec.example", "ciao@pasta.example", "+39 011 765 4321"]) {
        expect(text).toContain(value);
      }
      expect(text).toContain("VAT number IT09876543210");
      expect(text).toContain("Business register no. (REA) TO-654321");
      expect(html).toContain('href="mailto:pastafresca@pec.example"');
    });

  it("leaves out a field the shop left empty, label and all", () => {
    const html = render("terms", { settings: { ...SETTINGS, legal: { ...LEGAL, rea: "", share_capital: "", pec: "" } } });
    expect(textOf(html)).not.toMatch(/REA|Share capital|PEC/);
    expect(textOf(html)).toContain("VAT number IT09876543210");
  });

  it("writes the accessibility statement with the shop's authority, contact and date, in the page's language", () => {
    const text = textOf(render("accessibility", { lang: "de" }));
    expect(text).toContain("Bei Pasta Fresca soll jeder einkaufen können");
    expect(text).toContain("EN 301 549");
    expect(text).toContain("WCAG) 2.2 auf Stufe AA");
    expect(text).toContain("AgID – Agenzia per l'Italia Digitale , Website: https://www.agid.gov.it");
    expect(text).toContain("a11y@pasta.example");
    expect(text).toContain("am 5. März 2026 erstellt");
    expect(text).not.toContain("seller");
  });

  it("names the authority's web address as text, never as a link to a third party", () => {
    const html = render("accessibility");
    expect(html).not.toContain('href="https://www.agid.gov.it');
    expect(html).toContain('href="mailto:a11y@pasta.example"');
  });

  it("says nothing of an authority or a date the shop has not set", () => {
    const empty = { ...LEGAL.accessibility, authority: "", reviewed_on: "" };
    const text = textOf(render("accessibility", { settings: { ...SETTINGS, legal: { ...LEGAL, accessibility: empty } } }));
    expect(text).not.toContain("If you are not satisfied with our answer");
    expect(text).not.toContain("This statement was prepared on");
    expect(text).toContain("Report a problem");
  });
});
