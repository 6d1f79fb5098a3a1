import { describe, expect, it } from "vitest";
import { routeIdForHref } from "./link-prefetch.ts";

const ORIGIN = "https://shop.example";

describe("routeIdForHref", () => {
  it("names the route of the screen and language a link of ours leads to", () => {
    expect(routeIdForHref("/en/offers?page=2", ORIGIN)).toBe("offers-en");
    expect(routeIdForHref(`${ORIGIN}/cart`, ORIGIN)).toBe("cart-it");
    expect(routeIdForHref("/de/kueche/pfannen", ORIGIN)).toBe("catalog-2-de");
  });

  it("has nothing to fetch for another site, a path without a screen or a broken address", () => {
    expect(routeIdForHref("https://elsewhere.example/en/offers", ORIGIN)).toBeNull();
    expect(routeIdForHref("/a/b/c/d/e/f/g", ORIGIN)).toBeNull();
    expect(routeIdForHref("http://[broken", ORIGIN)).toBeNull();
  });
});
