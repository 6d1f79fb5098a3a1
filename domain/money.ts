/** Spec §5: prices are rounded to two decimals. Inside the system money is integer cents. */
export function roundPrice(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

export function centsToAmount(cents: number): number {
  return roundPrice(cents / 100);
}

export function amountToCents(amount: number): number {
  return Math.round(roundPrice(amount) * 100);
}

