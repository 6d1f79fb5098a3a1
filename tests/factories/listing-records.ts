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

/** Records of products given as [id, variant prices]: the other columns derived from them. */
export function listingRecordsOf(products: [number, number[]][]): ListingRecords {
  const variants = products.flatMap(([, prices]) => prices);
  const r: ListingRecords = {
    count: products.length,
    id: Int32Array.from(products.map(([id]) => id)), brand: Int32Array.from(products.map(([id]) => id % 3)),
    sold: Int32Array.from(products.map(([id]) => id * 10)), created: Float64Array.from(products.map(([id]) => id * 1e6)),
    featured: Uint8Array.from(products.map(([id]) => id % 2)), offer: Uint8Array.from(products.map(([id]) => (id + 1) % 2)),
    firstVariant: new Int32Array(products.length + 1),
    price: Int32Array.from(variants), optionSet: Int32Array.from(variants.map((p) => p % 5)), inStock: Uint8Array.from(variants.map((p) => p % 2)),
  };
  let v = 0;
  products.forEach(([, prices], i) => { r.firstVariant[i] = v; v += prices.length; });
  r.firstVariant[products.length] = v;
  return r;
}
