import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "#tests/setup/test-api.ts";
import { parseOperators } from "#api/operations/operator-auth.ts";
import { MIN_POPULAR_SCORE, POPULAR_HALF_LIFE_MS, scoreAt, searchKey, storedScore } from "#domain/search-popularity.ts";
import { createSearchTally, loadPopularQueries, matchPopularQueries, visitorOf } from "./popular-searches.ts";
import { DEMO_POPULAR_SEARCHES } from "#db/seed/content/popular-searches.ts";
import type { Locale } from "#domain/locale.ts";

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

/** What the suggestions would offer for `q` in `lang` at `nowMs`, read afresh from the table. */
async function listPopularQueries(db: typeof t.db, lang: Locale, q: string, limit: number, nowMs = Date.now()) {
  return matchPopularQueries(await loadPopularQueries(db, lang, nowMs), q, limit);
}

/** Drops what the suggestions keep (popular searches are kept as long as a write of the counts takes, a minute). */
async function forgetSuggestions() {
  await t.db.execute(sql`select pg_notify('vetrina_catalog', '*')`);
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe("popular searches", () => {
  it("the demo store's each find products in their language, and are suggested from their first letters", async () => {
    for (const [lang, searches] of Object.entries(DEMO_POPULAR_SEARCHES)) {
      for (const [text] of searches) {
        expect((await stored(lang, text))?.results, `${lang}: ${text}`).toBeGreaterThan(0);
        expect((await search(text, "10.0.9.1", lang)).total, `${lang}: ${text}`).toBeGreaterThan(0);
        expect(await listPopularQueries(t.db, lang as Locale, text.slice(0, 3), 10), `${lang}: ${text}`).toContain(text);
      }
    }
  });

  it("counts a search that finds products once per visitor, suggests it once popular, and never what found nothing", async () => {
    const found = await search("spaghetti trafilati", "10.0.0.1");
    expect(found.total).toBeGreaterThan(0);
    await search("spaghetti trafilati", "10.0.0.1"); // the same visitor again: not counted
    await search("spaghetti trafilati", "10.0.0.2");
    await search("spaghetti trafilati", "10.0.0.2", "it", 2); // page 2: not counted
    await search("zzzqqxy", "10.0.0.1"); // nothing found: not counted
    expect((await search("zzzqqxy", "10.0.0.1")).total).toBe(0);
    await t.api.searches.flush();
    const row = await stored("it", "spaghetti trafilati");
    expect(row).toMatchObject({ text: "spaghetti trafilati", hidden: false });
    expect(scoreAt(Number(row!.score), Date.now())).toBeCloseTo(2, 2);
    expect(await stored("it", "zzzqqxy")).toBeUndefined();

    await forgetSuggestions();
    expect(await suggestedQueries("spag")).not.toContain("spaghetti trafilati"); // 2 < MIN_POPULAR_SCORE
    // The same search, typed otherwise, by two more: past the bound (which three reach, and a moment's decay leaves below).
    await search("Spaghetti  Trafilati", "10.0.0.3");
    await search("spaghetti trafilati", "10.0.0.4");
    await t.api.searches.flush();
    expect(scoreAt(Number((await stored("it", "spaghetti trafilati"))!.score), Date.now())).toBeCloseTo(4, 2);
    expect(4).toBeGreaterThan(MIN_POPULAR_SCORE);
    await forgetSuggestions();
    expect(await suggestedQueries("spag")).toContain("spaghetti trafilati");
    // A word of it that starts with the text leads there too; the text itself is not offered, nor another language's.
    expect(await suggestedQueries("TRAFIL")).toContain("spaghetti trafilati");
    expect(await suggestedQueries("spaghetti trafilati")).not.toContain("spaghetti trafilati");
    expect(await suggestedQueries("spag", "en")).toEqual([]);
    expect(await suggestedQueries("rafilati")).toEqual([]);
  });

  it("keeps only what every word of finds: not an \"or\" that finds through one word, nor a typo's guesses", async () => {
    expect((await search("zzqqy or pasta", "10.0.4.1")).total).toBeGreaterThan(0);
    expect((await search("spagetti", "10.0.4.1")).total).toBeGreaterThan(0);
    for (const ip of ["10.0.4.2", "10.0.4.3", "10.0.4.4"]) {
      await search("zzqqy or pasta", ip);
      await search("spagetti", ip);
    }
    await t.api.searches.flush();
    expect(await stored("it", "zzqqy or pasta")).toBeUndefined();
    expect(await stored("it", "spagetti")).toBeUndefined();
  });

  it("stops offering a search that no longer finds anything", async () => {
    await t.db.execute(sql`insert into search_queries (lang, key, text, score, results, searched_at)
      values ('it', 'zampogna doc', 'zampogna doc', ${storedScore(30, Date.now())}, 4, now())`);
    expect(await listPopularQueries(t.db, "it", "zamp", 4)).toEqual(["zampogna doc"]);
    expect((await search("zampogna doc", "10.0.6.1")).total).toBe(0);
    await t.api.searches.flush();
    expect(await stored("it", "zampogna doc")).toMatchObject({ results: 0 });
    expect(await listPopularQueries(t.db, "it", "zamp", 4)).toEqual([]);
  });

  it("counts a visitor once a day per search and for 20 searches at most; an IPv6 /64 is one visitor", async () => {
    let clock = Date.now();
    const tally = createSearchTally(t.db, { flushEveryMs: 3_600_000, now: () => clock });
    const before = await stored("fr", "café en grains");
    tally.searched("fr", "café en grains", "2001:db8:1:2::10", 5);
    tally.searched("fr", "café en grains", "2001:0db8:0001:0002:ffff::1", 5); // the same /64
    clock += 23 * 3_600_000;
    tally.searched("fr", "café en grains", "2001:db8:1:2::10", 5);
    clock += 2 * 3_600_000;
    tally.searched("fr", "café en grains", "2001:db8:1:2::10", 5); // a day on: counted again
    for (let i = 0; i < 20; i++) tally.searched("fr", `rien ${i}`, "192.0.2.7", 1); // found nothing at the write
    tally.searched("fr", "café en grains", "192.0.2.7", 5); // the 21st of the day for this visitor
    tally.searched("fr", "café en grains", "::ffff:192.0.2.8", 5);
    await tally.close();
    const after = await stored("fr", "café en grains");
    // Two counts were made at `clock`, and so were the ones before it: 2 + 1 + 1 (the mapped IPv4 one), less a day's decay of 2.
    expect(scoreAt(Number(after!.score), clock) - scoreAt(Number(before!.score), clock)).toBeCloseTo(3, 2);
    expect(await stored("fr", "rien 3")).toBeUndefined();
  });

  it("keeps the counts a failed write could not write for the next one", async () => {
    let fail = true;
    const flaky = new Proxy(t.db, {
      get: (target, name, receiver) => (name === "transaction" && fail
        ? () => { fail = false; return Promise.reject(new Error("connection lost")); }
        : Reflect.get(target, name, receiver)),
    });
    const logged: string[] = [];
    const tally = createSearchTally(flaky, { flushEveryMs: 3_600_000, log: (msg) => logged.push(msg) });
    tally.searched("es", "café en grano", "192.0.2.20", 3);
    tally.searched("es", "café en grano", "192.0.2.21", 3);
    const before = Number((await stored("es", "café en grano"))!.score);
    await expect(tally.flush()).rejects.toThrow("connection lost");
    expect(logged).toEqual(["search counts not written; kept for the next write"]);
    tally.searched("es", "café en grano", "192.0.2.22", 3);
    await tally.close();
    expect(scoreAt(Number((await stored("es", "café en grano"))!.score), Date.now()) - scoreAt(before, Date.now())).toBeCloseTo(3, 2);
  });

  it("counts a kept search page sent again, once its search found products on this node", async () => {
    await search("pasta di semola", "10.0.1.1");
    t.api.searches.pageSent("/search?search=pasta+di+semola", () => "10.0.1.2");
    t.api.searches.pageSent("/search.data?search=Pasta%20di%20semola&sort=price_asc", () => "10.0.1.3");
    t.api.searches.pageSent("/search?search=pasta+di+semola&page=2", () => "10.0.1.4"); // not a first page
    t.api.searches.pageSent("/en/search?search=pasta+di+semola", () => "10.0.1.5"); // never searched in English here
    t.api.searches.pageSent("/search?search=never+searched", () => "10.0.1.6");
    t.api.searches.pageSent("/pasta?search=pasta+di+semola", () => "10.0.1.7"); // not the search page
    t.api.searches.pageSent("//search/?search=pasta+di+semola", () => "10.0.1.8"); // the same kept page, spelt otherwise
    await t.api.searches.flush();
    expect(scoreAt(Number((await stored("it", "pasta di semola"))!.score), Date.now())).toBeCloseTo(4, 2);
    expect(await stored("en", "pasta di semola")).toBeUndefined();
    expect(await stored("it", "never searched")).toBeUndefined();
  });

  it("forgets searches seldom made lately, and suggests from the most popular", async () => {
    const now = Date.now();
    await t.db.execute(sql`insert into search_queries (lang, key, text, score, results, searched_at) values
      ('de', 'tee alt', 'tee alt', ${storedScore(0.4, now)}, 5, now()),
      ('de', 'teebeutel', 'teebeutel', ${storedScore(40, now)}, 5, now()),
      ('de', 'teekanne', 'teekanne', ${storedScore(9, now)}, 5, now()),
      ('de', 'tee leer', 'tee leer', ${storedScore(50, now)}, 0, now())`);
    // Any write forgets what has faded.
    const tally = createSearchTally(t.db, { flushEveryMs: 3_600_000 });
    tally.searched("de", "Rotwein", "10.0.2.1", 4);
    await tally.close();
    expect(await stored("de", "tee alt")).toBeUndefined();
    expect((await stored("de", "rotwein"))!.results).toBe(4);
    // One that found nothing when last searched is not offered.
    expect(await listPopularQueries(t.db, "de", "tee", 4)).toEqual(["teebeutel", "teekanne"]);
    expect(await listPopularQueries(t.db, "de", "tee", 1)).toEqual(["teebeutel"]);
    // In three weeks 40 halves to 5 and 9 to about 1: only the tea bags are still popular.
    expect(await listPopularQueries(t.db, "de", "tee", 4, now + 3 * POPULAR_HALF_LIFE_MS)).toEqual(["teebeutel"]);
  });

  it("lets the shop owner see them and take one out of the suggestions, for operators only", async () => {
    expect((await t.call("GET", "/ops/popular-searches?lang=de", { headers: { lang: "en" } })).status).toBe(401);
    expect((await t.call("POST", "/ops/popular-searches/visibility", { headers: { lang: "en" }, body: { lang: "de", text: "teebeutel", hidden: true } })).status).toBe(401);
    const list = await t.call("GET", "/ops/popular-searches?lang=de&limit=2", { headers: OPS });
    expect(list.status).toBe(200);
    expect(list.body.data.searches.map((s: { text: string }) => s.text)).toEqual(["tee leer", "teebeutel"]);
    expect(list.body.data.searches[1]).toMatchObject({ results: 5, hidden: false });
    expect(list.body.data.searches[1].score).toBeCloseTo(40, 0);

    const suggested = async () => (await t.call("GET", "/search/suggest?q=tee", { headers: { lang: "de" } })).body.data.queries;
    expect(await suggested()).toEqual([{ text: "teebeutel" }, { text: "teekanne" }]);
    const hide = await t.call("POST", "/ops/popular-searches/visibility", { headers: OPS, body: { lang: "de", text: "TEEBEUTEL", hidden: true } });
    expect(hide.status).toBe(200);
    expect(hide.body.data.search).toMatchObject({ text: "teebeutel", hidden: true });
    expect(await listPopularQueries(t.db, "de", "tee", 4)).toEqual(["teekanne"]);
    // This node's suggestions follow at once.
    expect(await suggested()).toEqual([{ text: "teekanne" }]);
    // Counted on, a hidden search stays hidden.
    expect((await t.call("POST", "/ops/popular-searches/visibility", { headers: OPS, body: { lang: "de", text: "Kaffeebohnen", hidden: true } })).status).toBe(200);
    const tally = createSearchTally(t.db, { flushEveryMs: 3_600_000 });
    tally.searched("de", "kaffeebohnen", "10.0.3.1", 7);
    await tally.close();
    expect(await stored("de", "kaffeebohnen")).toMatchObject({ hidden: true, results: 7 });

    const shown = await t.call("POST", "/ops/popular-searches/visibility", { headers: OPS, body: { lang: "de", text: "teebeutel", hidden: false } });
    expect(shown.body.data.search.hidden).toBe(false);
    expect(await listPopularQueries(t.db, "de", "tee", 4)).toEqual(["teebeutel", "teekanne"]);
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

describe("visitorOf", () => {
  it("takes an IPv4 address as it is, and an IPv6 one by its /64", () => {
    expect(visitorOf("192.0.2.1")).toBe("192.0.2.1");
    expect(visitorOf("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(visitorOf("2001:db8:1:2::10")).toBe("2001:db8:1:2::/64");
    expect(visitorOf("2001:0DB8:0001:0002:ffff:0:0:1")).toBe("2001:db8:1:2::/64");
    expect(visitorOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(visitorOf("::1")).toBe("0:0:0:0::/64");
    expect(visitorOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(visitorOf("unknown")).toBe("unknown");
  });
});
