import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useChooseVariant, useHydrated } from "./product-page-hooks.ts";
import { describeOptions, type OptionChoices, type ProductOption, type ValueChoice, type Variant } from "./variant-selection.ts";

interface VariantPickerProps {
  options: ProductOption[];
  variants: Variant[];
  chosen: Variant;
}

/**
 * One radio group per option. Each radio's value is the variant that value leads to, so without
 * JavaScript each group is a GET form whose submit gives `?variant={id}`; with it, choosing is
 * enough and the URL changes in place.
 */
export function VariantPicker({ options, variants, chosen }: VariantPickerProps) {
  const hydrated = useHydrated();
  const chooseVariant = useChooseVariant();
  const groups = describeOptions(options, variants, chosen);
  if (groups.length === 0) return null;
  return (
    <div className="mt-6 space-y-4">
      {groups.map((group) => <OptionGroup key={group.code} group={group} hydrated={hydrated} onChoose={chooseVariant} />)}
    </div>
  );
}

function OptionGroup({ group, hydrated, onChoose }: { group: OptionChoices; hydrated: boolean; onChoose: (variantId: number) => void }) {
  const { t } = useTranslation();
  return (
    <form method="get">
      <fieldset>
        <legend className="text-sm font-semibold text-stone-900">{group.name}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {group.values.map((value) => (
            <label key={value.code} title={value.state === "unavailable" ? t("catalogue.notAvailable") : undefined}>
              <input
                type="radio"
                name="variant"
                value={value.variantId ?? ""}
                checked={value.selected}
                disabled={value.variantId === null}
                onChange={() => { if (value.variantId !== null) onChoose(value.variantId); }}
                className="peer sr-only"
              />
              <ValuePill value={value} />
            </label>
          ))}
        </div>
        {!hydrated && (
          <button type="submit" className="mt-2 rounded border border-stone-400 px-3 py-1 text-sm text-stone-900 hover:bg-stone-100">
            {t("catalogue.updateChoice")}
          </button>
        )}
      </fieldset>
    </form>
  );
}

function ValuePill({ value }: { value: ValueChoice }) {
  const { t } = useTranslation();
  const marked = value.state !== "available";
  return (
    <span
      className={`flex min-h-11 cursor-pointer items-center gap-2 rounded border bg-white px-3 py-1 text-sm text-stone-900 peer-checked:border-stone-900 peer-checked:font-semibold peer-checked:ring-2 peer-checked:ring-stone-900 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-700 peer-disabled:cursor-not-allowed ${marked ? "border-dashed border-stone-500" : "border-stone-400 hover:border-stone-700"}`}
    >
      {value.swatch && (
        <span aria-hidden="true" className="h-5 w-5 shrink-0 rounded-full border border-stone-400" style={{ backgroundColor: value.swatch }} />
      )}
      <span className={marked ? "line-through decoration-stone-500" : undefined}>{value.label}</span>
      {value.state === "soldOut" && <span className="text-xs font-normal text-red-800">{t("catalogue.soldOut")}</span>}
      {value.state === "unavailable" && <span className="sr-only">{t("catalogue.notAvailable")}</span>}
    </span>
  );
}
