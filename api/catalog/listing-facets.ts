import { hasRecordsByBrand, largestBrand, type ListingRecords, recordsByBrand, type RecordsWatcher, watchRecords } from "./listing-records.ts";

/** What a listing asks of the products of its category or search (listing.queries.ts), `rows` narrowing them to a list. */
export interface FacetRequest {
  /** The records to count, as indexes into the records (a list's); null for all of them. */
  rows: Int32Array | null;
  /** Brand ids chosen; null when the listing is not filtered by brand. */
  brandIds: Set<number> | null;
  priceMinCents?: number;
  priceMaxCents?: number;
  inStock: boolean;
  /** Option code → chosen value codes, only options with at least one value. */
  options: Record<string, string[]>;
  /** Options counted as facets, in order. */
  facetOptions: readonly string[];
  optionSets: Map<number, Record<string, string>>;
  sort: string;
  /** Search rank per product id, with a search. */
  rank: Map<number, number> | null;
  limit: number;
  offset: number;
}

export interface FacetCounts {
  pageIds: number[];
  /** Products matching every filter; 0 when the page is past the end (as the API has always answered). */
  total: number;
  brandCounts: Map<number, number>;
  price: { min: number | null; max: number | null };
  inStock: number;
  /** Per facet option, value code → products. */
  optionCounts: Map<string, number>[];
}

const PRICE = 1;
const STOCK = 2;

/**
 * The page and every facet in one pass over the records. A product matches when one and the same active
 * variant meets every variant filter (price range, stock, each option); each facet leaves out its own
 * filter. A price sort reads the cheapest matching variant, except with no variant filter or a single one
 * other than price, where it reads the cheapest active variant (the listing's price since migration 0003).
 */
export function countFacets(r: ListingRecords, q: FacetRequest): FacetCounts {
  const filtered = Object.entries(q.options).filter(([, values]) => values.length > 0);
  // Filtered by brand, and perhaps by stock, alone (a brand's page of the whole catalogue: a million records at a
  // million products): the rest is counted from the chosen brands' records only, and the other brands' counts are
  // their records', or with stock those kept beside the records. Not a search's records (at most 5,000, counted
  // whole), and not before the brands' index is built: the first such listing counts every record and the index is
  // built after its answer (indexWantedBrands), as building it on records just read cost as much as the pass.
  const brandOnly = q.rows === null && filtered.length === 0 && q.priceMinCents === undefined && q.priceMaxCents === undefined;
  const stockKept = q.inStock && q.rank === null;
  if (q.brandIds && brandOnly && (!q.inStock || (stockKept && hasRecordsByBrand(r)))) {
    const byBrand = recordsByBrand(r);
    const chosen = [...q.brandIds].map((id) => byBrand.get(id) ?? new Int32Array(0));
    const rows = chosen.length === 1 ? chosen[0]! : new Int32Array(chosen.flatMap((ids) => Array.from(ids))).sort();
    const counts = countFacets(r, { ...q, rows });
    // Without a variant filter every product with a variant matches: a brand counts its records that have one. With
    // stock alone, its records with a variant in stock.
    const brandCounts = q.inStock
      ? countsByBrand(inStockByBrand(r, keptFor(r, q)))
      : new Map([...byBrand].filter(([brand]) => brand !== 0).map(([brand, records]) => [brand, records.length]));
    return { ...counts, brandCounts };
  }
  if (q.brandIds && brandOnly && stockKept) brandIndexWanted.add(r);
  // Nothing but the category (or the whole catalogue, or one brand's records): counted once per records, kept.
  if (q.rows === null && q.brandIds === null && filtered.length === 0 && !q.inStock && q.priceMinCents === undefined
    && q.priceMaxCents === undefined && q.rank === null) return countUnfiltered(r, q);
  const optionBit = new Map(filtered.map(([option], i) => [option, 4 << i]));
  let all = STOCK | PRICE;
  for (const bit of optionBit.values()) all |= bit;
  const hasPrice = q.priceMinCents !== undefined || q.priceMaxCents !== undefined;
  const variantFilters = filtered.length + (hasPrice ? 1 : 0) + (q.inStock ? 1 : 0);
  const pricedBySummary = variantFilters === 0 || (variantFilters === 1 && !hasPrice);

  // Per option set id: the option filters it passes (bits), and per facet option its value as an index in codes.
  const sets = Math.max(0, ...q.optionSets.keys()) + 1;
  const setBits = new Int32Array(sets);
  const facets = q.facetOptions.length;
  const codes = q.facetOptions.map(() => [] as string[]);
  const setCodes = new Int32Array(sets * facets).fill(-1);
  for (const [id, options] of q.optionSets) {
    for (const [option, values] of filtered) {
      const value = valueCode(options[option]);
      if (value !== null && values.includes(value)) setBits[id]! |= optionBit.get(option)!;
    }
    q.facetOptions.forEach((option, f) => {
      const value = valueCode(options[option]);
      if (value === null) return;
      const known = codes[f]!.indexOf(value);
      setCodes[id * facets + f] = known >= 0 ? known : codes[f]!.push(value) - 1;
    });
  }
  const facetBit = Int32Array.from(q.facetOptions, (option) => optionBit.get(option) ?? 0);
  // Every facet's values in one array: facet f's value k counts at offsets[f] + k.
  const offsets = codes.map((_list, f) => codes.slice(0, f).reduce((sum, list) => sum + list.length, 0));
  for (let at = 0; at < setCodes.length; at++) if (setCodes[at]! >= 0) setCodes[at]! += offsets[at % facets]!;
  const values = codes.reduce((sum, list) => sum + list.length, 0);
  const counted = { count: new Int32Array(values), seen: new Int32Array(values).fill(-1) };
  const { matched, sortPrice, brandCounts, priceMin, priceMax, inStock } = scanRecords(r, q, { all, pricedBySummary, setBits, setCodes, facetBit, counted });

  const order = compareBy(r, q, sortPrice);
  const pageIds = selectPage(matched, order, q.offset, q.limit).map((i) => r.id[i]!);
  return {
    pageIds,
    total: pageIds.length > 0 ? matched.length : 0,
    brandCounts,
    price: { min: priceMin, max: priceMax },
    inStock,
    optionCounts: codes.map((list, f) => new Map(list.flatMap((code, k) => {
      const n = counted.count[offsets[f]! + k]!;
      return n > 0 ? [[code, n] as const] : [];
    }))),
  };
}

