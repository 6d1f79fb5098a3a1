import { COFFEE_BOOKS_PRODUCTS } from "./content/products-coffee-books.ts";
import { KITCHEN_PRODUCTS } from "./content/products-kitchen.ts";
import { PASTA_OIL_PRODUCTS } from "./content/products-pasta-oil.ts";
import { PRESERVES_SWEETS_PRODUCTS } from "./content/products-preserves-sweets.ts";
import type { SeedProduct } from "./content/types.ts";
import { WINE_PRODUCTS } from "./content/products-wine.ts";

export const DEMO_PRODUCTS: SeedProduct[] = [
  ...PASTA_OIL_PRODUCTS, ...PRESERVES_SWEETS_PRODUCTS, ...COFFEE_BOOKS_PRODUCTS, ...WINE_PRODUCTS, ...KITCHEN_PRODUCTS,
];
