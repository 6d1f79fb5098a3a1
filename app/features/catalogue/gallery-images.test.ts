import { describe, expect, it } from "vitest";
import { PAN_VARIANTS, buildProductDetail, buildVariant } from "#tests/factories/product-detail.ts";
import { buildFullImageUrl, findVariantImageIndex, listGalleryImages } from "./gallery-images.ts";

const product = buildProductDetail();
const images = listGalleryImages(product);

describe("listGalleryImages", () => {
  it("keeps the product's images first and adds a variant picture the list lacks, once", () => {
    expect(images.map((i) => i.path)).toEqual(["products/pan-copper.jpg", "products/pan-side.jpg", "products/pan-black.jpg"]);
    expect(images[2]).toMatchObject({ alt: "Copper Frying Pan", variant_id: 14 });
  });

  it("adds nothing when no variant has a picture of its own", () => {
    const plain = buildProductDetail({ variants: [buildVariant({ id: 1, options: {} })] });
    expect(listGalleryImages(plain)).toEqual(plain.images);
  });
});

describe("findVariantImageIndex", () => {
  it("opens on the chosen variant's own picture", () => {
    expect(findVariantImageIndex(images, PAN_VARIANTS.find((v) => v.id === 14))).toBe(2);
    expect(findVariantImageIndex(images, PAN_VARIANTS.find((v) => v.id === 11))).toBe(0);
  });

  it("finds a picture tagged with the variant even when the variant names none", () => {
    const tagged = [...images, { path: "products/pan-blue.jpg", alt: "Blue", width: 600, height: 600, variant_id: 15 }];
    expect(findVariantImageIndex(tagged, PAN_VARIANTS.find((v) => v.id === 15))).toBe(3);
  });

  it("opens on the first picture otherwise", () => {
    expect(findVariantImageIndex(images, PAN_VARIANTS.find((v) => v.id === 13))).toBe(0);
    expect(findVariantImageIndex(images, undefined)).toBe(0);
  });
});

describe("buildFullImageUrl", () => {
  it("asks /_ipx for the largest size we serve, keeping the aspect ratio", () => {
    expect(buildFullImageUrl("products/pan copper.jpg")).toBe("/_ipx/w_1200/products/pan%20copper.jpg");
  });
});
