import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { BUILD_CHECK_INTERVAL_MS, claimReload } from "#app/lib/reload-guard.ts";

declare global {
  interface Window { __reactRouterManifest?: { version?: string } }
}

function reloadTo(path: string): void {
  if (claimReload(path, window.sessionStorage)) window.location.assign(path);
}

/**
 * After a deploy, the old page's chunks may be gone. A chunk that fails to load, or a newer build
 * found by the hourly check, turns the next navigation into a full load of its target path.
 */
export function DeployWatcher() {
  const navigation = useNavigation();
  const outdated = useRef(false);
  const target = navigation.location ? `${navigation.location.pathname}${navigation.location.search}` : null;
  const targetRef = useRef<string | null>(null);
  targetRef.current = target;

  useEffect(() => {
    const onChunkError = (event: Event) => {
      event.preventDefault();
      reloadTo(targetRef.current ?? `${window.location.pathname}${window.location.search}`);
    };
    window.addEventListener("vite:preloadError", onChunkError);
    const timer = window.setInterval(async () => {
      try {
        const response = await fetch("/__version", { cache: "no-store" });
        const { version } = (await response.json()) as { version?: string };
        if (version && version !== window.__reactRouterManifest?.version) {
          outdated.current = true;
          // Marks the page, like data-hydrated: the browser tests wait for it instead of a number of milliseconds.
          document.documentElement.dataset.buildOutdated = "";
        }
      } catch {
        // Offline or restarting: ask again next hour.
      }
    }, BUILD_CHECK_INTERVAL_MS);
    return () => {
      window.removeEventListener("vite:preloadError", onChunkError);
      window.clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (target && outdated.current) reloadTo(target);
  }, [target]);

  return null;
}
