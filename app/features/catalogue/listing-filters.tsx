import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Form, Link, useSubmit } from "react-router";
import type { Facets } from "#api/catalog/catalog.schemas.ts";
import { SORT_OPTIONS, hasFilters, type ListingParams } from "./listing-params.ts";

interface ListingFiltersProps { facets: Facets; params: ListingParams; total: number }

const box = "h-4 w-4 rounded border-stone-400 accent-stone-900";

/**
 * A plain GET form: without JavaScript the shopper presses "Apply"; with it, every change updates the
 * list in place. Filters, sort and page all live in the URL. Counts say how many products a choice leaves.
 */
export function ListingFilters({ facets, params, total }: ListingFiltersProps) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const chosen = (name: "brand" | "size" | "colour", code: string) => params[name].includes(code);
  return (
    <Form method="get" preventScrollReset onChange={(e) => submit(e.currentTarget, { preventScrollReset: true, replace: true })} className="space-y-5 text-sm">
      <div>
        <label htmlFor="listing-sort" className="mb-1 block font-semibold">{t("catalogue.sortBy")}</label>
        <select id="listing-sort" name="sort" defaultValue={params.sort} className="w-full rounded border border-stone-300 bg-white px-2 py-2">
          {SORT_OPTIONS.map((s) => <option key={s} value={s}>{t(`catalogue.sort.${s}`)}</option>)}
        </select>
      </div>
      {facets.brands.length > 0 && (
        <fieldset>
          <legend className="mb-1 font-semibold">{t("catalogue.brand")}</legend>
          {facets.brands.map((b) => (
            <label key={b.slug} className="flex items-center gap-2 py-1">
              <input type="checkbox" name="brand" value={b.slug} defaultChecked={params.brand.includes(b.slug)} className={box} />
              <span>{b.name} <span className="text-stone-600">({b.count})</span></span>
            </label>
          ))}
        </fieldset>
      )}
      {facets.options.map((option) => (
        <fieldset key={option.code}>
          <legend className="mb-1 font-semibold">{option.name}</legend>
          {option.values.map((v) => (
            <label key={v.code} className="flex items-center gap-2 py-1">
              <input type="checkbox" name={option.code} value={v.code} defaultChecked={chosen(option.code as "size" | "colour", v.code)} className={box} />
              {v.swatch && <span aria-hidden="true" className="h-4 w-4 rounded-full border border-stone-400" style={{ backgroundColor: v.swatch }} />}
              <span>{v.label} <span className="text-stone-600">({v.count})</span></span>
            </label>
          ))}
        </fieldset>
      ))}
      {facets.price && (
        <fieldset>
          <legend className="mb-1 font-semibold">{t("catalogue.priceRange")}</legend>
          <div className="flex items-center gap-2">
            <label className="sr-only" htmlFor="price-min">{t("catalogue.priceFrom")}</label>
            <input id="price-min" name="price_min" inputMode="decimal" placeholder={String(Math.floor(facets.price.min))} defaultValue={params.price_min} className="w-20 rounded border border-stone-300 px-2 py-1" />
            <span aria-hidden="true">–</span>
            <label className="sr-only" htmlFor="price-max">{t("catalogue.priceTo")}</label>
            <input id="price-max" name="price_max" inputMode="decimal" placeholder={String(Math.ceil(facets.price.max))} defaultValue={params.price_max} className="w-20 rounded border border-stone-300 px-2 py-1" />
            <span>€</span>
          </div>
        </fieldset>
      )}
      <label className="flex items-center gap-2">
        <input type="checkbox" name="in_stock" value="1" defaultChecked={params.in_stock} className={box} />
        <span>{t("catalogue.inStockOnly")} <span className="text-stone-600">({facets.in_stock})</span></span>
      </label>
      <div className="flex items-center gap-3">
        <button type="submit" className="rounded bg-stone-900 px-4 py-2 font-semibold text-white hover:bg-stone-700">{t("catalogue.applyFilters")}</button>
        {hasFilters(params) && <Link to="?" className="underline">{t("catalogue.clearFilters")}</Link>}
      </div>
      <p role="status" className="text-stone-700">{t("catalogue.productCount", { count: total })}</p>
    </Form>
  );
}
