import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, LOCALE_TAGS, SUPPORTED_LOCALES, localizedPath, type Locale } from "#domain/locale.ts";

export interface SeoInput {
  origin: string;
  lang: Locale;
  title: string;
  description: string;
  /** The same page's path in each language (slugs translated), language prefix included. */
  paths: Record<Locale, string>;
  image?: string;
  type?: "website" | "article" | "product";
  noindex?: boolean;
}

/** Title, description, canonical, hreflang alternates for the five languages plus x-default, and Open Graph. */
export function seoTags(input: SeoInput): MetaDescriptor[] {
  const url = (l: Locale) => `${input.origin}${input.paths[l]}`;
  return [
    { title: input.title },
    { name: "description", content: input.description },
    ...(input.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url(input.lang) },
    ...SUPPORTED_LOCALES.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: LOCALE_TAGS[l], href: url(l) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(DEFAULT_LOCALE) },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: url(input.lang) },
    { property: "og:locale", content: LOCALE_TAGS[input.lang].replace("-", "_") },
    ...(input.image ? [{ property: "og:image", content: `${input.origin}${input.image}` }] : []),
  ];
}

/**
 * The page's path in each language, prefixes included: a fixed screen has the same path everywhere;
 * a translated thing passes its own paths, and a language it lacks falls back to `path`.
 */
export function pathsInEveryLanguage(path: string, translated: Partial<Record<Locale, string>> = {}): Record<Locale, string> {
  return Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, localizedPath(l, translated[l] ?? path)])) as Record<Locale, string>;
}

/** Owner-written HTML as a meta description: plain text, at most 160 characters. */
export function summarizeHtml(html: string, fallback: string): string {
  const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
  if (!text) return fallback;
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/**
 * meta() of a screen at a fixed path whose loader returns its translated `title` (cart, wishlist,
 * saved carts…): "<title> — <shop>", the same path in every language, and noindex for a visitor's own pages.
 */
export function titledScreenMeta(
  args: { data: { title: string } | undefined; matches: readonly ({ loaderData?: unknown } | undefined)[] },
  path: string,
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const root = args.matches[0]?.loaderData as { origin: string; lang: Locale; settings: { profile: { name: string } } } | undefined;
  if (!args.data || !root) return [];
  return seoTags({
    origin: root.origin, lang: root.lang, title: `${args.data.title} — ${root.settings.profile.name}`, description: args.data.title,
    paths: pathsInEveryLanguage(path), ...options,
  });
}
