import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { isLocale, splitLocalePath, SUPPORTED_LOCALES, type Locale } from "#domain/locale.ts";
import { MIN_POPULAR_SCORE, scoreAt, searchKey, storedScore } from "#domain/search-popularity.ts";
import { normalizeSearchQuery } from "./search-text.ts";

/**
 * Popular searches per language (issue 23): what shoppers search for, offered in the header's suggestions as
 * they type toward it.
 *
 * Counting. A search that finds something is counted when its first page is asked of the API (by the
 * storefront's render or any other client), and again when a node sends a kept page of it (page-cache hits never
 * reach the API). Counts stay in memory and are written once a minute, one statement for all of them, so a
 * search adds no query to the page view. One visitor (by address) counts once per query and hour on each node:
 * reloading, paging back to page 1 or a script asking the same text again do not make it popular. The addresses
 * stay in memory for that hour and are never written.
 *
 * Popularity: domain/search-popularity.ts (a score that halves every week, stored as log2 at a fixed epoch).
 */

/** Below this a query is forgotten (one search a week ago); past the best 2,000 of a language too. */
const FORGOTTEN_SCORE = 0.5;
const KEPT_PER_LANGUAGE = 2000;

/** How often a node writes what it counted, by default (SEARCH_COUNTS_SECONDS). */
export const SEARCH_COUNTS_EVERY_MS = 60_000;
/** A visitor counts once per query in this long, and for at most MAX_QUERIES_PER_VISITOR queries. */
const VISITOR_WINDOW_MS = 24 * 3_600_000;
const MAX_QUERIES_PER_VISITOR = 20;
/**
 * Bounds of what a node holds: the visitors remembered (the oldest go first), the queries waiting for the next
 * write (past it, a new one waits for the write after), the texts known to find products, those that no longer do.
 */
const MAX_VISITORS = 50_000;
const MAX_PENDING = 5000;
const MAX_MATCHING = 5000;
/** Longer texts are rarely typed twice alike: they are not worth a row. */
const MAX_KEPT_LENGTH = 60;

interface Pending { lang: Locale; key: string; text: string; count: number; results: number }

