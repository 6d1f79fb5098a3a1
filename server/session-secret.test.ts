import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError } from "./env.ts";
import { findSecretProblem } from "./secret-strength.ts";
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
    expect(findSecretProblem(first)).toBeNull();
  });

  it("keeps the development default working: the file it makes is accepted in development and in production", () => {
    const data = dir();
    const made = resolveSessionSecret({ NODE_ENV: "development" }, data);
    expect(resolveSessionSecret({ NODE_ENV: "production" }, data)).toBe(made);
  });

  it("refuses in production a secret file someone filled with a placeholder, saying how to fix it", () => {
    const data = dir();
    writeFileSync(path.join(data, "session-secret"), `${"changeme".repeat(4)}\n`);
    expect(() => resolveSessionSecret({ NODE_ENV: "production" }, data)).toThrow(EnvError);
    expect(() => resolveSessionSecret({ NODE_ENV: "production" }, data)).toThrow(/session-secret is not a random secret: .*`openssl rand -base64 48`.*or delete the file/);
    expect(resolveSessionSecret({ NODE_ENV: "development" }, data)).toBe("changeme".repeat(4));
  });

  it("refuses to start in production with PostgreSQL and no SESSION_SECRET, naming it", () => {
    expect(() => resolveSessionSecret({ NODE_ENV: "production", DATABASE_URL: "postgres://db/shop" }, dir())).toThrow(EnvError);
    expect(() => resolveSessionSecret({ NODE_ENV: "production", DATABASE_URL: "postgres://db/shop" }, dir())).toThrow(/^Missing SESSION_SECRET: .*Make one with `openssl rand -base64 48`/);
  });
});
