import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { isLocale, splitLocalePath, type Locale } from "#domain/locale.ts";
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
 * Popularity. Each search adds 1 and every score halves in a week: "popular" is what many searched lately. The
 * database keeps log2 of the score as it would be at a fixed epoch, so rows compare without decaying any
 * of them, and a score is checked against a bound that grows with time instead (`scoreBound`).
 */
export const POPULAR_HALF_LIFE_MS = 7 * 24 * 3_600_000;
const EPOCH_MS = Date.UTC(2026, 0, 1);

/** A query is suggested once its score reaches this: three visitors today, or more over the last weeks. */
export const MIN_POPULAR_SCORE = 3;
/** Below this a query is forgotten (one search a week ago); past the best 2,000 of a language too. */
const FORGOTTEN_SCORE = 0.5;
const KEPT_PER_LANGUAGE = 2000;

/** How often a node writes what it counted, by default (SEARCH_COUNTS_SECONDS). */
export const SEARCH_COUNTS_EVERY_MS = 60_000;
const VISITOR_WINDOW_MS = 3_600_000;
/** Bounds of what a node holds between writes: past them, a search is not counted until the next write or hour. */
const MAX_PENDING = 5000;
const MAX_SEEN = 50_000;
const MAX_MATCHING = 5000;
/** Longer texts are rarely typed twice alike: they are not worth a row. */
const MAX_KEPT_LENGTH = 60;

/** The query as compared and stored as the key: lower-case, without accents ("Caffè" and "caffe" are one). */
export function searchKey(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").normalize("NFC").toLowerCase();
}

/** log2 of a score, as stored, from its value at a time; also the stored figure a score reaches `score` at `atMs`. */
export function storedScore(score: number, atMs: number): number {
  return Math.log2(score) + (atMs - EPOCH_MS) / POPULAR_HALF_LIFE_MS;
}

/** A stored figure as the score it is at `nowMs`. */
export function scoreAt(stored: number, nowMs: number): number {
  return 2 ** (stored - (nowMs - EPOCH_MS) / POPULAR_HALF_LIFE_MS);
}

interface Pending { lang: Locale; key: string; text: string; count: number; results: number }

export interface SearchTally {
  /** A search's first page as the API answered it, for `visitor` (an address), with its number of products. */
  searched(lang: Locale, q: string, visitor: string, results: number): void;
  /** A page sent from the page cache (a path and query): a search's first page is counted as its render was. */
  pageSent(url: string, visitor: string): void;
  /** Writes what was counted; called every minute, and at a stop. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

export function createSearchTally(db: Database, options: { now?: () => number; flushEveryMs?: number | undefined; log?: (msg: string, fields: Record<string, unknown>) => void } = {}): SearchTally {
  const now = options.now ?? Date.now;
  const pending = new Map<string, Pending>();
  // Who was counted for what this hour, and which texts found something (a kept page's query is counted only then).
  let seen = new Set<string>();
  let seenSince = now();
  const matching = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();

  function count(lang: Locale, text: string, visitor: string, results: number): void {
    const key = searchKey(text);
    const id = `${lang}:${key}`;
    if (now() - seenSince >= VISITOR_WINDOW_MS) { seen = new Set(); seenSince = now(); }
    const who = `${visitor}\u0000${id}`;
    if (seen.has(who) || seen.size >= MAX_SEEN) return;
    const entry = pending.get(id);
    if (!entry && pending.size >= MAX_PENDING) return;
    seen.add(who);
    if (entry) { entry.count++; entry.text = text; entry.results = results; }
    else pending.set(id, { lang, key, text, count: 1, results });
  }

  function searched(lang: Locale, q: string, visitor: string, results: number): void {
    const text = normalizeSearchQuery(q).toLowerCase();
    if (!text || text.length > MAX_KEPT_LENGTH) return;
    const id = `${lang}:${searchKey(text)}`;
    // Most recently found last: the oldest is let go first.
    matching.delete(id);
    if (results <= 0) return;
    if (matching.size >= MAX_MATCHING) matching.delete(matching.keys().next().value!);
    matching.set(id, results);
    count(lang, text, visitor, results);
  }

  function pageSent(url: string, visitor: string): void {
    const queryAt = url.indexOf("?");
    if (queryAt < 0) return;
    const { lang, path } = splitLocalePath(url.slice(0, queryAt));
    if (path !== "/search" && path !== "/search.data") return;
    const params = new URLSearchParams(url.slice(queryAt + 1));
    const page = params.get("page");
    if (page && page !== "1") return;
    const text = normalizeSearchQuery(params.get("search") ?? "").toLowerCase();
    const id = `${lang}:${searchKey(text)}`;
    const results = matching.get(id);
    if (results !== undefined) count(lang, text, visitor, results);
  }

  async function write(batch: Pending[]): Promise<void> {
    const at = now();
    const rows = batch.map((p) => sql`(${p.lang}, ${p.key}, ${p.text}, ${storedScore(p.count, at)}::float8, ${p.results}::int)`);
    // Two scores add up in their log2 form: max + log2(1 + 2^(min - max)), exact and safe from overflow.
    await db.execute(sql`
      insert into search_queries (lang, key, text, score, results, searched_at)
      select v.lang, v.key, v.text, v.score, v.results, now() from (values ${sql.join(rows, sql`, `)}) v(lang, key, text, score, results)
      on conflict (lang, key) do update set
        score = greatest(search_queries.score, excluded.score)
          + ln(1 + exp(-abs(search_queries.score - excluded.score) * ln(2))) / ln(2),
        text = excluded.text, results = excluded.results, searched_at = excluded.searched_at`);
    // Forgotten: those searched too seldom lately, and past the best of their language (the owner's hidden ones stay).
    await db.execute(sql`delete from search_queries where not hidden and score < ${storedScore(FORGOTTEN_SCORE, at)}::float8`);
    await db.execute(sql`
      delete from search_queries q using (
        select lang, key from (
          select lang, key, row_number() over (partition by lang order by score desc, key) as n from search_queries where not hidden
        ) r where r.n > ${KEPT_PER_LANGUAGE}
      ) d
      where q.lang = d.lang and q.key = d.key`);
  }

  async function flush(): Promise<void> {
    const run = writing.then(async () => {
      if (pending.size === 0) return;
      const batch = [...pending.values()];
      pending.clear();
      for (let i = 0; i < batch.length; i += 1000) await write(batch.slice(i, i + 1000));
    });
    writing = run.catch((error) => options.log?.("search counts not written", { error: String(error) }));
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

/** How many popular queries the header's suggestions show. */
export const POPULAR_QUERY_LIMIT = 4;

/**
 * Popular searches in `lang` that the typed text leads to: a word of theirs starts with it ("oli" → "olio
 * extravergine", "extra" → "olio extravergine"), most popular first; not the text itself, which Enter searches.
 */
export async function listPopularQueries(db: Database, lang: Locale, q: string, limit: number, nowMs = Date.now()): Promise<string[]> {
  const text = normalizeSearchQuery(q);
  if (!isLocale(lang) || text.length < 2) return [];
  const key = searchKey(text);
  // normalizeSearchQuery keeps no LIKE wildcard (% _) and no backslash: the key is matched as it is.
  const found = (await db.execute(sql`
    select text from search_queries
    where lang = ${lang} and not hidden and results > 0 and score >= ${storedScore(MIN_POPULAR_SCORE, nowMs)}::float8
      and key <> ${key} and (' ' || key) like ${`% ${key}%`}
    order by score desc, key
    limit ${limit}`)) as unknown as { rows: { text: string }[] };
  return found.rows.map((r) => r.text);
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
