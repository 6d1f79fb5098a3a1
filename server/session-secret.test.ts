import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError } from "./env.ts";
import { resolveSessionSecret } from "./session-secret.ts";

const dir = () => mkdtempSync(path.join(tmpdir(), "vetrina-secret-"));

describe("resolveSessionSecret", () => {
  it("uses SESSION_SECRET when it is set", () => {
    expect(resolveSessionSecret({ SESSION_SECRET: "s".repeat(40), NODE_ENV: "production", DATABASE_URL: "postgres://x/y" }, dir())).toBe("s".repeat(40));
  });

  it("creates a private secret file for the embedded database once, and reads the same one after a restart", () => {
    const data = dir();
    const first = resolveSessionSecret({ NODE_ENV: "production" }, data);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(data, "session-secret")).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(data, "session-secret"), "utf8").trim()).toBe(first);
    expect(resolveSessionSecret({ NODE_ENV: "production" }, data)).toBe(first);
  });

  it("refuses to start in production with PostgreSQL and no SESSION_SECRET, naming it", () => {
    expect(() => resolveSessionSecret({ NODE_ENV: "production", DATABASE_URL: "postgres://db/shop" }, dir())).toThrow(EnvError);
    expect(() => resolveSessionSecret({ NODE_ENV: "production", DATABASE_URL: "postgres://db/shop" }, dir())).toThrow(/SESSION_SECRET/);
  });
});
