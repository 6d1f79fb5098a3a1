import { parseCatalogueChange } from "#domain/catalogue-tags.ts";
import { estimateBytes } from "./answer-size.ts";

/**
 * How long a cached catalogue answer may live without news of a change. Changes arrive as database
 * notifications (migrations 0005, 0027, 0029) and drop or bring up to date what they concern; the time limit
 * bounds the damage of a notification lost while the listening connection was down (a cache with `refresh`
 * then serves its value while it builds it again).
 */
export const CATALOG_CACHE_MAX_AGE_MS = 15 * 60_000;

interface Invalidatable {
  invalidate(): void;
  productsChanged(ids: number[], matched: boolean): void;
  tableChanged(table: string): void;
  anythingChanged(): void;
}

// Every cache of the process, held weakly: one call tells them all what changed in the catalogue.
const everyCache = new Set<WeakRef<Invalidatable>>();

function eachCache(action: (cache: Invalidatable) => void): void {
  for (const ref of everyCache) {
    const cache = ref.deref();
    if (cache) action(cache);
    else everyCache.delete(ref);
  }
}

/** Drops every keyed cache of this process (all API instances): called when the catalogue changed. */
export function invalidateAllCaches(): void {
  eachCache((cache) => cache.invalidate());
}

/**
 * What a catalogue change notification (migrations 0005, 0027, 0029) asks of this process (createKeyedCache says
 * what each cache does): `products:1,2,3` names the products that changed, and nothing else did (an edit of one
 * product); `offers:1,2,3` says the same of a change that left what a search matches them by (a stock or price change
 * after an order; migration 0036); `tags:…` is for the pages only (migration 0031); a table's name
 * says that table's rows did, and nobody said which; anything else ("*": the listening connection was lost and is
 * back) means changes may have been missed.
 */
export function applyCatalogChange(payload: string): void {
  const change = parseCatalogueChange(payload);
  if (change) {
    // `tags:…` names no product: the `products:…` of the same change came first and did the work (migration 0031).
    if (change.products.length > 0) eachCache((cache) => cache.productsChanged(change.products, change.matched));
  } else if (TABLE_NAME.test(payload)) eachCache((cache) => cache.tableChanged(payload));
  else eachCache((cache) => cache.anythingChanged());
}

const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The tables whose changes a `products:…` notification stands for (migrations 0027, 0029, 0033). */
const PRODUCT_TABLES: readonly string[] = ["products", "product_translations", "product_categories", "variants", "product_images", "listing_products", "store_stock"];

/** The product ids of a `products:…` or `offers:…` payload; null for any other. */
export function parseChangedProducts(payload: string): number[] | null {
  const change = parseCatalogueChange(payload);
  return change && change.products.length > 0 ? change.products : null;
}

/** What API_CACHE_MB gives when nothing is said (tests, scripts). */
export const DEFAULT_ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

interface Entry {
  at: number;
  value: Promise<unknown>;
  /** Counted once the value is built; 0 while it builds. */
  bytes: number;
  /** Takes the entry out of its cache's map (whichever map it was put in). */
  drop(): void;
  /** Changes of some products to apply, in order, before the value is next read (a cache with `patch`). */
  pending?: Change[];
  /**
   * A build of the same key running in the background (a cache with `refresh`): when it started, and the changes
   * heard since, for the value it builds (it may have read the products before them).
   */
  refreshing?: { since: number; heard: Change[] };
}

type Patch = (value: unknown, key: unknown) => Promise<unknown>;

/**
 * A change of some products waiting on a value: the id lists of the notifications it stands for (`parts`; an empty
 * one: the brands, patchTables), whether they may have changed what a search matches products by, and the cache's
 * patch for all of them, made when first applied. Changes of the same kind that follow each other (a stock feed's or a
 * price list's statements, an order's lines) wait as one, up to MAX_MERGED_PARTS notifications and MAX_MERGED_IDS
 * products: each patch reads the products as they are, so one patch of all of them leaves what the patches one by one
 * would (or builds again where they would not have: never a stale value).
 */
interface Change { parts: readonly (readonly number[])[]; size: number; matched: boolean; apply: Patch }

const MAX_MERGED_PARTS = 16;
const MAX_MERGED_IDS = 5_000;

