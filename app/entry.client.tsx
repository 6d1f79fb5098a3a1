import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { toLocale } from "#domain/locale.ts";
import { ClientTranslationProvider, getClientI18n } from "./i18n/client-i18n.tsx";

async function hydrate() {
  await getClientI18n(toLocale(document.documentElement.lang));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <ClientTranslationProvider>
          <HydratedRouter />
        </ClientTranslationProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
