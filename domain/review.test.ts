import { describe, expect, it } from "vitest";
import { orderReceived, plainReviewText, ratingDistribution, reviewAuthorName, reviewEditableUntil } from "./review.ts";

describe("reviews", () => {
  it("signs with the first name and the last name's initial", () => {
    expect(reviewAuthorName("Anna", "rossi")).toBe("Anna R.");
    expect(reviewAuthorName(" Élodie ", "Ørsted")).toBe("Élodie Ø.");
    expect(reviewAuthorName("Anna", "")).toBe("Anna");
  });

  it("lets the buyer review only what was delivered or collected", () => {
    expect(orderReceived("delivered")).toBe(true);
    expect(orderReceived("collected")).toBe(true);
    expect(orderReceived("shipped")).toBe(false);
    expect(orderReceived("cancelled")).toBe(false);
  });

  it("keeps plain text: line breaks stay, control characters go", () => {
    expect(plainReviewText("  Buono\r\n\r\n\r\n\r\nDavvero\u0007 <b>buono</b>  ")).toBe("Buono\n\nDavvero <b>buono</b>");
  });

  it("counts the distribution, 5 stars first, in whole percent", () => {
    expect(ratingDistribution({ 5: 3, 4: 1 })).toEqual([
      { stars: 5, count: 3, percent: 75 }, { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 0, percent: 0 }, { stars: 2, count: 0, percent: 0 }, { stars: 1, count: 0, percent: 0 },
    ]);
    expect(ratingDistribution({}).every((r) => r.percent === 0)).toBe(true);
  });

  it("keeps a review editable for the shop's days", () => {
    expect(reviewEditableUntil(new Date("2026-01-01T00:00:00Z"), 30).toISOString()).toBe("2026-01-31T00:00:00.000Z");
  });
});
