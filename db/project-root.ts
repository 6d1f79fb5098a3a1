import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The project's folder (where package.json is), whether the code runs from its sources (tsx, tests) or from
 * the compiled server (`build/node/main.js`, scripts/build-server.ts), whose own folder is elsewhere.
 */
export function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
