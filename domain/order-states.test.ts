import { describe, expect, it } from "vitest";
import {
  ORDER_EVENTS, ORDER_STATES, PAYMENT_KINDS, holdsStock, nextState, paymentKindAllows, placedState,
  type OrderEvent, type OrderState, type OrderStatus, type PaymentKind, type ShippingMode,
} from "./order-states.ts";

const order = (state: OrderState, paymentKind: PaymentKind, shippingMode: ShippingMode, payment: OrderStatus["payment"] = "awaiting"): OrderStatus =>
  ({ state, paymentKind, shippingMode, payment });

describe("which payment kinds go with which shipping mode", () => {
  it.each([
    ["bank_transfer", 1, true], ["bank_transfer", 2, true],
    ["cash_on_delivery", 1, true], ["cash_on_delivery", 2, false],
    ["pay_at_pickup", 1, false], ["pay_at_pickup", 2, true],
    ["card", 1, true], ["wallet", 2, true],
  ] as const)("%s with mode %i: %s", (kind, mode, allowed) => {
    expect(paymentKindAllows(kind, mode)).toBe(allowed);
  });
});

describe("placedState", () => {
  it.each([
    ["bank_transfer", 1, "awaiting_payment", "awaiting"],
    ["bank_transfer", 2, "awaiting_payment", "awaiting"],
    ["card", 1, "awaiting_payment", "awaiting"],
    ["cash_on_delivery", 1, "confirmed", "on_handover"],
    ["pay_at_pickup", 2, "confirmed", "on_handover"],
  ] as const)("%s, mode %i starts %s / %s", (kind, mode, state, payment) => {
    expect(placedState(kind, mode)).toEqual({ state, payment });
  });

  it("refuses a kind that cannot go with the mode", () => {
    expect(() => placedState("pay_at_pickup", 1)).toThrow();
  });
});

/** Every (state, event) pair that is allowed, for a delivery (1) or a pickup (2) order; the rest is refused. */
const ALLOWED: [OrderState, OrderEvent, ShippingMode, OrderState][] = [
  ["awaiting_payment", "confirmPayment", 1, "confirmed"],
  ["awaiting_payment", "confirmPayment", 2, "confirmed"],
  ["awaiting_payment", "cancel", 1, "cancelled"],
  ["awaiting_payment", "cancel", 2, "cancelled"],
  ["awaiting_payment", "expirePayment", 1, "cancelled"],
  ["awaiting_payment", "expirePayment", 2, "cancelled"],
  ["confirmed", "markShipped", 1, "shipped"],
  ["confirmed", "markReadyForPickup", 2, "ready_for_pickup"],
  ["confirmed", "cancel", 1, "cancelled"],
  ["confirmed", "cancel", 2, "cancelled"],
  ["shipped", "markDelivered", 1, "delivered"],
  ["ready_for_pickup", "markCollected", 2, "collected"],
  ["ready_for_pickup", "cancel", 2, "cancelled"],
];

describe("nextState: the whole table", () => {
  for (const state of ORDER_STATES) {
    for (const event of ORDER_EVENTS) {
      for (const mode of [1, 2] as const) {
        const allowed = ALLOWED.find(([s, e, m]) => s === state && e === event && m === mode);
        it(`${state} --${event}--> ${allowed ? allowed[3] : "refused"} (mode ${mode})`, () => {
          const kind: PaymentKind = mode === 1 ? "bank_transfer" : "pay_at_pickup";
          expect(nextState(order(state, kind, mode), event)?.state ?? null).toBe(allowed ? allowed[3] : null);
        });
      }
    }
  }
});

describe("the payment follows the goods", () => {
  it("a bank transfer is paid when confirmed, and stays paid through shipping and delivery", () => {
    let o: OrderStatus | null = order("awaiting_payment", "bank_transfer", 1);
    o = nextState(o, "confirmPayment");
    expect(o?.payment).toBe("paid");
    o = nextState(nextState(o!, "markShipped")!, "markDelivered");
    expect(o).toMatchObject({ state: "delivered", payment: "paid" });
  });

  it("cash on delivery is paid when the courier delivers", () => {
    const shipped = nextState(order("confirmed", "cash_on_delivery", 1, "on_handover"), "markShipped")!;
    expect(shipped.payment).toBe("on_handover");
    expect(nextState(shipped, "markDelivered")?.payment).toBe("paid");
  });

  it("pay at pickup is paid at collection", () => {
    const ready = nextState(order("confirmed", "pay_at_pickup", 2, "on_handover"), "markReadyForPickup")!;
    expect(nextState(ready, "markCollected")).toMatchObject({ state: "collected", payment: "paid" });
  });

  it("a cancelled unpaid order has its payment voided; a paid one keeps it paid (to be refunded)", () => {
    expect(nextState(order("awaiting_payment", "bank_transfer", 1), "cancel")?.payment).toBe("voided");
    expect(nextState(order("confirmed", "bank_transfer", 1, "paid"), "cancel")?.payment).toBe("paid");
  });

  it("holds the stock it took until it is cancelled", () => {
    expect(ORDER_STATES.filter((s) => !holdsStock(s))).toEqual(["cancelled"]);
  });

  it("knows every payment kind", () => {
    expect(PAYMENT_KINDS).toEqual(["bank_transfer", "cash_on_delivery", "pay_at_pickup", "card", "wallet"]);
  });
});
