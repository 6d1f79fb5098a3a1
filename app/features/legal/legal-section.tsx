import { useMemo } from "react";
import { createTranslator } from "#app/i18n/translator.ts";
import { TranslationProvider } from "#app/i18n/use-translation.tsx";
import { useRootData } from "#app/lib/root-data.ts";
import { AccessibilityStatement } from "./accessibility-statement.tsx";
import type { LegalPageTexts } from "./legal-pages.ts";
import { SellerIdentity } from "./seller-identity.tsx";

/**
 * The part of a legal page made from the settings (`legal`, `profile`), written with the texts its loader
 * sent. Loaded on its own (page-view.tsx), so the catalogue's screen carries none of it for products.
 */
export default function LegalSection({ code, texts }: LegalPageTexts) {
  const { lang } = useRootData();
  const translator = useMemo(() => createTranslator(lang, { [lang]: texts }), [lang, texts]);
  return (
    <TranslationProvider translator={translator}>
      {code === "accessibility" ? <AccessibilityStatement /> : <SellerIdentity page={code} />}
    </TranslationProvider>
  );
}
