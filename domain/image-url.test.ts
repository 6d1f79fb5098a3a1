import { describe, expect, it } from "vitest";
import { buildImageUrl } from "./image-url.ts";

describe("buildImageUrl", () => {
  it("joins operations with & and uses s for width and height together", () => {
    expect(buildImageUrl("products/a.jpg", { f: "webp", w: 300, h: 200, q: 80 })).toBe("/_ipx/f_webp&s_300x200&q_80/products/a.jpg");
  });
  it("uses _ when there are no operations", () => {
    expect(buildImageUrl("/logo.png")).toBe("/_ipx/_/logo.png");
  });
  it("keeps a single dimension as w or h", () => {
    expect(buildImageUrl("x.jpg", { w: 640 })).toBe("/_ipx/w_640/x.jpg");
    expect(buildImageUrl("x.jpg", { h: 90, b: "#ffffff" })).toBe("/_ipx/h_90&b_ffffff/x.jpg");
  });
});
