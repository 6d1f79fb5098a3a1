import type { ListingRecords } from "#api/catalog/listing-records.ts";

/** Each product of listing records with its columns and variants, by id: what a listing reads, whatever the order. */
export function recordsByProduct(r: ListingRecords) {
  return new Map(Array.from(r.id, (id, i) => [id, {
    brand: r.brand[i], sold: r.sold[i], created: r.created[i], featured: r.featured[i], offer: r.offer[i],
    variants: Array.from({ length: r.firstVariant[i + 1]! - r.firstVariant[i]! }, (_, k) => {
      const at = r.firstVariant[i]! + k;
      return [r.price[at], r.optionSet[at], r.inStock[at]];
    }),
  }]));
}