/**
 * The counts of a listing without filters, kept beside its records (issue 23): a category's first page, another
 * page of it, another sort or page size, all count the same products. Written over with the records: a product
 * written over in place (a stock or price change after an order, listing-records.ts) takes its old share out and
 * puts its new one in, instead of a pass over every record (16–28 ms for 395,000 at a million products). Records
 * spliced anew are new objects, counted afresh at their first such listing.
 */
interface Unfiltered {
  facetOptions: readonly string[];
  /**
   * The option sets the codes were read from (sets are only ever added: a larger map may hold new ones); null for
   * counts read from a node's file until a listing gives the map (sameOptions).
   */
  optionSets: Map<number, Record<string, string>> | null;
  /** How many option sets there were, and one more than the largest id the codes were read for. */
  optionSetCount: number;
  sets: number;
  /** Per option set id and facet: the value's index in `codes` (all facets' values in one list), or -1. */
  setCodes: Int32Array;
  codes: { facet: number; code: string }[];
  /** Products per value of `codes`. */
  count: Int32Array;
  /** Per value of `codes`, the last share that counted it (`marks`: shares so far): a product counts a value once. */
  seen: Float64Array;
  marks: number;
  byBrand: Int32Array;
  inStock: number;
  /**
   * Per brand id, its records with a variant in stock (what a brand's count is with the stock filter alone): counted
   * with the rest; null for counts read from a file written before them, until a listing asks.
   */
  byBrandInStock: Int32Array | null;
  /**
   * The records with a variant (every one of them matches), in order, and per record the cheapest variant's price
   * (what a price sort and the price facet read without filters): null until a listing without filters asks
   * (findCheapest), so that counts saved to a node's file, read from it or carried into records spliced anew cost
   * no pass over the prices.
   */
  matched: Int32Array | null;
  cheapest: Float64Array | null;
  /** The lowest and highest of `cheapest` over `matched`; null when to be looked for again. */
  bounds: { low: number; high: number } | null;
}

