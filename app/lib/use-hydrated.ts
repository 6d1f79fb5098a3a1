import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False on the server and while hydrating, true afterwards. Controls that need JavaScript (tabs,
 * image buttons, optimistic forms) render their no-JavaScript form until then, so the server markup
 * works on its own and hydration still matches it. Unlike a flag set in an effect, a page reached
 * by a client navigation renders the enhanced form at once, without a flash of the plain one.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}
