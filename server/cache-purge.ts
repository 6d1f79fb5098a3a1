import { TAGS_HEADER } from "#domain/catalogue-tags.ts";
import type { Logger } from "./logger.ts";

/** A render that read the data just before a change may still reach a cache after the first purge: purged again then. */
export const SECOND_PURGE_MS = 1_000;

/** Tags per PURGE request: a header well inside the 8 kB a cache reads (Varnish's http_req_hdr_len). */
const TAGS_PER_REQUEST_CHARS = 4_000;
/** More tags waiting than this (a large import) are sent as one purge of everything. */
const MAX_WAITING_TAGS = 20_000;

/** What waits to be purged: everything, or the pages bearing these tags (domain/catalogue-tags.ts). */
interface Waiting {
  everything: boolean;
  tags: Set<string>;
}

const nothing = (): Waiting => ({ everything: false, tags: new Set() });

function add(waiting: Waiting, tags: readonly string[] | null): void {
  if (waiting.everything) return;
  if (tags === null) {
    waiting.everything = true;
    waiting.tags.clear();
    return;
  }
  for (const tag of tags) waiting.tags.add(tag);
  if (waiting.tags.size > MAX_WAITING_TAGS) add(waiting, null);
}

/** The tags as the values of the PURGE requests' header, each short enough for a cache to read. */
function tagHeaders(tags: ReadonlySet<string>): string[] {
  const headers: string[] = [];
  let current = "";
  for (const tag of tags) {
    if (current && current.length + 1 + tag.length > TAGS_PER_REQUEST_CHARS) {
      headers.push(current);
      current = "";
    }
    current = current ? `${current} ${tag}` : tag;
  }
  if (current) headers.push(current);
  return headers;
}

/**
 * Purges the caches in front of the shop (Varnish, a CDN's purge endpoint) when the catalogue changes: a PURGE
 * request to each configured URL (docs/operations.md has the VCL that answers it). A change of some products sends
 * the tags of the pages it touched (a `Vetrina-Tags` header: the cache drops the pages whose own header holds one
 * of them); any other change sends none, and everything goes. Changes come in bursts (one notification per
 * statement): one purge goes at once, one more after it for whatever came meanwhile, and each change is purged
 * once more a second after it, for pages rendered from the data just before the change.
 */
export function createCachePurger(urls: readonly string[], logger: Pick<Logger, "warn">, secondPurgeMs = SECOND_PURGE_MS) {
  let running: Promise<void> | null = null;
  let waiting = nothing();
  /**
   * What each purge sends again a second after it, oldest first. One timer sends, together, every repeat that is
   * due: under a steady flow of changes (orders a few hundred milliseconds apart) each change is still purged again a
   * second after it, not after the flow stops.
   */
  const repeats: { due: number; what: Waiting }[] = [];
  let timer: NodeJS.Timeout | null = null;

  async function send(what: Waiting): Promise<void> {
    const requests = what.everything ? [null] : tagHeaders(what.tags);
    await Promise.all(urls.flatMap((url) => requests.map(async (tags) => {
      try {
        const response = await fetch(url, { method: "PURGE", headers: tags ? { [TAGS_HEADER]: tags } : {}, signal: AbortSignal.timeout(5_000) });
        await response.body?.cancel();
        if (!response.ok) logger.warn("cache purge refused", { url, status: response.status });
      } catch (error) {
        logger.warn("cache purge failed", { url, error: error instanceof Error ? error.message : String(error) });
      }
    })));
  }

  const anything = (what: Waiting) => what.everything || what.tags.size > 0;
  function run(): Promise<void> {
    if (running) return running;
    // Nothing to send: returned before the loop, which must await once before it says it is done.
    if (!anything(waiting)) return Promise.resolve();
    running = (async () => {
      while (anything(waiting)) {
        const now = waiting;
        waiting = nothing();
        // Sent once the caller's own code has run: the first fetch of a process loads its HTTP client, and a burst of
        // changes made meanwhile would otherwise look like changes far apart, each with a repeat of its own.
        await Promise.resolve();
        await send(now);
      }
      running = null;
    })();
    return running;
  }

  function armRepeats(): void {
    if (timer || repeats.length === 0) return;
    timer = setTimeout(() => {
      timer = null;
      const now = Date.now();
      while (repeats.length > 0 && repeats[0]!.due <= now) {
        const { what } = repeats.shift()!;
        add(waiting, what.everything ? null : [...what.tags]);
      }
      void run();
      armRepeats();
    }, Math.max(0, repeats[0]!.due - Date.now()));
    timer.unref();
  }

  return {
    /** Purges the pages bearing one of `tags`, or everything (null). */
    purge(tags: readonly string[] | null = null): Promise<void> {
      if (urls.length === 0) return Promise.resolve();
      add(waiting, tags);
      const due = Date.now() + secondPurgeMs;
      // Changes within a few milliseconds of each other (one order's statements) share their repeat.
      const last = repeats.at(-1);
      if (last && due - last.due < 50) add(last.what, tags);
      else {
        const what = nothing();
        add(what, tags);
        repeats.push({ due, what });
      }
      armRepeats();
      return run();
    },
    stop(): void {
      if (timer) clearTimeout(timer);
      timer = null;
      repeats.length = 0;
    },
  };
}
