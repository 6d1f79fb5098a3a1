-- The listing summary moves from columns on products (0003) to listing_products, a narrow side table with
-- the rows a listing can show and a packed record of each (db/schema/listing.ts describes the format). The
-- triggers of 0003 on variants and product_categories stay: they call vetrina_refresh_listing, replaced below.
CREATE TABLE "listing_option_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"options" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"category_path_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_featured" boolean NOT NULL,
	"sold_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"has_offer" boolean NOT NULL,
	"record" "bytea" NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_category_path_idx";--> statement-breakpoint
ALTER TABLE "listing_products" ADD CONSTRAINT "listing_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_option_sets_options_uq" ON "listing_option_sets" USING btree ("options");--> statement-breakpoint
CREATE INDEX "listing_products_category_path_idx" ON "listing_products" USING gin ("category_path_ids");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "min_price_cents";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "in_stock";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "has_offer";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "category_path_ids";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "option_values";--> statement-breakpoint
-- Recomputes the listing rows of the given products: one row while the product is active and has an
-- active variant, none otherwise. New option combinations get their number in listing_option_sets first.
CREATE OR REPLACE FUNCTION public.vetrina_refresh_listing(ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  -- Only the missing ones: ON CONFLICT alone would draw a number for every known combination on each refresh.
  INSERT INTO public.listing_option_sets (options)
    SELECT DISTINCT v.options FROM public.variants v WHERE v.product_id = ANY(ids) AND v.is_active
      AND NOT EXISTS (SELECT 1 FROM public.listing_option_sets s WHERE s.options = v.options)
    ON CONFLICT (options) DO NOTHING;
  DELETE FROM public.listing_products l WHERE l.product_id = ANY(ids) AND NOT EXISTS (
    SELECT 1 FROM public.products p JOIN public.variants v ON v.product_id = p.id AND v.is_active
    WHERE p.id = l.product_id AND p.is_active);
  INSERT INTO public.listing_products AS l (product_id, category_path_ids, is_featured, sold_count, created_at, has_offer, record)
  SELECT p.id,
    coalesce((WITH RECURSIVE up(id) AS (
        SELECT pc.category_id FROM public.product_categories pc WHERE pc.product_id = p.id
        UNION SELECT c.parent_id FROM public.categories c JOIN up ON c.id = up.id WHERE c.parent_id IS NOT NULL
      ) SELECT array_agg(id ORDER BY id) FROM up), '{}'::integer[]),
    p.is_featured, p.sold_count, p.created_at, v.has_offer,
    int4send(p.id) || int4send(coalesce(p.brand_id, 0)) || int4send(p.sold_count)
      || int8send((extract(epoch FROM p.created_at) * 1000000)::bigint)
      || int2send(p.is_featured::int::smallint) || int4send(v.n::int) || v.variants
  FROM public.products p
  CROSS JOIN LATERAL (
    SELECT count(*) AS n, coalesce(bool_or(v.compare_at_cents > v.price_cents), false) AS has_offer,
      string_agg(int4send(v.price_cents) || int4send(CASE WHEN v.stock > 0 OR NOT v.inventory_managed THEN s.id ELSE -s.id END),
        ''::bytea ORDER BY v.id) AS variants
    FROM public.variants v JOIN public.listing_option_sets s ON s.options = v.options
    WHERE v.product_id = p.id AND v.is_active
  ) v
  WHERE p.id = ANY(ids) AND p.is_active AND v.n > 0
  ON CONFLICT (product_id) DO UPDATE SET category_path_ids = excluded.category_path_ids, is_featured = excluded.is_featured,
    sold_count = excluded.sold_count, created_at = excluded.created_at, has_offer = excluded.has_offer, record = excluded.record;
END $$;
--> statement-breakpoint
-- A product's own columns in the listing: state, brand, featured, sales, age (not its name or updated_at).
CREATE FUNCTION public.vetrina_listing_products_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.vetrina_refresh_listing(array(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.is_active, n.brand_id, n.is_featured, n.sold_count, n.created_at)
      IS DISTINCT FROM (o.is_active, o.brand_id, o.is_featured, o.sold_count, o.created_at)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_listing_update AFTER UPDATE ON public.products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_listing_products_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_listing_update AFTER UPDATE ON public.product_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_listing_rows_changed();
--> statement-breakpoint
-- A category moved under another parent changes the ancestors of every product at or below it.
CREATE FUNCTION public.vetrina_listing_categories_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.vetrina_refresh_listing(array(
    WITH RECURSIVE below(id) AS (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.parent_id IS DISTINCT FROM o.parent_id
      UNION SELECT c.id FROM public.categories c JOIN below ON c.parent_id = below.id
    ) SELECT DISTINCT pc.product_id FROM public.product_categories pc JOIN below ON pc.category_id = below.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_listing_update AFTER UPDATE ON public.categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_listing_categories_changed();
--> statement-breakpoint
SELECT public.vetrina_refresh_listing(array(SELECT id FROM public.products));
