import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { toLocale } from "#domain/locale.ts";
import { getClientI18n } from "./i18n/client-i18n.ts";

async function hydrate() {
  const i18n = await getClientI18n(toLocale(document.documentElement.lang));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
