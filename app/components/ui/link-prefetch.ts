import { splitLocalePath } from "#domain/locale.ts";
import { NOT_FOUND_SCREEN, routeIdFor, screenForPath } from "#app/route-table.ts";

/**
 * Spec §9: links prefetch when they become visible. What is fetched ahead is the code of the screen a
 * link leads to (its route module and the chunks it imports), once per screen: a category page shows
 * two dozen product links, all of the same screen, so one set of preloads serves them all. The data of
 * each target is not fetched ahead: that would be a request per visible link while the page is still
 * loading, answered at once when the shopper clicks anyway.
 *
 * One IntersectionObserver watches every link, and nothing starts before the page has loaded and the
 * browser is idle: preloading must not compete with the first screen for the network or the main thread.
 */

interface ManifestRoute { module: string; imports?: string[] }
type RouterWindow = Window & { __reactRouterManifest?: { routes: Record<string, ManifestRoute | undefined> } };

const preloaded = new Set<string>();
const waiting = new Set<string>();
let observer: IntersectionObserver | null = null;
let idle = false;
let retry: ReturnType<typeof setTimeout> | null = null;
let retries = 0;

/** The route of our screen a same-origin link leads to, or null (another site, a path without a screen). */
export function routeIdForHref(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const screen = screenForPath(url.pathname);
  return screen === NOT_FOUND_SCREEN ? null : routeIdFor(screen, splitLocalePath(url.pathname).lang);
}

function preload(routeId: string): boolean {
  const route = (window as RouterWindow).__reactRouterManifest?.routes[routeId];
  if (!route) return false;
  for (const href of [route.module, ...(route.imports ?? [])]) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    // The page's own modules are loaded already (their preloads are gone: hydration drops head nodes it did not render).
    if (performance.getEntriesByName(new URL(href, location.href).href).length > 0) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    link.fetchPriority = "low";
    document.head.append(link);
  }
  return true;
}

/**
 * Preloads the screens seen so far. A route React Router has not discovered yet (it asks the server for
 * the routes of the links on the page) is tried again a second later, ten times at most.
 */
function flush(): void {
  for (const routeId of [...waiting]) if (preload(routeId)) waiting.delete(routeId);
  if (waiting.size === 0 || retry) return;
  if (++retries > 10) {
    waiting.clear();
    return;
  }
  retry = setTimeout(() => {
    retry = null;
    flush();
  }, 1_000);
}

function whenIdle(run: () => void): void {
  const start = () => ("requestIdleCallback" in window ? window.requestIdleCallback(run, { timeout: 3_000 }) : setTimeout(run, 200));
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

function watcher(): IntersectionObserver {
  if (observer) return observer;
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      const routeId = routeIdForHref((entry.target as HTMLAnchorElement).href, location.origin);
      if (routeId) waiting.add(routeId);
    }
    if (idle) flush();
  });
  whenIdle(() => {
    idle = true;
    flush();
  });
  return observer;
}

/** A ref for links of ours: the link is watched until it first comes into view. */
export function prefetchWhenVisible(element: HTMLAnchorElement | null): (() => void) | void {
  if (!element || typeof IntersectionObserver === "undefined") return;
  const current = watcher();
  current.observe(element);
  return () => current.unobserve(element);
}
