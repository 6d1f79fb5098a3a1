import type { CategoryNode, ProductCard } from "#api/settings/settings.schemas.ts";
import { centsToAmount } from "#domain/money.ts";
import { startPrice, unitPriceView } from "./price-view.ts";
import type { ProductCardRow } from "./product-cards.queries.ts";

/** A row as the storefront shows it: amounts in EUR, the URL under the product's primary category. */
export function toProductCard(row: ProductCardRow, categories: Map<number, CategoryNode>): ProductCard {
  const category = row.category_id === null ? undefined : categories.get(row.category_id);
  return {
    id: row.id, code: row.code, name: row.name, slug: row.slug, url: `${category?.url ?? ""}/${row.slug}`,
    brand: row.brand, image: row.image, price: centsToAmount(row.price_cents),
    start_price: startPrice(row.reference_cents, row.price_cents), unit_price: unitPriceView(row.price_cents, row.net_quantity, row.net_unit),
    has_variants: row.variant_count > 1, in_stock: row.in_stock,
  };
}
