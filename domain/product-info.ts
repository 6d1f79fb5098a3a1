/**
 * What a product page must say before purchase (issue 21 §4): food information (Regulation (EU) No 1169/2011
 * arts. 9 and 14) and product safety information (General Product Safety Regulation (EU) 2023/988 art. 19).
 */

/** The 14 allergens of Annex II of Regulation (EU) No 1169/2011. */
export const ALLERGENS = [
  "gluten", "crustaceans", "eggs", "fish", "peanuts", "soybeans", "milk", "nuts",
  "celery", "mustard", "sesame", "sulphites", "lupin", "molluscs",
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** The nutrition declaration per 100 g, or 100 ml for liquids, in the order of Annex XV; amounts in grams. */
export interface Nutrition {
  energyKj: number;
  energyKcal: number;
  fat: number;
  saturates: number;
  carbohydrate: number;
  sugars: number;
  protein: number;
  salt: number;
}

export const NUTRIENTS = ["fat", "saturates", "carbohydrate", "sugars", "protein", "salt"] as const satisfies readonly (keyof Nutrition)[];

/** Why the right of withdrawal does not apply to a product (Directive 2011/83/EU art. 16). */
export const WITHDRAWAL_EXCLUSIONS = ["perishable", "sealed_hygiene", "made_to_measure"] as const;
export type WithdrawalExclusion = (typeof WITHDRAWAL_EXCLUSIONS)[number];

/** Ingredients as written with allergens between *asterisks*, cut into runs of plain and emphasised text. */
export function splitIngredients(text: string): { text: string; allergen: boolean }[] {
  return text.split("*").map((part, i) => ({ text: part, allergen: i % 2 === 1 })).filter((run) => run.text !== "");
}
