import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Image } from "#app/components/ui/image.tsx";
import {
  buildPlaceholderStyle,
  buildSrcSet,
  placeholderUrl,
  resolveImageOptions,
  type ImageOptionsInput,
} from "#app/components/ui/image-sources.ts";

const base: ImageOptionsInput = { src: "products/x.jpg", width: 300, height: 300 };
const resolve = (extra: Partial<ImageOptionsInput> = {}) => resolveImageOptions({ ...base, ...extra });
// Untyped callers (CMS data, JavaScript) can still pass anything; the runtime checks are for them.
const loose = (extra: Record<string, unknown>) => () => resolveImageOptions({ ...base, ...extra } as ImageOptionsInput);

describe("resolveImageOptions", () => {
  it("defaults to lazy, async, webp, densities 1 and 2, bounds 300..1200, no crossorigin", () => {
    expect(resolve()).toEqual({
      src: "products/x.jpg", width: 300, height: 300, loading: "lazy", decoding: "async", crossOrigin: undefined,
      fit: undefined, quality: undefined, format: "webp", densities: [1, 2], bounds: { min: 300, max: 1200 },
    });
  });

  it("rejects an unknown provider or preset with the texts of spec §8", () => {
    expect(() => resolve({ provider: "cloudinary" })).toThrow(new Error("Unknown provider: cloudinary"));
    expect(() => resolve({ provider: "" })).toThrow(new Error("Unknown provider: "));
    expect(() => resolve({ preset: "hero" })).toThrow(new Error("Unknown preset: hero"));
    expect(() => resolve({ preset: "toString" })).toThrow(new Error("Unknown preset: toString"));
    expect(() => resolve({ preset: "__proto__" })).toThrow(new Error("Unknown preset: __proto__"));
    expect(resolve({ provider: "ipx" }).format).toBe("webp");
  });

  it("accepts only the loading, decoding and crossorigin values of spec §5", () => {
    expect(loose({ loading: "auto" })).toThrow('Invalid loading: "auto" (expected one of "lazy", "eager")');
    expect(loose({ loading: "" })).toThrow("Invalid loading");
    expect(loose({ decoding: "lazy" })).toThrow('Invalid decoding: "lazy" (expected one of "async", "auto", "sync")');
    expect(loose({ crossOrigin: "same-origin" })).toThrow('Invalid crossorigin: "same-origin" (expected one of "anonymous", "use-credentials", "", true, false)');
    expect(loose({ crossOrigin: 1 })).toThrow("Invalid crossorigin: 1 ");
    expect(resolve({ loading: "eager", decoding: "sync" })).toMatchObject({ loading: "eager", decoding: "sync" });
  });

  it("maps crossorigin to the HTML attribute: true and empty are anonymous, false is none", () => {
    expect(resolve({ crossOrigin: true }).crossOrigin).toBe("anonymous");
    expect(resolve({ crossOrigin: "" }).crossOrigin).toBe("anonymous");
    expect(resolve({ crossOrigin: "anonymous" }).crossOrigin).toBe("anonymous");
    expect(resolve({ crossOrigin: "use-credentials" }).crossOrigin).toBe("use-credentials");
    expect(resolve({ crossOrigin: false }).crossOrigin).toBeUndefined();
  });

  it("merges a preset, letting explicit fit and quality win", () => {
    expect(resolve({ preset: "product" })).toMatchObject({ fit: "cover", quality: 80 });
    expect(resolve({ preset: "thumbnail" })).toMatchObject({ fit: "cover", quality: 70 });
    expect(resolve({ preset: "banner" })).toMatchObject({ fit: "cover", quality: 75 });
    expect(resolve({ preset: "logo" })).toMatchObject({ fit: "contain", quality: 90 });
    expect(resolve({ preset: "logo", fit: "inside", quality: 60 })).toMatchObject({ fit: "inside", quality: 60 });
  });

  it("rejects sizes, bounds, densities and qualities /_ipx could not serve", () => {
    expect(() => resolve({ width: 0 })).toThrow("width and height must be positive whole numbers");
    expect(() => resolve({ height: 12.5 })).toThrow("width and height must be positive whole numbers");
    expect(() => resolve({ bounds: { min: 800, max: 400 } })).toThrow("Image bounds need 0 < min <= max");
    expect(() => resolve({ densities: [] })).toThrow("Image densities must be positive");
    expect(() => resolve({ quality: 101 })).toThrow("Image quality must be from 1 to 100");
  });
});

