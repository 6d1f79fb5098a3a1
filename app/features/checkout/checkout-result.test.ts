import { describe, expect, it } from "vitest";
import type { Checkout, PickupStoreAnswer } from "#api/checkout/checkout.answers.ts";
import { describeChanges } from "./checkout-result.ts";

type Line = Checkout["Items"][number];
const line = (variant_id: number, Title: string, notices: Line["notices"], price = 10): Line => ({ variant_id, Title, notices, price } as Line);
const checkout = (items: Line[], extra: Partial<Checkout> = {}) =>
  ({ Items: items, shippingMode: 1, pickupStore: null, Coupon: null, totals: { total: 42.5 }, ...extra } as Checkout);

describe("what changed since the summary, for the shopper", () => {
  it("tells each line the API named from the checkout as it is now", () => {
    const now = checkout([line(1, "Trofie", [{ code: "only_left", available: 2 }]), line(2, "Fusilli", [{ code: "unavailable" }]), line(3, "Olio", [])]);
    expect(describeChanges({ "Items.1": "…", "Items.2": "…" }, "stock", now, [])).toEqual([
      { key: "checkout.changed.onlyLeft", name: "Trofie", count: 2 },
      { key: "checkout.changed.soldOut", name: "Fusilli" },
    ]);
  });

  it("tells a price change with both prices and the new total", () => {
    const now = checkout([line(1, "Trofie", [{ code: "price_changed", previous_price: 2.7 }], 2.9)]);
    expect(describeChanges({ "Items.1": "…", "totals.total": "…" }, "changed", now, [])).toEqual([
      { key: "checkout.changed.price", name: "Trofie", amounts: { from: 2.7, to: 2.9 } },
      { key: "checkout.changed.total", amounts: { total: 42.5 } },
    ]);
  });

  it("tells what the chosen store has, and a coupon that stopped applying", () => {
    const store = { id: 7, missing: [{ variant_id: 1, Title: "Trofie", wanted: 3, available: 1 }] } as PickupStoreAnswer;
    const now = checkout([line(1, "Trofie", [])], { shippingMode: 2, pickupStore: 7, Coupon: { code: "ESTATE5" } as Checkout["Coupon"] });
    expect(describeChanges({ "Items.1": "…", Coupon: "…" }, "stock", now, [store])).toEqual([
      { key: "checkout.changed.storeHas", name: "Trofie", count: 1 },
      { key: "checkout.changed.coupon", name: "ESTATE5" },
    ]);
  });

  it("says something general rather than nothing", () => {
    expect(describeChanges({}, undefined, checkout([]), [])).toEqual([{ key: "checkout.changed.generic" }]);
  });
});
