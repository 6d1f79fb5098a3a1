import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";

export interface BrandRow { id: number; slug: string; name: string; logo: string | null; country: string | null; description: string; product_count: number }

/**
 * Active brands with their description in the language and how many products their page lists: the listable ones
 * (brand_counts follows listing_products, migration 0032), not every active product (one whose variants are all off
 * is not shown, and a sitemap must not send crawlers to an empty brand page).
 */
export async function listBrands(db: Database, lang: Locale): Promise<BrandRow[]> {
  const result = await db.execute(sql`
    select b.id, b.slug, b.name, b.logo, b.country, coalesce(t.description, '') as description,
      coalesce((select c.products from brand_counts c where c.brand_id = b.id), 0) as product_count
    from brands b left join brand_translations t on t.brand_id = b.id and t.lang = ${lang}
    where b.is_active order by b.name`);
  return (result as unknown as { rows: BrandRow[] }).rows;
}
