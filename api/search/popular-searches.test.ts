import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "#tests/setup/test-api.ts";
import { parseOperators } from "#api/operations/operator-auth.ts";
import { createSearchTally, listPopularQueries, MIN_POPULAR_SCORE, POPULAR_HALF_LIFE_MS, scoreAt, searchKey, storedScore } from "./popular-searches.ts";

const KEY = "popular-searches-operator-key-0123456789";
const t = useTestApi({ deps: () => ({ operators: parseOperators(`mara:${KEY}`) }) });
const OPS = { authorization: `Basic ${Buffer.from(`mara:${KEY}`).toString("base64")}`, lang: "en" };

/** A search's first page, as the storefront asks it for a shopper at `ip`. */
async function search(q: string, ip: string, lang = "it", page = 1) {
  const res = await t.call("GET", `/catalog/products?${new URLSearchParams({ q, page: String(page) })}`, { headers: { lang, "x-client-ip": ip } });
  expect(res.status).toBe(200);
  return res.body.data as { total: number };
}

async function suggestedQueries(q: string, lang = "it"): Promise<string[]> {
  const res = await t.call("GET", `/search/suggest?q=${encodeURIComponent(q)}`, { headers: { lang } });
  expect(res.status).toBe(200);
  return (res.body.data.queries as { text: string }[]).map((x) => x.text);
}

async function stored(lang: string, text: string) {
  const { rows } = (await t.db.execute(sql`select text, score, results, hidden from search_queries where lang = ${lang} and key = ${searchKey(text)}`)) as unknown as { rows: { text: string; score: number; results: number; hidden: boolean }[] };
  return rows[0];
}

