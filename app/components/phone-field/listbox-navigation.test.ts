import { describe, expect, it } from "vitest";
import { choosePlacement, findTypeaheadIndex, moveActiveIndex, OPEN_ABOVE_BELOW_PX, TYPEAHEAD_RESET_MS } from "./listbox-navigation.ts";

describe("choosePlacement", () => {
  it("opens above when less than 200 px lies below the button", () => {
    expect(OPEN_ABOVE_BELOW_PX).toBe(200);
    expect(choosePlacement(199)).toBe("above");
    expect(choosePlacement(200)).toBe("below");
    expect(choosePlacement(-40)).toBe("above");
  });
});

describe("moveActiveIndex", () => {
  it("moves with the arrows, stops at the ends, and jumps with Home and End", () => {
    expect(moveActiveIndex("ArrowDown", 3, 10)).toBe(4);
    expect(moveActiveIndex("ArrowDown", 9, 10)).toBe(9);
    expect(moveActiveIndex("ArrowUp", 0, 10)).toBe(0);
    expect(moveActiveIndex("Home", 5, 10)).toBe(0);
    expect(moveActiveIndex("End", 5, 10)).toBe(9);
  });

  it("ignores other keys and empty lists", () => {
    expect(moveActiveIndex("a", 3, 10)).toBeUndefined();
    expect(moveActiveIndex("ArrowDown", 0, 0)).toBeUndefined();
  });
});

describe("findTypeaheadIndex", () => {
  const names = ["Österreich", "Schweden", "Schweiz", "Spanien", "Vereinigtes Königreich"];

  it("finds by prefix, ignoring case and accents", () => {
    expect(findTypeaheadIndex(names, "o", 4, "de")).toBe(0);
    expect(findTypeaheadIndex(names, "schweiz", 0, "de")).toBe(2);
    expect(findTypeaheadIndex(names, "Vereinigtes K", 0, "de")).toBe(4);
  });

  it("moves on to the next match when the same letter is typed again, wrapping round", () => {
    expect(findTypeaheadIndex(names, "s", 1, "de")).toBe(2);
    expect(findTypeaheadIndex(names, "ss", 2, "de")).toBe(3);
    expect(findTypeaheadIndex(names, "s", 3, "de")).toBe(1);
  });

  it("answers -1 when nothing matches", () => {
    expect(findTypeaheadIndex(names, "x", 0, "de")).toBe(-1);
  });

  it("forgets the search after 700 ms", () => {
    expect(TYPEAHEAD_RESET_MS).toBe(700);
  });
});