const unfiltered = new WeakMap<ListingRecords, Unfiltered>();

/** Records whose first listing by brand and stock was counted whole: their brands' index is to be built. */
const brandIndexWanted = new WeakSet<ListingRecords>();

/**
 * Builds the brands' index a listing of `r` counted whole for (countFacets), once its answer is built: the listings
 * after it count the brand's records only. A failure leaves it to the next listing that needs it.
 */
export function indexWantedBrands(r: ListingRecords): void {
  if (!brandIndexWanted.delete(r)) return;
  try {
    recordsByBrand(r);
  } catch {
    // Built, or failed again, at that listing.
  }
}

/** The counts without filters kept beside `r` for these facet options, counted now unless kept. */
function keptFor(r: ListingRecords, q: OptionsAsked): Unfiltered {
  const kept = unfiltered.get(r);
  return kept && sameOptions(kept, q) ? kept : keepUnfiltered(r, q);
}

/** Brand id → count, of the brands (not 0: no brand) that have any. */
function countsByBrand(byBrand: Int32Array): Map<number, number> {
  const counts = new Map<number, number>();
  for (let brand = 1; brand < byBrand.length; brand++) if (byBrand[brand]! > 0) counts.set(brand, byBrand[brand]!);
  return counts;
}

/** Per brand, its records with a variant in stock, as the kept counts follow them: counted once when not yet. */
function inStockByBrand(r: ListingRecords, kept: Unfiltered): Int32Array {
  if (kept.byBrandInStock) return kept.byBrandInStock;
  const byBrand = new Int32Array(kept.byBrand.length);
  const { firstVariant, inStock: stocked, brand } = r;
  for (let i = 0; i < r.count; i++) {
    for (let v = firstVariant[i]!; v < firstVariant[i + 1]!; v++) {
      if (stocked[v]) { byBrand[brand[i]!]!++; break; }
    }
  }
  kept.byBrandInStock = byBrand;
  return byBrand;
}

function countUnfiltered(r: ListingRecords, q: FacetRequest): FacetCounts {
  const kept = keptFor(r, q);
  if (!kept.matched || !kept.cheapest) findCheapest(r, kept);
  const { matched, cheapest, byBrand, count, codes } = kept as Unfiltered & { matched: Int32Array; cheapest: Float64Array };
  if (kept.bounds === null) {
    // A product that held the cheapest or dearest price changed since: the bounds are looked for again.
    let low = Infinity;
    let high = -Infinity;
    for (let k = 0; k < matched.length; k++) {
      const price = cheapest[matched[k]!]!;
      if (price < low) low = price;
      if (price > high) high = price;
    }
    kept.bounds = { low, high };
  }
  const priceMin = matched.length ? kept.bounds.low : null;
  const priceMax = matched.length ? kept.bounds.high : null;
  const pageIds = selectPage(matched, compareBy(r, q, cheapest), q.offset, q.limit).map((i) => r.id[i]!);
  const brandCounts = countsByBrand(byBrand);
  return {
    pageIds,
    total: pageIds.length > 0 ? matched.length : 0,
    brandCounts,
    price: { min: priceMin, max: priceMax },
    inStock: kept.inStock,
    optionCounts: q.facetOptions.map((_option, f) => new Map(codes.flatMap((value, k) => (value.facet === f && count[k]! > 0 ? [[value.code, count[k]!] as const] : [])))),
  };
}

type OptionsAsked = Pick<FacetRequest, "facetOptions" | "optionSets">;

/**
 * Whether the kept counts read the option sets the request gives: the same map, or (a patch brings a map read anew)
 * one as large whose ids they all know (option sets are only ever added, with new ids).
 */
function sameOptions(kept: Unfiltered, q: OptionsAsked): boolean {
  if (kept.facetOptions !== q.facetOptions
    && (kept.facetOptions.length !== q.facetOptions.length || kept.facetOptions.some((option, f) => option !== q.facetOptions[f]))) return false;
  if (kept.optionSets === q.optionSets) return true;
  if (q.optionSets.size !== kept.optionSetCount) return false;
  for (const id of q.optionSets.keys()) if (id >= kept.sets) return false;
  kept.optionSets = q.optionSets;
  return true;
}

