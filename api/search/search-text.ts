/** Longer queries are cut: nobody types more, and long ones only cost index work. */
export const MAX_QUERY_LENGTH = 100;

// Letters (any script, with their accents), digits, spaces, and the dots and hyphens of SKUs and "g.U.".
// Everything else is query syntax to tsquery (& | ! : * ( ) ' \), a LIKE wildcard (% _), or noise;
// an apostrophe becomes a space, which is also how "caffe'" (typed without the accent key) finds caffè.
const NOT_KEPT = /[^\p{L}\p{M}\p{N}\s.-]+/gu;
const HAS_WORD = /[\p{L}\p{N}]/u;

/**
 * A shopper's text made safe and canonical for search: Unicode NFC, only characters that mean a word,
 * single spaces, at most MAX_QUERY_LENGTH characters. "" when nothing searchable is left.
 */
export function normalizeSearchQuery(q: string): string {
  const cleaned = q.normalize("NFC").replace(NOT_KEPT, " ").replace(/\s+/g, " ").trim();
  // Cut by code points, not UTF-16 units: half a surrogate pair would reach the database as U+FFFD.
  const cut = Array.from(cleaned).slice(0, MAX_QUERY_LENGTH).join("").trim();
  return HAS_WORD.test(cut) ? cut : "";
}

/** The words of a normalized query that can name something (not a lone "-" or "."). */
export function splitSearchWords(text: string): string[] {
  return text.split(" ").filter((word) => HAS_WORD.test(word));
}

/**
 * to_tsquery text for "as the shopper types": every word must match, the last one as a prefix
 * ("olio extrav" → 'olio' & 'extrav':*). Each word is quoted as one lexeme; normalizeSearchQuery
 * has removed quotes and backslashes, so nothing can escape the quoting. "" when there are no words.
 */
export function buildPrefixQuery(text: string): string {
  const words = splitSearchWords(text);
  if (words.length === 0) return "";
  return words.map((word, i) => `'${word}'${i === words.length - 1 ? ":*" : ""}`).join(" & ");
}
