import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";

const BATCH = 10_000;

async function count(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Adds `total` products copied from the demo catalogue (names and slugs numbered, every language,
 * variants, categories, images) for scale tests. Runs set-based in batches: 100,000 products take
 * well under five minutes.
 */
export async function seedSyntheticProducts(db: Database, total: number): Promise<void> {
  await db.execute(sql`drop table if exists synthetic_templates`);
  await db.execute(sql`create temp table synthetic_templates as
    select (row_number() over (order by id) - 1)::int as idx, id from products where code not like 'syn-%'`);
  const templates = await count(db, sql`select count(*)::int as n from synthetic_templates`);
  if (templates === 0) throw new Error("Load the demo store first: synthetic products are copies of it.");
  const offset = await count(db, sql`select coalesce(max(substring(code from 5)::int), 0) as n from products where code like 'syn-%'`);

  for (let from = offset + 1; from <= offset + total; from += BATCH) {
    const to = Math.min(from + BATCH - 1, offset + total);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into products (code, brand_id, primary_category_id, is_featured, sold_count, created_at, updated_at)
        select 'syn-' || g, p.brand_id, p.primary_category_id, false, ((g::bigint * 7919) % 500)::int,
          now() - make_interval(days => g % 365), now() - make_interval(days => g % 365)
        from generate_series(${from}::int, ${to}::int) g
        join synthetic_templates t on t.idx = g % ${templates}
        join products p on p.id = t.id`);
      await tx.execute(sql`create temp table if not exists synthetic_batch (id int, g int, template_id int) on commit drop`);
      await tx.execute(sql`
        insert into synthetic_batch
        select p.id, substring(p.code from 5)::int, t.id from products p
        join synthetic_templates t on t.idx = substring(p.code from 5)::int % ${templates}
        where p.code like 'syn-%' and substring(p.code from 5)::int between ${from} and ${to}`);
      // Categories before names: the search documents (built by triggers on both) are then built once.
      await tx.execute(sql`
        insert into product_categories (product_id, category_id, position)
        select b.id, pc.category_id, pc.position from synthetic_batch b join product_categories pc on pc.product_id = b.template_id`);
      await tx.execute(sql`
        insert into product_translations (product_id, lang, name, slug, description_html)
        select b.id, tt.lang, tt.name || ' · ' || b.g, tt.slug || '-' || b.g, tt.description_html
        from synthetic_batch b join product_translations tt on tt.product_id = b.template_id`);
      await tx.execute(sql`
        insert into variants (product_id, sku, ean, options, price_cents, compare_at_cents, vat_rate_bp, stock, inventory_managed, weight_grams, net_quantity, net_unit, position)
        select b.id, v.sku || '-S' || b.g, null, v.options, v.price_cents + (b.g % 7) * 10, v.compare_at_cents, v.vat_rate_bp,
          (v.stock + b.g) % 120, v.inventory_managed, v.weight_grams, v.net_quantity, v.net_unit, v.position
        from synthetic_batch b join variants v on v.product_id = b.template_id`);
      await tx.execute(sql`
        insert into product_images (product_id, path, width, height, alt, position)
        select b.id, i.path, i.width, i.height, i.alt, i.position
        from synthetic_batch b join product_images i on i.product_id = b.template_id and i.variant_id is null`);
    });
  }
  await db.execute(sql`drop table if exists synthetic_templates`);
  await db.execute(sql`analyze`);
}
