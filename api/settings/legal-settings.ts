import { z } from "zod";
import type { Settings } from "./settings.schemas.ts";

/**
 * The settings row `legal`: who sells (the seller's identity the law asks a shop to show) and the facts of
 * its accessibility statement (European Accessibility Act). The legal pages are built from it; see
 * docs/compliance.md. A field that is missing or not valid reads as empty, the others keep their value:
 * a typo in one field never blanks the seller's identity, and the pages leave an empty field out.
 */
const text = (max: number) => z.string().trim().max(max).catch("");
const orEmpty = <T extends z.ZodType<string>>(schema: T) => z.union([schema, z.literal("")]).catch("");
const email = orEmpty(z.email().max(254));

const STORED_ACCESSIBILITY = z.object({
  /** The authority that enforces the accessibility requirements where the shop sells (Italy: AgID). */
  authority: text(200),
  /** Its web address, shown as text: the statement links to no third party. */
  authority_url: orEmpty(z.url({ protocol: /^https?$/ }).max(300)),
  /** Where a shopper reports a barrier; the shop's e-mail when empty. */
  email,
  /** The day the statement was written or last reviewed, YYYY-MM-DD. */
  reviewed_on: orEmpty(z.iso.date()),
});

const STORED_LEGAL = z.object({
  company: text(200),
  address: text(300),
  /** The profile's VAT number when empty: one number, shown in the footer and on the legal pages. */
  vat_number: text(30),
  rea: text(40),
  share_capital: text(60),
  pec: email,
  accessibility: STORED_ACCESSIBILITY.catch(() => STORED_ACCESSIBILITY.parse({})),
});

export type LegalSettings = Settings["legal"];

/** The `legal` row as the storefront gets it, from the stored value (anything) and the shop's profile. */
export function readLegalSettings(value: unknown, profile: { email: string; vat_number: string }): LegalSettings {
  const parsed = STORED_LEGAL.catch(() => STORED_LEGAL.parse({})).parse(value ?? {});
  return {
    ...parsed,
    vat_number: parsed.vat_number || profile.vat_number,
    accessibility: { ...parsed.accessibility, email: parsed.accessibility.email || profile.email },
  };
}
