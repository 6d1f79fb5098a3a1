import { describe, expect, it } from "vitest";
import { createTranslator } from "./translator.ts";

// The rules i18next applied to our catalogues (decision 007): texts must read as they did.
const it_ = { "cart.items_one": "{{count}} articolo", "cart.items_other": "{{count}} articoli", "only.italian": "Solo in italiano", "hello": "Ciao {{name}}" };
const en = { "cart.items_one": "{{count}} item", "cart.items_other": "{{count}} items", "hello": "Hello {{ name }}, {{shop}}" };

describe("createTranslator", () => {
  const { t } = createTranslator("en", { en, it: it_ });

  it("picks the plural form of the language from a numeric count", () => {
    expect(t("cart.items", { count: 1 })).toBe("1 item");
    expect(t("cart.items", { count: 0 })).toBe("0 items");
    expect(t("cart.items", { count: 12 })).toBe("12 items");
    expect(createTranslator("fr", { fr: { "n_one": "{{count}} produit", "n_other": "{{count}} produits" } }).t("n", { count: 0 })).toBe("0 produit");
  });

  it("prefers key_zero for a count of 0, and the bare key when no plural form exists", () => {
    const { t: tz } = createTranslator("it", { it: { "z_zero": "nessuno", "z_other": "alcuni", "bare": "testo" } });
    expect(tz("z", { count: 0 })).toBe("nessuno");
    expect(tz("z", { count: 3 })).toBe("alcuni");
    expect(tz("bare", { count: 3 })).toBe("testo");
    expect(tz("z", { count: "3" })).toBe("z");
  });

  it("fills placeholders, keeps one whose value was not given, and writes nothing for null or undefined", () => {
    expect(t("hello", { name: "Ann", shop: "Vetrina" })).toBe("Hello Ann, Vetrina");
    expect(t("hello", { name: "Ann" })).toBe("Hello Ann, {{shop}}");
    expect(t("hello", { name: null, shop: undefined })).toBe("Hello , ");
    expect(t("hello")).toBe("Hello {{ name }}, {{shop}}");
    expect(t("hello", { name: "{{shop}}", shop: "S" })).toBe("Hello {{shop}}, S");
  });

  it("falls back to the default language, then to the key itself", () => {
    expect(t("only.italian")).toBe("Solo in italiano");
    expect(t("missing.key", { count: 2 })).toBe("missing.key");
    expect(createTranslator("en", { en }).t("only.italian")).toBe("only.italian");
  });

  it("does not read keys from the object prototype", () => {
    expect(t("constructor")).toBe("constructor");
  });
});
