import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data folder ${dir} is in use by another Vetrina process (pid ${pid}). ` +
        "PGlite allows one process per folder: stop that process, or set DATA_DIR to another folder, " +
        "or use PostgreSQL with DATABASE_URL to run several processes.",
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite has no lock of its own: two processes on one folder corrupt it.
 * A lock file holding our pid guards it; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dir: string): () => void {
  const file = path.join(dir, "..", "vetrina.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try { unlinkSync(file); } catch { /* already gone */ }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(pid) && isAlive(pid)) throw new DataDirLockedError(path.dirname(file), pid);
      unlinkSync(file);
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
