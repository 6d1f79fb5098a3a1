import { fork } from "node:child_process";
import path from "node:path";
import { PROJECT_ROOT } from "#db/project-root.ts";
import type { Logger } from "./logger.ts";

const SEED_SCRIPT = path.join(PROJECT_ROOT, "scripts/db-seed.ts");
/** The script is TypeScript: the child runs it with tsx's loader, which the compiled server itself does without. */
const TSX_LOADER = ["--import", "tsx"];

/**
 * Loads the demo store (rows and drawn pictures) in a child process, `npm run db:seed`'s script, and
 * waits for it. Drawing some 270 pictures with sharp left about 700 MiB of native memory in the server
 * for its whole life (libvips' and glibc's arenas are not given back); a child gives it all back when it
 * ends (issue 18 §4, docs/performance.md "Memory"). The caller closes an embedded database first: only
 * one process may hold its data folder.
 */
export function seedInChildProcess(options: { dataDir: string; logger: Logger }): Promise<void> {
  const { dataDir, logger } = options;
  return new Promise((resolve, reject) => {
    // Same Node flags and settings, with tsx's loader; DATA_DIR absolute, as the script resolves it from its cwd.
    const loader = process.execArgv.some((flag) => flag === "tsx" || flag.includes("/tsx/")) ? [] : TSX_LOADER;
    const child = fork(SEED_SCRIPT, [], {
      execArgv: [...process.execArgv, ...loader],
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    let errors = "";
    child.stdout!.setEncoding("utf8").on("data", (text: string) => {
      for (const line of text.split("\n")) if (line.trim()) logger.info("demo store", { detail: line.trim() });
    });
    child.stderr!.setEncoding("utf8").on("data", (text: string) => { errors += text; });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`The demo store could not be loaded (${signal ?? `exit code ${code}`}): ${errors.trim() || "no message"}`));
    });
  });
}