/** Counts the records without filters, and follows their in-place writes from then on. */
function keepUnfiltered(r: ListingRecords, q: OptionsAsked): Unfiltered {
  const facets = q.facetOptions.length;
  const sets = Math.max(0, ...q.optionSets.keys()) + 1;
  const setCodes = new Int32Array(sets * facets).fill(-1);
  const codes: { facet: number; code: string }[] = [];
  for (const [id, options] of q.optionSets) {
    q.facetOptions.forEach((option, f) => {
      const code = valueCode(options[option]);
      if (code === null) return;
      const known = codes.findIndex((value) => value.facet === f && value.code === code);
      setCodes[id * facets + f] = known >= 0 ? known : codes.push({ facet: f, code }) - 1;
    });
  }
  const brands = largestBrand(r) + 1;
  const kept: Unfiltered = {
    facetOptions: q.facetOptions, optionSets: q.optionSets, optionSetCount: q.optionSets.size, sets, setCodes, codes,
    count: new Int32Array(codes.length), seen: new Float64Array(codes.length).fill(-1), marks: 0,
    byBrand: new Int32Array(brands), inStock: 0, byBrandInStock: new Int32Array(brands), matched: null, cheapest: null, bounds: null,
  };
  countAll(r, kept);
  return keep(r, kept);
}

/**
 * Keeps the counts beside the records, and follows them: a product written over in place takes its old share out
 * and puts its new one in; records spliced anew from them (products listed or unlisted) get the counts less the
 * dropped products' shares and with the added ones', instead of a count of every record.
 */
function keep(r: ListingRecords, kept: Unfiltered): Unfiltered {
  unfiltered.set(r, kept);
  watchRecords(r, watcherOf(kept));
  return kept;
}

/** What follows the records `kept` were counted from (given to each method: it must not hold them). */
function watcherOf(kept: Unfiltered): RecordsWatcher {
  return {
    before: (r, i) => {
      if (unfiltered.get(r) === kept) share(r, kept, i, -1);
    },
    after: (r, i) => {
      if (unfiltered.get(r) !== kept) return;
      // A brand past the counts' end: counted afresh at the next listing. (An option set they were not read with is
      // not counted, as the full pass does not count it, until a listing gives a map that holds it: sameOptions.)
      if (r.brand[i]! >= kept.byBrand.length) unfiltered.delete(r);
      else share(r, kept, i, 1);
    },
    spliced: (r, into, dropped, added) => {
      if (unfiltered.get(r) !== kept) return;
      const brands = Math.max(kept.byBrand.length, largestBrand(into) + 1);
      const byBrand = new Int32Array(brands);
      byBrand.set(kept.byBrand);
      let byBrandInStock: Int32Array | null = null;
      if (kept.byBrandInStock) {
        byBrandInStock = new Int32Array(brands);
        byBrandInStock.set(kept.byBrandInStock);
      }
      const next: Unfiltered = {
        ...kept, count: kept.count.slice(), seen: kept.seen.slice(), byBrand, byBrandInStock, matched: null, cheapest: null, bounds: null,
      };
      for (const i of dropped) share(r, next, i, -1);
      for (let j = into.count - added; j < into.count; j++) share(into, next, j, 1);
      keep(into, next);
    },
  };
}

/**
 * Fills each record's cheapest price, the records with a variant, in order (what the counts without filters match),
 * and the price bounds over them.
 */
function findCheapest(r: ListingRecords, kept: Unfiltered): void {
  const { firstVariant, price: prices } = r;
  const n = r.count;
  const cheapestOf = new Float64Array(n);
  // In one pass: nearly every record has a variant, so the array is rarely copied to its length.
  const matched = new Int32Array(n);
  let matches = 0;
  let low = Infinity;
  let high = -Infinity;
  let start = firstVariant[0]!;
  for (let i = 0; i < n; i++) {
    const end = firstVariant[i + 1]!;
    if (end !== start) {
      let cheapest = prices[start]!;
      for (let v = start + 1; v < end; v++) if (prices[v]! < cheapest) cheapest = prices[v]!;
      cheapestOf[i] = cheapest;
      if (cheapest < low) low = cheapest;
      if (cheapest > high) high = cheapest;
      matched[matches++] = i;
    }
    start = end;
  }
  kept.matched = matches === n ? matched : matched.slice(0, matches);
  kept.cheapest = cheapestOf;
  kept.bounds = { low, high };
}