/** A change of the notifications `parts`, its patch made once, when first applied, for every value waiting on it. */
function changeOf<V, K>(parts: readonly (readonly number[])[], matched: boolean, patch: (ids: number[], matched: boolean) => (value: V, key: K) => Promise<unknown>): Change {
  let made: ((value: V, key: K) => Promise<unknown>) | undefined;
  const ids = () => (parts.length === 1 ? [...parts[0]!] : [...new Set(parts.flat())].sort((x, y) => x - y));
  return {
    parts, matched, size: parts.reduce((n, part) => n + part.length, 0),
    apply: (value, key) => (made ??= patch(ids(), matched))(value as V, key as K),
  };
}

/** What a patch answers when the value must be built again: once, however many changes wait on it. */
export const BUILD_AGAIN: unique symbol = Symbol("build again");

/**
 * A `patch` for values built from which products there are and what they are (their state, names, brand, categories,
 * codes, sales), and from the offers of some of them (`shown`: prices, stock, pictures on their cards): a change of
 * products that may have changed more than their offers (`products:…`) builds them again, one of offers alone
 * (`offers:…`, an order's stock) only those that show a product it names.
 */
export function keptThroughOffers<V>(shown: (value: V) => Iterable<number>) {
  return (ids: number[], matched: boolean) => {
    const changed = new Set(ids);
    return async (value: V): Promise<V | typeof BUILD_AGAIN> => {
      if (matched) return BUILD_AGAIN;
      for (const id of shown(value)) if (changed.has(id)) return BUILD_AGAIN;
      return value;
    };
  };
}

/** Past this many changes waiting for a value nobody reads, the value is dropped: it is built again when asked for. */
const MAX_PENDING_PATCHES = 32;

/** Bytes that some caches hold together: the least recently used value goes first, whichever cache holds it. */
interface CacheBudget {
  maxBytes: number;
  bytes: number;
  /** Entries counted, oldest first, once their value is built. */
  entries: Map<Entry, true>;
}

// The answers of every cache of the process share one budget (issue 18 §4).
const answers: CacheBudget = { maxBytes: DEFAULT_ANSWER_CACHE_BYTES, bytes: 0, entries: new Map() };

/** What LISTING_CACHE_MB gives when nothing is said (tests, scripts). */
export const DEFAULT_LISTING_CACHE_BYTES = 128 * 1024 * 1024;

/**
 * The categories' listing records (api/catalog/listing.ts) have a budget of their own: a few values of up to tens of
 * MiB each at a million products, that take 100 ms and more to read again, where answers are many small values
 * read again in milliseconds. Under one budget a crawl through many product pages pushed the records out.
 */
export const listingRecordsBudget: CacheBudget = { maxBytes: DEFAULT_LISTING_CACHE_BYTES, bytes: 0, entries: new Map() };

/** Sets the process's answer budget (API_CACHE_MB, server/main.ts), dropping answers over it at once. */
export function setAnswerCacheBudget(maxBytes: number): void {
  answers.maxBytes = maxBytes;
  evictOverBudget(answers);
}

/** Sets the listing records' budget (LISTING_CACHE_MB, server/main.ts), dropping records over it at once. */
export function setListingCacheBudget(maxBytes: number): void {
  listingRecordsBudget.maxBytes = maxBytes;
  evictOverBudget(listingRecordsBudget);
}

/** About how many bytes the answer caches hold now (estimateBytes), for the memory report and tests. */
export function answerCacheBytes(): number {
  return answers.bytes;
}

/** About how many bytes the kept listing records take now, for the memory report and tests. */
export function listingCacheBytes(): number {
  return listingRecordsBudget.bytes;
}

function release(budget: CacheBudget, entry: Entry): void {
  if (budget.entries.delete(entry)) budget.bytes -= entry.bytes;
}

function evictOverBudget(budget: CacheBudget): void {
  for (const entry of budget.entries.keys()) {
    if (budget.bytes <= budget.maxBytes) break;
    entry.drop();
    release(budget, entry);
  }
}

