import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";
import { CATALOG_CACHE_MAX_AGE_MS, createKeyedCache } from "#api/http/keyed-cache.ts";
import { FEATURED, productTag } from "#domain/catalogue-tags.ts";
import { buildSettings } from "./settings.build.ts";

export interface CachedSettings {
  json: string;
  etag: string;
  /** What of the catalogue they show: the featured row (domain/catalogue-tags.ts). */
  tags: string[];
}

/**
 * Settings are read on every page view and change rarely: they are built once per language and
 * kept in memory as the JSON the API sends. A write through this API calls invalidate(); the time
 * limit bounds how stale a node gets when another node changed them (scale-out without a shared bus).
 */
export function createSettingsCache(db: Database, options: { mapsApiKey: string; online?: ReadonlySet<string>; socialLogin?: readonly { provider: string; name: string }[]; maxAgeMs?: number }) {
  return createKeyedCache<Locale, CachedSettings>(async (lang) => {
    const settings = await buildSettings(db, lang, options);
    const json = JSON.stringify({ data: settings });
    const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(json));
    return { json, etag: `"${Buffer.from(digest).toString("base64url")}"`, tags: [FEATURED, ...settings.evidence.products.map((p) => productTag(p.id))] };
  }, options.maxAgeMs ?? CATALOG_CACHE_MAX_AGE_MS);
}

export type SettingsCache = ReturnType<typeof createSettingsCache>;
