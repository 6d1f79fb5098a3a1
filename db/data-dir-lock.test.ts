import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const dirs: string[] = [];
function tempDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vetrina-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => { for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true }); });

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(ROOT, "node_modules/.bin/tsx"), args, { cwd: ROOT, env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (d) => { output += d; });
    child.stderr.on("data", (d) => { output += d; });
    child.on("close", (code) => resolve({ code, output }));
  });
}

describe("the PGlite data folder lock", () => {
  it("refuses a second holder while the first lives", () => {
    const dir = tempDataDir();
    const release = acquireDataDirLock(path.join(dir, "pglite"));
    expect(() => acquireDataDirLock(path.join(dir, "pglite"))).toThrow(DataDirLockedError);
    release();
    expect(existsSync(path.join(dir, "vetrina.lock"))).toBe(false);
  });

  it("takes over a lock left by a process that is gone", () => {
    const dir = tempDataDir();
    writeFileSync(path.join(dir, "vetrina.lock"), "999999999");
    const release = acquireDataDirLock(path.join(dir, "pglite"));
    release();
  });

  it("makes a second process on the same folder stop with a clear message", async () => {
    const dir = tempDataDir();
    const release = acquireDataDirLock(path.join(dir, "pglite"));
    try {
      const { code, output } = await run(["scripts/db-migrate.ts"], { DATA_DIR: dir, DATABASE_URL: "" });
      expect(code).toBe(1);
      expect(output).toContain(`The data folder ${dir} is in use by another Vetrina process (pid ${process.pid})`);
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      release();
    }
  }, 30_000);
});

describe("configuration errors", () => {
  it("stop the server with one line naming the variable", async () => {
    const { code, output } = await run(["server/main.ts"], { PORT: "eighty", DATA_DIR: tempDataDir() });
    expect(code).toBe(1);
    expect(output.trim()).toBe('Invalid PORT="eighty": expected a port number from 1 to 65535');
  }, 30_000);
});
