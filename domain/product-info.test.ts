import { describe, expect, it } from "vitest";
import { splitIngredients } from "./product-info.ts";

describe("splitIngredients", () => {
  it("emphasises the allergens written between asterisks, even inside a word", () => {
    expect(splitIngredients("Semola di *grano* duro, *uova* (28%)")).toEqual([
      { text: "Semola di ", allergen: false }, { text: "grano", allergen: true }, { text: " duro, ", allergen: false },
      { text: "uova", allergen: true }, { text: " (28%)", allergen: false },
    ]);
    expect(splitIngredients("*Hartweizen*grieß, Wasser")).toEqual([{ text: "Hartweizen", allergen: true }, { text: "grieß, Wasser", allergen: false }]);
  });

  it("leaves text without allergens as it is", () => {
    expect(splitIngredients("Olive")).toEqual([{ text: "Olive", allergen: false }]);
  });
});
