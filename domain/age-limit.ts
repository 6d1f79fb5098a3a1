/**
 * Products sold to adults only (issue 21 §5: the demo store's wines carry `min_age` 18): the age the buyer of
 * these lines must confirm at checkout, or null when none is. The storefront asks, the API checks the same rule.
 */
export function adultsOnlyAge(lines: readonly { min_age: number | null }[]): number | null {
  const age = Math.max(0, ...lines.map((line) => line.min_age ?? 0));
  return age > 0 ? age : null;
}