/**
 * The counts without filters as a node's file keeps them beside its records (listing-snapshots.ts), in plain values:
 * a start then reads them with the records instead of counting every record (26 ms for 395,000 at a million products).
 * The cheapest price of each record is found again on reading (a pass over the prices alone).
 */
export interface SavedCounts {
  facetOptions: string[];
  optionSetCount: number;
  sets: number;
  setCodes: number[];
  /** Per value: its facet, its code, and how many products have it. */
  codes: [number, string, number][];
  byBrand: number[];
  inStock: number;
  /** Absent from files written before it, and when not yet counted. */
  byBrandInStock?: number[];
}

/** The counts of `r` without filters (counted now unless kept), to be saved with these very records. */
export function saveCounts(r: ListingRecords, q: OptionsAsked): SavedCounts {
  const kept = keptFor(r, q);
  return {
    facetOptions: [...kept.facetOptions], optionSetCount: kept.optionSetCount, sets: kept.sets, setCodes: Array.from(kept.setCodes),
    codes: kept.codes.map((value, k) => [value.facet, value.code, kept.count[k]!]), byBrand: Array.from(kept.byBrand), inStock: kept.inStock,
    ...(kept.byBrandInStock ? { byBrandInStock: Array.from(kept.byBrandInStock) } : {}),
  };
}

const isCount = (n: unknown, below = 2 ** 31): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) < below;

/**
 * Keeps counts saved with these very records (a node's file) beside them, as if counted; false, keeping nothing,
 * when they are not whole or do not fit the records (their brands, their option sets' codes).
 */
export function restoreCounts(r: ListingRecords, saved: unknown): boolean {
  const s = saved as SavedCounts | null | undefined;
  if (!s || !Array.isArray(s.facetOptions) || !s.facetOptions.every((o) => typeof o === "string")) return false;
  // Every count is of the records with a variant: each brand's add up to them, and no other is larger.
  let withVariant = 0;
  for (let i = 0; i < r.count; i++) if (r.firstVariant[i + 1]! > r.firstVariant[i]!) withVariant++;
  if (!isCount(s.sets) || !isCount(s.optionSetCount) || !isCount(s.inStock, withVariant + 1)) return false;
  if (!Array.isArray(s.codes) || !s.codes.every((c) => Array.isArray(c) && isCount(c[0], s.facetOptions.length) && typeof c[1] === "string" && isCount(c[2], withVariant + 1))) return false;
  if (!Array.isArray(s.setCodes) || s.setCodes.length !== s.sets * s.facetOptions.length || !s.setCodes.every((k) => k === -1 || isCount(k, s.codes.length))) return false;
  if (!Array.isArray(s.byBrand) || s.byBrand.length <= largestBrand(r) || !s.byBrand.every((n) => isCount(n, withVariant + 1))) return false;
  if (s.byBrand.reduce((sum, n) => sum + n, 0) !== withVariant) return false;
  // In stock by brand: each within its brand's records, adding up to those in stock; left to be counted when not so.
  const inStockByBrandSaved = Array.isArray(s.byBrandInStock) && s.byBrandInStock.length === s.byBrand.length
    && s.byBrandInStock.every((n, b) => isCount(n, s.byBrand[b]! + 1)) && s.byBrandInStock.reduce((sum, n) => sum + n, 0) === s.inStock;
  const kept: Unfiltered = {
    facetOptions: s.facetOptions, optionSets: null, optionSetCount: s.optionSetCount, sets: s.sets, setCodes: Int32Array.from(s.setCodes),
    codes: s.codes.map(([facet, code]) => ({ facet, code })), count: Int32Array.from(s.codes, (c) => c[2]),
    seen: new Float64Array(s.codes.length).fill(-1), marks: r.count,
    byBrand: Int32Array.from(s.byBrand), inStock: s.inStock, byBrandInStock: inStockByBrandSaved ? Int32Array.from(s.byBrandInStock!) : null,
    matched: null, cheapest: null, bounds: null,
  };
  keep(r, kept);
  return true;
}

