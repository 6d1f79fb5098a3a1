import { eachCopiedRow } from "#db/copy-out.ts";
/**
 * The packed listing records of listing_products (format in db/schema/listing.ts), decoded into columns:
 * one entry per product, and per variant its price, option set and stock, products' variants contiguous.
 * Columns are sized exactly: a category's records are kept in memory between requests (listing.ts).
 */
export interface ListingRecords {
  count: number;
  id: Int32Array;
  brand: Int32Array;
  sold: Int32Array;
  /** created_at in microseconds since 1970: exact as a double until the year 2255. */
  created: Float64Array;
  featured: Uint8Array;
  /** listing_products.has_offer (1/0). */
  offer: Uint8Array;
  /** Product i's variants are firstVariant[i] .. firstVariant[i + 1] - 1. */
  firstVariant: Int32Array;
  price: Int32Array;
  optionSet: Int32Array;
  inStock: Uint8Array;
}

const HEADER_BYTES = 4 + 4 + 4 + 8 + 2 + 4;
const VARIANT_BYTES = 8;
const VARIANTS_AT = 22;

/** Exactly sized columns for that many products and variants. */
function allocateListingRecords(products: number, variants: number, offers = new Uint8Array(products)): ListingRecords {
  return {
    count: products,
    id: new Int32Array(products), brand: new Int32Array(products), sold: new Int32Array(products),
    created: new Float64Array(products), featured: new Uint8Array(products), offer: offers,
    firstVariant: new Int32Array(products + 1),
    price: new Int32Array(variants), optionSet: new Int32Array(variants), inStock: new Uint8Array(variants),
  };
}

/** Reads the packed record at `at` into product i of r, its variants from v on; returns the next variant's index. */
function readRecord(view: DataView, at: number, r: ListingRecords, i: number, v: number): number {
  r.id[i] = view.getInt32(at);
  r.brand[i] = view.getInt32(at + 4);
  r.sold[i] = view.getInt32(at + 8);
  // Two halves instead of getBigInt64: no BigInt per record; exact below 2^53.
  r.created[i] = view.getInt32(at + 12) * 2 ** 32 + view.getUint32(at + 16);
  r.featured[i] = view.getInt16(at + 20);
  const n = view.getInt32(at + VARIANTS_AT);
  r.firstVariant[i] = v;
  at += HEADER_BYTES;
  for (let k = 0; k < n; k++, v++, at += VARIANT_BYTES) {
    r.price[v] = view.getInt32(at);
    const set = view.getInt32(at + 4);
    r.optionSet[v] = set < 0 ? -set : set;
    r.inStock[v] = set > 0 ? 1 : 0;
  }
  return v;
}

/** `offers` holds one byte per record, in the same order: its has_offer. */
export function decodeListingRecords(bytes: Uint8Array, offers: Uint8Array): ListingRecords {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let products = 0;
  let variants = 0;
  for (let at = 0; at + HEADER_BYTES <= bytes.byteLength; products++) {
    const n = view.getInt32(at + VARIANTS_AT);
    variants += n;
    at += HEADER_BYTES + n * VARIANT_BYTES;
  }
  if (products !== offers.length) throw new Error("listing records: offer flags do not match the records");
  const r = allocateListingRecords(products, variants, Uint8Array.from(offers));
  let at = 0;
  let v = 0;
  for (let i = 0; i < products; i++) {
    const next = readRecord(view, at, r, i, v);
    at += HEADER_BYTES + (next - v) * VARIANT_BYTES;
    v = next;
  }
  if (at !== bytes.byteLength) throw new Error("listing records: truncated record");
  r.firstVariant[products] = v;
  return r;
}

/**
 * The records of `copy (select record, has_offer …) to stdout (format binary)` (db/copy-out.ts): each row a
 * record and its has_offer, so no aggregate has to pack them on the server.
 */
