import type { Settings } from "#api/settings/settings.schemas.ts";

export interface MiddlewareState {
  settings: Settings | null;
  /** Set after a logout or a change that alters the settings; cleared once they are loaded. */
  refresh: boolean;
  loadSettings: () => Promise<Settings>;
  log: (level: "warn" | "error", msg: string, fields?: Record<string, unknown>) => void;
}

export type RouteMiddleware = (state: MiddlewareState) => Promise<void>;

/** Spec §2 "auth": load the settings when they are missing or a refresh was asked; a failure is logged and the page goes on. */
export const authMiddleware: RouteMiddleware = async (state) => {
  if (state.settings && !state.refresh) return;
  try {
    state.settings = await state.loadSettings();
  } catch (error) {
    state.log("error", "settings could not be loaded; the page goes on without them", { error: error instanceof Error ? error.message : String(error) });
  } finally {
    state.refresh = false;
  }
};

export const ROUTE_MIDDLEWARE: Record<string, RouteMiddleware> = { auth: authMiddleware };

export function getMiddleware(name: string): RouteMiddleware {
  const middleware = ROUTE_MIDDLEWARE[name];
  if (!middleware) throw new Error(`Unknown middleware: ${name}`);
  return middleware;
}

export async function runMiddleware(names: readonly string[], state: MiddlewareState): Promise<MiddlewareState> {
  for (const name of names) await getMiddleware(name)(state);
  return state;
}
