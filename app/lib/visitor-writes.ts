import type { VisitorSummary } from "./visitor.ts";

let firstWrite: Promise<void> | null = null;

/**
 * A visitor's id cookie comes with the answer to their first write (a cart line, a heart: decision 016), so
 * a second write sent before that answer would arrive without it and make a second visitor, whose cart or
 * wishlist the browser then forgets. Until a visitor who may have no id yet has had a write answered, their
 * writes go one after the other; afterwards, and for a visitor the header already counts, at once.
 */
export function sendVisitorWrite(send: () => Promise<void>, visitor: VisitorSummary): Promise<void> {
  if (!mayHaveNoId(visitor)) return send();
  if (!firstWrite) {
    firstWrite = send();
    return firstWrite;
  }
  return firstWrite.then(send, send);
}

/** A visitor with something counted in the header, or signed in, holds an id (or a session) already. */
function mayHaveNoId(visitor: VisitorSummary): boolean {
  return visitor.cartCount === 0 && visitor.wishlist.length === 0 && !visitor.signedIn;
}

/** For tests: a new page. */
export function forgetVisitorWrites(): void {
  firstWrite = null;
}
