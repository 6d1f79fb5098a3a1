import { z } from "@hono/zod-openapi";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { CONFIGURATION, SECTION_NAMES, type Configuration, type SectionName } from "./configuration.schema.ts";
import { formatPath, type PathPart, type Problem } from "./configuration.parse.ts";

/** A file with more mistakes than this is answered with the first ones and how many more there are. */
export const MAX_PROBLEMS = 200;

export interface Found {
  /** The sections that passed their schema, as the writers take them. */
  config: Partial<Configuration>;
  /** Sections that did not: the rules that need them are skipped, so one mistake is not reported twice. */
  failed: Set<SectionName>;
  problems: { path: PathPart[]; message: string }[];
}

/**
 * Checks the file section by section against the schema, so that a mistake in one section does not hide the
 * mistakes of the others (the cross-item rules then run on every section that passed).
 */
export function checkSections(value: unknown): Found {
  const found: Found = { config: {}, failed: new Set(), problems: [] };
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    found.problems.push({ path: [], message: "The file must be a set of sections (shop:, languages:, categories: …), not a list or a single value." });
    return found;
  }
  const nul = findNul(value);
  if (nul) {
    found.problems.push({ path: nul, message: "This text holds a NUL character (\\u0000), which the shop cannot keep: remove it." });
    return found;
  }
  for (const key of Object.keys(value)) {
    if (!(SECTION_NAMES as string[]).includes(key)) {
      const alias = closest(key, Object.keys(SECTION_ALIASES));
      const near = alias ? SECTION_ALIASES[alias] : closest(key, SECTION_NAMES);
      found.problems.push({ path: [key], message: `"${key}" is not a section of the configuration${near ? `: did you mean ${near}?` : "."} The sections are: ${SECTION_NAMES.join(", ")}.` });
    }
  }
  const sections = value as Record<string, unknown>;
  for (const name of SECTION_NAMES) {
    if (!(name in sections)) continue;
    const raw = sections[name];
    if (raw === null) {
      found.failed.add(name);
      found.problems.push({ path: [name], message: `The section ${name} is empty: leave it out to keep what the shop has, or give its items (an empty list [] deactivates them all).` });
      continue;
    }
    const schema = CONFIGURATION.shape[name] as z.ZodType;
    const result = schema.safeParse(raw, { error: friendlyMessage });
    if (result.success) (found.config as Record<string, unknown>)[name] = result.data;
    else {
      found.failed.add(name);
      for (const issue of result.error.issues) found.problems.push(...describeIssue(schema, [name], issue));
    }
  }
  return found;
}

function describeIssue(schema: z.ZodType, prefix: PathPart[], issue: z.core.$ZodIssue): { path: PathPart[]; message: string }[] {
  const path = [...prefix, ...(issue.path as PathPart[])];
  if (issue.code !== "unrecognized_keys") return [{ path, message: issue.message }];
  const known = keysAt(schema, issue.path as PathPart[]);
  const languages = known.length === SUPPORTED_LOCALES.length && known.every((k) => (SUPPORTED_LOCALES as readonly string[]).includes(k));
  return issue.keys.map((key) => {
    if (languages) return { path: [...path, key], message: `"${key}" is not one of the shop's languages: write the text under it, en, fr, de or es.` };
    const near = closest(key, known);
    return { path: [...path, key], message: `"${key}" is not a key of this item${near ? `: did you mean ${near}?` : "."} The keys are: ${known.join(", ")}.` };
  });
}

/** The keys the object schema at `path` knows, for "did you mean". */
function keysAt(schema: z.ZodType, path: PathPart[]): string[] {
  let node: unknown = schema;
  const unwrap = () => {
    for (let i = 0; i < 8; i++) {
      if (node instanceof z.ZodOptional || node instanceof z.ZodNullable || node instanceof z.ZodDefault) node = node.unwrap();
      else if (node instanceof z.ZodPipe) node = node.in;
      else break;
    }
  };
  for (const part of path) {
    unwrap();
    if (node instanceof z.ZodArray) node = node.element;
    else if (node instanceof z.ZodObject) node = node.shape[part as string];
    else return [];
  }
  unwrap();
  return node instanceof z.ZodObject ? Object.keys(node.shape) : [];
}

/** Messages for what a field's own schema does not word itself. */
function friendlyMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type": {
      if (issue.input === undefined) return "This is required: give it.";
      const wanted = { string: "text", number: "a number", boolean: "true or false", array: "a list (each item on a line starting with -)", object: "a set of keys (key: value lines)" }[issue.expected as string];
      if (issue.expected === "string" && typeof issue.input === "number") return `Put ${String(issue.input)} in quotes: it must be text.`;
      return wanted ? `Write ${wanted} here.` : undefined;
    }
    case "too_small": return issue.origin === "array" ? `Give at least ${String(issue.minimum)} items.` : undefined;
    case "too_big": return issue.origin === "array" ? `Give at most ${String(issue.maximum)} items.` : undefined;
    case "invalid_value": return `Give one of: ${issue.values.map(String).join(", ")}.`;
    default: return undefined;
  }
}

/** The first string holding a NUL (PostgreSQL refuses it in text and JSON), looked for without recursion. */
function findNul(value: object): PathPart[] | null {
  const stack: { value: unknown; path: PathPart[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === "string") { if (v.includes("\u0000")) return path; continue; }
    if (v === null || typeof v !== "object" || path.length > 12) continue;
    for (const [k, child] of Object.entries(v)) {
      if (k.includes("\u0000")) return [...path, k.replaceAll("\u0000", "\\u0000")];
      stack.push({ value: child, path: [...path, Array.isArray(v) ? Number(k) : k] });
    }
  }
  return null;
}

/** Names a shop owner may reach for, and the section that holds it. */
const SECTION_ALIASES: Record<string, SectionName> = {
  shipping_methods: "delivery_methods", shipping: "delivery_methods", delivery: "delivery_methods", payments: "payment_methods",
  stores: "pickup_stores", shops: "pickup_stores", profile: "shop", store: "shop", menus: "pages", menu: "pages", slides: "slider",
  social: "social_links", tabs: "additional_tabs", flags: "features", chatbot: "features", blog: "features", bank: "bank_transfer",
};

/** The known name nearest to a misspelt one (at most two edits apart), or null. */
export function closest(word: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = 3;
  for (const candidate of known) {
    const d = editDistance(word.toLowerCase(), candidate);
    if (d < bestDistance) { best = candidate; bestDistance = d; }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** Problems as the answer lists them: path, line when the file says, message; at most MAX_PROBLEMS. */
export function toProblems(found: { path: PathPart[]; message: string }[], locate: (path: readonly PathPart[]) => { line: number; column: number } | undefined): Problem[] {
  return found.slice(0, MAX_PROBLEMS).map((p) => {
    const at = locate(p.path);
    return { path: formatPath(p.path), ...(at ? { line: at.line, column: at.column } : {}), message: p.message };
  });
}