export function decodeCopiedListingRecords(bytes: Uint8Array): ListingRecords {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let variants = 0;
  const products = eachCopiedRow(bytes, 2, (at) => {
    const length = view.getInt32(at);
    const n = length >= HEADER_BYTES ? view.getInt32(at + 4 + VARIANTS_AT) : -1;
    if (n < 0 || length !== HEADER_BYTES + n * VARIANT_BYTES || view.getInt32(at + 4 + length) !== 1) throw new Error("listing records: not a record and its offer flag");
    variants += n;
  });
  const r = allocateListingRecords(products, variants);
  let i = 0;
  let v = 0;
  eachCopiedRow(bytes, 2, (at) => {
    const length = view.getInt32(at);
    v = readRecord(view, at + 4, r, i, v);
    r.offer[i++] = bytes[at + 4 + length + 4]!;
  });
  r.firstVariant[products] = v;
  return r;
}

/** Bytes held by the columns: what a record set kept in memory costs. */
export function measureListingRecords(r: ListingRecords): number {
  return r.id.byteLength + r.brand.byteLength + r.sold.byteLength + r.created.byteLength + r.featured.byteLength
    + r.offer.byteLength + r.firstVariant.byteLength + r.price.byteLength + r.optionSet.byteLength + r.inStock.byteLength;
}

export type ListName = "all" | "bestseller" | "featured" | "new" | "offers";

/**
 * The records of a list, as indexes into r; null for "all" (every record). The same conditions as SQL on
 * listing_products' columns: is_featured, sold_count > 0, has_offer, created_at after `newSince` (µs since
 * 1970; the database's now() less 60 days, listing.queries.ts).
 */
export function selectListRecords(r: ListingRecords, list: ListName, newSince: number | null): Int32Array | null {
  if (list === "all") return null;
  if (list === "new" && newSince === null) throw new Error("The new list needs its start");
  const rows = new Int32Array(r.count);
  let n = 0;
  for (let i = 0; i < r.count; i++) if (isListed(r, i, list, newSince!)) rows[n++] = i;
  return rows.subarray(0, n);
}

/** Whether record i is on the list (selectListRecords); `newSince` is read for "new" only. */
export function isListed(r: ListingRecords, i: number, list: Exclude<ListName, "all">, newSince: number): boolean {
  return list === "featured" ? r.featured[i] === 1
    : list === "bestseller" ? r.sold[i]! > 0
      : list === "offers" ? r.offer[i] === 1
        : r.created[i]! > newSince;
}

// Per records, a number of their own and how many times they were written over in place (overwriteRecords): an
// answer counted from them is current while they have the same stamp (catalog.handlers.ts). A stamp, not the records:
// an answer kept must not keep records of tens of MiB alive, nor count them in the answers' budget.
const stamps = new WeakMap<ListingRecords, { serial: number; version: number }>();
let serials = 0;

/** What an answer counted from `r` depends on: which records they are, and their in-place writes so far. */
export function recordsStamp(r: ListingRecords): string {
  let stamp = stamps.get(r);
  if (!stamp) stamps.set(r, stamp = { serial: ++serials, version: 0 });
  return `${stamp.serial}.${stamp.version}`;
}

// Per records, the indexes of each brand's records: built at the first listing filtered by brand, kept until a
// product's brand is written over in place (overwriteRecords); spliced records are new objects, indexed afresh.
const brandIndexes = new WeakMap<ListingRecords, Map<number, Int32Array>>();

/** The largest brand id of the records (0 when none has a brand): what arrays counted by brand id are sized by. */
export function largestBrand(r: ListingRecords): number {
  let largest = 0;
  for (let i = 0; i < r.count; i++) if (r.brand[i]! > largest) largest = r.brand[i]!;
  return largest;
}

/** Whether the records' brand index is built (recordsByBrand). */
export function hasRecordsByBrand(r: ListingRecords): boolean {
  return brandIndexes.has(r);
}

