/** Spec §9: the list opens above its button when less than this lies below it in the viewport. */
export const OPEN_ABOVE_BELOW_PX = 200;
/** Spec §9: the letters typed to find a country are forgotten after this pause. */
export const TYPEAHEAD_RESET_MS = 700;

export type ListPlacement = "above" | "below";

export function choosePlacement(spaceBelow: number): ListPlacement {
  return spaceBelow < OPEN_ABOVE_BELOW_PX ? "above" : "below";
}

/** The next active option for a navigation key, or undefined when the key does not navigate. */
export function moveActiveIndex(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case "ArrowDown": return Math.min(index + 1, count - 1);
    case "ArrowUp": return Math.max(index - 1, 0);
    case "Home": return 0;
    case "End": return count - 1;
    default: return undefined;
  }
}

/** "Österreich" is found by typing "o", "Émirats" by "e". */
export function foldForSearch(text: string, lang: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLocaleLowerCase(lang);
}

/**
 * The first name that starts with what was typed, searching from the active option onwards and
 * wrapping round; a single letter starts after the active option, so typing "s" again moves on
 * to the next country beginning with S. -1 when nothing matches.
 */
export function findTypeaheadIndex(names: readonly string[], search: string, active: number, lang: string): number {
  const wanted = foldForSearch(search, lang);
  const repeated = wanted.length > 1 && [...wanted].every((char) => char === wanted[0]);
  const prefix = repeated ? wanted[0]! : wanted;
  const start = wanted.length === 1 || repeated ? active + 1 : active;
  for (let step = 0; step < names.length; step += 1) {
    const index = (Math.max(start, 0) + step) % names.length;
    if (foldForSearch(names[index]!, lang).startsWith(prefix)) return index;
  }
  return -1;
}