/**
 * Values built per key (a language, a path, a query), kept for maxAgeMs, shared by concurrent requests
 * while they build. At most maxEntries keys are kept, the least recently used going first, so distinct
 * requests cannot grow it without bound; and all caches of one budget together hold at most its bytes
 * (setAnswerCacheBudget, setListingCacheBudget). invalidate() drops everything; a failed build is never kept. When only some products
 * changed (`products:…`), a cache with `patch` keeps its built values and brings each up to date with
 * `patch` when it is next read (so a request after the change waits for the patched value, and a value nobody
 * asks for costs nothing); values still being built are dropped, as they may predate the change. A cache
 * without `patch` drops everything. A cache whose values are read from some tables only says which (`tables`):
 * a notification naming another table leaves it as it is, so does a change of some products
 * when none of those tables is the products' (PRODUCT_TABLES), and one naming a table of
 * `patchTables` is a change of no product (`patch` with no ids). `patch` is told whether what a search matches the
 * products by may have changed (`products:…`) or not (`offers:…`); a cache with `searchTextOnly` reads nothing
 * else of the products, and keeps its values through the latter. A cache with `refresh` serves a value past
 * maxAgeMs, or after changes may have been missed ("*"), while it builds it again in the
 * background: for values that take long to build and follow every change by `patch`, so that no request waits
 * for them once they are built.
 */
