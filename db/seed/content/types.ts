// Shapes of the demo store's hand-written content. The seed turns these into rows.
// Every Localized value is written properly in each language, never copied from another one.

export type Lang = "it" | "en" | "fr" | "de" | "es";
export type Localized = Record<Lang, string>;

export interface SeedCategory {
  code: string; // stable English kebab-case id, e.g. "dried-pasta"
  parent?: string; // code of the parent category; absent on top level
  featured?: boolean;
  name: Localized;
  slug: Localized; // kebab-case, ascii only, in that language ("pasta-secca", "dried-pasta", "pates-seches", ...)
  description: Localized; // one or two sentences, plain text
}

export interface SeedBrand {
  code: string;
  name: string; // proper name, the same in every language
  slug: string;
  country: string; // ISO 3166-1 alpha-2
  foundedYear?: number;
  logoColour: string; // hex, used to draw the brand logo
  description: Localized;
}

/** The label of one value of a variant option ("size" or "colour"). */
export interface SeedOptionValue {
  option: "size" | "colour";
  code: string; // e.g. "500g", "28cm", "m", "red"
  label: Localized;
  swatch?: string; // hex, colours only
}

export interface SeedVariant {
  sku: string; // unique, e.g. "VA-SPAG-500"
  options: Partial<Record<"size" | "colour", string>>; // option value codes
  priceCents: number; // gross consumer price in EUR cents, VAT included
  compareAtCents?: number; // original price when on offer (greater than priceCents)
  stock: number; // 0 means sold out
  inventoryManaged: boolean;
  weightGrams: number;
}

export type ProductImageKind =
  | "pasta-pack" | "egg-pasta-nest" | "oil-bottle" | "vinegar-bottle" | "sauce-jar" | "preserve-jar"
  | "biscuit-box" | "honey-jar" | "coffee-bag" | "coffee-tin" | "wine-bottle" | "sparkling-bottle"
  | "tea-box" | "frying-pan" | "pot" | "moka-pot" | "knife" | "cutting-board" | "apron" | "tea-towel"
  | "book";

export interface SeedProduct {
  code: string; // stable id, kebab-case
  brand: string; // SeedBrand.code
  categories: string[]; // SeedCategory codes of leaf categories; the first is the primary one
  vatRate: 22 | 10 | 4; // Italian VAT rate that applies to this kind of good
  featured?: boolean;
  bestseller?: boolean; // the seed turns it into past sales
  createdDaysAgo: number; // for "new products" (0..365)
  image: { kind: ProductImageKind; colours: [string, string]; label: string }; // label: short text printed on the pack
  name: Localized;
  slug: Localized;
  description: Localized; // HTML: <p>, <ul>, <li>, <strong>, <em> only
  variants: SeedVariant[]; // at least one
}
