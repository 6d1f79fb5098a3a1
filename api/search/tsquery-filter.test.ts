import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { buildPrefixQuery, normalizeSearchQuery } from "./search-text.ts";
import { readTsquery } from "./tsquery-filter.ts";

const t = useTestApi();

// Texts as shoppers type them (suggestions) and search them (web-search syntax: quotes, "or", "-word").
const TYPED = ["caff", "olio extrav", "pentol", "extra-vergine", "vino r", "pa", "il", "Olivenöl", "huile d'ol", "forno ventilato 60"];
const SEARCHED = ["\"olio extravergine\"", "pasta -integrale", "vino or birra", "spaghetti", "casserole", "le", "-rame", "caffè in grani"];

interface Pair { q: string; lexemes: string[]; matches: boolean }

/** Every product name of the demo store in `lang` against each text's tsquery, as PostgreSQL matches them. */
async function pairs(lang: string, texts: { text: string; typed: boolean }[]): Promise<Pair[]> {
  const queries = texts.map(({ text, typed }) => typed
    ? sql`to_tsquery(vetrina_search_config(${lang}), vetrina_unaccent(${buildPrefixQuery(normalizeSearchQuery(text))}))`
    : sql`websearch_to_tsquery(vetrina_search_config(${lang}), vetrina_unaccent(${text}))`);
  const rows = (await t.db.execute(sql`
    select q.q::text as q, tsvector_to_array(d.name_vector) as lexemes, d.name_vector @@ q.q as matches
    from (values ${sql.join(queries.map((q) => sql`(${q})`), sql`, `)}) as q(q)
    cross join search_documents d where d.lang = ${lang}`)) as unknown as { rows: Pair[] };
  return rows.rows;
}

describe("readTsquery", () => {
  it("lets through every name PostgreSQL matches, and only those when it says it is exact, in every language", async () => {
    const texts = [...TYPED.map((text) => ({ text, typed: true })), ...SEARCHED.map((text) => ({ text, typed: false }))];
    let matched = 0;
    let inexact = 0;
    for (const lang of SUPPORTED_LOCALES) {
      for (const { q, lexemes, matches } of await pairs(lang, texts)) {
        const read = readTsquery(q);
        expect(read, q).not.toBeNull();
        const said = read!.test(lexemes);
        if (matches) expect(said, `${lang} ${q} ${lexemes.join(" ")}`).toBe(true);
        if (read!.exact) expect(said, `${lang} ${q} ${lexemes.join(" ")}`).toBe(matches);
        else inexact++;
        if (matches) matched++;
      }
    }
    // The texts do match names, and some of their tsqueries (a phrase, a negation) are read loosely.
    expect(matched).toBeGreaterThan(100);
    expect(inexact).toBeGreaterThan(0);
  });

  it("reads the operators, quotes and flags PostgreSQL prints", () => {
    const test = (q: string, lexemes: string[]) => readTsquery(q)!.test(lexemes);
    expect(test("'caff':*", ["caffettier", "moka"])).toBe(true);
    expect(test("'caff':*", ["caf"])).toBe(false);
    expect(test("'olio' & 'extrav':*", ["extravergin", "olio"])).toBe(true);
    expect(test("'olio' & 'extrav':*", ["olio"])).toBe(false);
    expect(test("'vino' | 'birr'", ["birr"])).toBe(true);
    expect(test("( 'vino' | 'birr' ) & 'ross'", ["birr"])).toBe(false);
    expect(test("'extra-vergin' <-> 'extra' <2> 'vergin'", ["extra", "extra-vergin", "vergin"])).toBe(true);
    expect(test("'past' & !'integral'", ["integral", "past"])).toBe(true);
    expect(test("'l''olio'", ["l'olio"])).toBe(true);
    expect(test("'a\\\\b':*A", ["a\\bc"])).toBe(true);
    expect(readTsquery("")!.test(["olio"])).toBe(false);
    expect(readTsquery("'olio' & 'extrav':*")!.exact).toBe(true);
    expect(readTsquery("'past' & !'integral'")!.exact).toBe(false);
    expect(readTsquery("'a' <-> 'b'")!.exact).toBe(false);
    expect(readTsquery("'a':A")!.exact).toBe(false);
  });

  it("is null for what it cannot read, so the statement walks the index", () => {
    for (const text of ["'olio", "olio", "'a' &", "( 'a'", "'a' )", "'a' 'b'", "&"]) expect(readTsquery(text), text).toBeNull();
  });
});
