import { afterAll, beforeAll } from "vitest";
import { createApi, type Api } from "#api/app.ts";
import type { DatabaseHandle } from "#db/client.ts";
import { createTestDatabase } from "./test-database.ts";

export interface TestApi {
  api: Api;
  db: DatabaseHandle["db"];
  /** Calls the API like the storefront does, with JSON in and out. */
  call(method: string, path: string, options?: { body?: unknown; raw?: BodyInit; headers?: Record<string, string> }): Promise<{ status: number; body: any; headers: Headers }>;
}

/** One database and one API per test file, dropped afterwards. */
export function useTestApi(): TestApi {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  const state = {} as TestApi;
  beforeAll(async () => {
    handle = await createTestDatabase();
    state.db = handle.db;
    state.api = createApi({ db: handle.db });
  });
  afterAll(async () => { await handle?.drop(); });
  state.call = async (method, path, options = {}) => {
    const headers: Record<string, string> = { lang: "it", ...options.headers };
    let body: BodyInit | undefined = options.raw;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    const response = await state.api.app.request(`/web/v1${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try { parsed = text ? JSON.parse(text) : null; } catch { /* not JSON */ }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  return state;
}
