import type { CSSProperties } from "react";
import { buildImageUrl, type ImageFit, type ImageFormat } from "#domain/image-url.ts";

export interface ImageBounds { min: number; max: number }
export type ImageCrossOrigin = "anonymous" | "use-credentials" | "" | boolean;

/** Spec §9. The bounds are the settings' image dimension min and max (profile.thumbnails). */
export const IMAGE_BOUNDS: ImageBounds = { min: 300, max: 1200 };
export const IMAGE_DENSITIES: readonly number[] = [1, 2];
export const IMAGE_FORMAT: ImageFormat = "webp";
export const IMAGE_PLACEHOLDER = { w: 10, h: 10, q: 50, blur: 3 } as const;

/** A Map, not an object literal: "toString" or "__proto__" must be unknown presets, not inherited ones. */
export const IMAGE_PRESETS: ReadonlyMap<string, { fit: ImageFit; quality: number }> = new Map([
  ["product", { fit: "cover", quality: 80 }],
  ["thumbnail", { fit: "cover", quality: 70 }],
  ["banner", { fit: "cover", quality: 75 }],
  ["logo", { fit: "contain", quality: 90 }],
]);
export const IMAGE_PROVIDERS: readonly string[] = ["ipx"];

const LOADINGS = ["lazy", "eager"] as const;
const DECODINGS = ["async", "auto", "sync"] as const;
const CROSS_ORIGINS: readonly ImageCrossOrigin[] = ["anonymous", "use-credentials", "", true, false];

export interface ImageOptionsInput {
  src: string;
  width: number;
  height: number;
  loading?: (typeof LOADINGS)[number];
  decoding?: (typeof DECODINGS)[number];
  crossOrigin?: ImageCrossOrigin;
  provider?: string;
  preset?: string;
  fit?: ImageFit;
  quality?: number;
  format?: ImageFormat;
  densities?: readonly number[];
  bounds?: ImageBounds;
}

export interface ImageOptions {
  src: string;
  width: number;
  height: number;
  loading: (typeof LOADINGS)[number];
  decoding: (typeof DECODINGS)[number];
  /** HTML gives "" and a bare attribute the anonymous state, so true and "" both become "anonymous". */
  crossOrigin: "anonymous" | "use-credentials" | undefined;
  fit?: ImageFit;
  quality?: number;
  format: ImageFormat;
  densities: readonly number[];
  bounds: ImageBounds;
}

/** Throws on anything the spec (§5, §8) calls an error, so a developer sees it on the first render. */
export function resolveImageOptions(input: ImageOptionsInput): ImageOptions {
  const provider = input.provider ?? "ipx";
  if (!IMAGE_PROVIDERS.includes(provider)) throw new Error(`Unknown provider: ${provider}`);
  const preset = input.preset === undefined ? undefined : IMAGE_PRESETS.get(input.preset);
  if (input.preset !== undefined && !preset) throw new Error(`Unknown preset: ${input.preset}`);
  const loading = requireOneOf("loading", input.loading ?? "lazy", LOADINGS);
  const decoding = requireOneOf("decoding", input.decoding ?? "async", DECODINGS);
  const crossOrigin = requireOneOf("crossorigin", input.crossOrigin ?? false, CROSS_ORIGINS);
  const { width, height, densities = IMAGE_DENSITIES, bounds = IMAGE_BOUNDS } = input;
  if (!isPositiveInteger(width) || !isPositiveInteger(height)) throw new Error(`Image width and height must be positive whole numbers, got ${width}×${height}`);
  if (!(bounds.min > 0 && bounds.min <= bounds.max)) throw new Error(`Image bounds need 0 < min <= max, got ${bounds.min}..${bounds.max}`);
  if (densities.length === 0 || !densities.every((d) => d > 0)) throw new Error(`Image densities must be positive, got [${densities.join(", ")}]`);
  const quality = input.quality ?? preset?.quality;
  if (quality !== undefined && !(isPositiveInteger(quality) && quality <= 100)) throw new Error(`Image quality must be from 1 to 100, got ${quality}`);
  return {
    src: input.src, width, height, loading, decoding,
    crossOrigin: crossOrigin === true || crossOrigin === "" ? "anonymous" : crossOrigin || undefined,
    fit: input.fit ?? preset?.fit, quality, format: input.format ?? IMAGE_FORMAT, densities, bounds,
  };
}

/** Pixel size asked of /_ipx at a density: width kept within the bounds, height following the ratio. */
export function scaleToDensity(options: ImageOptions, density: number): { w: number; h: number } {
  const { width, height, bounds } = options;
  const w = Math.min(bounds.max, Math.max(bounds.min, Math.round(width * density)));
  return { w, h: Math.max(1, Math.round((w * height) / width)) };
}

export function buildSourceUrl(options: ImageOptions, density: number): string {
  const { w, h } = scaleToDensity(options, density);
  return buildImageUrl(options.src, { f: options.format, fit: options.fit, w, h, q: options.quality });
}

/**
 * Density descriptors by default. With `sizes` the browser ignores x descriptors, so the same
 * sources are described by their real width instead, joined by the widths each viewport slot of
 * `sizes` asks for at each density (a phone 412 px wide at 1.75× showing a 100vw slot up to 768 px
 * gets a 768 px picture, not the 1200 px one). Candidates that clamping made identical are
 * dropped: duplicate descriptors make a srcset invalid.
 */
export function buildSrcSet(options: ImageOptions, sizes?: string): string {
  const densities = new Set(options.densities);
  if (sizes) {
    for (const slot of sizes.matchAll(/\(max-width:\s*(\d+)px\)\s*(\d+(?:\.\d+)?)vw/g)) {
      const slotWidth = (Number(slot[1]) * Number(slot[2])) / 100;
      for (const density of options.densities) densities.add((slotWidth * density) / options.width);
    }
  }
  const seen = new Set<string>();
  const candidates: { w: number; text: string }[] = [];
  for (const density of densities) {
    const { w } = scaleToDensity(options, density);
    const url = buildSourceUrl(options, density);
    if (seen.has(url) || (sizes && candidates.some((c) => c.w === w))) continue;
    seen.add(url);
    candidates.push({ w, text: `${url} ${sizes ? `${w}w` : `${density}x`}` });
  }
  if (sizes) candidates.sort((a, b) => a.w - b.w);
  return candidates.map((c) => c.text).join(", ");
}

export function placeholderUrl(options: ImageOptions): string {
  return buildImageUrl(options.src, { f: options.format, ...IMAGE_PLACEHOLDER });
}

/** Longhands only: a `background` shorthand would wipe a background colour set by className. */
export function buildPlaceholderStyle(url: string): CSSProperties {
  return { backgroundImage: `url("${url}")`, backgroundSize: "cover", backgroundPosition: "center", backgroundRepeat: "no-repeat" };
}

function requireOneOf<T>(name: string, value: unknown, allowed: readonly T[]): T {
  if (allowed.includes(value as T)) return value as T;
  const expected = allowed.map((v) => JSON.stringify(v)).join(", ");
  throw new Error(`Invalid ${name}: ${JSON.stringify(value)} (expected one of ${expected})`);
}

function isPositiveInteger(n: number): boolean {
  return Number.isInteger(n) && n > 0;
}