/** Drops what the suggestions keep (popular searches are kept as long as a write of the counts takes, a minute). */
async function forgetSuggestions() {
  await t.db.execute(sql`select pg_notify('vetrina_catalog', '*')`);
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe("popular searches", () => {
  it("scores add up in their stored form and halve every week", () => {
    const now = Date.UTC(2026, 10, 29);
    expect(scoreAt(storedScore(3, now), now)).toBeCloseTo(3, 10);
    expect(scoreAt(storedScore(3, now), now + POPULAR_HALF_LIFE_MS)).toBeCloseTo(1.5, 10);
    // Far past the epoch the figure stays small: 50 years of weeks.
    expect(storedScore(1, Date.UTC(2076, 0, 1))).toBeLessThan(3000);
    expect(searchKey("Caffè  Arabica")).toBe("caffe  arabica");
  });

  it("counts a search that finds products once per visitor, suggests it once popular, and never what found nothing", async () => {
    const found = await search("olio extravergine", "10.0.0.1");
    expect(found.total).toBeGreaterThan(0);
    await search("olio extravergine", "10.0.0.1"); // the same visitor again: not counted
    await search("olio extravergine", "10.0.0.2");
    await search("olio extravergine", "10.0.0.2", "it", 2); // page 2: not counted
    await search("zzzqqxy", "10.0.0.1"); // nothing found: not counted
    expect((await search("zzzqqxy", "10.0.0.1")).total).toBe(0);
    await t.api.searches.flush();
    const row = await stored("it", "olio extravergine");
    expect(row).toMatchObject({ text: "olio extravergine", hidden: false });
    expect(scoreAt(Number(row!.score), Date.now())).toBeCloseTo(2, 2);
    expect(await stored("it", "zzzqqxy")).toBeUndefined();

    await forgetSuggestions();
    expect(await suggestedQueries("oli")).not.toContain("olio extravergine"); // 2 < MIN_POPULAR_SCORE
    // The same search, typed otherwise, by two more: past the bound (which three reach, and a moment's decay leaves below).
    await search("Olio  Extravergine", "10.0.0.3");
    await search("olio extravergine", "10.0.0.4");
    await t.api.searches.flush();
    expect(scoreAt(Number((await stored("it", "olio extravergine"))!.score), Date.now())).toBeGreaterThan(MIN_POPULAR_SCORE);
    await forgetSuggestions();
    expect(await suggestedQueries("oli")).toContain("olio extravergine");
    // A word of it that starts with the text leads there too; the text itself is not offered, nor another language's.
    expect(await suggestedQueries("EXTRAV")).toContain("olio extravergine");
    expect(await suggestedQueries("olio extravergine")).not.toContain("olio extravergine");
    expect(await suggestedQueries("oli", "en")).toEqual([]);
    expect(await suggestedQueries("vergine")).toEqual([]);
  });

  it("counts a kept search page sent again, once its search found products on this node", async () => {
    await search("pasta di semola", "10.0.1.1");
    t.api.searches.pageSent("/search?search=pasta+di+semola", "10.0.1.2");
    t.api.searches.pageSent("/search.data?search=Pasta%20di%20semola&sort=price_asc", "10.0.1.3");
    t.api.searches.pageSent("/search?search=pasta+di+semola&page=2", "10.0.1.4"); // not a first page
    t.api.searches.pageSent("/en/search?search=pasta+di+semola", "10.0.1.5"); // never searched in English here
    t.api.searches.pageSent("/search?search=never+searched", "10.0.1.6");
    t.api.searches.pageSent("/pasta?search=pasta+di+semola", "10.0.1.7"); // not the search page
    await t.api.searches.flush();
    expect(scoreAt(Number((await stored("it", "pasta di semola"))!.score), Date.now())).toBeCloseTo(3, 2);
    expect(await stored("en", "pasta di semola")).toBeUndefined();
    expect(await stored("it", "never searched")).toBeUndefined();
  });

  it("forgets searches seldom made lately, and suggests from the most popular", async () => {
    const now = Date.now();
    await t.db.execute(sql`insert into search_queries (lang, key, text, score, results, searched_at) values
      ('de', 'kaffee alt', 'kaffee alt', ${storedScore(0.4, now)}, 5, now()),
      ('de', 'kaffeebohnen', 'kaffeebohnen', ${storedScore(40, now)}, 5, now()),
      ('de', 'kaffeemaschine', 'kaffeemaschine', ${storedScore(9, now)}, 5, now()),
      ('de', 'kaffee leer', 'kaffee leer', ${storedScore(50, now)}, 0, now())`);
    const tally = createSearchTally(t.db, { flushEveryMs: 3_600_000 });
    tally.searched("de", "Kaffeemaschine", "10.0.2.1", 4);
    await tally.close();
    expect(await stored("de", "kaffee alt")).toBeUndefined();
    expect((await stored("de", "kaffeemaschine"))!.results).toBe(4);
    // One that found nothing when last searched is not offered.
    expect(await listPopularQueries(t.db, "de", "kaff", 4)).toEqual(["kaffeebohnen", "kaffeemaschine"]);
    expect(await listPopularQueries(t.db, "de", "kaff", 1)).toEqual(["kaffeebohnen"]);
    // A week on, 9 + 1 halves to 5, 40 to 20; in three weeks only the beans are still popular.
    expect(await listPopularQueries(t.db, "de", "kaff", 4, now + 3 * POPULAR_HALF_LIFE_MS)).toEqual(["kaffeebohnen"]);
  });

  it("lets the shop owner see them and take one out of the suggestions, for operators only", async () => {
    expect((await t.call("GET", "/ops/popular-searches?lang=de", { headers: { lang: "en" } })).status).toBe(401);
    const list = await t.call("GET", "/ops/popular-searches?lang=de&limit=2", { headers: OPS });
    expect(list.status).toBe(200);
    expect(list.body.data.searches.map((s: { text: string }) => s.text)).toEqual(["kaffee leer", "kaffeebohnen"]);
    expect(list.body.data.searches[1]).toMatchObject({ results: 5, hidden: false });
    expect(list.body.data.searches[1].score).toBeCloseTo(40, 0);

    const hide = await t.call("POST", "/ops/popular-searches/visibility", { headers: OPS, body: { lang: "de", text: "KAFFEEBOHNEN", hidden: true } });
    expect(hide.status).toBe(200);
    expect(hide.body.data.search).toMatchObject({ text: "kaffeebohnen", hidden: true });
    expect(await listPopularQueries(t.db, "de", "kaff", 4)).toEqual(["kaffeemaschine"]);
    // Counted on, it stays hidden; and it is kept however seldom it is searched.
    const tally = createSearchTally(t.db, { flushEveryMs: 3_600_000 });
    tally.searched("de", "kaffeebohnen", "10.0.3.1", 7);
    await tally.close();
    expect(await stored("de", "kaffeebohnen")).toMatchObject({ hidden: true, results: 7 });

    const shown = await t.call("POST", "/ops/popular-searches/visibility", { headers: OPS, body: { lang: "de", text: "kaffeebohnen", hidden: false } });
    expect(shown.body.data.search.hidden).toBe(false);
    expect(await listPopularQueries(t.db, "de", "kaff", 4)).toEqual(["kaffeebohnen", "kaffeemaschine"]);
  });

  it("refuses bad operations input with a message, and answers 404 for a search never counted", async () => {
    const unknown = await t.call("POST", "/ops/popular-searches/visibility", { headers: OPS, body: { lang: "de", text: "nie gesucht", hidden: true } });
    expect(unknown.status).toBe(404);
    for (const body of [{ lang: "xx", text: "a", hidden: true }, { lang: "de", text: " ", hidden: true }, { lang: "de", text: "a", hidden: "yes" }, { lang: "de", text: "a".repeat(101), hidden: true }]) {
      const res = await t.call("POST", "/ops/popular-searches/visibility", { headers: OPS, body });
      expect(res.status).toBe(400);
      expect(res.body.metadata[0].errors[0]).toMatch(/Give|Keep|Say/);
    }
    expect((await t.call("GET", "/ops/popular-searches?lang=de&limit=0", { headers: OPS })).status).toBe(400);
    expect((await t.call("GET", "/ops/popular-searches", { headers: OPS })).status).toBe(400);
  });
});
