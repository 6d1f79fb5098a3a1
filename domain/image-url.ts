/** Spec §7: /_ipx/{operations}/{source}; operations key_value joined by "&", "_" when there are none. */
export interface ImageOperations {
  f?: "webp" | "avif" | "jpeg" | "png";
  fit?: "cover" | "contain" | "fill" | "inside" | "outside";
  w?: number;
  h?: number;
  q?: number;
  b?: string;
  blur?: number;
}

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
  const path = source.replace(/^\/+/, "");
  return `/_ipx/${parts.length ? parts.join("&") : "_"}/${path}`;
}