/**
 * Every product's share of the counts without filters (as `share` adds one), in one loop with the columns in locals
 * (16–28 ms for 395,000 records at a million products, where one call per product took more).
 */
function countAll(r: ListingRecords, kept: Unfiltered): void {
  const { firstVariant, optionSet, inStock: stocked, brand } = r;
  const { setCodes, count, seen, sets, byBrand, byBrandInStock } = kept;
  const facets = kept.facetOptions.length;
  let inStock = 0;
  for (let i = 0; i < r.count; i++) {
    const start = firstVariant[i]!;
    const end = firstVariant[i + 1]!;
    if (end === start) continue;
    let anyInStock = false;
    for (let v = start; v < end; v++) {
      if (stocked[v]) anyInStock = true;
      const set = optionSet[v]!;
      if (set >= sets) continue;
      for (let f = 0, at = set * facets; f < facets; f++, at++) {
        const code = setCodes[at]!;
        if (code >= 0 && seen[code] !== i) { seen[code] = i; count[code]!++; }
      }
    }
    byBrand[brand[i]!]!++;
    if (anyInStock) {
      inStock++;
      if (byBrandInStock) byBrandInStock[brand[i]!]!++;
    }
  }
  kept.inStock = inStock;
  // Later shares mark past every record's index.
  kept.marks = r.count;
}

/**
 * Adds (sign 1) or takes away (-1) product i's share of the counts without filters, and keeps its cheapest price.
 * A product without a variant has none (it matches nothing; a write in place keeps its number of variants).
 */
function share(r: ListingRecords, kept: Unfiltered, i: number, sign: 1 | -1): void {
  const start = r.firstVariant[i]!;
  const end = r.firstVariant[i + 1]!;
  if (end === start) return;
  const { setCodes, count, seen, sets } = kept;
  const facets = kept.facetOptions.length;
  // Each value once per product: a mark of this call's own.
  const mark = ++kept.marks;
  let cheapest = Infinity;
  let anyInStock = false;
  for (let v = start; v < end; v++) {
    const price = r.price[v]!;
    if (price < cheapest) cheapest = price;
    if (r.inStock[v]) anyInStock = true;
    const set = r.optionSet[v]!;
    if (set >= sets) continue;
    for (let f = 0, at = set * facets; f < facets; f++, at++) {
      const code = setCodes[at]!;
      if (code >= 0 && seen[code] !== mark) { seen[code] = mark; count[code]! += sign; }
    }
  }
  kept.byBrand[r.brand[i]!]! += sign;
  if (anyInStock) {
    kept.inStock += sign;
    if (kept.byBrandInStock) kept.byBrandInStock[r.brand[i]!]! += sign;
  }
  // Not before they are found (findCheapest), which reads the records as they are then.
  if (kept.cheapest) kept.cheapest[i] = cheapest;
  const { bounds } = kept;
  if (!bounds) return;
  if (sign < 0 && (cheapest === bounds.low || cheapest === bounds.high)) kept.bounds = null;
  else if (sign > 0) kept.bounds = { low: Math.min(bounds.low, cheapest), high: Math.max(bounds.high, cheapest) };
}

interface ScanPlan {
  /** The bits of a variant that meets every variant filter. */
  all: number;
  pricedBySummary: boolean;
  setBits: Int32Array;
  setCodes: Int32Array;
  facetBit: Int32Array;
  counted: { count: Int32Array; seen: Int32Array };
}

const scratch = { matching: new Int32Array(0), sortPrice: new Float64Array(0) };

/**
 * The pass over the records, on its own: V8 compiles a loop that gets hot during a call on the stack (OSR),
 * and code after the loop that had never run then (the sort, on the first call) made that compiled loop
 * bail out on every later call (20–35 ms at times instead of 4).
 */
