import { z } from "@hono/zod-openapi";
import { centsToAmount } from "#domain/money.ts";
import { unitPrice, type NetUnit } from "#domain/unit-price.ts";

/** Issue 21: the price a reduction is announced from, as every reader of prices shows it. */
export const START_PRICE = z.number().nullable().openapi({
  description: "The reduction's reference price: the lowest price of the 30 days (settings prices.prior_price_days) before the "
    + "reduction began (Directive 98/6/EC art. 6a). Null when no reduction may be announced",
});

export const UNIT_PRICE = z.object({
  price: z.number().openapi({ description: "EUR per kilogram or litre, VAT included" }),
  per: z.enum(["kg", "l"]),
}).nullable().openapi("UnitPrice", { description: "Price per kilogram or litre of goods sold by weight or volume (Directive 98/6/EC); null for goods sold by the piece" });

/** The reference price, when it announces a reduction from today's price. */
export function startPrice(referenceCents: number | null, priceCents: number): number | null {
  return referenceCents !== null && referenceCents > priceCents ? centsToAmount(referenceCents) : null;
}

export type UnitPrice = NonNullable<z.infer<typeof UNIT_PRICE>>;

export function unitPriceView(priceCents: number, netQuantity: number | null, netUnit: NetUnit): UnitPrice | null {
  const unit = unitPrice(priceCents, netQuantity, netUnit);
  return unit && { price: centsToAmount(unit.cents), per: unit.per };
}