export interface SearchTally {
  /** A search's first page as the API answered it, for `visitor` (an address), with its number of products. */
  searched(lang: Locale, q: string, visitor: string, results: number): void;
  /**
   * A page sent from the page cache (a path and query): a search's first page is counted as its render was. The
   * visitor's address is asked for only then (most pages sent are not a search's).
   */
  pageSent(url: string, visitor: () => string): void;
  /** Writes what was counted; called every SEARCH_COUNTS_SECONDS, and at a stop. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

/**
 * Who a visitor is, for counting: the address, or for IPv6 its /64 (one household or one server's whole range).
 * Malformed text is taken as it is: it only ever groups fewer searches.
 */
export function visitorOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("%")[0]!.split("::");
  const first = head ? head.split(":") : [];
  const last = tail ? tail.split(":") : [];
  const groups = [...first, ...Array<string>(Math.max(0, 8 - first.length - last.length)).fill("0"), ...last];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

/** Removes the oldest entries of a map kept in the order they came, while `stale` says so or it is full. */
function trim<V>(map: Map<string, V>, max: number, stale: (value: V) => boolean): void {
  for (const [key, value] of map) {
    if (map.size < max && !stale(value)) return;
    map.delete(key);
  }
}

export function createSearchTally(db: Database, options: { now?: () => number; flushEveryMs?: number | undefined; log?: (msg: string, fields: Record<string, unknown>) => void } = {}): SearchTally {
  const now = options.now ?? Date.now;
  const pending = new Map<string, Pending>();
  // Who was counted for what in the last day (by when), and for how many queries since when.
  const seen = new Map<string, number>();
  const visitors = new Map<string, { since: number; queries: number }>();
  // Texts that found products when last searched on this node (a kept page's is counted only then), and known
  // texts that no longer found any (their rows say so at the next write).
  const matching = new Map<string, number>();
  const emptied = new Map<string, { lang: Locale; key: string }>();
  let writing: Promise<void> = Promise.resolve();

  function idOf(lang: Locale, q: string): { text: string; key: string; id: string } | null {
    const text = normalizeSearchQuery(q).toLowerCase();
    if (!text || text.length > MAX_KEPT_LENGTH) return null;
    const key = searchKey(text);
    return { text, key, id: `${lang}:${key}` };
  }

  function count(lang: Locale, search: { text: string; key: string; id: string }, address: string, results: number): void {
    const at = now();
    const stale = (since: number) => at - since >= VISITOR_WINDOW_MS;
    trim(seen, MAX_VISITORS, stale);
    trim(visitors, MAX_VISITORS, (v) => stale(v.since));
    const visitor = visitorOf(address);
    const who = `${visitor}\u0000${search.id}`;
    if (seen.has(who)) return;
    const entry = pending.get(search.id);
    if (!entry && pending.size >= MAX_PENDING) return;
    const budget = visitors.get(visitor) ?? { since: at, queries: 0 };
    if (budget.queries >= MAX_QUERIES_PER_VISITOR) return;
    budget.queries++;
    visitors.set(visitor, budget);
    seen.set(who, at);
    if (entry) { entry.count++; entry.text = search.text; entry.results = results; }
    else pending.set(search.id, { lang, key: search.key, text: search.text, count: 1, results });
  }

  function searched(lang: Locale, q: string, address: string, results: number): void {
    const search = idOf(lang, q);
    if (!search) return;
    // Most recently found last: the oldest is let go first.
    matching.delete(search.id);
    if (results <= 0) {
      if (emptied.size < MAX_MATCHING) emptied.set(search.id, { lang, key: search.key });
      return;
    }
    emptied.delete(search.id);
    trim(matching, MAX_MATCHING, () => false);
    matching.set(search.id, results);
    count(lang, search, address, results);
  }

  function pageSent(url: string, address: () => string): void {
    // Called for every kept page sent: most are not a search's, and are let go before any parsing.
    if (!url.includes("search")) return;
    // Read as the page cache reads its key (page-cache.ts): `/search/?…` and `//search?…` are that page too.
    let parsed: URL;
    try {
      parsed = new URL(url.startsWith("/") ? `http://page.invalid${url}` : url);
    } catch {
      return;
    }
    const { lang, path } = splitLocalePath(parsed.pathname.replace(/\/+/g, "/").replace(/(.)\/$/, "$1"));
    if (path !== "/search" && path !== "/search.data") return;
    const page = parsed.searchParams.get("page");
    if (page && page !== "1") return;
    const search = idOf(lang, parsed.searchParams.get("search") ?? "");
    const results = search && matching.get(search.id);
    if (search && results) count(lang, search, address(), results);
  }

  /** One language's counts added to its rows, each only if all its words still find a product of that language. */
  function addCounts(tx: Database, lang: Locale, batch: Pending[], at: number) {
    const config = sql`vetrina_search_config(${lang})`;
    // Each text's check is a statement of its own with its text as a constant (an InitPlan), so each reads the
    // language's index: a text that found products only through an "or", a guess at a typo or a word outside every
    // product is not kept.
    const rows = batch.map((p) => sql`(
      ${p.key}, ${p.text}, ${storedScore(p.count, at)}::float8, ${p.results}::int,
      exists (select 1 from search_documents d where d.lang = ${lang} and d.search_vector @@ plainto_tsquery(${config}, vetrina_unaccent(${p.text}))))`);
    // Two scores add up in their log2 form: max + log2(1 + 2^(min - max)); exp() is kept from underflowing.
    return tx.execute(sql`
      insert into search_queries (lang, key, text, score, results, searched_at)
      select ${lang}, v.key, v.text, v.score, v.results, now() from (values ${sql.join(rows, sql`, `)}) v(key, text, score, results, found)
      where v.found
      order by v.key
      on conflict (lang, key) do update set
        score = greatest(search_queries.score, excluded.score)
          + ln(1 + exp(greatest(-abs(search_queries.score - excluded.score) * ln(2), -700))) / ln(2),
        text = excluded.text, results = excluded.results, searched_at = excluded.searched_at`);
  }

  /** All in one transaction: a write that fails leaves the table as it was, and its counts wait for the next. */
  async function write(batch: Pending[], none: { lang: Locale; key: string }[]): Promise<void> {
    const at = now();
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      for (const lang of SUPPORTED_LOCALES) {
        // Rows go in key order, as every node writes them, so two nodes' inserts do not wait on each other in a circle
        // (the updates and deletes after them still may: PostgreSQL then fails one write, whose counts wait for the next).
        const counted = batch.filter((p) => p.lang === lang).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
        for (let i = 0; i < counted.length; i += 500) await addCounts(tx, lang, counted.slice(i, i + 500), at);
        const keys = none.filter((n) => n.lang === lang).map((n) => sql`${n.key}`);
        if (keys.length) await tx.execute(sql`update search_queries set results = 0 where lang = ${lang} and key in (${sql.join(keys, sql`, `)})`);
      }
      // Forgotten: those searched too seldom lately, and past the best of their language (the owner's hidden ones stay).
      await tx.execute(sql`delete from search_queries where not hidden and score < ${storedScore(FORGOTTEN_SCORE, at)}::float8`);
      await tx.execute(sql`
        delete from search_queries q using (
          select lang, key from (
            select lang, key, row_number() over (partition by lang order by score desc, key) as n from search_queries where not hidden
          ) r where r.n > ${KEPT_PER_LANGUAGE}
        ) d
        where q.lang = d.lang and q.key = d.key`);
    });
  }

  /** A batch that could not be written waits for the next write, with what was counted since. */
  function putBack(batch: Pending[]): void {
    for (const p of batch) {
      const id = `${p.lang}:${p.key}`;
      const entry = pending.get(id);
      if (entry) entry.count += p.count;
      else if (pending.size < MAX_PENDING) pending.set(id, p);
    }
  }

  async function flush(): Promise<void> {
    const run = writing.then(async () => {
      if (pending.size === 0 && emptied.size === 0) return;
      const batch = [...pending.values()];
      const none = [...emptied.values()];
      pending.clear();
      emptied.clear();
      try {
        await write(batch, none);
      } catch (error) {
        putBack(batch);
        throw error;
      }
    });
    writing = run.catch((error) => options.log?.("search counts not written; kept for the next write", { error: String(error) }));
    return run;
  }

  const timer = setInterval(() => { void flush().catch(() => {}); }, options.flushEveryMs ?? SEARCH_COUNTS_EVERY_MS);
  timer.unref();

  return {
    searched, pageSent, flush,
    async close() {
      clearInterval(timer);
      await flush().catch(() => {});
    },
  };
}

