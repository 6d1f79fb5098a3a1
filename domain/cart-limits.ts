/** Spec §5 and §9: the most of one variant a shopper may put in the cart when stock is managed. */
export const MAX_QUANTITY_MANAGED = 25;

export interface QuantityLimitInput {
  inventoryManaged: boolean;
  stock: number;
}

/** 25 if the variant is inventory-managed; otherwise its stock quantity if positive; otherwise 1. */
export function maxQuantityFor(variant: QuantityLimitInput): number {
  if (variant.inventoryManaged) return MAX_QUANTITY_MANAGED;
  return variant.stock > 0 ? variant.stock : 1;
}
