import type { ProductDetail } from "#api/catalog/catalog.schemas.ts";
import { buildImageUrl } from "#domain/image-url.ts";
import type { Variant } from "./variant-selection.ts";

export type GalleryImage = ProductDetail["images"][number];

/**
 * The product's images, plus any variant image the list lacks, so that choosing such a variant
 * can still show its picture. The added ones take the product's name as their alt text.
 */
export function listGalleryImages(product: Pick<ProductDetail, "images" | "variants" | "name">): GalleryImage[] {
  const images = [...product.images];
  for (const variant of product.variants) {
    if (variant.image && !images.some((image) => image.path === variant.image)) {
      images.push({ path: variant.image, alt: product.name, width: 1200, height: 1200, variant_id: variant.id });
    }
  }
  return images;
}

/** Which image the gallery opens on for a variant: its own picture when it has one, else the first. */
export function findVariantImageIndex(images: readonly GalleryImage[], variant: Variant | undefined): number {
  if (!variant) return 0;
  const byPath = variant.image ? images.findIndex((image) => image.path === variant.image) : -1;
  const index = byPath !== -1 ? byPath : images.findIndex((image) => image.variant_id === variant.id);
  return index === -1 ? 0 : index;
}

/** The picture at the largest size we serve (spec §9: 1200): the gallery's larger view and the JSON-LD images. */
export function buildFullImageUrl(path: string): string {
  return buildImageUrl(path, { w: 1200 });
}
