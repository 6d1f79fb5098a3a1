/** Spec §7: /_ipx/{operations}/{source}; operations key_value joined by "&", "_" when there are none. */
export interface ImageOperations {
  f?: ImageFormat;
  fit?: ImageFit;
  w?: number;
  h?: number;
  q?: number;
  b?: string;
  blur?: number;
}

export type ImageFormat = "webp" | "avif" | "jpeg" | "png";
export type ImageFit = "cover" | "contain" | "fill" | "inside" | "outside";

export function buildImageUrl(source: string, ops: ImageOperations = {}): string {
  const parts: string[] = [];
  if (ops.f) parts.push(`f_${ops.f}`);
  if (ops.fit) parts.push(`fit_${ops.fit}`);
  if (ops.w && ops.h) parts.push(`s_${ops.w}x${ops.h}`);
  else if (ops.w) parts.push(`w_${ops.w}`);
  else if (ops.h) parts.push(`h_${ops.h}`);
  if (ops.q) parts.push(`q_${ops.q}`);
  if (ops.b) parts.push(`b_${ops.b.replace(/^#/, "")}`);
  if (ops.blur) parts.push(`blur_${ops.blur}`);
  return `/_ipx/${parts.length ? parts.join("&") : "_"}/${encodeSourcePath(source)}`;
}

/**
 * Media paths are stored raw ("a b.jpg"); a space, comma or quote left in the URL would split a
 * srcset candidate or end a CSS url(""), so each segment is encoded (IPX decodes it again).
 */
function encodeSourcePath(source: string): string {
  return source.replace(/^\/+/, "").split("/").map(encodeURIComponent).join("/");
}
