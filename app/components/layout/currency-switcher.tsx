import { useId } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFetcher, useLocation } from "react-router";
import type { Settings } from "#api/settings/settings.schemas.ts";
import type { Currency } from "#app/lib/currency.ts";

interface CurrencySwitcherProps { currency: Currency; currencies: Settings["profile"]["currencies"] }

/** A plain form without JavaScript; with it, choosing is enough (the button stays for keyboard users). */
export function CurrencySwitcher({ currency, currencies }: CurrencySwitcherProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  const id = useId();
  const active = currencies.filter((c) => c.is_active);
  if (active.length < 2) return null;
  return (
    <fetcher.Form method="post" action="/currency" className="flex items-center gap-1 text-sm">
      <label htmlFor={id} className="sr-only">{t("nav.currency")}</label>
      <select
        id={id}
        name="currency"
        defaultValue={currency.id}
        key={currency.id}
        onChange={(event) => fetcher.submit(event.currentTarget.form)}
        className="rounded border border-stone-300 bg-white px-2 py-1"
      >
        {active.map((c) => <option key={c.id} value={c.id}>{c.id} {c.symbol !== c.id ? c.symbol : ""}</option>)}
      </select>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className="rounded border border-stone-300 px-2 py-1 text-stone-800 hover:bg-stone-100">{t("nav.applyCurrency")}</button>
    </fetcher.Form>
  );
}