describe("buildSrcSet", () => {
  it("builds 1x and 2x webp sources with the spec §7 URL", () => {
    expect(buildSrcSet(resolve({ preset: "product" }))).toBe(
      "/_ipx/f_webp&fit_cover&s_300x300&q_80/products/x.jpg 1x, /_ipx/f_webp&fit_cover&s_600x600&q_80/products/x.jpg 2x",
    );
  });

  it("clamps each width to 300..1200 and scales the height with it", () => {
    expect(buildSrcSet(resolve({ width: 800, height: 300 }))).toBe("/_ipx/f_webp&s_800x300/products/x.jpg 1x, /_ipx/f_webp&s_1200x450/products/x.jpg 2x");
    expect(buildSrcSet(resolve({ width: 180, height: 90 }))).toBe("/_ipx/f_webp&s_300x150/products/x.jpg 1x, /_ipx/f_webp&s_360x180/products/x.jpg 2x");
  });

  it("follows other bounds, densities and formats", () => {
    const options = resolve({ width: 400, height: 200, densities: [1, 1.5, 3], bounds: { min: 100, max: 1000 }, format: "avif" });
    expect(buildSrcSet(options)).toBe(
      "/_ipx/f_avif&s_400x200/products/x.jpg 1x, /_ipx/f_avif&s_600x300/products/x.jpg 1.5x, /_ipx/f_avif&s_1000x500/products/x.jpg 3x",
    );
  });

  it("drops a density that clamping made identical to an earlier one", () => {
    expect(buildSrcSet(resolve({ width: 1200, height: 600 }))).toBe("/_ipx/f_webp&s_1200x600/products/x.jpg 1x");
  });

  it("adds the widths each viewport slot of sizes asks for, at each density, in order and without duplicates", () => {
    // A card: half the viewport up to 768 px, else 300 px. A phone 412 px wide at 1.75× needs 361 px: 384w, not 600w.
    expect(buildSrcSet(resolve({ preset: "product" }), "(max-width: 768px) 50vw, 300px")).toBe([
      "/_ipx/f_webp&fit_cover&s_300x300&q_80/products/x.jpg 300w", "/_ipx/f_webp&fit_cover&s_384x384&q_80/products/x.jpg 384w",
      "/_ipx/f_webp&fit_cover&s_600x600&q_80/products/x.jpg 600w", "/_ipx/f_webp&fit_cover&s_768x768&q_80/products/x.jpg 768w",
    ].join(", "));
    // 2 × 768 is beyond the 1200 bound: clamped, it is the 2× source already there.
    expect(buildSrcSet(resolve({ width: 600, height: 600 }), "(max-width: 768px) 100vw, 600px")).toBe(
      "/_ipx/f_webp&s_600x600/products/x.jpg 600w, /_ipx/f_webp&s_768x768/products/x.jpg 768w, /_ipx/f_webp&s_1200x1200/products/x.jpg 1200w");
  });

  it("describes sources by width when sizes is given, since browsers ignore x with sizes", () => {
    expect(buildSrcSet(resolve({ width: 800, height: 300 }), "100vw")).toBe("/_ipx/f_webp&s_800x300/products/x.jpg 800w, /_ipx/f_webp&s_1200x450/products/x.jpg 1200w");
  });
});

describe("placeholderUrl", () => {
  it("asks for 10x10 at quality 50 with blur 3, whatever the preset", () => {
    expect(placeholderUrl(resolve({ preset: "product" }))).toBe("/_ipx/f_webp&s_10x10&q_50&blur_3/products/x.jpg");
  });

  it("is a cover background that keeps a className background colour", () => {
    expect(buildPlaceholderStyle("/_ipx/a.jpg")).toEqual({
      backgroundImage: 'url("/_ipx/a.jpg")', backgroundSize: "cover", backgroundPosition: "center", backgroundRepeat: "no-repeat",
    });
  });
});

describe("<Image> markup", () => {
  it("renders size, loading, decoding, srcset and the placeholder's address, not its background, on the server", () => {
    const html = renderToString(createElement(Image, { ...base, alt: "Red chair", preset: "product", className: "w-full" }));
    expect(html).toMatch(/^<img [^>]*\/>$/);
    for (const attribute of ['width="300"', 'height="300"', 'loading="lazy"', 'decoding="async"', 'alt="Red chair"', 'class="w-full"']) {
      expect(html).toContain(attribute);
    }
    expect(html).toContain('srcSet="/_ipx/f_webp&amp;fit_cover&amp;s_300x300&amp;q_80/products/x.jpg 1x, /_ipx/f_webp&amp;fit_cover&amp;s_600x600&amp;q_80/products/x.jpg 2x"');
    expect(html).toContain('src="/_ipx/f_webp&amp;fit_cover&amp;s_300x300&amp;q_80/products/x.jpg"');
    expect(html).toContain('data-placeholder="/_ipx/f_webp&amp;s_10x10&amp;q_50&amp;blur_3/products/x.jpg"');
    expect(html).not.toContain("style=");
    expect(html).not.toContain("crossorigin");
  });

  it("has no placeholder when told so or when eager, and throws on a bad prop", () => {
    expect(renderToString(createElement(Image, { ...base, alt: "", placeholder: false }))).not.toContain("data-placeholder");
    expect(renderToString(createElement(Image, { ...base, alt: "", loading: "eager" }))).not.toContain("data-placeholder");
    expect(() => renderToString(createElement(Image, { ...base, alt: "", preset: "hero" }))).toThrow("Unknown preset: hero");
  });
});
