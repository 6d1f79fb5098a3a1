import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { OPERATOR_KEY_FILE, resolveOperators } from "./operator-key.ts";

const dirs: string[] = [];
const dataDir = () => { const dir = mkdtempSync(path.join(os.tmpdir(), "vetrina-ops-")); dirs.push(dir); return dir; };
afterEach(() => { for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true }); });

describe("the operators of a shop", () => {
  it("on this machine without OPERATORS: an owner with a key of its own, kept for the next start and readable by its user only", () => {
    const dir = dataDir();
    const first = resolveOperators({ OPERATORS: "", PUBLIC_BASE_URL: "http://localhost:3000" }, dir);
    const file = path.join(dir, OPERATOR_KEY_FILE);
    expect(first.keyFile).toBe(file);
    expect([...first.operators.keys()]).toEqual(["owner"]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const key = readFileSync(file, "utf8").trim();
    expect(key.length).toBeGreaterThanOrEqual(32);
    const again = resolveOperators({ OPERATORS: "", PUBLIC_BASE_URL: "http://127.0.0.1:3000" }, dir);
    expect(again.operators.get("owner")).toEqual(first.operators.get("owner"));
  });

  it("with a public address: only the operators it is given, and no key file", () => {
    const dir = dataDir();
    expect(resolveOperators({ OPERATORS: "", PUBLIC_BASE_URL: "https://shop.example" }, dir)).toEqual({ operators: new Map(), keyFile: null });
    const given = resolveOperators({ OPERATORS: "anna:anna-key-0123456789abcdefghij", PUBLIC_BASE_URL: "http://localhost:3000" }, dir);
    expect([...given.operators.keys()]).toEqual(["anna"]);
    expect(given.keyFile).toBeNull();
    expect(() => statSync(path.join(dir, OPERATOR_KEY_FILE))).toThrow();
  });
});
