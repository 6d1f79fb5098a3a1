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

/** The chain from the top category down to this one. */
export function collectAncestors(tree: CategoryTree, node: CategoryNode): CategoryNode[] {
  const chain: CategoryNode[] = [];
  for (let n: CategoryNode | undefined = node; n; n = n.parent_id === null ? undefined : tree.byId.get(n.parent_id)) chain.unshift(n);
  return chain;
}

/**
 * The category tree per language and the products each category lists, kept until the categories change (the
 * tree) or the listing does (the counts): every catalogue answer needs them.
 */
export function createCategoryTreeCache(db: Database) {
  const trees = createKeyedCache<Locale, CategoryTree>(async (lang) => {
    const { list, byId } = buildCategoryTree(await listCategories(db, lang));
    return { list, byId, bySlug: new Map([...byId.values()].map((n) => [n.trans.slug, n])) };
  }, CATALOG_CACHE_MAX_AGE_MS, { tables: ["categories", "category_translations"] });
  // Kept exact by the database as products come and go (migration 0024): read, never counted.
  const counts = createKeyedCache<"all", Map<number, number>>(async () => {
    const result = (await db.execute(sql`select category_id as id, products as n from category_counts`)) as unknown as { rows: { id: number; n: number }[] };
    return new Map(result.rows.map((r) => [r.id, r.n]));
  }, CATALOG_CACHE_MAX_AGE_MS, { tables: ["listing_products"] });

  return {
    get: (lang: Locale) => trees.get(lang),
    all: async () => Object.fromEntries(await Promise.all(SUPPORTED_LOCALES.map(async (l) => [l, await trees.get(l)] as const))) as Record<Locale, CategoryTree>,
    /** Products a shopper finds in the category and below: its listing's total without filters. */
    countProducts: async (node: CategoryNode) => (await counts.get("all")).get(node.id) ?? 0,
    invalidate: () => { trees.invalidate(); counts.invalidate(); },
  };
}

export type CategoryTreeCache = ReturnType<typeof createCategoryTreeCache>;
