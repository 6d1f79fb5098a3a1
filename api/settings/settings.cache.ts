import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";
import { CATALOG_CACHE_MAX_AGE_MS, createKeyedCache } from "#api/http/keyed-cache.ts";
import { buildSettings } from "./settings.build.ts";

export interface CachedSettings {
  json: string;
  etag: string;
}

/**
 * Settings are read on every page view and change rarely: they are built once per language and
 * kept in memory as the JSON the API sends. A write through this API calls invalidate(); the time
 * limit bounds how stale a node gets when another node changed them (scale-out without a shared bus).
 */
export function createSettingsCache(db: Database, options: { mapsApiKey: string; online?: ReadonlySet<string>; socialLogin?: readonly { provider: string; name: string }[]; maxAgeMs?: number }) {
  return createKeyedCache<Locale, CachedSettings>(async (lang) => {
    const json = JSON.stringify({ data: await buildSettings(db, lang, options) });
    const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(json));
    return { json, etag: `"${Buffer.from(digest).toString("base64url")}"` };
  }, options.maxAgeMs ?? CATALOG_CACHE_MAX_AGE_MS);
}

export type SettingsCache = ReturnType<typeof createSettingsCache>;
