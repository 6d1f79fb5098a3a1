import { describe, expect, it } from "vitest";
import { toSafeRedirect } from "./safe-redirect.ts";

describe("toSafeRedirect", () => {
  it("keeps our own paths with their query and hash", () => {
    expect(toSafeRedirect("/en/cart?x=1#top")).toBe("/en/cart?x=1#top");
  });
  it.each(["//evil.example/x", "https://evil.example", "/\\evil.example", "/.//evil.example", "/..//evil.example/x", "/%2e//evil.example", "javascript:alert(1)", "", null, undefined])("sends %j home", (target) => {
    expect(toSafeRedirect(target)).toBe("/");
  });
});
