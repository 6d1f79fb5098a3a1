import { sql } from "drizzle-orm";
import type { Api } from "#api/app.ts";
import { parseOperators } from "#api/operations/operator-auth.ts";
import type { Database } from "#db/client.ts";

// Shared by the configuration's tests: an operator, the API called with a file, and proof that nothing was written.

export const ANNA = { name: "anna", key: "anna-key-0123456789abcdefghij" };
export const operators = parseOperators(`${ANNA.name}:${ANNA.key}`);
export const AUTH = `Basic ${Buffer.from(`${ANNA.name}:${ANNA.key}`).toString("base64")}`;

/** Every table a configuration writes: a row's xmin changes with any write to it, even of the same values. */
const TABLES = [
  "languages", "currencies", "categories", "category_translations", "brands", "brand_translations", "option_values", "settings",
  "pages", "page_translations", "delivery_methods", "payment_methods", "pickup_stores", "coupons",
];

/** The rows of those tables with their xmin: equal snapshots mean nothing was written in between. */
export async function snapshot(db: Database): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const result = await db.execute(sql.raw(`select xmin::text as xmin, to_jsonb(t) as row from ${table} t order by to_jsonb(t)::text`));
    parts.push(`${table}:${JSON.stringify((result as unknown as { rows: unknown[] }).rows)}`);
  }
  return parts.join("\n");
}

/** Calls the API as `npm run shop` does, with the operator's credentials unless told otherwise; YAML answers stay text. */
export async function request(api: Api, method: string, pathname: string, options: { body?: string; type?: string; auth?: string | null; lang?: string } = {}) {
  const headers: Record<string, string> = { lang: options.lang ?? "en" };
  if (options.auth !== null) headers.authorization = options.auth ?? AUTH;
  if (options.type) headers["content-type"] = options.type;
  const response = await api.app.request(`/web/v1${pathname}`, { method, headers, ...(options.body !== undefined ? { body: options.body } : {}) });
  const text = await response.text();
  let body: any = text;
  try { body = JSON.parse(text); } catch { /* YAML, or empty */ }
  return { status: response.status, body, text, headers: response.headers };
}

export const putYaml = (api: Api, yaml: string, query = "") => request(api, "PUT", `/ops/configuration${query}`, { body: yaml, type: "application/yaml" });
