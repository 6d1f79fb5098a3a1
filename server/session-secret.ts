import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EnvError, type Env } from "./env.ts";

export const SESSION_SECRET_FILE = "session-secret";

/**
 * The secret that signs access tokens. SESSION_SECRET when set. Otherwise, with the embedded database
 * (one node by construction), a random one kept in DATA_DIR/session-secret, so `npm start` works with
 * nothing to configure and sessions survive restarts. With PostgreSQL in production there may be many
 * nodes, and they must share one secret: starting without it is refused (DESIGN principle 10).
 */
export function resolveSessionSecret(env: Pick<Env, "SESSION_SECRET" | "DATABASE_URL" | "NODE_ENV">, dataDir: string): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.DATABASE_URL && env.NODE_ENV === "production") {
    throw new EnvError("Missing SESSION_SECRET: with DATABASE_URL in production every API node must sign sessions with the same secret (at least 32 characters).");
  }
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
