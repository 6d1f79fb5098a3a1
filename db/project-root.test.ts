import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, findProjectRoot } from "./project-root.ts";

describe("the project's folder", () => {
  it("is found from the sources and from a compiled server's folder alike", () => {
    expect(findProjectRoot(path.join(PROJECT_ROOT, "build/node"))).toBe(PROJECT_ROOT);
    expect(findProjectRoot(path.join(PROJECT_ROOT, "db"))).toBe(PROJECT_ROOT);
  });

  it("is the nearest folder that holds a package.json", () => {
    const root = mkdtempSync(path.join(tmpdir(), "vetrina-root-"));
    writeFileSync(path.join(root, "package.json"), "{}");
    mkdirSync(path.join(root, "a/b"), { recursive: true });
    expect(findProjectRoot(path.join(root, "a/b"))).toBe(root);
  });
});
