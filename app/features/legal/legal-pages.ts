import type { Messages } from "#app/i18n/translator.ts";

/**
 * Shop pages (CMS pages, by code) that show a part built from the settings `legal` above their own text:
 * the seller's identity on the legal notice, terms and privacy pages; the whole statement on accessibility.
 */
export const LEGAL_PAGE_CODES = ["legal-notice", "terms", "privacy", "accessibility"] as const;
export type LegalPageCode = (typeof LEGAL_PAGE_CODES)[number];

export function isLegalPage(code: string): code is LegalPageCode {
  return (LEGAL_PAGE_CODES as readonly string[]).includes(code);
}

/** What a legal page's loader sends: its code and the texts of app/i18n/messages/legal in the page's language. */
export interface LegalPageTexts { code: LegalPageCode; texts: Messages }