/**
 * The indexes of each brand's records that have a variant (brand 0: without a brand), in order. A brand's page of
 * the whole catalogue counts its facets from its own records instead of a million (listing-facets.ts).
 */
export function recordsByBrand(r: ListingRecords): Map<number, Int32Array> {
  let index = brandIndexes.get(r);
  if (index) return index;
  // Counted and filled through arrays indexed by brand id: a Map's get and set per record took 40 ms at a million.
  const { firstVariant, brand } = r;
  const maxBrand = largestBrand(r);
  const counts = new Int32Array(maxBrand + 1);
  for (let i = 0; i < r.count; i++) if (firstVariant[i + 1]! > firstVariant[i]!) counts[brand[i]!]!++;
  const lists: (Int32Array | undefined)[] = Array.from(counts, (n) => (n > 0 ? new Int32Array(n) : undefined));
  const filled = new Int32Array(maxBrand + 1);
  for (let i = 0; i < r.count; i++) {
    if (firstVariant[i + 1]! > firstVariant[i]!) lists[brand[i]!]![filled[brand[i]!]!++] = i;
  }
  index = new Map(lists.flatMap((list, id) => (list ? [[id, list] as const] : [])));
  brandIndexes.set(r, index);
  return index;
}

/**
 * What follows a records object's in-place writes (listing-facets.ts: the counts of a listing without filters). Its
 * methods are given the records: a watcher must not hold them, or they would outlive a minor garbage collection
 * (a WeakMap's value that holds its key), and 16 MB of records dropped at each read would wait for a full one.
 */
export interface RecordsWatcher {
  /** Product i of `r` is about to be written over. */
  before(r: ListingRecords, i: number): void;
  /** Product i of `r` was written over. */
  after(r: ListingRecords, i: number): void;
  /**
   * New records were made of `r` (spliceListingRecords): its records `dropped` left out, the others in order, then
   * `added` records at the end of `into`.
   */
  spliced(r: ListingRecords, into: ListingRecords, dropped: number[], added: number): void;
}

const watchers = new WeakMap<ListingRecords, RecordsWatcher>();

/** Tells `watcher` of every product of `r` written over in place from now on (one watcher per records). */
export function watchRecords(r: ListingRecords, watcher: RecordsWatcher): void {
  watchers.set(r, watcher);
}

/** Ids up to this are marked in an array of bytes when looked for among records (16 MiB at most). */
const MAX_MARKED_ID = 1 << 24;

/** The indexes of the records of `base` whose product `drop` names, in order. */
function findRecords(base: ListingRecords, drop: Set<number>): number[] {
  const found: number[] = [];
  if (drop.size <= 16) {
    // A few products (after an order): a tight loop over the ids beats a Set lookup per record.
    const ids = Int32Array.from(drop);
    for (let i = 0; i < base.count; i++) {
      const id = base.id[i]!;
      for (let k = 0; k < ids.length; k++) if (ids[k] === id) { found.push(i); break; }
    }
    return found;
  }
  let largest = 0;
  for (const id of drop) if (id > largest) largest = id;
  // A small category (or ids far past its size) looks each record up: the bytes would cost more than the lookups.
  if (largest > MAX_MARKED_ID || largest > 4 * base.count) {
    for (let i = 0; i < base.count; i++) if (drop.has(base.id[i]!)) found.push(i);
  } else {
    // Many products (a node's file brought up to date after a start): one byte per id up to the largest, where a
    // Set lookup per record took 17 ms for 395,000 records.
    const dropped = new Uint8Array(largest + 1);
    for (const id of drop) dropped[id] = 1;
    for (let i = 0; i < base.count; i++) {
      const id = base.id[i]!;
      if (id <= largest && dropped[id] === 1) found.push(i);
    }
  }
  return found;
}

/**
 * Writes the records `rows` of `extra` over the records `dropped` of `base`, when they are the same products with
 * as many variants each (a stock or price change, as after an order); false, writing nothing, otherwise.
 */
