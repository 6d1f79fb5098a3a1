// Whether a configured secret could have come from a random generator, or was typed by a person
// (a placeholder left from an example, a word repeated to reach the length). Pure: env.ts and
// session-secret.ts apply it where a secret is read in production.

export const SECRET_MIN_LENGTH = 32;
/** Below what random secrets estimate: `openssl rand -hex 16`, the weakest we accept, never went under 88 in 200,000 tries. */
export const SECRET_MIN_ESTIMATED_BITS = 80;
const SECRET_MIN_DISTINCT = 8;
/** Neighbours equal or one code point apart: "aaaa", "abcd", "4321". Random hex has under half. */
const SECRET_MAX_STEP_SHARE = 0.6;

export const MAKE_A_SECRET = "openssl rand -base64 48";

/** Words of examples and tutorials, and keyboard rows: a generator does not write them (≥ 5 letters, so random text hardly ever holds one). */
const PLACEHOLDER_WORDS = [
  "changeme", "secret", "password", "passwd", "example", "placeholder", "default", "replace",
  "insecure", "sample", "dummy", "letmein", "qwerty", "azerty", "qwertz", "asdfgh", "zxcvbn",
] as const;

export type SecretProblem =
  | { kind: "too_short"; length: number }
  | { kind: "placeholder"; word: string }
  | { kind: "repeats"; period: number }
  | { kind: "few_characters"; distinct: number }
  | { kind: "sequence" }
  | { kind: "one_kind" }
  | { kind: "low_entropy"; bits: number };

/** The length of the shortest pattern the whole text repeats (its own length when it repeats nothing). */
export function shortestPeriod(text: string): number {
  // Knuth–Morris–Pratt failure function: the longest proper prefix that is also a suffix.
  const border = new Array<number>(text.length).fill(0);
  for (let i = 1, k = 0; i < text.length; i++) {
    while (k > 0 && text[i] !== text[k]) k = border[k - 1]!;
    if (text[i] === text[k]) k++;
    border[i] = k;
  }
  return text.length - (border[text.length - 1] ?? 0);
}

/** Shannon entropy of the text's own character frequencies, times its length: an upper estimate for typed text. */
export function estimatedBits(text: string): number {
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const length = [...text].length;
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / length) * Math.log2(n / length);
  return perChar * length;
}

function stepShare(text: string): number {
  let steps = 0;
  for (let i = 1; i < text.length; i++) if (Math.abs(text.charCodeAt(i) - text.charCodeAt(i - 1)) <= 1) steps++;
  return steps / Math.max(1, text.length - 1);
}

function kindsOfCharacters(text: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((kind) => kind.test(text)).length;
}

/**
 * The first reason a secret looks made by hand, or null when it could be random. The checks go from
 * the plainest to the subtlest, so the message names what the operator will recognise.
 */
export function findSecretProblem(secret: string): SecretProblem | null {
  if (secret.length < SECRET_MIN_LENGTH) return { kind: "too_short", length: secret.length };
  // "Change_Me", "s-e-c-r-e-t": case and separators do not hide a word.
  const letters = secret.toLowerCase().replace(/[^a-z0-9]/g, "");
  const word = PLACEHOLDER_WORDS.find((w) => letters.includes(w));
  if (word) return { kind: "placeholder", word };
  const period = shortestPeriod(secret);
  if (period <= secret.length / 2) return { kind: "repeats", period };
  const distinct = new Set(secret).size;
  if (distinct < SECRET_MIN_DISTINCT) return { kind: "few_characters", distinct };
  if (stepShare(secret) > SECRET_MAX_STEP_SHARE) return { kind: "sequence" };
  // Only lowercase letters (a sentence run together) or only digits: no generator's usual output.
  if (kindsOfCharacters(secret) < 2) return { kind: "one_kind" };
  const bits = estimatedBits(secret);
  if (bits < SECRET_MIN_ESTIMATED_BITS) return { kind: "low_entropy", bits: Math.floor(bits) };
  return null;
}

function describe(problem: SecretProblem): string {
  switch (problem.kind) {
    case "too_short": return `it has ${problem.length} characters, fewer than ${SECRET_MIN_LENGTH}`;
    case "placeholder": return `it holds "${problem.word}", a word of examples and placeholders`;
    case "repeats": return `it repeats a pattern of ${problem.period} character${problem.period === 1 ? "" : "s"}`;
    case "few_characters": return `it uses only ${problem.distinct} different characters`;
    case "sequence": return "it is mostly a run of neighbouring characters (like abcd or 4321)";
    case "one_kind": return "it uses one kind of character only (only lowercase letters, only digits…), like words or a number typed by hand";
    case "low_entropy": return `it carries about ${problem.bits} bits of randomness, fewer than ${SECRET_MIN_ESTIMATED_BITS}`;
  }
}

/** The one line that stops the server: what is wrong and how to make a good one. Never the secret itself. */
export function weakSecretMessage(where: string, problem: SecretProblem, remedy = "and set it (every node of the shop must share it)"): string {
  return `${where} is not a random secret: ${describe(problem)}. Make one with \`${MAKE_A_SECRET}\` ${remedy}.`;
}

/** Passwords that examples and tutorials put in connection URLs (.env.example's `user:pass`). */
const PLACEHOLDER_CREDENTIALS = new Set([
  "pass", "password", "passwd", "changeme", "secret", "example", "placeholder", "default", "postgres", "admin", "root", "test", "user", "smtp",
]);

/**
 * A connection URL's password (DATABASE_URL, SMTP_URL) left from an example. Those passwords are chosen by
 * the database or mail provider, often shorter than a session secret: only the obvious is refused.
 */
export function isPlaceholderCredential(password: string): boolean {
  const letters = password.toLowerCase().replace(/[^a-z]/g, "");
  return letters === "" ? password.length < 12 : PLACEHOLDER_CREDENTIALS.has(letters);
}
