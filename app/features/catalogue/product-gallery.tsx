import { useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Image } from "#app/components/ui/image.tsx";
import { buildFullImageUrl, findVariantImageIndex, type GalleryImage } from "./gallery-images.ts";
import { useHydrated } from "./product-page-hooks.ts";
import type { Variant } from "./variant-selection.ts";

/** Thumbnails show 72 px wide: the product-image minimum of 300 px would send far more pixels than needed. */
const THUMBNAIL_BOUNDS = { min: 72, max: 144 };

interface ProductGalleryProps {
  images: GalleryImage[];
  /** The chosen variant: when it has its own picture, the gallery shows it. */
  variant?: Variant;
  productName: string;
}

export function ProductGallery({ images, variant, productName }: ProductGalleryProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // A thumbnail picked by hand holds until another variant is chosen; then that variant's picture shows.
  const [picked, setPicked] = useState<{ variantId: number | undefined; index: number } | null>(null);
  const shown = picked && picked.variantId === variant?.id ? picked.index : findVariantImageIndex(images, variant);
  const main = images[shown] ?? images[0];
  const altOf = (image: GalleryImage, i: number) => image.alt || t("catalogue.imageNumber", { number: i + 1 });

  if (!main) {
    return <div role="img" aria-label={t("catalogue.noImage")} className="aspect-square w-full rounded-lg bg-stone-100" />;
  }
  return (
    <section aria-label={t("catalogue.gallery")}>
      <Image
        src={main.path}
        alt={main.alt || productName}
        width={600}
        height={600}
        preset="product"
        loading="eager"
        fetchPriority="high"
        sizes="(max-width: 768px) 100vw, 600px"
        className="aspect-square w-full rounded-lg bg-stone-100 object-cover"
      />
      <a href={buildFullImageUrl(main.path)} className="mt-2 inline-flex items-center gap-1 text-sm text-stone-700 underline underline-offset-4 hover:text-stone-900">
        <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="8.5" cy="8.5" r="5.5" /><path d="M13 13l5 5M8.5 6v5M6 8.5h5" />
        </svg>
        {t("catalogue.viewLarger")}
      </a>
      {images.length > 1 && (
        <ul aria-label={t("catalogue.moreImages")} className="mt-3 flex flex-wrap gap-2">
          {images.map((image, i) => {
            const current = i === shown;
            const frame = `block overflow-hidden rounded border-2 ${current ? "border-stone-900" : "border-transparent hover:border-stone-400"}`;
            const picture = (
              <Image src={image.path} alt={altOf(image, i)} width={72} height={72} preset="thumbnail" bounds={THUMBNAIL_BOUNDS} className="h-18 w-18 bg-stone-100 object-cover" />
            );
            return (
              <li key={image.path}>
                {hydrated ? (
                  <button type="button" aria-pressed={current} onClick={() => setPicked({ variantId: variant?.id, index: i })} className={frame}>
                    {picture}
                  </button>
                ) : (
                  // Without JavaScript a thumbnail opens its picture at full size instead.
                  <a href={buildFullImageUrl(image.path)} aria-current={current ? "true" : undefined} className={frame}>{picture}</a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