function overwriteRecords(base: ListingRecords, dropped: number[], extra: ListingRecords, rows: number[]): boolean {
  if (dropped.length !== rows.length) return false;
  const rowOf = new Map(rows.map((j) => [extra.id[j]!, j]));
  const pairs = dropped.map((i) => [i, rowOf.get(base.id[i]!)] as const);
  const variants = (r: ListingRecords, i: number) => r.firstVariant[i + 1]! - r.firstVariant[i]!;
  if (pairs.some(([i, j]) => j === undefined || variants(base, i) !== variants(extra, j))) return false;
  if (pairs.some(([i, j]) => base.brand[i] !== extra.brand[j!])) brandIndexes.delete(base);
  const stamp = stamps.get(base);
  if (pairs.length && stamp) stamp.version++;
  const watcher = watchers.get(base);
  for (const [i, j] of pairs as (readonly [number, number])[]) {
    watcher?.before(base, i);
    base.brand[i] = extra.brand[j]!;
    base.sold[i] = extra.sold[j]!;
    base.created[i] = extra.created[j]!;
    base.featured[i] = extra.featured[j]!;
    base.offer[i] = extra.offer[j]!;
    const from = extra.firstVariant[j]!;
    const to = base.firstVariant[i]!;
    const n = variants(base, i);
    base.price.set(extra.price.subarray(from, from + n), to);
    base.optionSet.set(extra.optionSet.subarray(from, from + n), to);
    base.inStock.set(extra.inStock.subarray(from, from + n), to);
    watcher?.after(base, i);
  }
  return true;
}

/**
 * `base` without the products `drop` names, with the records `rows` of `extra` added (at the end: a listing sorts
 * its page and counts its facets whatever the order). How a kept category's records follow the change of a few
 * products (listing.ts) without reading the category again. When the changed products are all still there with
 * as many variants (a stock or price change), their records are written over in `base` itself, which is returned
 * (a request holding `base` then counts with the newer records); otherwise the records between two dropped ones
 * are copied as one block of each column into new records (about 5 ms for 395,000).
 */
export function spliceListingRecords(base: ListingRecords, drop: Set<number>, extra: ListingRecords, rows: number[]): ListingRecords {
  const dropped = findRecords(base, drop);
  if (overwriteRecords(base, dropped, extra, rows)) return base;
  const products = base.count - dropped.length + rows.length;
  let variants = base.firstVariant[base.count]!;
  for (const i of dropped) variants -= base.firstVariant[i + 1]! - base.firstVariant[i]!;
  for (const i of rows) variants += extra.firstVariant[i + 1]! - extra.firstVariant[i]!;
  const r = allocateListingRecords(products, variants);
  let p = 0;
  let v = 0;
  /** Records from..to - 1 of `from`, with their variants, appended. */
  const copy = (from: ListingRecords, start: number, end: number) => {
    if (end <= start) return;
    for (const column of ["id", "brand", "sold", "created", "featured", "offer"] as const) {
      (r[column] as Int32Array).set((from[column] as Int32Array).subarray(start, end), p);
    }
    const firstVariant = from.firstVariant[start]!;
    const lastVariant = from.firstVariant[end]!;
    for (let i = start; i < end; i++) r.firstVariant[p + i - start] = from.firstVariant[i]! - firstVariant + v;
    r.price.set(from.price.subarray(firstVariant, lastVariant), v);
    r.optionSet.set(from.optionSet.subarray(firstVariant, lastVariant), v);
    r.inStock.set(from.inStock.subarray(firstVariant, lastVariant), v);
    p += end - start;
    v += lastVariant - firstVariant;
  };
  let next = 0;
  for (const i of dropped) {
    copy(base, next, i);
    next = i + 1;
  }
  copy(base, next, base.count);
  for (const i of rows) copy(extra, i, i + 1);
  r.firstVariant[products] = v;
  watchers.get(base)?.spliced(base, r, dropped, rows.length);
  return r;
}
