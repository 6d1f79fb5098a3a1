import type { Logger } from "./logger.ts";

/** A render that read the data just before a change may still reach a cache after the first purge: purged again then. */
export const SECOND_PURGE_MS = 1_000;

/**
 * Purges the caches in front of the shop (Varnish, a CDN's purge endpoint) when the catalogue changes: a PURGE
 * request to each configured URL (docs/operations.md has the VCL that answers it). Changes come in bursts (one
 * notification per statement): one purge goes at once, one more after it for whatever came meanwhile, and a
 * last one a second later for pages rendered from the data just before the change.
 */
export function createCachePurger(urls: readonly string[], logger: Pick<Logger, "warn">, secondPurgeMs = SECOND_PURGE_MS) {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  async function purgeAll(): Promise<void> {
    await Promise.all(urls.map(async (url) => {
      try {
        const response = await fetch(url, { method: "PURGE", signal: AbortSignal.timeout(5_000) });
        await response.body?.cancel();
        if (!response.ok) logger.warn("cache purge refused", { url, status: response.status });
      } catch (error) {
        logger.warn("cache purge failed", { url, error: error instanceof Error ? error.message : String(error) });
      }
    }));
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await purgeAll();
      } while (again);
      running = null;
    })();
    return running;
  }

  return {
    purge(): Promise<void> {
      if (urls.length === 0) return Promise.resolve();
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => { timer = null; void run(); }, secondPurgeMs);
      timer.unref();
      return run();
    },
    stop(): void {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
