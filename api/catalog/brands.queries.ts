import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";

export interface BrandRow { id: number; slug: string; name: string; logo: string | null; country: string | null; description: string; product_count: number }

/** Active brands with their description in the language and how many active products they have. */
export async function listBrands(db: Database, lang: Locale): Promise<BrandRow[]> {
  const result = await db.execute(sql`
    select b.id, b.slug, b.name, b.logo, b.country, coalesce(t.description, '') as description,
      (select count(*)::int from products p where p.brand_id = b.id and p.is_active) as product_count
    from brands b left join brand_translations t on t.brand_id = b.id and t.lang = ${lang}
    where b.is_active order by b.name`);
  return (result as unknown as { rows: BrandRow[] }).rows;
}
