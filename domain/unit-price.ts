/**
 * Unit prices (Directive 98/6/EC, issue 21 §2): goods sold by weight or volume show, beside the selling
 * price, the price per kilogram or per litre. A variant carries its net quantity and unit; goods sold by
 * the piece show no unit price.
 */

export const NET_UNITS = ["g", "kg", "ml", "l", "pz"] as const;
export type NetUnit = (typeof NET_UNITS)[number];

/** What a unit price is per: a kilogram or a litre. */
export type UnitBase = "kg" | "l";

const BASE: Record<NetUnit, { base: UnitBase; per: number } | null> = {
  g: { base: "kg", per: 1000 }, kg: { base: "kg", per: 1 }, ml: { base: "l", per: 1000 }, l: { base: "l", per: 1 }, pz: null,
};

export interface UnitPrice {
  /** Price per kilogram or litre, in cents, rounded to the cent. */
  cents: number;
  per: UnitBase;
}

/** The price per kilogram or litre of a variant, or null for goods sold by the piece or without a net quantity. */
export function unitPrice(priceCents: number, netQuantity: number | null, netUnit: NetUnit): UnitPrice | null {
  const base = BASE[netUnit];
  if (!base || netQuantity === null || netQuantity <= 0) return null;
  return { cents: Math.round((priceCents * base.per) / netQuantity), per: base.base };
}

/** A size option code as the demo store and imports write it ("750ml", "75cl", "500g", "1kg", "20bags"), as a net quantity. */
export function parseNetQuantity(code: string): { quantity: number; unit: NetUnit } | null {
  const match = /^(\d+(?:[.,]\d+)?)\s*(g|kg|ml|cl|l|bags|pcs|pz)$/i.exec(code.trim());
  if (!match) return null;
  const amount = Number(match[1]!.replace(",", "."));
  const unit = match[2]!.toLowerCase();
  if (unit === "cl") return { quantity: Math.round(amount * 10), unit: "ml" };
  if (unit === "bags" || unit === "pcs" || unit === "pz") return { quantity: Math.round(amount), unit: "pz" };
  if (!Number.isInteger(amount)) return unit === "kg" ? { quantity: Math.round(amount * 1000), unit: "g" } : unit === "l" ? { quantity: Math.round(amount * 1000), unit: "ml" } : null;
  return { quantity: amount, unit: unit as NetUnit };
}
