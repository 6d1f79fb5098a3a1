/**
 * The packed listing records of listing_products (format in db/schema/listing.ts), decoded into columns:
 * one entry per product, and per variant its price, option set and stock, products' variants contiguous.
 */
export interface ListingRecords {
  count: number;
  id: Int32Array;
  brand: Int32Array;
  sold: Int32Array;
  /** created_at in microseconds since 1970: exact as a double until the year 2255. */
  created: Float64Array;
  featured: Uint8Array;
  /** Product i's variants are firstVariant[i] .. firstVariant[i + 1] - 1. */
  firstVariant: Int32Array;
  price: Int32Array;
  optionSet: Int32Array;
  inStock: Uint8Array;
}

const HEADER_BYTES = 4 + 4 + 4 + 8 + 2 + 4;
const VARIANT_BYTES = 8;

export function decodeListingRecords(bytes: Uint8Array): ListingRecords {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Every record holds at least one variant: the sizes bound both counts.
  const maxProducts = Math.floor(bytes.byteLength / (HEADER_BYTES + VARIANT_BYTES));
  const maxVariants = Math.floor(bytes.byteLength / VARIANT_BYTES);
  const r: ListingRecords = {
    count: 0,
    id: new Int32Array(maxProducts), brand: new Int32Array(maxProducts), sold: new Int32Array(maxProducts),
    created: new Float64Array(maxProducts), featured: new Uint8Array(maxProducts), firstVariant: new Int32Array(maxProducts + 1),
    price: new Int32Array(maxVariants), optionSet: new Int32Array(maxVariants), inStock: new Uint8Array(maxVariants),
  };
  let at = 0;
  let v = 0;
  let i = 0;
  while (at < bytes.byteLength) {
    r.id[i] = view.getInt32(at);
    r.brand[i] = view.getInt32(at + 4);
    r.sold[i] = view.getInt32(at + 8);
    r.created[i] = Number(view.getBigInt64(at + 12));
    r.featured[i] = view.getInt16(at + 20);
    const variants = view.getInt32(at + 22);
    r.firstVariant[i] = v;
    at += HEADER_BYTES;
    for (let k = 0; k < variants; k++, v++, at += VARIANT_BYTES) {
      r.price[v] = view.getInt32(at);
      const set = view.getInt32(at + 4);
      r.optionSet[v] = set < 0 ? -set : set;
      r.inStock[v] = set > 0 ? 1 : 0;
    }
    i++;
  }
  if (at !== bytes.byteLength) throw new Error("listing records: truncated record");
  r.count = i;
  r.firstVariant[i] = v;
  return r;
}
