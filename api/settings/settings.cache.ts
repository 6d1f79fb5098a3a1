import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";
import { buildSettings } from "./settings.build.ts";

export interface CachedSettings {
  json: string;
  etag: string;
}

/**
 * Settings are read on every page view and change rarely: they are built once per language and
 * kept in memory. A write through this API calls invalidate(); the time limit bounds how stale a
 * node gets when another node changed them (scale-out without a shared bus).
 */
export function createSettingsCache(db: Database, options: { mapsApiKey: string; maxAgeMs?: number }) {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const entries = new Map<Locale, { at: number; value: Promise<CachedSettings> }>();
  let generation = 0;

  async function build(lang: Locale): Promise<CachedSettings> {
    const settings = await buildSettings(db, lang, options);
    const json = JSON.stringify({ data: settings });
    const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(json));
    const etag = `"${Buffer.from(digest).toString("base64url")}"`;
    return { json, etag };
  }

  return {
    get(lang: Locale): Promise<CachedSettings> {
      const hit = entries.get(lang);
      if (hit && Date.now() - hit.at < maxAgeMs) return hit.value;
      const started = generation;
      const value = build(lang);
      entries.set(lang, { at: Date.now(), value });
      // A failed build must not be served from the cache: the next request tries again.
      value.catch(() => { if (generation === started && entries.get(lang)?.value === value) entries.delete(lang); });
      return value;
    },
    invalidate(): void {
      generation++;
      entries.clear();
    },
  };
}

export type SettingsCache = ReturnType<typeof createSettingsCache>;
