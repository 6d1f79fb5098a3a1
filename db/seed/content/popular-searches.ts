import type { Locale } from "#domain/locale.ts";

/**
 * What the demo store's shoppers have searched for lately, per language, with how popular each is today (each
 * search counts 1; domain/search-popularity.ts): the header's suggestions offer them from the first start, and
 * they fade as a real shop's would unless shoppers search them again.
 */
export const DEMO_POPULAR_SEARCHES: Record<Locale, [text: string, score: number][]> = {
  it: [["olio extravergine", 18], ["caffè in grani", 12], ["pasta di gragnano", 9], ["moka", 7], ["vino rosso", 5]],
  en: [["olive oil", 16], ["espresso", 11], ["moka pot", 8], ["red wine", 6], ["pasta", 5]],
  fr: [["huile olive", 12], ["café en grains", 9], ["vin rouge", 7], ["cafetière", 5]],
  de: [["olivenöl", 14], ["kaffeebohnen", 10], ["rotwein", 7], ["espressokocher", 5]],
  es: [["aceite de oliva", 13], ["café en grano", 9], ["vino tinto", 7], ["cafetera", 5]],
};
