/** Spec §2 and §9: a full reload of a path happens at most once per 10 s, so a broken deploy cannot loop. */
export const RELOAD_GUARD_MS = 10_000;
/** Spec §9: how often the browser asks whether a newer build is out. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;

export interface ReloadStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** True when the path may be reloaded now; records the reload. */
export function claimReload(path: string, store: ReloadStore, now = Date.now()): boolean {
  const key = `vetrina:reload:${path}`;
  const last = store.getItem(key);
  if (last !== null && now - Number(last) < RELOAD_GUARD_MS) return false;
  store.setItem(key, String(now));
  return true;
}
