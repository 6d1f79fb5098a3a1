import type { Settings } from "#api/settings/settings.schemas.ts";
import type { PriceFormat } from "./format.ts";

export type Currency = Pick<Settings["profile"]["currencies"][number], "id" | "symbol" | "exchange"> & {
  /** How the page's language writes it, read from Intl on the server (see format.ts). */
  format?: PriceFormat;
};

/** Spec §1 and §3: the fallback currency is EUR, symbol €, exchange 1. */
export const FALLBACK_CURRENCY: Currency = { id: "EUR", symbol: "€", exchange: 1 };

/** The shopper's chosen currency if the shop offers it, else the shop's default, else EUR. */
export function pickCurrency(currencies: Settings["profile"]["currencies"], chosen: string | null): Currency {
  const active = currencies.filter((c) => c.is_active && c.exchange > 0);
  const found = active.find((c) => c.id === chosen) ?? active.find((c) => c.default) ?? active[0];
  return found ? { id: found.id, symbol: found.symbol, exchange: found.exchange } : FALLBACK_CURRENCY;
}
