/**
 * A tsquery's text as PostgreSQL prints it (`'olio' & 'extrav':*`), read into a test of a document's lexemes that
 * never says no to a document the query matches. It says yes exactly when the query matches (`exact`) unless the
 * query has a phrase operator (`<->`, `<2>`: read as "and"), a negation (`!'x'`: read as "anything") or a weight
 * (`'a':A`: ignored); then a few documents it lets through may not match. null for a text it cannot read.
 */
export function readTsquery(text: string): { test: (lexemes: readonly string[]) => boolean; exact: boolean } | null {
  const tokens = tokenize(text);
  if (!tokens) return null;
  const exact = tokens.every((token) => token.kind !== "not" && token.kind !== "near" && (token.kind !== "lexeme" || token.exact));
  // An empty query (only stop words) matches nothing.
  if (tokens.length === 0) return { test: () => false, exact };
  let at = 0;
  type Test = (lexemes: readonly string[]) => boolean;
  // Lowest precedence first: | below & and the phrase operators, which are below !.
  function or(): Test | null {
    let left = and();
    while (left && tokens![at]?.kind === "or") {
      at++;
      const right = and();
      if (!right) return null;
      const l = left;
      left = (x) => l(x) || right(x);
    }
    return left;
  }
  function and(): Test | null {
    let left = unary();
    while (left && (tokens![at]?.kind === "and" || tokens![at]?.kind === "near")) {
      at++;
      const right = unary();
      if (!right) return null;
      const l = left;
      left = (x) => l(x) && right(x);
    }
    return left;
  }
  function unary(): Test | null {
    const token = tokens![at++];
    if (!token) return null;
    if (token.kind === "not") return unary() ? () => true : null;
    if (token.kind === "open") {
      const inner = or();
      if (!inner || tokens![at++]?.kind !== "close") return null;
      return inner;
    }
    if (token.kind !== "lexeme") return null;
    const { lexeme, prefix } = token;
    return prefix ? (x) => x.some((l) => l.startsWith(lexeme)) : (x) => x.includes(lexeme);
  }
  const test = or();
  return test && at === tokens.length ? { test, exact } : null;
}

type Token = { kind: "and" | "near" | "or" | "not" | "open" | "close" } | { kind: "lexeme"; lexeme: string; prefix: boolean; exact: boolean };

// A quoted lexeme ('' is a quote, \ escapes the next character), then its flags (:*, weights); or an operator.
const TOKEN = /\s*(?:'((?:[^'\\]|''|\\.)*)'(?::([*A-Da-d]+))?|(&|\||!|\(|\)|<(?:-|\d+)>))/y;

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const match = TOKEN.exec(text);
    if (!match) return null;
    const [, quoted, flags, operator] = match;
    if (quoted !== undefined) {
      const weighted = /[A-Da-d]/.test(flags ?? "");
      tokens.push({ kind: "lexeme", lexeme: quoted.replace(/''/g, "'").replace(/\\(.)/g, "$1"), prefix: flags?.includes("*") ?? false, exact: !weighted });
    } else if (operator === "|") tokens.push({ kind: "or" });
    else if (operator === "!") tokens.push({ kind: "not" });
    else if (operator === "(") tokens.push({ kind: "open" });
    else if (operator === ")") tokens.push({ kind: "close" });
    else tokens.push({ kind: operator === "&" ? "and" : "near" });
  }
  return tokens;
}
