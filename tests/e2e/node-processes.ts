import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * A port of its own for a process a test starts, beside the suite's (E2E_PORT): the suite runs on two workers,
 * and two suites on one machine differ by their E2E_PORT, so no two such processes ever share one.
 */
export function portBeside(offset: number): number {
  return Number(process.env.E2E_PORT ?? 3210) + offset;
}

/** Shop nodes (and other processes) a test starts besides the suite's server, stopped and cleaned up with `stopAll`. */
export function nodeProcesses() {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];

  return {
    /** A production node: the compiled server, as `npm run serve` runs it (the suite's build made it). */
    startNode(env: Record<string, string>): { log: () => string } {
      return this.start(process.execPath, ["build/node/main.js"], { NODE_ENV: "production", LOG_LEVEL: "info", ...env });
    },

    start(command: string, args: string[], env: Record<string, string> = {}): { log: () => string } {
      const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env } });
      let log = "";
      child.stdout!.on("data", (d) => { log += d; });
      child.stderr!.on("data", (d) => { log += d; });
      children.push(child);
      return { log: () => log };
    },

    /** A data folder of its own, with the demo pictures the suite's server drew already (drawing them again takes long). */
    dataDirWithMedia(): string {
      const dir = this.tempDir("vetrina-node-");
      if (existsSync(path.join(ROOT, ".e2e-data/media"))) cpSync(path.join(ROOT, ".e2e-data/media"), path.join(dir, "media"), { recursive: true });
      return dir;
    },

    tempDir(prefix: string): string {
      const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },

    stopAll(): void {
      for (const child of children) child.kill("SIGKILL");
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const healthy = (port: number) => async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status;
