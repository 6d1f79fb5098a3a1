import { describe, expect, it } from "vitest";
import { getCountryName, listCountryOptions } from "./country-options.ts";
import { getFlagUrl } from "./flag-urls.ts";

describe("listCountryOptions", () => {
  it("names countries in the interface language and gives their dial codes", () => {
    const swiss = listCountryOptions("de").find((option) => option.code === "CH");
    expect(swiss).toEqual({ code: "CH", dial: "41", name: "Schweiz" });
    expect(listCountryOptions("fr").find((option) => option.code === "DE")?.name).toBe("Allemagne");
  });

  it("sorts by the translated name", () => {
    const names = listCountryOptions("it").map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("it").compare));
  });
});

describe("getCountryName", () => {
  it("falls back to the code instead of throwing", () => {
    expect(getCountryName("IT", "es")).toBe("Italia");
    expect(getCountryName("not a region", "es")).toBe("not a region");
  });
});

describe("getFlagUrl", () => {
  it("has a flag of our own for every country in the list", () => {
    const missing = listCountryOptions("en").filter((option) => !getFlagUrl(option.code));
    expect(missing).toEqual([]);
    expect(getFlagUrl("AC")).toMatch(/sh-ac/);
  });

  it("never points to another host", () => {
    for (const option of listCountryOptions("en")) expect(getFlagUrl(option.code)).toMatch(/^\/(?!\/)/);
  });
});
