import type { ProductDetail } from "#api/catalog/catalog.schemas.ts";

export type Variant = ProductDetail["variants"][number];
export type ProductOption = ProductDetail["options"][number];
/** Option code → value code: the shape of `variant.options`. */
export type Selection = Readonly<Record<string, string>>;
/** Of a value, next to the other choices already made: buyable, sold out, or no such combination. */
export type ValueState = "available" | "soldOut" | "unavailable";

export interface ValueChoice {
  code: string;
  label: string;
  swatch: string | null;
  selected: boolean;
  state: ValueState;
  /** The variant that picking this value leads to; null when no variant has the value at all. */
  variantId: number | null;
}

export interface OptionChoices {
  code: string;
  name: string;
  values: ValueChoice[];
}

/** `?variant=12` → 12; anything that is not a positive whole number is no choice at all. */
export function readVariantId(search: string | URLSearchParams): number | undefined {
  const raw = (typeof search === "string" ? new URLSearchParams(search) : search).get("variant");
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  return Number(raw);
}

/** The variant the URL names when it is one of this product's, else the first in stock, else the first. */
export function pickVariant(variants: readonly Variant[], requestedId?: number): Variant | undefined {
  return variants.find((v) => v.id === requestedId) ?? variants.find((v) => v.in_stock) ?? variants[0];
}

export function findVariant(variants: readonly Variant[], selection: Selection, optionCodes: readonly string[]): Variant | undefined {
  return variants.find((v) => matchesSelection(v, selection, optionCodes));
}

/**
 * The variant reached by picking one value: the exact combination with the other choices kept
 * when it exists (even sold out: the shopper asked for it), else the closest variant having that
 * value — the one keeping the most earlier choices, in stock before sold out, first listed on a tie.
 */
export function moveToValue(
  variants: readonly Variant[], optionCodes: readonly string[], current: Selection, optionCode: string, valueCode: string,
): Variant | undefined {
  const wanted = { ...current, [optionCode]: valueCode };
  const exact = findVariant(variants, wanted, optionCodes);
  if (exact) return exact;
  let best: Variant | undefined;
  let bestScore = -1;
  for (const variant of variants) {
    if (variant.options[optionCode] !== valueCode) continue;
    const score = scoreCloseness(variant, wanted, optionCodes) * 2 + (variant.in_stock ? 1 : 0);
    if (score > bestScore) {
      best = variant;
      bestScore = score;
    }
  }
  return best;
}

/** Every option with every value, each marked against the chosen variant's other choices. */
export function describeOptions(options: readonly ProductOption[], variants: readonly Variant[], chosen: Variant): OptionChoices[] {
  const codes = options.map((o) => o.code);
  return options.map((option) => ({
    code: option.code,
    name: option.name,
    values: option.values.map((value) => {
      const target = moveToValue(variants, codes, chosen.options, option.code, value.code);
      const exact = target !== undefined && matchesSelection(target, { ...chosen.options, [option.code]: value.code }, codes);
      return {
        code: value.code,
        label: value.label,
        swatch: value.swatch,
        selected: chosen.options[option.code] === value.code,
        state: !exact ? "unavailable" : target.in_stock ? "available" : "soldOut",
        variantId: target?.id ?? null,
      } satisfies ValueChoice;
    }),
  }));
}

function matchesSelection(variant: Variant, selection: Selection, optionCodes: readonly string[]): boolean {
  return optionCodes.every((code) => variant.options[code] === selection[code]);
}

/** Each option weighs more than all later ones together, so keeping the size beats keeping the colour when size comes first. */
function scoreCloseness(variant: Variant, wanted: Selection, optionCodes: readonly string[]): number {
  return optionCodes.reduce((score, code, i) => (variant.options[code] === wanted[code] ? score + 2 ** (optionCodes.length - i) : score), 0);
}