function scanRecords(r: ListingRecords, q: FacetRequest, plan: ScanPlan) {
  const { all, pricedBySummary, setBits, setCodes, facetBit, counted } = plan;
  const facets = facetBit.length;
  // Counted by brand id in an array, not a Map: a Map's get and set per record took a third of the pass.
  const maxBrand = largestBrand(r);
  const byBrand = new Int32Array(maxBrand + 1);
  // A typed array filled in place: pushing 395,000 numbers onto an array took 11 ms of the pass.
  // Scratch arrays of this module, grown as needed: a call fills and reads them before it returns. Allocating 3.5 MB per
  // listing of 300,000 records made every few a collection's (p50 of a stock filter 25–38 ms → 23).
  if (scratch.matching.length < r.count) scratch.matching = new Int32Array(r.count);
  if (scratch.sortPrice.length < r.count) scratch.sortPrice = new Float64Array(r.count);
  const { matching, sortPrice } = scratch;
  let matches = 0;
  let priceMin: number | null = null;
  let priceMax: number | null = null;
  let inStock = 0;

  const rows = q.rows;
  const n = rows ? rows.length : r.count;
  // The request's filters as locals: read once per variant, a property of q cost a load each time.
  const lowest = q.priceMinCents ?? -Infinity;
  const highest = q.priceMaxCents ?? Infinity;
  const stockOnly = q.inStock;
  const brandIds = q.brandIds;
  const sets = setBits.length;
  const { count, seen } = counted;
  const { firstVariant, price: prices, optionSet, inStock: stocked, brand } = r;
  // Per filter bit, the facet whose own filter it is (-1: price, stock, or none).
  const facetOf = new Int8Array(all + 1).fill(-1);
  facetBit.forEach((bit, f) => { if (bit) facetOf[bit] = f; });
  // The chosen brands as flags by brand id: a Set's lookup per record cost more.
  const chosen = brandIds === null ? null : new Uint8Array(maxBrand + 1);
  if (chosen) for (const id of brandIds!) if (id >= 0 && id <= maxBrand) chosen[id] = 1;
  for (let p = 0; p < n; p++) {
    const i = rows ? rows[p]! : p;
    const start = firstVariant[i]!;
    const end = firstVariant[i + 1]!;
    if (chosen !== null && chosen[brand[i]!] === 0) {
      // Another brand's product counts only toward its brand's count: whether one variant meets every filter.
      for (let v = start; v < end; v++) {
        const set = optionSet[v]!;
        const price = prices[v]!;
        let mask = set < sets ? setBits[set]! : 0;
        if (price >= lowest && price <= highest) mask |= PRICE;
        if (!stockOnly || stocked[v]) mask |= STOCK;
        if (mask === all) { byBrand[brand[i]!]!++; break; }
      }
      continue;
    }
    let any = false;
    let anyInStock = false;
    let cheapestMatching = Infinity;
    let cheapest = Infinity;
    let cheapestOtherwise = Infinity;
    for (let v = start; v < end; v++) {
      const price = prices[v]!;
      const set = optionSet[v]!;
      let mask = set < sets ? setBits[set]! : 0;
      if (price >= lowest && price <= highest) mask |= PRICE;
      if (!stockOnly || stocked[v]) mask |= STOCK;
      if (price < cheapest) cheapest = price;
      if (mask === all) {
        any = true;
        if (stocked[v]) anyInStock = true;
        if (price < cheapestMatching) cheapestMatching = price;
      }
      if ((mask | PRICE) === all && price < cheapestOtherwise) cheapestOtherwise = price;
      if (set >= sets) continue;
      // A facet counts the variant when it meets every filter but the facet's own: when none is missing, every facet;
      // when only one option's is, that option's facet.
      const missing = all ^ mask;
      if (missing === 0) {
        for (let f = 0, at = set * facets; f < facets; f++, at++) {
          const code = setCodes[at]!;
          if (code >= 0 && seen[code] !== i) { seen[code] = i; count[code]!++; }
        }
      } else if (missing < facetOf.length) {
        const f = facetOf[missing]!;
        if (f < 0) continue;
        const code = setCodes[set * facets + f]!;
        if (code >= 0 && seen[code] !== i) { seen[code] = i; count[code]!++; }
      }
    }
    if (any) byBrand[brand[i]!]!++;
    if (cheapestOtherwise !== Infinity) {
      if (priceMin === null || cheapestOtherwise < priceMin) priceMin = cheapestOtherwise;
      if (priceMax === null || cheapestOtherwise > priceMax) priceMax = cheapestOtherwise;
    }
    if (anyInStock) inStock++;
    if (any) {
      matching[matches++] = i;
      sortPrice[i] = pricedBySummary ? cheapest : cheapestMatching;
    }
  }

  const brandCounts = new Map<number, number>();
  for (let brand = 1; brand <= maxBrand; brand++) if (byBrand[brand]! > 0) brandCounts.set(brand, byBrand[brand]!);
  return { matched: matching.subarray(0, matches), sortPrice, brandCounts, priceMin, priceMax, inStock };
}

