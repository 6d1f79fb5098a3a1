import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node } from "yaml";

/** One mistake in the file: where (a path like `delivery_methods[2].price`, and a line when known) and what to do. */
export interface Problem {
  path: string;
  line?: number;
  column?: number;
  message: string;
}

export type PathPart = string | number;

export type ParsedFile =
  | { ok: true; value: unknown; locate: (path: readonly PathPart[]) => { line: number; column: number } | undefined }
  | { ok: false; problem: Problem };

/** `["delivery_methods", 2, "price"]` → `delivery_methods[2].price`. */
export function formatPath(path: readonly PathPart[]): string {
  return path.reduce<string>((out, part) => (typeof part === "number" ? `${out}[${part}]` : out ? `${out}.${part}` : part), "");
}

/** Aliases expand: a few nested ones can make a 2 MB file gigabytes (the "billion laughs"). */
const MAX_ALIAS_COUNT = 100;

/**
 * Reads the body as YAML or JSON. A file that does not parse is one problem with the parser's line and column;
 * one that parses comes with `locate`, which finds the line of a path in the text (YAML's own document keeps
 * where each node came from; JSON is read by the same parser for that, as valid JSON is valid YAML).
 */
export function parseConfigurationFile(text: string, format: "yaml" | "json"): ParsedFile {
  if (format === "json") {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      const offset = jsonErrorOffset(text);
      const at = lineAndColumn(text, offset);
      const detail = error instanceof Error ? error.message.split(/, "|\n/)[0]!.replace(/ in JSON at position \d+.*$/, "") : "not valid JSON";
      return { ok: false, problem: { path: "", ...at, message: `The JSON is not valid at line ${at.line}, column ${at.column}: ${detail}.` } };
    }
    const located = readYaml(text);
    return { ok: true, value, locate: located.ok ? located.locate : () => undefined };
  }
  const read = readYaml(text);
  if (!read.ok) return read;
  try {
    return { ok: true, value: read.doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }), locate: read.locate };
  } catch (error) {
    return { ok: false, problem: { path: "", message: `The YAML could not be read: ${error instanceof Error ? error.message : String(error)}` } };
  }
}

function readYaml(text: string): { ok: true; doc: Document; locate: (path: readonly PathPart[]) => { line: number; column: number } | undefined } | { ok: false; problem: Problem } {
  const lineCounter = new LineCounter();
  let doc: Document;
  try {
    doc = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: true });
  } catch {
    return { ok: false, problem: { path: "", message: "The YAML could not be read: it nests too deep." } };
  }
  const error = doc.errors[0];
  if (error) {
    const [start] = error.linePos ?? [];
    const first = error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    // The parser recurses: thousands of nested brackets exhaust the stack before they make a mistake.
    const message = /call stack/i.test(first) ? "it nests too deep" : first;
    const where = start ? ` at line ${start.line}, column ${start.col}` : "";
    return { ok: false, problem: { path: "", ...(start ? { line: start.line, column: start.col } : {}), message: `The YAML is not valid${where}: ${message}.` } };
  }
  const locate = (path: readonly PathPart[]) => {
    const offset = offsetOf(doc.contents, path);
    if (offset === undefined) return undefined;
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  return { ok: true, doc, locate };
}

/** Where the deepest node of `path` that exists starts: a missing key points at the item that lacks it. */
function offsetOf(root: unknown, path: readonly PathPart[]): number | undefined {
  let node = root as Node | null | undefined;
  let offset = node?.range?.[0];
  for (const part of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => (p.key as { value?: unknown } | null)?.value === part);
      if (!pair) break;
      offset = (pair.key as Node | null)?.range?.[0] ?? offset;
      node = pair.value as Node | null;
    } else if (isSeq(node) && typeof part === "number") {
      node = node.items[part] as Node | null;
      if (!node) break;
      offset = node.range?.[0] ?? offset;
    } else break;
  }
  return offset;
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}

/**
 * The offset of the first character JSON cannot accept (Node's own message often has no position):
 * a small recursive reader of the JSON grammar that stops where it fails.
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const fail = () => { throw i; };
  const space = () => { while (i < text.length && " \t\n\r".includes(text[i]!)) i++; };
  const literal = (word: string) => { for (const ch of word) { if (text[i] !== ch) fail(); i++; } };
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text.charCodeAt(i) < 0x20) fail();
      if (text[i] === "\\") {
        i++;
        if (text[i] === "u") { if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail(); i += 4; }
        else if (!'"\\/bfnrt'.includes(text[i] ?? "x")) fail();
      }
      i++;
    }
    if (text[i] !== '"') fail();
    i++;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) fail();
    i += match![0].length;
  };
  const value = (): void => {
    space();
    const ch = text[i];
    if (ch === "{") {
      i++; space();
      if (text[i] === "}") { i++; return; }
      for (;;) {
        space(); if (text[i] !== '"') fail(); string(); space();
        if (text[i] !== ":") fail(); i++; value(); space();
        if (text[i] === ",") { i++; continue; }
        if (text[i] === "}") { i++; return; }
        fail();
      }
    }
    if (ch === "[") {
      i++; space();
      if (text[i] === "]") { i++; return; }
      for (;;) {
        value(); space();
        if (text[i] === ",") { i++; continue; }
        if (text[i] === "]") { i++; return; }
        fail();
      }
    }
    if (ch === '"') return string();
    if (ch === "t") return literal("true");
    if (ch === "f") return literal("false");
    if (ch === "n") return literal("null");
    number();
  };
  try {
    value(); space();
    return i < text.length ? i : text.length;
  } catch (at) {
    return Math.min(typeof at === "number" ? at : 0, text.length);
  }
}
