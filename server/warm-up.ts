import { API_BASE_PATH, type Api } from "#api/app.ts";
import { readListingParams, toApiQuery } from "#app/features/catalogue/listing-params.ts";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from "#domain/locale.ts";

/** At most this many top-level categories a language are asked for at a start: the menu's, not a long tail. */
export const MAX_WARM_CATEGORIES = 24;

/** "off" when WARM_UP=false or the API is remote; "running" from the start until the warm-up ends. */
export type WarmUpState = "off" | "running" | "done";

export interface WarmUpReport {
  /** Requests asked of the API, and those that did not answer 200. */
  requests: number;
  failed: number;
  ms: number;
}

/**
 * What a node does right after it starts listening (issue 23; decision 020, 37): it asks its API, one request at a
 * time, for what the first pages most visits land on read: the settings, and each top-level category's page (its
 * resolution and its first page of products, as the storefront asks them), in every language, the default first. So
 * a start or a deploy does not leave its first shoppers to read a large category's listing records (at a million
 * products 20–90 ms for a top-level one, from the node's file) or the answers every page needs, and every filtered or
 * sorted view of those categories meets their records already read. Pages themselves are not rendered: that would
 * hold the memory of a node under load (about 110 MiB more) from its start. Requests that come meanwhile are
 * answered as usual; one that asks what the warm-up is reading waits for the same read (keyed-cache.ts). A request
 * that fails is counted and the rest go on; `stopped` ends it between two.
 */
export async function warmUp(options: { api: Pick<Api, "app">; stopped?: () => boolean }): Promise<WarmUpReport> {
  const started = performance.now();
  const report: WarmUpReport = { requests: 0, failed: 0, ms: 0 };
  const ask = async (path: string, lang: Locale) => {
    report.requests++;
    try {
      const response = await options.api.app.request(`${API_BASE_PATH}${path}`, { headers: { lang } });
      if (response.status !== 200) report.failed++;
      return response.status === 200 ? await response.json() as unknown : null;
    } catch {
      report.failed++;
      return null;
    }
  };
  const firstPage = readListingParams(new URLSearchParams());
  const languages: Locale[] = [DEFAULT_LOCALE, ...SUPPORTED_LOCALES.filter((lang) => lang !== DEFAULT_LOCALE)];
  for (const lang of languages) {
    if (options.stopped?.()) break;
    const settings = await ask("/setting", lang) as { data?: { category?: { list?: { id?: unknown; url?: unknown }[] } } } | null;
    const categories = (settings?.data?.category?.list ?? []).slice(0, MAX_WARM_CATEGORIES);
    for (const { id, url } of categories) {
      if (options.stopped?.()) break;
      if (typeof url !== "string" || !Number.isSafeInteger(id)) continue;
      await ask(`/catalog/resolve?${new URLSearchParams({ path: url })}`, lang);
      await ask(`/catalog/products?${toApiQuery(firstPage, { category: String(id) })}`, lang);
    }
  }
  return { ...report, ms: Math.round(performance.now() - started) };
}
