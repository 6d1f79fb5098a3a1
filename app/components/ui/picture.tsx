import { buildImageUrl } from "#domain/image-url.ts";

interface PictureProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  loading?: "lazy" | "eager";
  className?: string;
  fit?: "cover" | "contain";
}

/** An image of our media folder through /_ipx, at 1x and 2x, always with its size so nothing shifts. */
export function Picture({ src, alt, width, height, loading = "lazy", className, fit = "cover" }: PictureProps) {
  const at = (density: number) => buildImageUrl(src, { f: "webp", fit, w: width * density, h: height * density, q: 80 });
  return (
    <img
      src={at(1)}
      srcSet={`${at(1)} 1x, ${at(2)} 2x`}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={className}
    />
  );
}
