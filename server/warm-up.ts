import { API_BASE_PATH, type Api } from "#api/app.ts";
import { readListingParams, toApiQuery } from "#app/features/catalogue/listing-params.ts";
import { isLanguageOffered } from "#domain/language-rule.ts";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from "#domain/locale.ts";

/** At most this many top-level categories a language are asked for at a start: the menu's, not a long tail. */
export const MAX_WARM_CATEGORIES = 24;

/** Absent from /healthz when the API is remote; "off" when WARM_UP=false; "running" from the start until it ends. */
export type WarmUpState = "off" | "running" | "done";

export interface WarmUpReport {
  /** Requests asked of the API, and those that did not answer 200. */
  requests: number;
  failed: number;
  ms: number;
  /** Ended early: the node is stopping. */
  stopped: boolean;
}

/** The `platform` its requests carry, so that the request log tells them from shoppers'. */
export const WARM_UP_PLATFORM = "warm-up";

interface Settings {
  profile?: { languages?: { lang?: unknown; is_active?: unknown }[] };
  category?: { list?: { id?: unknown; url?: unknown }[] };
}

/**
 * What a node does right after it starts listening (issue 23; decision 020, 37): it asks its API, one request at a
 * time, for what the pages most first visits land on read: the settings, the home page's highlights, and each
 * top-level category's page (its resolution and its first page of products, as the storefront asks them), in each
 * language the shop offers, the default first. So a start or a deploy does not leave its first shoppers to read a
 * large category's listing records (at a million products 20–90 ms for a top-level one, from the node's file) or the
 * answers every page needs, and every filtered or sorted view of those categories meets their records already read.
 * Pages themselves are not rendered: that would hold the memory of a node under load (about 110 MiB more) from its
 * start. Requests that come meanwhile are answered as usual; one that asks what the warm-up is reading waits for the
 * same read (keyed-cache.ts). A request that fails is counted and the rest go on; `stopped` ends it between two.
 */
export async function warmUp(options: { api: Pick<Api, "app">; stopped?: () => boolean }): Promise<WarmUpReport> {
  const started = performance.now();
  const report = { requests: 0, failed: 0 };
  const ask = async (path: string, lang: Locale): Promise<unknown> => {
    report.requests++;
    try {
      const response = await options.api.app.request(`${API_BASE_PATH}${path}`, { headers: { lang, platform: WARM_UP_PLATFORM } });
      if (response.status === 200) return await response.json();
      await response.arrayBuffer();
    } catch {
      // Counted below, as a refusal is.
    }
    report.failed++;
    return null;
  };
  const ended = (stopped: boolean): WarmUpReport => ({ ...report, ms: Math.round(performance.now() - started), stopped });
  const firstPage = readListingParams(new URLSearchParams());
  let languages: Locale[] = [DEFAULT_LOCALE];
  for (let i = 0; i < languages.length; i++) {
    const lang = languages[i]!;
    if (options.stopped?.()) return ended(true);
    const settings = ((await ask("/setting", lang)) as { data?: Settings } | null)?.data;
    // The languages the shop offers, as the storefront judges them (domain/language-rule.ts): a page in another is sent
    // to the default language's home.
    if (i === 0) languages = [DEFAULT_LOCALE, ...offeredLanguages(settings)];
    await ask("/catalog/highlights", lang);
    for (const { id, url } of (settings?.category?.list ?? []).slice(0, MAX_WARM_CATEGORIES)) {
      if (options.stopped?.()) return ended(true);
      if (typeof url !== "string" || typeof id !== "number" || !Number.isSafeInteger(id)) continue;
      await ask(`/catalog/resolve?${new URLSearchParams({ path: url })}`, lang);
      await ask(`/catalog/products?${toApiQuery(firstPage, { category: String(id) })}`, lang);
    }
  }
  return ended(false);
}

/** The languages other than the default that the settings offer; all of them when the settings list none. */
function offeredLanguages(settings: Settings | undefined): Locale[] {
  const offered = (settings?.profile?.languages ?? []).flatMap((l) => (typeof l.lang === "string" && typeof l.is_active === "boolean" ? [{ lang: l.lang, is_active: l.is_active }] : []));
  return SUPPORTED_LOCALES.filter((lang) => lang !== DEFAULT_LOCALE && isLanguageOffered(lang, offered));
}