/** A popular search as the suggestions offer it: its key (how it is compared) and its text. */
export interface PopularQuery { key: string; text: string }

/**
 * A language's popular searches that the suggestions may offer, most popular first: not hidden, found products when
 * last searched, popular enough now. At most the 2,000 a language keeps: a node holds them, and a suggestion
 * matches them in memory (`matchPopularQueries`) without a statement of its own.
 */
export async function loadPopularQueries(db: Database, lang: Locale, nowMs = Date.now()): Promise<PopularQuery[]> {
  if (!isLocale(lang)) return [];
  const found = (await db.execute(sql`
    select key, text from search_queries
    where lang = ${lang} and not hidden and results > 0 and score >= ${storedScore(MIN_POPULAR_SCORE, nowMs)}::float8
    order by score desc, key
    limit ${KEPT_PER_LANGUAGE}`)) as unknown as { rows: PopularQuery[] };
  return found.rows;
}

/**
 * The popular searches the typed text leads to: a word of theirs starts with it ("oli" → "olio extravergine",
 * "extra" → "olio extravergine"), in the list's order; not the text itself, which Enter searches.
 */
export function matchPopularQueries(list: readonly PopularQuery[], q: string, limit: number): string[] {
  const text = normalizeSearchQuery(q);
  if (text.length < 2) return [];
  const key = searchKey(text);
  const found: string[] = [];
  for (const popular of list) {
    if (found.length >= limit) break;
    if (popular.key !== key && ` ${popular.key}`.includes(` ${key}`)) found.push(popular.text);
  }
  return found;
}


export interface PopularSearch { text: string; score: number; results: number; searched_at: string; hidden: boolean }

interface PopularRow { text: string; score: number; results: number; searched_at: Date | string; hidden: boolean }

function toPopularSearch(row: PopularRow, nowMs: number): PopularSearch {
  return {
    text: row.text, score: Math.round(scoreAt(Number(row.score), nowMs) * 100) / 100, results: row.results,
    searched_at: new Date(row.searched_at).toISOString(), hidden: row.hidden,
  };
}

/** The shop owner's view: a language's popular searches, hidden ones too, most popular first. */
export async function listPopularSearches(db: Database, lang: Locale, limit: number, nowMs = Date.now()): Promise<PopularSearch[]> {
  const found = (await db.execute(sql`
    select text, score, results, searched_at, hidden from search_queries where lang = ${lang}
    order by score desc, key limit ${limit}`)) as unknown as { rows: PopularRow[] };
  return found.rows.map((row) => toPopularSearch(row, nowMs));
}

/** Takes a search out of the suggestions or brings it back; null when it was never counted in that language. */
export async function setPopularSearchHidden(db: Database, lang: Locale, text: string, hidden: boolean, nowMs = Date.now()): Promise<PopularSearch | null> {
  const found = (await db.execute(sql`
    update search_queries set hidden = ${hidden} where lang = ${lang} and key = ${searchKey(normalizeSearchQuery(text))}
    returning text, score, results, searched_at, hidden`)) as unknown as { rows: PopularRow[] };
  return found.rows[0] ? toPopularSearch(found.rows[0], nowMs) : null;
}
