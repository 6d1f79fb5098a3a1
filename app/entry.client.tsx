import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { toLocale } from "#domain/locale.ts";
import { ClientTranslationProvider, getClientI18n } from "./i18n/client-i18n.tsx";
import { screenForPath } from "./route-table.ts";

async function hydrate() {
  await getClientI18n(toLocale(document.documentElement.lang), screenForPath(window.location.pathname).texts);
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
