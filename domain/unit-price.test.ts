import { describe, expect, it } from "vitest";
import { parseNetQuantity, unitPrice } from "./unit-price.ts";

describe("unitPrice", () => {
  it("gives the price per litre of a 750 ml bottle and per kilogram of a 500 g pack", () => {
    expect(unitPrice(1790, 750, "ml")).toEqual({ cents: 2387, per: "l" });
    expect(unitPrice(290, 500, "g")).toEqual({ cents: 580, per: "kg" });
    expect(unitPrice(650, 250, "g")).toEqual({ cents: 2600, per: "kg" });
  });

  it("keeps kilograms and litres as they are", () => {
    expect(unitPrice(520, 1, "kg")).toEqual({ cents: 520, per: "kg" });
    expect(unitPrice(3000, 2, "l")).toEqual({ cents: 1500, per: "l" });
  });

  it("shows nothing for goods sold by the piece or without a net quantity", () => {
    expect(unitPrice(490, 20, "pz")).toBeNull();
    expect(unitPrice(490, null, "g")).toBeNull();
    expect(unitPrice(490, 0, "g")).toBeNull();
  });
});

describe("parseNetQuantity", () => {
  it("reads the size codes of the demo store", () => {
    expect(parseNetQuantity("750ml")).toEqual({ quantity: 750, unit: "ml" });
    expect(parseNetQuantity("75cl")).toEqual({ quantity: 750, unit: "ml" });
    expect(parseNetQuantity("500g")).toEqual({ quantity: 500, unit: "g" });
    expect(parseNetQuantity("1kg")).toEqual({ quantity: 1, unit: "kg" });
    expect(parseNetQuantity("1.5l")).toEqual({ quantity: 1500, unit: "ml" });
    expect(parseNetQuantity("20bags")).toEqual({ quantity: 20, unit: "pz" });
  });

  it("reads no quantity in a size that is not one", () => {
    expect(parseNetQuantity("28cm")).toBeNull();
    expect(parseNetQuantity("large")).toBeNull();
    expect(parseNetQuantity("3cups")).toBeNull();
  });
});
