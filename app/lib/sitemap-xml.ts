import type { SitemapEntry } from "#api/sitemap/sitemap.routes.ts";
import { DEFAULT_LOCALE, LOCALE_TAGS, SUPPORTED_LOCALES, isLocale, localizedPath, type Locale } from "#domain/locale.ts";

export type SitemapKind = SitemapEntry["kind"];
export type { SitemapEntry };

/** What GET /sitemap answers. */
export interface SitemapAnswer { data: { entries: SitemapEntry[]; page: number; pages: number } }

/** The storefront screen that shows each kind: a kind is listed only once its screen exists, or crawlers would meet 404s. */
// Shop pages live at /{slug} and are answered by the catalogue screen, like categories and products.
const SCREEN_OF_KIND: Record<SitemapKind, string> = { category: "catalog", product: "catalog", page: "catalog", blog: "blog-post" };

export function listVisibleKinds(isScreenRegistered: (id: string) => boolean): Set<SitemapKind> {
  return new Set((Object.keys(SCREEN_OF_KIND) as SitemapKind[]).filter((kind) => isScreenRegistered(SCREEN_OF_KIND[kind])));
}

/** Pages a language's sitemap has: beyond the first, a page could hold only hidden kinds, and an empty urlset is invalid. */
export function countSitemapPages(apiPages: number, visible: ReadonlySet<SitemapKind>): number {
  return visible.size === 0 ? 1 : Math.max(1, apiPages);
}

/** `de-2.xml` → { lang: "de", page: 2 }; any other name is no sitemap of ours. */
export function parseSitemapFile(file: string): { lang: Locale; page: number } | null {
  const match = /^([a-z]{2})-([1-9][0-9]{0,5})\.xml$/.exec(file);
  if (!match || !isLocale(match[1])) return null;
  return { lang: match[1], page: Number(match[2]) };
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;" })[c]!);
}

/** Slugs may hold letters beyond ASCII; a sitemap URL must be percent-encoded, then XML-escaped. */
function toAbsoluteUrl(origin: string, lang: Locale, path: string): string {
  return escapeXml(`${origin}${encodeURI(localizedPath(lang, path))}`);
}

const XML_HEAD = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>";

export function buildSitemapIndex(origin: string, files: { lang: Locale; pages: number }[]): string {
  const items = files.flatMap(({ lang, pages }) => Array.from({ length: pages }, (_, i) =>
    `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${lang}-${i + 1}.xml`)}</loc></sitemap>`));
  return [XML_HEAD, "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">", ...items, "</sitemapindex>", ""].join("\n");
}

interface UrlItem { path: string; updatedAt?: string; alternates: Partial<Record<Locale, string>> }

function buildUrl(origin: string, lang: Locale, item: UrlItem): string {
  const links = SUPPORTED_LOCALES.filter((l) => item.alternates[l] !== undefined).map((l) =>
    `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[l]}" href="${toAbsoluteUrl(origin, l, item.alternates[l]!)}"/>`);
  const fallback = item.alternates[DEFAULT_LOCALE];
  if (fallback !== undefined) links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${toAbsoluteUrl(origin, DEFAULT_LOCALE, fallback)}"/>`);
  const lastmod = item.updatedAt ? `<lastmod>${escapeXml(item.updatedAt)}</lastmod>` : "";
  return `<url><loc>${toAbsoluteUrl(origin, lang, item.path)}</loc>${lastmod}${links.join("")}</url>`;
}

/**
 * The brands' pages a sitemap lists (issue 23): the brands' index and the page of each brand with products, each at the
 * same path in every language, once their screens exist; none while no brand has products (the index would be empty).
 */
export function brandPaths(isScreenRegistered: (id: string) => boolean, slugs: readonly string[]): string[] {
  const index = isScreenRegistered("brands") && slugs.length > 0 ? ["/brands"] : [];
  return [...index, ...(isScreenRegistered("brand") ? slugs.map((slug) => `/brands/${slug}`) : [])];
}

/**
 * One language's urlset: on the first page the home page and `samePaths` (pages at the same path in every language,
 * without a date: the brands', whose products change them), then the API's entries of the kinds whose screens exist.
 * Paths come without a language prefix; each is prefixed for its own language.
 */
export function buildUrlset(input: { origin: string; lang: Locale; page: number; entries: SitemapEntry[]; visible: ReadonlySet<SitemapKind>; samePaths?: readonly string[] }): string {
  const { origin, lang } = input;
  const everywhere = (path: string): UrlItem => ({ path, alternates: Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, path])) });
  const first: UrlItem[] = input.page === 1 ? ["/", ...(input.samePaths ?? [])].map(everywhere) : [];
  const items = [...first, ...input.entries.filter((e) => input.visible.has(e.kind)).map((e) => ({ path: e.path, updatedAt: e.updated_at, alternates: e.alternates }))];
  return [
    XML_HEAD,
    "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">",
    ...items.map((item) => buildUrl(origin, lang, item)),
    "</urlset>",
    "",
  ].join("\n");
}

export const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };
