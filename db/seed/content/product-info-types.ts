// Shapes of what the law asks a product page to say before purchase (issue 21 §4), for the demo store.
// Food: Regulation (EU) No 1169/2011 arts. 9 and 14. Other products: General Product Safety Regulation
// (EU) 2023/988 art. 19. Every Localized value is written properly in each language, never copied.
import type { Localized } from "./types.ts";
import type { Allergen } from "#domain/product-info.ts";

export { ALLERGENS, type Allergen } from "#domain/product-info.ts";

/** Per 100 g, or per 100 ml for drinks (Annex XV order); amounts in grams, energy in kJ and kcal. */
export interface SeedNutrition {
  energyKj: number;
  energyKcal: number;
  fat: number;
  saturates: number;
  carbohydrate: number;
  sugars: number;
  protein: number;
  salt: number;
}

/** The legal identity of a producer: the food business operator of its foods, the manufacturer of its goods. */
export interface SeedBrandLegal {
  brand: string; // SeedBrand.code
  legalName: string; // e.g. "Pastificio Valle Antica S.r.l."
  address: string; // one line, postal: "Via Roma 12, 80054 Gragnano (NA), Italia"
  email: string; // an address at a domain of ours or example.com-like, fictional
  /** Only for makers established outside the EU: the economic operator responsible in the EU (GPSR art. 4). */
  euResponsible?: { name: string; address: string; email: string };
}

export interface SeedFoodInfo {
  product: string; // SeedProduct.code
  /** The ingredients in descending order of weight; each allergen word wrapped in *asterisks* to be emphasised. */
  ingredients: Localized;
  allergens: Allergen[]; // those the ingredients contain
  mayContain?: Allergen[]; // cross-contamination warning, if any
  storage: Localized; // storage conditions and, where needed, use after opening
  origin?: Localized; // country or place of origin where required (olive oil, honey, wine, PGI/PDO products...)
  nutrition?: SeedNutrition; // absent only where the regulation exempts it (e.g. coffee beans, tea, vinegar)
  alcoholPercent?: number; // % vol, wines and other drinks above 1.2 %
}

export interface SeedSafetyInfo {
  product: string; // SeedProduct.code
  /** Type, batch or model identifier printed on the product (besides the SKU and EAN the shop already has). */
  model: string;
  /** Warnings and safety information in the shopper's language; absent when the product has none. */
  warnings?: Localized;
}
