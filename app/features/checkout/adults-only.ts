/** The age the buyer must confirm for the cart's products sold to adults only (issue 21 §5), or null when none is. */
export function adultsOnlyAge(items: readonly { min_age: number | null }[]): number | null {
  const age = Math.max(0, ...items.map((item) => item.min_age ?? 0));
  return age > 0 ? age : null;
}
