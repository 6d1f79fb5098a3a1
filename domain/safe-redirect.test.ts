import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plainSitePath, redirectTarget } from "#tests/fixtures/hostile-urls.ts";
import { toSafeRedirect } from "./safe-redirect.ts";

const SHOP = "https://shop.example";

describe("toSafeRedirect", () => {
  it("keeps our own paths with their query and hash", () => {
    expect(toSafeRedirect("/en/cart?x=1#top")).toBe("/en/cart?x=1#top");
    expect(toSafeRedirect("/dispensa/caffè?q=a b")).toBe("/dispensa/caff%C3%A8?q=a%20b");
  });

  it("normalises dot segments and backslashes as a browser does", () => {
    expect(toSafeRedirect("/en/./cart/../wishlist")).toBe("/en/wishlist");
    expect(toSafeRedirect("/en/%2e%2E/profile")).toBe("/profile");
    expect(toSafeRedirect("/en\\cart")).toBe("/en/cart");
  });

  it.each([
    "//evil.example/x", "https://evil.example", "/\\evil.example", "/.//evil.example", "/..//evil.example/x",
    "/%2e%2e//evil.example", "/%2E%2e//evil.example", "/./\\evil.example", "/\t/evil.example", "/\n/evil.example",
    "/%2f%2fevil.example", "/%5cevil.example", "/%09/evil.example", "/a/..%2f..%2f/evil.example", "/en/../..//evil.example",
    "javascript:alert(1)", " //evil.example", "/%zz", "/cart?q=%e2%82", "", null, undefined, 42,
  ])("sends %j to the fallback", (target) => {
    expect(toSafeRedirect(target)).toBe("/");
    expect(toSafeRedirect(target, "/en/profile")).toBe("/en/profile");
    expect(toSafeRedirect(target, null)).toBeNull();
  });

  it("answers a path that stays on the shop's origin, starting with a single slash, whatever it is given", () => {
    fc.assert(fc.property(redirectTarget, (target) => {
      const result = toSafeRedirect(target);
      expect(result).toMatch(/^\/(?![/\\])/);
      expect(new URL(result, SHOP).origin).toBe(SHOP);
      // Anything that decodes the path once on the way must not find another host in it either.
      expect(new URL(decodeURIComponent(new URL(result, SHOP).pathname), SHOP).origin).toBe(SHOP);
      // A header value: no newline or NUL can make Response throw (a 500) or split the header.
      expect(() => new Headers({ Location: result })).not.toThrow();
      // Applied twice, it changes nothing: the storefront applies it again to what the API answered.
      expect(toSafeRedirect(result)).toBe(result);
    }), { numRuns: 500 });
  });

  it("gives back a plain path of the shop unchanged", () => {
    fc.assert(fc.property(plainSitePath, (path) => {
      expect(toSafeRedirect(path, null)).toBe(path);
    }), { numRuns: 200 });
  });
});
