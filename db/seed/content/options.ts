// Labels of the variant option values ("size" and "colour") used by the demo products.
import type { Localized, SeedOptionValue } from "./types.ts";

export const OPTION_NAMES: Record<"size" | "colour", Localized> = {
  size: { it: "Formato", en: "Size", fr: "Format", de: "Größe", es: "Tamaño" },
  colour: { it: "Colore", en: "Colour", fr: "Couleur", de: "Farbe", es: "Color" },
};

/** A label that is written the same way in every language (units, letter sizes). */
function same(label: string): Localized {
  return { it: label, en: label, fr: label, de: label, es: label };
}

function size(code: string, label: Localized): SeedOptionValue {
  return { option: "size", code, label };
}

function colour(code: string, swatch: string, label: Localized): SeedOptionValue {
  return { option: "colour", code, label, swatch };
}

export const OPTION_VALUES: SeedOptionValue[] = [
  // ── Weights ─────────────────────────────────────────────────────────────
  size("50g", same("50 g")),
  size("100g", same("100 g")),
  size("200g", same("200 g")),
  size("250g", same("250 g")),
  size("400g", same("400 g")),
  size("500g", same("500 g")),
  size("750g", same("750 g")),
  size("1kg", same("1 kg")),
  size("3kg", same("3 kg")),

  // ── Volumes ─────────────────────────────────────────────────────────────
  size("100ml", same("100 ml")),
  size("250ml", same("250 ml")),
  size("500ml", same("500 ml")),
  size("750ml", same("750 ml")),
  size("1l", same("1 l")),
  size("3l", same("3 l")),
  size("75cl", same("75 cl")),
  size("150cl", { it: "Magnum 1,5 l", en: "Magnum 1.5 l", fr: "Magnum 1,5 l", de: "Magnum 1,5 l", es: "Mágnum 1,5 l" }),

  // ── Counts ──────────────────────────────────────────────────────────────
  size("20bags", { it: "20 bustine", en: "20 tea bags", fr: "20 sachets", de: "20 Beutel", es: "20 bolsitas" }),
  size("1cup", { it: "1 tazza", en: "1 cup", fr: "1 tasse", de: "1 Tasse", es: "1 taza" }),
  size("3cups", { it: "3 tazze", en: "3 cups", fr: "3 tasses", de: "3 Tassen", es: "3 tazas" }),
  size("6cups", { it: "6 tazze", en: "6 cups", fr: "6 tasses", de: "6 Tassen", es: "6 tazas" }),
  size("9cups", { it: "9 tazze", en: "9 cups", fr: "9 tasses", de: "9 Tassen", es: "9 tazas" }),

  // ── Diameters (pans and pots) ───────────────────────────────────────────
  size("20cm", same("Ø 20 cm")),
  size("24cm", same("Ø 24 cm")),
  size("28cm", same("Ø 28 cm")),
  size("32cm", same("Ø 32 cm")),

  // ── Clothing sizes (aprons) ─────────────────────────────────────────────
  size("s", same("S")),
  size("m", same("M")),
  size("l", same("L")),
  size("xl", same("XL")),
  size("one-size", { it: "Taglia unica", en: "One size", fr: "Taille unique", de: "Einheitsgröße", es: "Talla única" }),

  // ── Generic sizes (boards, tea towels, gift boxes) ──────────────────────
  size("small", { it: "Piccolo", en: "Small", fr: "Petit", de: "Klein", es: "Pequeño" }),
  size("medium", { it: "Medio", en: "Medium", fr: "Moyen", de: "Mittel", es: "Mediano" }),
  size("large", { it: "Grande", en: "Large", fr: "Grand", de: "Groß", es: "Grande" }),

  // ── Colours ─────────────────────────────────────────────────────────────
  colour("red", "#b3262e", { it: "Rosso", en: "Red", fr: "Rouge", de: "Rot", es: "Rojo" }),
  colour("black", "#1f1f1f", { it: "Nero", en: "Black", fr: "Noir", de: "Schwarz", es: "Negro" }),
  colour("white", "#f7f5f0", { it: "Bianco", en: "White", fr: "Blanc", de: "Weiß", es: "Blanco" }),
  colour("natural", "#d8c6a5", { it: "Naturale", en: "Natural", fr: "Naturel", de: "Natur", es: "Natural" }),
  colour("blue", "#2b4c7e", { it: "Blu", en: "Blue", fr: "Bleu", de: "Blau", es: "Azul" }),
  colour("green", "#4f6b3a", { it: "Verde", en: "Green", fr: "Vert", de: "Grün", es: "Verde" }),
  colour("copper", "#b87333", { it: "Rame", en: "Copper", fr: "Cuivre", de: "Kupfer", es: "Cobre" }),
  colour("grey", "#85898c", { it: "Grigio", en: "Grey", fr: "Gris", de: "Grau", es: "Gris" }),
  colour("yellow", "#e3b23c", { it: "Giallo", en: "Yellow", fr: "Jaune", de: "Gelb", es: "Amarillo" }),
  colour("bordeaux", "#6d1a2b", { it: "Bordeaux", en: "Burgundy", fr: "Bordeaux", de: "Bordeaux", es: "Burdeos" }),
];
