import { useEffect, useRef } from "react";
import { findTypeaheadIndex, TYPEAHEAD_RESET_MS } from "./listbox-navigation.ts";

/** Type-to-find over option names: letters typed in quick succession form one search. */
export function useTypeahead(names: readonly string[], lang: string) {
  const search = useRef("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    /** True while a search is under way, so a space belongs to it ("United K…") and selects nothing. */
    isTyping: () => search.current !== "",
    find(char: string, active: number): number {
      clearTimeout(timer.current);
      search.current += char;
      timer.current = setTimeout(() => { search.current = ""; }, TYPEAHEAD_RESET_MS);
      return findTypeaheadIndex(names, search.current, active, lang);
    },
  };
}
