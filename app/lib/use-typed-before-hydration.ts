import { useLayoutEffect, useRef, type RefObject } from "react";

/**
 * A controlled field keeps what the shopper typed before the page's scripts ran. Hydration leaves the
 * typed text in the element, but the field's state still holds the server's value, and the next render
 * would write that back over it (on a slow phone, a checkout's phone number vanished). Once mounted,
 * the element's text is handed to `adopt` when it differs from the rendered `value`.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLInputElement | null>, value: string, adopt: (typed: string) => void): void {
  const rendered = useRef(value);
  const adoptRef = useRef(adopt);
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== rendered.current) adoptRef.current(typed);
  }, [ref]);
}
