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
  it("puts fit after the format and blur last, as the placeholder needs", () => {
    expect(buildImageUrl("products/x.jpg", { f: "webp", fit: "cover", w: 600, h: 600, q: 80 })).toBe("/_ipx/f_webp&fit_cover&s_600x600&q_80/products/x.jpg");
    expect(buildImageUrl("products/x.jpg", { f: "webp", w: 10, h: 10, q: 50, blur: 3 })).toBe("/_ipx/f_webp&s_10x10&q_50&blur_3/products/x.jpg");
  });
  it("encodes each path segment so a srcset or CSS url() cannot be split, but keeps the slashes", () => {
    expect(buildImageUrl("products/red chair, big.jpg")).toBe("/_ipx/_/products/red%20chair%2C%20big.jpg");
    expect(buildImageUrl('a"b/c.jpg')).toBe("/_ipx/_/a%22b/c.jpg");
  });
});
