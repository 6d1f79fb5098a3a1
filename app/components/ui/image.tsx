import { useEffect, useRef } from "react";
import {
  buildPlaceholderStyle,
  buildSourceUrl,
  buildSrcSet,
  placeholderUrl,
  resolveImageOptions,
  type ImageOptionsInput,
} from "#app/components/ui/image-sources.ts";

export interface ImageProps extends ImageOptionsInput {
  /** Required so every image decides: "" for decoration, words for content. */
  alt: string;
  sizes?: string;
  className?: string;
  fetchPriority?: "high" | "low" | "auto";
  /**
   * Off for transparent images (logos): the blurred background would show through them without JavaScript.
   * Only lazy images have one: an eager image is fetched at once, and its placeholder would be a second
   * request racing it for the same moment, slowing the picture it stands in for on a slow network.
   */
  placeholder?: boolean;
}

/**
 * An image of our media folder through /_ipx (spec §4, §5, §7, §9). Width and height are always
 * rendered so nothing shifts; the low-quality placeholder is only a CSS background of the same
 * box, so it moves nothing, needs no inline <style> or script (CSP), and without JavaScript the
 * full image simply paints over it.
 */
export function Image({ alt, sizes, className, fetchPriority, placeholder = true, ...input }: ImageProps) {
  const options = resolveImageOptions(input);
  const src = buildSourceUrl(options, options.densities[0] ?? 1);
  const withPlaceholder = placeholder && options.loading === "lazy";
  const ref = useRef<HTMLImageElement>(null);

  // The placeholder goes when the picture has loaded: the element's own style is cleared, without a
  // React render per picture (a page has dozens; each render would be a task on a slow phone). An image
  // that finished before hydration fired its load event before React listened, and React does not
  // replay it: naturalWidth rules out a broken image and lazy ones not yet fetched.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth > 0) clearPlaceholder(img);
  }, [src]);

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
      // A new src (slider, variant) renders the placeholder again until that picture has loaded.
      style={withPlaceholder ? buildPlaceholderStyle(placeholderUrl(options)) : undefined}
      onLoad={(event) => clearPlaceholder(event.currentTarget)}
    />
  );
}

function clearPlaceholder(img: HTMLImageElement): void {
  img.style.removeProperty("background-image");
}
