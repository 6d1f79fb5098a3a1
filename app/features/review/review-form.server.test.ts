import { describe, expect, it } from "vitest";
import { readReviewForm } from "./review-form.server.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("readReviewForm", () => {
  it("reads a complete review, trimmed", () => {
    expect(readReviewForm(form({ rating: "4", title: " Good ", body: "  Heats evenly, easy to clean. " }))).toEqual({
      values: { rating: 4, title: "Good", body: "Heats evenly, easy to clean." }, errors: {},
    });
  });

  it("names each problem with its message key", () => {
    expect(readReviewForm(form({ rating: "6", title: "x".repeat(121), body: "short" })).errors).toEqual({
      rating: "review.error.rating", title: "review.error.titleLong", body: "review.error.bodyShort",
    });
    expect(readReviewForm(form({ rating: "2.5", body: "y".repeat(4001) })).errors).toEqual({ rating: "review.error.rating", body: "review.error.bodyLong" });
    expect(readReviewForm(new FormData()).errors).toEqual({ rating: "review.error.rating", body: "review.error.bodyShort" });
  });
});
