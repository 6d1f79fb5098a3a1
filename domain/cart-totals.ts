/** Spec §5: VAT per item — net = price / (1 + rate/100), VAT = price − net, in cents (two decimals). */
export function splitVat(grossCents: number, ratePercent: number): { netCents: number; vatCents: number } {
  const netCents = Math.round(grossCents / (1 + ratePercent / 100));
  return { netCents, vatCents: grossCents - netCents };
}

export interface TotalParts {
  itemsCents: number;
  /** −1 means not computed yet (spec §3). */
  shippingCostCents: number;
  paymentFeeCents: number;
  shippingFeeCents: number;
}

/** Spec §5: items plus shipping cost, payment fee and shipping fee, each only when above zero. */
export function cartTotalCents(parts: TotalParts): number {
  const extra = [parts.shippingCostCents, parts.paymentFeeCents, parts.shippingFeeCents].filter((c) => c > 0);
  return parts.itemsCents + extra.reduce((a, b) => a + b, 0);
}

export interface VatLine { grossCents: number; ratePercent: number }

/** One row per VAT rate, highest first: what the cart shows under its lines. */
export function vatBreakdown(lines: readonly VatLine[]): { ratePercent: number; netCents: number; vatCents: number }[] {
  const byRate = new Map<number, { netCents: number; vatCents: number }>();
  for (const line of lines) {
    const { netCents, vatCents } = splitVat(line.grossCents, line.ratePercent);
    const row = byRate.get(line.ratePercent) ?? { netCents: 0, vatCents: 0 };
    row.netCents += netCents;
    row.vatCents += vatCents;
    byRate.set(line.ratePercent, row);
  }
  return [...byRate].sort((a, b) => b[0] - a[0]).map(([ratePercent, row]) => ({ ratePercent, ...row }));
}

export interface DeliveryOffer { priceCents: number; freeAboveCents: number | null }

/** What the cheapest home delivery would cost for these items, before checkout computes the real cost. */
export function estimateShippingCents(itemsCents: number, offers: readonly DeliveryOffer[], freeShipping: boolean): number | null {
  if (offers.length === 0) return null;
  if (freeShipping) return 0;
  return Math.min(...offers.map((o) => (o.freeAboveCents !== null && itemsCents >= o.freeAboveCents ? 0 : o.priceCents)));
}
