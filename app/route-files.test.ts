import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { screenFile } from "./route-files.ts";
import { NOT_FOUND_SCREEN, SCREENS } from "./route-table.ts";

describe("screenFile", () => {
  it("names an existing route module for every screen", () => {
    const missing = [...SCREENS, NOT_FOUND_SCREEN].map(screenFile).filter((file) => !existsSync(path.join(import.meta.dirname, file)));
    expect(missing).toEqual([]);
  });

  it("shares a module between the screens that show the same thing", () => {
    expect(screenFile({ id: "offers" })).toBe("routes/listing.tsx");
    expect(screenFile({ id: "catalog-3" })).toBe("routes/catalog.tsx");
    expect(screenFile({ id: "newsletter-confirm" })).toBe(screenFile({ id: "unsubscribe" }));
    expect(screenFile({ id: "review" })).toBe("routes/review.tsx");
  });
});
