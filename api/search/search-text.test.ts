import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, buildPrefixQuery, normalizeSearchQuery, splitSearchWords } from "./search-text.ts";

describe("normalizeSearchQuery", () => {
  it("trims and collapses every kind of white space", () => {
    expect(normalizeSearchQuery("  olio \t extra\n vergine  ")).toBe("olio extra vergine");
    expect(normalizeSearchQuery("olio\u00a0garda")).toBe("olio garda");
  });

  it("keeps letters of any language with their accents, digits, and the hyphens and dots of codes", () => {
    expect(normalizeSearchQuery("Caffè Olivenöl Crêpe ñandú")).toBe("Caffè Olivenöl Crêpe ñandú");
    expect(normalizeSearchQuery("VA-SPAG-500")).toBe("VA-SPAG-500");
    expect(normalizeSearchQuery("g.U. 8012345678901")).toBe("g.U. 8012345678901");
  });

  it("composes accents typed as separate marks, so they match the catalogue's text", () => {
    expect(normalizeSearchQuery("caffe\u0300")).toBe("caffè");
  });

  it("turns an apostrophe into a space, so \"caffe'\" (typed without the accent key) reads as caffe", () => {
    expect(normalizeSearchQuery("caffe'")).toBe("caffe");
    expect(normalizeSearchQuery("pasta all'uovo")).toBe("pasta all uovo");
  });

  it("strips what tsquery, LIKE or the database would read as syntax", () => {
    expect(normalizeSearchQuery("olio & garda | !aceto: *")).toBe("olio garda aceto");
    expect(normalizeSearchQuery("<script>alert(1)</script>")).toBe("script alert 1 script");
    expect(normalizeSearchQuery("50% _x_ \\' \" ; -- a\u0000b")).toBe("50 x -- a b");
  });

  it("answers an empty string when nothing searchable is left", () => {
    for (const q of ["", "   ", "'", "&|!:*", "- . -", "()<>"]) expect(normalizeSearchQuery(q)).toBe("");
  });

  it(`cuts at ${MAX_QUERY_LENGTH} characters, counting a character outside the BMP once`, () => {
    expect(normalizeSearchQuery("a".repeat(1000))).toHaveLength(MAX_QUERY_LENGTH);
    const astral = normalizeSearchQuery("𝐀".repeat(150));
    expect(Array.from(astral)).toHaveLength(MAX_QUERY_LENGTH);
    expect(astral).not.toContain("\ufffd");
    expect(normalizeSearchQuery(`${"a".repeat(99)} b`)).toBe("a".repeat(99));
  });
});

describe("buildPrefixQuery", () => {
  it("requires every word and reads the last as a prefix", () => {
    expect(buildPrefixQuery("olio extrav")).toBe("'olio' & 'extrav':*");
    expect(buildPrefixQuery("spag")).toBe("'spag':*");
  });

  it("skips words that name nothing and answers empty for no words", () => {
    expect(splitSearchWords("olio - . garda")).toEqual(["olio", "garda"]);
    expect(buildPrefixQuery("")).toBe("");
  });
});
