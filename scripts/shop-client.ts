import { readFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "#db/project-root.ts";
import { isLoopbackUrl } from "#domain/local-address.ts";
import { LOCAL_OPERATOR, OPERATOR_KEY_FILE } from "#server/operator-key.ts";


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
  if (!URL.canParse(baseUrl)) return { problem: `SHOP_URL ${baseUrl} is not an address.` };
  if (!isLoopbackUrl(baseUrl)) return { problem: `Set OPERATOR=name:key, one of the OPERATORS of the shop at ${baseUrl}.` };
  const file = path.join(path.resolve(PROJECT_ROOT, env.DATA_DIR ?? "./data"), OPERATOR_KEY_FILE);
  try {
    return { baseUrl, operator: `${LOCAL_OPERATOR}:${readFileSync(file, "utf8").trim()}` };
  } catch {
    return { problem: `Start the shop first (npm start): a shop on this machine makes its owner's key in ${path.relative(process.cwd(), file) || file}. Or set OPERATOR=name:key.` };
  }
}
