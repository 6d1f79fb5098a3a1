import { applyCatalogChange } from "#api/http/keyed-cache.ts";
import { parseCatalogueChange } from "#domain/catalogue-tags.ts";
import type { PageCache } from "./page-cache.ts";

/**
 * What a node does with each notification of a catalogue change (vetrina_catalog), heard on one connection in the
 * order they were sent: the API's answers first (keyed-cache.ts), then the pages kept here, then the caches in
 * front. A change of some products drops only the pages that showed them (domain/catalogue-tags.ts); any other
 * drops everything. In that order, a page rendered again as soon as it was dropped is built from current answers.
 */
export function catalogueChangeListener(options: {
  pageCache: PageCache | null;
  purge?: (tags: readonly string[] | null) => unknown;
}): (payload: string) => void {
  return (payload) => {
    applyCatalogChange(payload);
    const tags = parseCatalogueChange(payload)?.tags ?? null;
    if (tags) options.pageCache?.dropTags(tags);
    else options.pageCache?.clear();
    options.purge?.(tags);
  };
}
