import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import type { Settings } from "#api/settings/settings.schemas.ts";
import { SERVER_CATALOGS } from "#app/i18n/catalogs.server.ts";
import { createTranslator } from "#app/i18n/translator.ts";
import { TranslationProvider } from "#app/i18n/use-translation.tsx";
import type { Currency } from "#app/lib/currency.ts";
import { FALLBACK_SETTINGS } from "#app/lib/fallback-settings.ts";
import type { RootData } from "#app/lib/root-data.ts";
import { shellSettings } from "#app/lib/shell-settings.ts";
import { splitLocalePath } from "#domain/locale.ts";

// Test support only: server markup of a component that needs the root loader's data, the router and i18n.

export const TEST_ORIGIN = "https://shop.example";

export const TEST_SETTINGS: Settings = {
  ...FALLBACK_SETTINGS,
  wishlist: { active: true, share: false },
  profile: {
    ...FALLBACK_SETTINGS.profile,
    frontend: {
      layout: {
        ...FALLBACK_SETTINGS.profile.frontend.layout,
        additional_tabs: [
          { code: "shipping", is_active: true, title: "Shipping & returns", body_html: "<p>Free over €59.</p>" },
          { code: "warranty", is_active: false, title: "Hidden warranty", body_html: "<p>Not shown.</p>" },
        ],
      },
    },
  },
};

/** The active tabs of TEST_SETTINGS, as the catalogue's loader gives them to a product page. */
export const TEST_TABS = [{ code: "shipping", title: "Shipping & returns", body_html: "<p>Free over €59.</p>" }];

interface RenderOptions {
  /** The page URL, language prefix included: it decides the language and `?variant=`. */
  url?: string;
  settings?: Settings;
  currency?: Currency;
}

export function renderWithRoot(Component: ComponentType, { url = "/en/kitchen/pans/copper-frying-pan", settings = TEST_SETTINGS, currency }: RenderOptions = {}): string {
  const { lang } = splitLocalePath(new URL(url, TEST_ORIGIN).pathname);
  const rootData: RootData = {
    lang, settings: shellSettings(settings), currency: currency ?? { id: "EUR", symbol: "€", exchange: 1 }, settingsLoaded: true, origin: TEST_ORIGIN, showErrorDetails: false,
  };
  const translator = createTranslator(lang, { [lang]: SERVER_CATALOGS[lang] });
  const Stub = createRoutesStub([{ id: "root", path: "*", Component }]);
  return renderToString(
    <TranslationProvider translator={translator}>
      <Stub initialEntries={[url]} hydrationData={{ loaderData: { root: rootData } }} />
    </TranslationProvider>,
  );
}
