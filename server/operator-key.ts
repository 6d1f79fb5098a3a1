import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseOperators, type Operators } from "#api/operations/operator-auth.ts";
import { EnvError, isLocalShop, type Env } from "./env.ts";

export const OPERATOR_KEY_FILE = "operator-key";
/** The operator a shop on this machine makes for its owner's commands. */
export const LOCAL_OPERATOR = "owner";

/**
 * The shop's staff for the operations API (decision 013): OPERATORS when set. A shop on this machine without
 * OPERATORS makes one operator, `owner`, with a random key kept in DATA_DIR/operator-key (0600), which the shop
 * owner's commands read (issue 19: import a catalogue without configuring anything). A shop with a public
 * address has only the operators it is given.
 */
export function resolveOperators(env: Pick<Env, "OPERATORS" | "PUBLIC_BASE_URL">, dataDir: string): { operators: Operators; keyFile: string | null } {
  try {
    if (env.OPERATORS || !isLocalShop(env)) return { operators: parseOperators(env.OPERATORS), keyFile: null };
  } catch (error) {
    throw new EnvError((error as Error).message);
  }
  const file = path.join(dataDir, OPERATOR_KEY_FILE);
  let key = "";
  try {
    key = readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  if (key.length < 24) {
    mkdirSync(dataDir, { recursive: true });
    key = randomBytes(32).toString("base64url");
    writeFileSync(file, `${key}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return { operators: parseOperators(`${LOCAL_OPERATOR}:${key}`), keyFile: file };
}
