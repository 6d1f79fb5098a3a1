import { readFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "#db/project-root.ts";

/** The operator a local shop makes for its owner (server/operator-key.ts). */
const LOCAL_OPERATOR = "owner";
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Which shop the owner's commands speak to, and as whom: SHOP_URL (default http://localhost:3000) and OPERATOR
 * (name:key). For a shop on this machine without OPERATOR, the key the shop made in its data folder
 * (DATA_DIR/operator-key, DATA_DIR as the shop's: ./data by default).
 */
export function shopFromEnv(env: NodeJS.ProcessEnv = process.env): { baseUrl: string; operator: string } | { problem: string } {
  const baseUrl = env.SHOP_URL ?? `http://localhost:${env.PORT ?? "3000"}`;
  if (env.OPERATOR) {
    return env.OPERATOR.includes(":") ? { baseUrl, operator: env.OPERATOR } : { problem: "OPERATOR is name:key, one of the shop's OPERATORS." };
  }
  let local = false;
  try { local = LOCAL_HOSTS.has(new URL(baseUrl).hostname); } catch { return { problem: `SHOP_URL ${baseUrl} is not an address.` }; }
  if (!local) return { problem: `Set OPERATOR=name:key, one of the OPERATORS of the shop at ${baseUrl}.` };
  const file = path.join(path.resolve(PROJECT_ROOT, env.DATA_DIR ?? "./data"), "operator-key");
  try {
    return { baseUrl, operator: `${LOCAL_OPERATOR}:${readFileSync(file, "utf8").trim()}` };
  } catch {
    return { problem: `Start the shop first (npm start): a shop on this machine makes its owner's key in ${path.relative(process.cwd(), file) || file}. Or set OPERATOR=name:key.` };
  }
}
