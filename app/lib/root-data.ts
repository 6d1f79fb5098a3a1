import { useRouteLoaderData } from "react-router";
import type { ShellSettings } from "./shell-settings.ts";
import type { Locale } from "#domain/locale.ts";
import type { Currency } from "./currency.ts";

export interface RootData {
  lang: Locale;
  /** The layout's part of the settings (shell-settings.ts); a screen that shows more has it from its loader. */
  settings: ShellSettings;
  currency: Currency;
  /** False when the settings could not be loaded and the fallback is shown. */
  settingsLoaded: boolean;
  origin: string;
  showErrorDetails: boolean;
}

/** The root loader's data, for any component below the root. */
export function useRootData(): RootData {
  return useRouteLoaderData("root") as RootData;
}

export function useOptionalRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
