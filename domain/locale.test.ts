import { describe, expect, it } from "vitest";
import { localizedPath, splitLocalePath, toLocale } from "./locale.ts";

describe("localizedPath", () => {
  it("keeps Italian paths unprefixed and prefixes the other languages", () => {
    expect(localizedPath("it", "/carrello")).toBe("/carrello");
    expect(localizedPath("en", "/cart")).toBe("/en/cart");
  });
  it("makes the home page the bare prefix", () => {
    expect(localizedPath("it", "/")).toBe("/");
    expect(localizedPath("de")).toBe("/de");
  });
});

describe("splitLocalePath", () => {
  it("reads the language from the first segment", () => {
    expect(splitLocalePath("/fr/panier")).toEqual({ lang: "fr", path: "/panier" });
    expect(splitLocalePath("/es")).toEqual({ lang: "es", path: "/" });
  });
  it("treats unknown or Italian prefixes as part of an Italian path", () => {
    expect(splitLocalePath("/ru/x")).toEqual({ lang: "it", path: "/ru/x" });
    expect(splitLocalePath("/it/x")).toEqual({ lang: "it", path: "/it/x" });
    expect(splitLocalePath("/english-tea")).toEqual({ lang: "it", path: "/english-tea" });
  });
});

describe("toLocale", () => {
  it("falls back to Italian for anything unsupported", () => {
    expect(toLocale("de-CH")).toBe("de");
    expect(toLocale("ru")).toBe("it");
    expect(toLocale(undefined)).toBe("it");
  });
});
