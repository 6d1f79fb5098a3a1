import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";
import { centsToAmount } from "#domain/money.ts";
import { startPrice, unitPriceView } from "#api/catalog/price-view.ts";
import type { Owner } from "#api/http/owner.ts";
import { createCategoryTreeCache } from "#api/catalog/category-tree.ts";
import type { Wishlist } from "./wishlist.routes.ts";
import { findWishlist, listWishlistItems, type WishlistRow } from "./wishlist.queries.ts";

/** The wishlist as GET /wish answers it; also what a login answers (LoginData.wishlist). */
export function createWishlistView(db: Database) {
  const trees = createCategoryTreeCache(db);

  async function items(lang: Locale, list: WishlistRow | null): Promise<Wishlist["items"]> {
    if (!list) return [];
    const [rows, tree] = await Promise.all([listWishlistItems(db, lang, list.id), trees.get(lang)]);
    return rows.map((r) => {
      const category = r.category_id === null ? undefined : tree.byId.get(r.category_id);
      return {
        _id: String(r.id), id: r.id, image: r.image, ItemID: r.code, Title: r.name, url: `${category?.url ?? ""}/${r.slug}`,
        BrandId: r.brand_id, CategoriesIds: r.category_ids, weight: (r.weight_grams ?? 0) / 1000,
        min_price: r.price_cents === null ? null : {
          price: centsToAmount(r.price_cents),
          start_price: startPrice(r.reference_cents, r.price_cents), unit_price: unitPriceView(r.price_cents, r.net_quantity, r.net_unit ?? "pz"),
        },
        in_stock: r.in_stock, variant_id: r.single_variant_id,
      };
    });
  }

  async function view(lang: Locale, owner: Owner | null): Promise<Wishlist> {
    const list = owner ? await findWishlist(db, owner) : null;
    return { items: await items(lang, list), share_token: list?.shareToken ?? null };
  }

  return { items, view };
}

export type WishlistView = ReturnType<typeof createWishlistView>;
