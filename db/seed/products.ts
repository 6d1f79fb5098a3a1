import { COFFEE_BOOKS_FOOD_INFO, COFFEE_BOOKS_SAFETY_INFO } from "./content/product-info-coffee-books.ts";
import { KITCHEN_SAFETY_INFO } from "./content/product-info-kitchen.ts";
import { PASTA_OIL_INFO } from "./content/product-info-pasta-oil.ts";
import { PRESERVES_SWEETS_INFO } from "./content/product-info-preserves-sweets.ts";
import { WINE_INFO } from "./content/product-info-wine.ts";
import { COFFEE_BOOKS_PRODUCTS } from "./content/products-coffee-books.ts";
import { KITCHEN_PRODUCTS } from "./content/products-kitchen.ts";
import { PASTA_OIL_PRODUCTS } from "./content/products-pasta-oil.ts";
import { PRESERVES_SWEETS_PRODUCTS } from "./content/products-preserves-sweets.ts";
import type { SeedProduct } from "./content/types.ts";
import { WINE_PRODUCTS } from "./content/products-wine.ts";

export const DEMO_PRODUCTS: SeedProduct[] = [
  ...PASTA_OIL_PRODUCTS, ...PRESERVES_SWEETS_PRODUCTS, ...COFFEE_BOOKS_PRODUCTS, ...WINE_PRODUCTS, ...KITCHEN_PRODUCTS,
];

/** What the law asks each demo product's page to say before purchase (issue 21 §4), by product code. */
export const DEMO_FOOD_INFO = new Map([...PASTA_OIL_INFO, ...PRESERVES_SWEETS_INFO, ...COFFEE_BOOKS_FOOD_INFO, ...WINE_INFO].map((i) => [i.product, i]));
export const DEMO_SAFETY_INFO = new Map([...COFFEE_BOOKS_SAFETY_INFO, ...KITCHEN_SAFETY_INFO].map((i) => [i.product, i]));
/** Products sold to adults only: the demo store's wines. */
export const DEMO_ADULTS_ONLY = new Set(WINE_PRODUCTS.map((p) => p.code));
