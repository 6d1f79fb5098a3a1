import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { SUPPORTED_LOCALES, type Locale } from "#domain/locale.ts";
import { CATALOG_CACHE_MAX_AGE_MS, createKeyedCache } from "#api/http/keyed-cache.ts";
import type { CategoryNode } from "#api/settings/settings.schemas.ts";
import { buildCategoryTree } from "#api/settings/settings.build.ts";
import { listCategories } from "#api/settings/settings.queries.ts";

export interface CategoryTree {
  list: CategoryNode[];
  byId: Map<number, CategoryNode>;
  bySlug: Map<string, CategoryNode>;
}

/** Every category id at or below the given one. */
export function collectSubtreeIds(node: CategoryNode): number[] {
  return [node.id, ...node.children.flatMap(collectSubtreeIds)];
}

/** The chain from the top category down to this one. */
export function collectAncestors(tree: CategoryTree, node: CategoryNode): CategoryNode[] {
  const chain: CategoryNode[] = [];
  for (let n: CategoryNode | undefined = node; n; n = n.parent_id === null ? undefined : tree.byId.get(n.parent_id)) chain.unshift(n);
  return chain;
}

/**
 * The category tree per language and the active products directly in each category, kept a
 * minute: every catalogue answer needs them, and they change only when the owner edits the shop.
 */
export function createCategoryTreeCache(db: Database) {
  const trees = createKeyedCache<Locale, CategoryTree>(async (lang) => {
    const { list, byId } = buildCategoryTree(await listCategories(db, lang));
    return { list, byId, bySlug: new Map([...byId.values()].map((n) => [n.trans.slug, n])) };
  }, CATALOG_CACHE_MAX_AGE_MS);
  const counts = createKeyedCache<"all", Map<number, number>>(async () => {
    const result = (await db.execute(sql`
      select pc.category_id as id, count(*)::int as n from product_categories pc
      join products p on p.id = pc.product_id and p.is_active group by pc.category_id`)) as unknown as { rows: { id: number; n: number }[] };
    return new Map(result.rows.map((r) => [r.id, r.n]));
  }, CATALOG_CACHE_MAX_AGE_MS);

  return {
    get: (lang: Locale) => trees.get(lang),
    all: async () => Object.fromEntries(await Promise.all(SUPPORTED_LOCALES.map(async (l) => [l, await trees.get(l)] as const))) as Record<Locale, CategoryTree>,
    /** Products in the category and below (a product listed in two of its subcategories counts twice). */
    countProducts: async (node: CategoryNode) => {
      const direct = await counts.get("all");
      return collectSubtreeIds(node).reduce((sum, id) => sum + (direct.get(id) ?? 0), 0);
    },
    invalidate: () => { trees.invalidate(); counts.invalidate(); },
  };
}

export type CategoryTreeCache = ReturnType<typeof createCategoryTreeCache>;