/** The text `options->>option` gives in SQL; null when the variant has no such option. */
function valueCode(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === "string" ? value : JSON.stringify(value);
}

type Compare = (a: number, b: number) => number;

/**
 * An order of records: the comparison, and `lead`, which writes for each item a number that orders them as the
 * comparison does wherever the numbers differ (larger first). A page near the top then passes over most records with
 * one comparison of numbers each instead of a call of the comparison (9 ms → 2 for 395,000 records).
 */
interface Order { compare: Compare; lead: (items: Int32Array, keys: Float64Array) => void }

function compareBy(r: ListingRecords, q: FacetRequest, price: Float64Array): Order {
  const { id, sold, created, featured } = r;
  const byId: Compare = (a, b) => id[a]! - id[b]!;
  const bySold: Compare = (a, b) => sold[b]! - sold[a]! || byId(a, b);
  switch (q.sort) {
    case "price_asc": return {
      compare: (a, b) => price[a]! - price[b]! || byId(a, b),
      lead: (items, keys) => { for (let k = 0; k < items.length; k++) keys[k] = -price[items[k]!]!; },
    };
    case "price_desc": return {
      compare: (a, b) => price[b]! - price[a]! || byId(a, b),
      lead: (items, keys) => { for (let k = 0; k < items.length; k++) keys[k] = price[items[k]!]!; },
    };
    case "newest": return {
      compare: (a, b) => created[b]! - created[a]! || id[b]! - id[a]!,
      lead: (items, keys) => { for (let k = 0; k < items.length; k++) keys[k] = created[items[k]!]!; },
    };
    case "bestselling": return {
      compare: bySold,
      lead: (items, keys) => { for (let k = 0; k < items.length; k++) keys[k] = sold[items[k]!]!; },
    };
    default: {
      const rank = q.rank;
      if (rank) return {
        compare: (a, b) => rank.get(id[b]!)! - rank.get(id[a]!)! || bySold(a, b),
        lead: (items, keys) => { for (let k = 0; k < items.length; k++) keys[k] = rank.get(id[items[k]!]!)!; },
      };
      // Featured first, then by sales: sales are below 2^31, so a featured record's number is above every other's.
      return {
        compare: (a, b) => featured[b]! - featured[a]! || bySold(a, b),
        lead: (items, keys) => { for (let k = 0; k < items.length; k++) keys[k] = featured[items[k]!]! * 2 ** 32 + sold[items[k]!]!; },
      };
    }
  }
}

/** Numbers written by an order's `lead`, used within one synchronous call and grown as needed. */
let leads = new Float64Array(0);

/** Rows offset .. offset + limit in order, without sorting all of them when the page is near the top. */
function selectPage(items: Int32Array, order: Order, offset: number, limit: number): number[] {
  const { compare } = order;
  const wanted = offset + limit;
  // Sorted as a copy: the items may be kept (countUnfiltered).
  if (wanted * 8 >= items.length) return Array.from(items.slice().sort(compare).subarray(offset, wanted));
  if (leads.length < items.length) leads = new Float64Array(items.length);
  const keys = leads;
  order.lead(items, keys);
  // The best so far, in order, and the number of the last of them: an item whose number is lower cannot enter.
  const top: number[] = [];
  const topKeys: number[] = [];
  let last = -Infinity;
  for (let k = 0; k < items.length; k++) {
    const key = keys[k]!;
    const item = items[k]!;
    if (top.length === wanted && (key < last || (key === last && compare(item, top[wanted - 1]!) >= 0))) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(top[mid]!, item) <= 0) lo = mid + 1; else hi = mid;
    }
    top.splice(lo, 0, item);
    topKeys.splice(lo, 0, key);
    if (top.length > wanted) { top.pop(); topKeys.pop(); }
    last = topKeys[top.length - 1]!;
  }
  return top.slice(offset, wanted);
}
