import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";
import type { NetUnit } from "#domain/unit-price.ts";

export interface ProductCardRow {
  id: number; code: string; name: string; slug: string; brand: string | null; image: string | null;
  price_cents: number; reference_cents: number | null; net_quantity: number | null; net_unit: NetUnit; variant_count: number; in_stock: boolean; category_id: number | null;
}

export type ProductCardOrder = "featured" | "newest" | "bestselling";

// "nulls last" as the indexes have it (products_featured_idx, products_sold_idx; the columns are never null).
const ORDER_BY: Record<ProductCardOrder, SQL> = {
  featured: sql`p.updated_at desc nulls last, p.id`,
  newest: sql`p.created_at desc, p.id desc`,
  bestselling: sql`p.sold_count desc nulls last, p.id`,
};

const CARD_COLUMNS = sql`p.id, p.code, t.name, t.slug, b.name as brand, p.primary_category_id as category_id,
      (select i.path from product_images i where i.product_id = p.id order by i.position limit 1) as image,
      v.price_cents, v.reference_cents, v.net_quantity, v.net_unit, v.variant_count, v.in_stock`;

const CARD_JOINS = (lang: Locale) => sql`
    join product_translations t on t.product_id = p.id and t.lang = ${lang}
    left join brands b on b.id = p.brand_id
    join lateral (
      select min(price_cents)::int as price_cents,
        (array_agg(reference_cents order by price_cents, id))[1] as reference_cents,
        (array_agg(net_quantity order by price_cents, id))[1] as net_quantity,
        (array_agg(net_unit order by price_cents, id))[1] as net_unit,
        count(*)::int as variant_count,
        bool_or(stock > 0 or not inventory_managed) as in_stock
      from variants where product_id = p.id and is_active
    ) v on v.price_cents is not null`;

/** Cards of the given products, in the order of the ids (a listing sorts, this only fills in). */
export async function loadProductCards(db: Database, lang: Locale, ids: number[]): Promise<ProductCardRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select ${CARD_COLUMNS} from products p ${CARD_JOINS(lang)}
    where p.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const rows = (result as unknown as { rows: ProductCardRow[] }).rows;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One query: each product with its cheapest variant, first image and brand, ready for a product card. */
export async function listProductCards(
  db: Database, lang: Locale, options: { order: ProductCardOrder; featuredOnly?: boolean; limit: number },
): Promise<ProductCardRow[]> {
  const result = await db.execute(sql`
    select ${CARD_COLUMNS} from products p ${CARD_JOINS(lang)}
    where p.is_active ${options.featuredOnly ? sql`and p.is_featured` : sql``}
    order by ${ORDER_BY[options.order]}
    limit ${options.limit}`);
  return (result as unknown as { rows: ProductCardRow[] }).rows;
}