export function createKeyedCache<K, V>(
  build: (key: K) => Promise<V>, maxAgeMs: number,
  options: {
    maxEntries?: number; patch?: (ids: number[], matched: boolean) => (value: V, key: K) => Promise<V | typeof BUILD_AGAIN>;
    /**
     * Its values are read from what a search matches products by alone (their search documents, their variants'
     * codes): a change of products that leaves those (`offers:…`, an order's stock) leaves them.
     */
    searchTextOnly?: boolean;
    tables?: readonly string[]; patchTables?: readonly string[]; refresh?: boolean;
    /** The budget its values count against: the answers' unless said. */
    budget?: CacheBudget;
    /**
     * Past this many changes waiting on a value (MAX_PENDING_PATCHES unless said), it is dropped and built again when
     * asked: for patches that each cost a statement, where a few of them cost as much as the build.
     */
    maxPending?: number;
  } = {},
) {
  const maxEntries = options.maxEntries ?? 100;
  const maxPending = options.maxPending ?? MAX_PENDING_PATCHES;
  const budget = options.budget ?? answers;
  let entries = new Map<K, Entry>();
  // Counts the times everything was dropped or may have changed: a value built in the background meanwhile is not kept.
  let resets = 0;
  const remove = (map: Map<K, Entry>, key: K, entry: Entry) => {
    if (map.get(key) === entry) map.delete(key);
    release(budget, entry);
  };
  /** Keeps `value` under `key`, counted in the budget once built. */
  function put(key: K, value: Promise<V>): Entry {
    const owner = entries;
    const entry: Entry = { at: Date.now(), value, bytes: 0, drop: () => { if (owner.get(key) === entry) owner.delete(key); } };
    entries.set(key, entry);
    if (entries.size > maxEntries) {
      const [oldKey, oldest] = entries.entries().next().value as [K, Entry];
      remove(entries, oldKey, oldest);
    }
    value.then((built) => {
      // Counted only while it is still kept: not after invalidate(), eviction or a newer build.
      if (owner.get(key) !== entry) return;
      entry.bytes = estimateBytes(built);
      budget.bytes += entry.bytes;
      budget.entries.set(entry, true);
      evictOverBudget(budget);
    }, () => remove(owner, key, entry));
    return entry;
  }
  /** The entry's value with its waiting changes applied; a patch that fails builds the value afresh. */
  function applyPending(key: K, entry: Entry): void {
    const patches = entry.pending!;
    entry.pending = undefined;
    const value = (async () => {
      let patched = await entry.value;
      for (const change of patches) {
        const next = await change.apply(patched, key);
        // Built again from the database as it is now: the changes still waiting are in it already.
        if (next === BUILD_AGAIN) return build(key);
        patched = next;
      }
      return patched;
    })().catch(() => build(key));
    entry.value = value;
    value.then((patched) => {
      if (!budget.entries.has(entry)) return;
      const bytes = estimateBytes(patched);
      budget.bytes += bytes - entry.bytes;
      entry.bytes = bytes;
      evictOverBudget(budget);
    }, () => { entry.drop(); release(budget, entry); });
  }
  /**
   * Builds the key again while `stale` is served. The new value replaces it, with the changes of some products heard
   * meanwhile waiting on it as on any kept value (a patch reads the products as they are, so applying one to a value
   * that already saw the change does no harm); nothing replaces it after everything was dropped or may have changed.
   * A build running for longer than maxAgeMs (a lost connection) no longer stops the next from starting.
   */
  function refreshInBackground(key: K, stale: Entry): void {
    if (stale.refreshing && Date.now() - stale.refreshing.since < maxAgeMs) return;
    const run = { since: Date.now(), heard: [] as Change[] };
    stale.refreshing = run;
    const resetsBefore = resets;
    // False when a later run took over (this one hung past maxAgeMs).
    const done = () => {
      if (stale.refreshing !== run) return false;
      stale.refreshing = undefined;
      return true;
    };
    build(key).then((built) => {
      if (!done() || resets !== resetsBefore || entries.get(key) !== stale || run.heard.length >= maxPending) return;
      remove(entries, key, stale);
      const fresh = put(key, Promise.resolve(built));
      if (run.heard.length) fresh.pending = run.heard;
    }, done);
  }
  const cache = {
    get(key: K): Promise<V> {
      const hit = entries.get(key);
      const fresh = hit !== undefined && Date.now() - hit.at < maxAgeMs;
      // A stale value is served only once built: a build still running may predate the changes.
      if (hit && (fresh || (options.refresh && budget.entries.has(hit)))) {
        entries.delete(key);
        entries.set(key, hit);
        if (budget.entries.delete(hit)) budget.entries.set(hit, true);
        if (hit.pending) applyPending(key, hit);
        if (!fresh) refreshInBackground(key, hit);
        return hit.value as Promise<V>;
      }
      if (hit) remove(entries, key, hit);
      const value = build(key);
      put(key, value);
      return value;
    },
    /**
     * The key's value if it is built, younger than maxAgeMs and has no change waiting on it, else undefined: unlike
     * `get`, nothing is built or brought up to date (for a value a request may do without; `get` then readies it). A
     * value peeked at is as recently used as one read.
     */
    peek(key: K): Promise<V> | undefined {
      const hit = entries.get(key);
      if (!hit || Date.now() - hit.at >= maxAgeMs || hit.pending || !budget.entries.has(hit)) return undefined;
      // Used as a read is: the last to go from its cache and its budget.
      entries.delete(key);
      entries.set(key, hit);
      budget.entries.delete(hit);
      budget.entries.set(hit, true);
      return hit.value as Promise<V>;
    },
    /** Drops one key at once (a session revoked on this node). */
    forget(key: K): void {
      const entry = entries.get(key);
      if (entry) remove(entries, key, entry);
    },
    invalidate(): void {
      resets++;
      // A build still running keeps its old map, emptied here: its answer is neither kept nor counted.
      const old = entries;
      entries = new Map();
      for (const entry of old.values()) release(budget, entry);
      old.clear();
    },
    tableChanged(table: string): void {
      if (options.patchTables?.includes(table)) cache.productsChanged([]);
      else if (!options.tables || options.tables.includes(table)) cache.invalidate();
    },
    anythingChanged(): void {
      if (!options.refresh) return cache.invalidate();
      resets++;
      for (const [key, entry] of [...entries]) {
        if (budget.entries.has(entry)) entry.at = -Infinity;
        else remove(entries, key, entry);
      }
    },
    productsChanged(ids: number[], matched = true): void {
      // A cache that reads none of the products' tables is not concerned (the category trees).
      if (options.tables && !options.tables.some((table) => PRODUCT_TABLES.includes(table))) return;
      if (options.searchTextOnly && !matched) return;
      if (!options.patch) return cache.invalidate();
      const patch = options.patch;
      const alone = changeOf([ids], matched, patch);
      // The change merged with each last change it follows, made once for all the values that waited on that one.
      const merged = new Map<Change, Change>();
      /** The queue with the change added, merged with its last of the same kind while small; false past maxPending. */
      const enqueue = (queue: Change[]): boolean => {
        const last = queue.at(-1);
        if (last && last.matched === matched && ids.length > 0 && last.parts.every((part) => part.length > 0)
          && last.parts.length < MAX_MERGED_PARTS && last.size + ids.length <= MAX_MERGED_IDS) {
          let both = merged.get(last);
          if (!both) {
            both = changeOf([...last.parts, ids], matched, patch);
            merged.set(last, both);
          }
          queue[queue.length - 1] = both;
          return true;
        }
        if (queue.length >= maxPending) return false;
        queue.push(alone);
        return true;
      };
      for (const [key, entry] of [...entries]) {
        // Still being built: it may have read the products before the change.
        if (!budget.entries.has(entry) || !enqueue(entry.pending ??= [])) remove(entries, key, entry);
        // Past maxPending, the value built in the background is not kept (refreshInBackground).
        else if (entry.refreshing && !enqueue(entry.refreshing.heard)) entry.refreshing.heard.push(alone);
      }
    },
  };
  everyCache.add(new WeakRef(cache));
  return cache;
}
