/**
 * Spec §2: URLs of the shop's previous platform. Classified here, answered by the storefront as
 * real HTTP redirects so that search engines follow them.
 */
export type LegacyUrl =
  | { kind: "home" }
  | { kind: "lookup"; property: "id"; value: string }
  | { kind: "search"; term: string }
  | { kind: "none" };

const GONE_TO_HOME = /carrello|\/ru\/|software/i;
const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif|bmp|svg|ico|tiff?)$/i;
const PAGE_EXTENSION = /\.(html|xhtml|php)$/i;
const SEARCHABLE_EXTENSION = /\.(html|xhtml)$/i;

export function classifyLegacyUrl(pathname: string, search: string): LegacyUrl {
  if (GONE_TO_HOME.test(pathname) || IMAGE_EXTENSION.test(pathname)) return { kind: "home" };
  if (!PAGE_EXTENSION.test(pathname)) return { kind: "none" };
  const id = new URLSearchParams(search).get("id");
  if (id && id.trim()) return { kind: "lookup", property: "id", value: id.trim().slice(0, 200) };
  if (!SEARCHABLE_EXTENSION.test(pathname)) return { kind: "none" };
  const last = pathname.split("/").filter(Boolean).pop() ?? "";
  let name = last.replace(SEARCHABLE_EXTENSION, "");
  try { name = decodeURIComponent(name); } catch { /* keep it as it came */ }
  const term = name.replace(/[-_]+/g, " ").replace(/\s+/g, " ").trim();
  return term ? { kind: "search", term } : { kind: "home" };
}
