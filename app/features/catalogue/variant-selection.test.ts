import { describe, expect, it } from "vitest";
import { PAN_VARIANTS, buildProductDetail, buildVariant } from "#tests/factories/product-detail.ts";
import { describeOptions, findVariant, moveToValue, pickVariant, readVariantId } from "./variant-selection.ts";

const CODES = ["size", "colour"];
const byId = (id: number) => PAN_VARIANTS.find((v) => v.id === id)!;

describe("readVariantId", () => {
  it("reads a positive whole number from ?variant", () => {
    expect(readVariantId("?variant=13")).toBe(13);
    expect(readVariantId(new URLSearchParams({ variant: "11", q: "x" }))).toBe(11);
  });

  it("ignores anything else, so a hand-edited URL still shows the page", () => {
    for (const search of ["", "?variant=", "?variant=0", "?variant=-3", "?variant=1.5", "?variant=abc", "?variant=012", "?variant=99999999999"]) {
      expect(readVariantId(search), search).toBeUndefined();
    }
  });
});

describe("pickVariant", () => {
  it("takes the variant the URL names", () => {
    expect(pickVariant(PAN_VARIANTS, 14)?.id).toBe(14);
    expect(pickVariant(PAN_VARIANTS, 12)?.id).toBe(12);
  });

  it("falls back to the first in stock when the id is missing or another product's", () => {
    const soldOutFirst = [buildVariant({ id: 1, options: {}, in_stock: false }), buildVariant({ id: 2, options: {} })];
    expect(pickVariant(soldOutFirst)?.id).toBe(2);
    expect(pickVariant(soldOutFirst, 999)?.id).toBe(2);
  });

  it("falls back to the first when everything is sold out, and to nothing without variants", () => {
    expect(pickVariant([buildVariant({ id: 5, options: {}, in_stock: false })])?.id).toBe(5);
    expect(pickVariant([])).toBeUndefined();
  });
});

describe("findVariant", () => {
  it("finds the exact combination only", () => {
    expect(findVariant(PAN_VARIANTS, { size: "28cm", colour: "black" }, CODES)?.id).toBe(14);
    expect(findVariant(PAN_VARIANTS, { size: "20cm", colour: "blue" }, CODES)).toBeUndefined();
  });
});

describe("moveToValue", () => {
  it("keeps the other choices when that combination exists, even sold out", () => {
    expect(moveToValue(PAN_VARIANTS, CODES, byId(11).options, "colour", "black")?.id).toBe(12);
    expect(moveToValue(PAN_VARIANTS, CODES, byId(12).options, "size", "28cm")?.id).toBe(14);
  });

  it("moves to the closest variant with the value when the combination does not exist", () => {
    // 20 cm blue does not exist: only 28 cm comes in blue.
    expect(moveToValue(PAN_VARIANTS, CODES, byId(11).options, "colour", "blue")?.id).toBe(15);
  });

  it("prefers a variant in stock among equally close ones", () => {
    const variants = [
      buildVariant({ id: 1, options: { size: "s", colour: "red" } }),
      buildVariant({ id: 2, options: { size: "m", colour: "blue" }, in_stock: false }),
      buildVariant({ id: 3, options: { size: "l", colour: "blue" } }),
    ];
    expect(moveToValue(variants, CODES, { size: "s", colour: "red" }, "colour", "blue")?.id).toBe(3);
  });

  it("keeps an earlier option before a later one", () => {
    const variants = [
      buildVariant({ id: 1, options: { size: "s", colour: "red", finish: "matt" } }),
      buildVariant({ id: 2, options: { size: "m", colour: "red", finish: "gloss" } }),
      buildVariant({ id: 3, options: { size: "s", colour: "blue", finish: "gloss" } }),
    ];
    expect(moveToValue(variants, ["size", "colour", "finish"], variants[0]!.options, "finish", "gloss")?.id).toBe(3);
  });

  it("finds nothing for a value no variant has", () => {
    expect(moveToValue(PAN_VARIANTS, CODES, byId(11).options, "colour", "green")).toBeUndefined();
  });
});

describe("describeOptions", () => {
  const { options } = buildProductDetail();

  it("marks the chosen values and where every other value leads", () => {
    const [size, colour] = describeOptions(options, PAN_VARIANTS, byId(11));
    expect(size!.values.map((v) => [v.code, v.selected, v.state, v.variantId])).toEqual([
      ["20cm", true, "available", 11],
      ["28cm", false, "available", 13],
    ]);
    expect(colour!.values.map((v) => [v.code, v.selected, v.state, v.variantId])).toEqual([
      ["copper", true, "available", 11],
      ["black", false, "soldOut", 12],
      ["blue", false, "unavailable", 15],
    ]);
  });

  it("marks the chosen variant itself as sold out when it is", () => {
    const [size, colour] = describeOptions(options, PAN_VARIANTS, byId(15));
    expect(colour!.values.find((v) => v.selected)).toMatchObject({ code: "blue", state: "soldOut", variantId: 15 });
    expect(size!.values.find((v) => v.code === "20cm")).toMatchObject({ state: "unavailable", variantId: 11 });
  });

  it("gives a value no variant has no target", () => {
    const withGreen = [...options.slice(0, 1), { ...options[1]!, values: [...options[1]!.values, { code: "green", label: "Green", swatch: "#4f6b3a" }] }];
    const colour = describeOptions(withGreen, PAN_VARIANTS, byId(11))[1]!;
    expect(colour.values.at(-1)).toMatchObject({ code: "green", state: "unavailable", variantId: null });
  });
});
