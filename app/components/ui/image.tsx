import { useEffect, useRef } from "react";
import {
  buildSourceUrl,
  buildSrcSet,
  placeholderUrl,
  resolveImageOptions,
  type ImageOptionsInput,
} from "#app/components/ui/image-sources.ts";
import { clearPlaceholder, watchPlaceholder } from "#app/components/ui/image-placeholder.ts";

export interface ImageProps extends ImageOptionsInput {
  /** Required so every image decides: "" for decoration, words for content. */
  alt: string;
  sizes?: string;
  className?: string;
  fetchPriority?: "high" | "low" | "auto";
  /**
   * Off for transparent images (logos): the blurred background could show through them.
   * Only lazy images have one: an eager image is fetched at once, and its placeholder would be a second
   * request racing it for the same moment, slowing the picture it stands in for on a slow network.
   */
  placeholder?: boolean;
}

/**
 * An image of our media folder through /_ipx (spec §4, §5, §7, §9). Width and height are always
 * rendered so nothing shifts; the low-quality placeholder is a CSS background of the same box, so it
 * moves nothing, set on a lazy picture that comes into view still loading (image-placeholder.ts).
 */
export function Image({ alt, sizes, className, fetchPriority, placeholder = true, ...input }: ImageProps) {
  const options = resolveImageOptions(input);
  const src = buildSourceUrl(options, options.densities[0] ?? 1);
  const withPlaceholder = placeholder && options.loading === "lazy";
  const ref = useRef<HTMLImageElement>(null);

  // A picture that is not loaded yet gets its placeholder when it nears the screen; it goes on load.
  // An image that finished before hydration fired its load event before React listened (React does not
  // replay it): `complete` tells, and nothing is watched.
  const placeholderSrc = withPlaceholder ? placeholderUrl(options) : undefined;
  useEffect(() => {
    const img = ref.current;
    if (!img || !placeholderSrc || img.complete) return;
    return watchPlaceholder(img);
  }, [src, placeholderSrc]);

  return (
    <img
      ref={ref}
      srcSet={buildSrcSet(options, sizes)}
      sizes={sizes}
      src={src}
      alt={alt}
      width={options.width}
      height={options.height}
      loading={options.loading}
      decoding={options.decoding}
      crossOrigin={options.crossOrigin}
      fetchPriority={fetchPriority}
      className={className}
      // A new src (slider, variant) is watched again until that picture has loaded.
      data-placeholder={placeholderSrc}
      onLoad={(event) => clearPlaceholder(event.currentTarget)}
    />
  );
}
