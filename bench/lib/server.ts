import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export interface RunningServer {
  origin: string;
  pid: number;
  /** False once the process has exited (a crash, for the soak test). */
  alive(): boolean;
  /** The end of what the server wrote to stderr. */
  log(): string;
  /** Resident memory of the server process, in MB (Linux /proc). */
  rssMb(): number | null;
  stop(): Promise<void>;
}

/** The production server on its own data folder: a fresh embedded database, or the given PostgreSQL. */
export async function startServer(options: { port: number; databaseUrl?: string; env?: Record<string, string> }): Promise<RunningServer> {
  const dataDir = path.join(ROOT, ".bench-data");
  rmSync(path.join(dataDir, "pglite"), { recursive: true, force: true });
  rmSync(path.join(dataDir, "vetrina.lock"), { force: true });
  mkdirSync(dataDir, { recursive: true });
  // Pictures drawn by an earlier run (or by the browser tests) are reused: drawing them takes a while.
  const e2eMedia = path.join(ROOT, ".e2e-data/media");
  if (!existsSync(path.join(dataDir, "media")) && existsSync(e2eMedia)) cpSync(e2eMedia, path.join(dataDir, "media"), { recursive: true });
  const origin = `http://127.0.0.1:${options.port}`;
  // As `npm run serve` starts it (package.json): glibc's arenas and V8's heap capped (docs/performance.md, "Memory").
  const child: ChildProcess = spawn(process.execPath, ["--max-old-space-size=192", "build/node/main.js"], {
    cwd: ROOT,
    env: {
      ...process.env, NODE_ENV: "production", MALLOC_ARENA_MAX: "2", PORT: String(options.port), DATA_DIR: dataDir, LOG_LEVEL: "warn", DEBUG_QUERY_COUNT: "true",
      PUBLIC_BASE_URL: origin,
      // With PostgreSQL a production server needs a shared secret (one node here): a random one for the run.
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl, SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(48).toString("base64") } : {}),
      ...options.env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (d) => { stderr += d; });
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (child.exitCode !== null) throw new Error(`The server stopped (${child.exitCode}): ${stderr.slice(-2000)}`);
    // Serving, and done with the warm-up after its start (server/warm-up.ts): what follows measures a node at rest.
    const health = await fetch(`${origin}/healthz`).then((r) => (r.ok ? r.json() as Promise<{ warm_up?: string }> : null), () => null);
    if (health && health.warm_up !== "running") break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    pid: child.pid!,
    alive: () => child.exitCode === null && child.signalCode === null,
    log: () => stderr.slice(-4000),
    rssMb() {
      try {
        const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1]);
        return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
      } catch { return null; }
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}
