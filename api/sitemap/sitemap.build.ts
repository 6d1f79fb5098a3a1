import { blogEnabled } from "#api/blog/blog.queries.ts";
import type { Database } from "#db/client.ts";
import { SUPPORTED_LOCALES, type Locale } from "#domain/locale.ts";
import { buildCategoryTree } from "#api/settings/settings.build.ts";
import type { SitemapEntry } from "./sitemap.routes.ts";
import * as q from "./sitemap.queries.ts";

type Kind = SitemapEntry["kind"];
type Alternates = SitemapEntry["alternates"];

/** Kinds laid end to end in this order: the few structural pages first, the long product tail last. */
const ORDER: Kind[] = ["category", "page", "blog", "product"];

export interface Slice { kind: Kind; offset: number; limit: number }

/** The part of each kind that falls on `page`, when the kinds' rows are numbered one after another. */
export function planSlices(counts: Record<Kind, number>, page: number, size: number): Slice[] {
  const [start, end] = [(page - 1) * size, page * size];
  const slices: Slice[] = [];
  let base = 0;
  for (const kind of ORDER) {
    const [from, to] = [Math.max(start, base), Math.min(end, base + counts[kind])];
    if (to > from) slices.push({ kind, offset: from - base, limit: to - from });
    base += counts[kind];
  }
  return slices;
}

/** Each language's category paths by id; a category whose chain has an inactive or untranslated link has none. */
function mapCategoryPaths(rows: Awaited<ReturnType<typeof q.listCategoryTranslations>>): Record<Locale, Map<number, string>> {
  const paths = {} as Record<Locale, Map<number, string>>;
  for (const lang of SUPPORTED_LOCALES) {
    const { byId } = buildCategoryTree(rows.filter((r) => r.lang === lang));
    paths[lang] = new Map([...byId].filter(([, node]) => node.url !== "").map(([id, node]) => [id, node.url]));
  }
  return paths;
}

function collectAlternates(pathIn: (lang: Locale) => string | undefined): Alternates {
  const alternates: Alternates = {};
  for (const lang of SUPPORTED_LOCALES) {
    const path = pathIn(lang);
    if (path) alternates[lang] = path;
  }
  return alternates;
}

function toIso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** One page of the sitemap in `lang`: at most `size` entries, one query per kind that falls on it. */
export async function buildSitemapPage(db: Database, lang: Locale, page: number, size: number) {
  const categoryRows = await q.listCategoryTranslations(db);
  const categoryPaths = mapCategoryPaths(categoryRows);
  const reachable = [...categoryPaths[lang].keys()].sort((a, b) => a - b);
  const [counted, blog] = await Promise.all([q.countEntries(db, lang, reachable), blogEnabled(db)]);
  // The blog's articles only while the shop has a blog (settings features.blog): otherwise they answer 404.
  const counts = { category: reachable.length, ...counted, ...(blog ? {} : { blog: 0 }) };
  const total = ORDER.reduce((sum, kind) => sum + counts[kind], 0);
  const pages = Math.max(1, Math.ceil(total / size));
  const updated = new Map(categoryRows.map((r) => [r.id, r.updatedAt]));

  const read: Record<Kind, (s: Slice) => Promise<Omit<SitemapEntry, "path">[]>> = {
    category: async ({ offset, limit }) => reachable.slice(offset, offset + limit).map((id) => ({
      kind: "category", updated_at: toIso(updated.get(id)!), alternates: collectAlternates((l) => categoryPaths[l].get(id)),
    })),
    page: async ({ offset, limit }) => (await q.listPageSlice(db, lang, offset, limit)).map((r) => ({
      kind: "page", updated_at: toIso(r.updated_at), alternates: collectAlternates((l) => r.slugs[l] && `/${r.slugs[l]}`),
    })),
    blog: async ({ offset, limit }) => (await q.listBlogSlice(db, lang, offset, limit)).map((r) => ({
      kind: "blog", updated_at: toIso(r.updated_at), alternates: collectAlternates((l) => r.slugs[l] && `/blog/${r.slugs[l]}`),
    })),
    product: async ({ offset, limit }) => (await q.listProductSlice(db, lang, reachable, offset, limit)).map((r) => ({
      kind: "product", updated_at: toIso(r.updated_at),
      alternates: collectAlternates((l) => {
        const category = categoryPaths[l].get(r.category_id);
        return category && r.slugs[l] ? `${category}/${r.slugs[l]}` : undefined;
      }),
    })),
  };
  const parts = await Promise.all(planSlices(counts, page, size).map((slice) => read[slice.kind](slice)));
  // Every row was chosen for being reachable in `lang`, so its own path is always among its alternates.
  const entries: SitemapEntry[] = parts.flat().map((e) => ({ kind: e.kind, path: e.alternates[lang] ?? "", updated_at: e.updated_at, alternates: e.alternates }));
  return { entries, page, pages };
}
