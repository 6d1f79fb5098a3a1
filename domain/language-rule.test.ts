import { describe, expect, it } from "vitest";
import { isLanguageOffered } from "./language-rule.ts";

const LANGS = [
  { lang: "it", is_active: true }, { lang: "en", is_active: true }, { lang: "es", is_active: false },
];

describe("isLanguageOffered", () => {
  it("offers an active language", () => expect(isLanguageOffered("en", LANGS)).toBe(true));
  it("turns away an inactive or missing language", () => {
    expect(isLanguageOffered("es", LANGS)).toBe(false);
    expect(isLanguageOffered("de", LANGS)).toBe(false);
  });
  it("never turns away the default language, nor anything when the shop lists none", () => {
    expect(isLanguageOffered("it", [{ lang: "it", is_active: false }])).toBe(true);
    expect(isLanguageOffered("fr", [])).toBe(true);
  });
});
