import { describe, expect, it } from "vitest";
import { isPersonalAnswer, PERSONAL_CACHE_CONTROL } from "./personal-answer.ts";

describe("personal answers", () => {
  it("are recognised by private or no-store, in any case and order", () => {
    expect(isPersonalAnswer(PERSONAL_CACHE_CONTROL)).toBe(true);
    expect(isPersonalAnswer("no-store")).toBe(true);
    expect(isPersonalAnswer("max-age=0, Private")).toBe(true);
  });

  it("are not confused with answers any cache may keep", () => {
    expect(isPersonalAnswer(null)).toBe(false);
    expect(isPersonalAnswer("public, max-age=3600")).toBe(false);
    expect(isPersonalAnswer("no-cache")).toBe(false);
    expect(isPersonalAnswer("public, x-private-note=1")).toBe(false);
  });
});
