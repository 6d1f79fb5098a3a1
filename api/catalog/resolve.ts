import { and, eq } from "drizzle-orm";
import { categoryTranslations } from "#db/schema/schema.ts";
import { SUPPORTED_LOCALES, type Locale } from "#domain/locale.ts";
import type { CategorySummary, Resolved } from "./catalog.schemas.ts";
import { collectAncestors, type CategoryTree } from "./category-tree.ts";
import { buildProductDetail, type ProductDetailDeps } from "./product-detail.ts";
import { findPageBySlug, loadPage } from "./page.queries.ts";
import { findProductBySlug, findProductBySlugInAnyLanguage } from "./product-detail.queries.ts";
import type { CategoryNode } from "#api/settings/settings.schemas.ts";

async function buildCategorySummary(deps: ProductDetailDeps, lang: Locale, tree: CategoryTree, node: CategoryNode): Promise<CategorySummary> {
  const trees = await deps.trees.all();
  const [row] = await deps.db.select({ description: categoryTranslations.description }).from(categoryTranslations)
    .where(and(eq(categoryTranslations.categoryId, node.id), eq(categoryTranslations.lang, lang))).limit(1);
  return {
    id: node.id, code: node.code, name: node.trans.name, slug: node.trans.slug, path: node.url, description: row?.description ?? "",
    image: node.image, product_count: await deps.trees.countProducts(node),
    children: await Promise.all(node.children.map(async (c) => ({ id: c.id, name: c.trans.name, path: c.url, product_count: await deps.trees.countProducts(c) }))),
    breadcrumbs: collectAncestors(tree, node).map((c) => ({ name: c.trans.name, path: c.url })),
    alternates: Object.fromEntries(SUPPORTED_LOCALES.flatMap((l) => { const url = trees[l].byId.get(node.id)?.url; return url ? [[l, url]] : []; })),
  };
}

/**
 * A path of one to five slugs names a category or a product (spec §2). The last slug decides;
 * a wrong parent path, or a slug of another language, answers a redirect to the right path.
 */
export async function resolveCatalogPath(deps: ProductDetailDeps, lang: Locale, path: string): Promise<Resolved | null> {
  const segments = path.split("/").filter(Boolean);
  const last = segments.at(-1);
  if (!last) return null;
  // Shop pages live at /{slug}; a page's slug in another language goes to this language's one.
  if (segments.length === 1) {
    const found = await findPageBySlug(deps.db, last);
    const page = found && (await loadPage(deps.db, lang, found.id));
    if (page) return page.path === path ? { kind: "page", page } : { kind: "redirect", location: page.path };
  }
  const tree = await deps.trees.get(lang);
  const category = tree.bySlug.get(last);
  if (category) {
    return category.url === path ? { kind: "category", category: await buildCategorySummary(deps, lang, tree, category) } : { kind: "redirect", location: category.url };
  }
  const product = await findProductBySlug(deps.db, lang, last);
  if (product) {
    const detail = await buildProductDetail(deps, lang, product.id);
    if (!detail) return null;
    return detail.path === path ? { kind: "product", product: detail } : { kind: "redirect", location: detail.path };
  }
  for (const other of SUPPORTED_LOCALES) {
    if (other === lang) continue;
    const found = (await deps.trees.get(other)).bySlug.get(last);
    const url = found && tree.byId.get(found.id)?.url;
    if (url) return { kind: "redirect", location: url };
  }
  const foreign = await findProductBySlugInAnyLanguage(deps.db, last);
  const detail = foreign && (await buildProductDetail(deps, lang, foreign.id));
  return detail ? { kind: "redirect", location: detail.path } : null;
}
