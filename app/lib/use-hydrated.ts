import { startTransition, useEffect, useState } from "react";

let clientNavigationStarted = false;

/** The root calls this when a client navigation starts: a component mounted from then on is never hydrated. */
export function noteClientNavigation(): void {
  clientNavigationStarted = true;
}

/**
 * False on the server and while hydrating, true afterwards. Controls that need JavaScript (tabs,
 * image buttons, optimistic forms) render their no-JavaScript form until then, so the server markup
 * works on its own and hydration still matches it.
 *
 * After hydration the switch is a transition: React renders it in slices between other work, where a
 * store-based flag (useSyncExternalStore) would force one synchronous render of every such control,
 * a long task on a slow phone. A screen reached by a client navigation renders the enhanced form at
 * once, without a flash of the plain one.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(clientNavigationStarted);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
