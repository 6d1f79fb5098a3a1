import { afterAll, beforeAll } from "vitest";
import { CATALOG_CHANNEL, createApi, VISITOR_CHANNEL, type Api, type ApiDeps } from "#api/app.ts";
import { applyCatalogChange } from "#api/http/keyed-cache.ts";
import type { DatabaseHandle } from "#db/client.ts";
import { createTestDatabase } from "./test-database.ts";

export interface TestApi {
  api: Api;
  db: DatabaseHandle["db"];
  /** The database handle itself: its query counter and notifications. */
  handle: DatabaseHandle;
  /** Calls the API like the storefront does, with JSON in and out. */
  call(method: string, path: string, options?: { body?: unknown; raw?: BodyInit; headers?: Record<string, string> }): Promise<{ status: number; body: any; headers: Headers }>;
}

/** A fixed secret: tests may sign tokens of their own (an expired one, a forged one) with or without it. */
export const TEST_SESSION_SECRET = "test-session-secret-0123456789abcdefghijklmnop";

/** One database and one API per test file, dropped afterwards. */
export function useTestApi(options: { deps?: () => Partial<ApiDeps> } = {}): TestApi {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  const state = {} as TestApi;
  beforeAll(async () => {
    handle = await createTestDatabase();
    state.db = handle.db;
    state.handle = handle;
    state.api = createApi({ db: handle.db, sessionSecret: TEST_SESSION_SECRET, ...options.deps?.() });
  });
  // As in production: what the API keeps in memory is dropped when the database says the catalogue changed.
  let stopListening: (() => Promise<void>) | undefined;
  let stopListeningToVisitors: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    stopListening = await state.handle.listen(CATALOG_CHANNEL, applyCatalogChange);
    stopListeningToVisitors = await state.handle.listen(VISITOR_CHANNEL, (owner) => state.api.visitorChanged(owner));
  });
  afterAll(async () => { await stopListening?.(); await stopListeningToVisitors?.(); await state.api?.close(); await handle?.drop(); });
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
