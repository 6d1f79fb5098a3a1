import { describe, expect, it } from "vitest";
import { lineRefusal, withdrawalClosed, withdrawalPeriodEnds } from "./withdrawal.ts";

const DAY = 24 * 3600_000;
const now = new Date("2026-11-24T12:00:00Z");

describe("the withdrawal period", () => {
  it("is open before delivery, for 14 days after it, and closed after them or once the order is cancelled", () => {
    expect(withdrawalClosed({ status: "confirmed", fulfilledAt: null }, 14, now)).toBeNull();
    expect(withdrawalClosed({ status: "delivered", fulfilledAt: new Date(now.getTime() - 13 * DAY) }, 14, now)).toBeNull();
    expect(withdrawalClosed({ status: "delivered", fulfilledAt: new Date(now.getTime() - 15 * DAY) }, 14, now)).toBe("period_over");
    expect(withdrawalClosed({ status: "collected", fulfilledAt: new Date(now.getTime() - 15 * DAY) }, 30, now)).toBeNull();
    expect(withdrawalClosed({ status: "cancelled", fulfilledAt: null }, 14, now)).toBe("cancelled");
  });

  it("ends the given number of days after delivery, and has no end before it", () => {
    expect(withdrawalPeriodEnds(now, 14)!.toISOString()).toBe("2026-12-08T12:00:00.000Z");
    expect(withdrawalPeriodEnds(null, 14)).toBeNull();
  });
});

describe("a line's refusal", () => {
  it("refuses perishable and made-to-measure goods, and sealed goods whose seal is broken", () => {
    expect(lineRefusal("perishable", 2, true)).toBe("perishable");
    expect(lineRefusal("made_to_measure", 1, true)).toBe("made_to_measure");
    expect(lineRefusal("sealed_hygiene", 1, false)).toBe("sealed_hygiene");
    expect(lineRefusal("sealed_hygiene", 1, true)).toBeNull();
  });

  it("refuses a line whose units are all withdrawn already, and accepts the rest", () => {
    expect(lineRefusal(null, 0, false)).toBe("already_withdrawn");
    expect(lineRefusal(null, 3, false)).toBeNull();
  });
});
