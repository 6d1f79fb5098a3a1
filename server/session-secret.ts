import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EnvError, type Env } from "./env.ts";
import { findSecretProblem, MAKE_A_SECRET, weakSecretMessage } from "./secret-strength.ts";

export const SESSION_SECRET_FILE = "session-secret";

/**
 * The secret that signs access tokens. SESSION_SECRET when set. Otherwise, with the embedded database
 * (one node by construction), a random one kept in DATA_DIR/session-secret, so `npm start` works with
 * nothing to configure and sessions survive restarts. With PostgreSQL in production there may be many
 * nodes, and they must share one secret: starting without it is refused (DESIGN principle 10).
 * SESSION_SECRET itself is checked by loadEnv; the file, read here, is checked here.
 */
export function resolveSessionSecret(env: Pick<Env, "SESSION_SECRET" | "DATABASE_URL" | "NODE_ENV">, dataDir: string): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.DATABASE_URL && env.NODE_ENV === "production") {
    throw new EnvError(`Missing SESSION_SECRET: with DATABASE_URL in production every API node must sign sessions with the same secret. Make one with \`${MAKE_A_SECRET}\`.`);
  }
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) {
      // Someone may have written a placeholder into it by hand; one we made always passes.
      const problem = env.NODE_ENV === "production" ? findSecretProblem(existing) : null;
      if (problem) throw new EnvError(weakSecretMessage(file, problem, "and write it into that file, or delete the file to have one made at the next start (everyone is signed out)"));
      return existing;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  let secret = randomBytes(32).toString("base64url");
  // About one random secret in a million happens to hold a placeholder word: it would be refused at the next start.
  while (findSecretProblem(secret)) secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
