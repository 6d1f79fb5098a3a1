ALTER TABLE "products" ADD COLUMN "min_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_offer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_path_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option_values" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_path_idx" ON "products" USING gin ("category_path_ids");--> statement-breakpoint
-- Recomputes the listing summary of the given products from their active variants and categories.
CREATE OR REPLACE FUNCTION public.vetrina_refresh_listing(ids integer[]) RETURNS void
  LANGUAGE sql AS $$
  UPDATE public.products p SET
    min_price_cents = s.min_price, in_stock = s.in_stock, has_offer = s.has_offer,
    option_values = s.option_values, category_path_ids = s.category_ids
  FROM (
    SELECT p2.id,
      (SELECT min(v.price_cents) FROM public.variants v WHERE v.product_id = p2.id AND v.is_active) AS min_price,
      coalesce((SELECT bool_or(v.stock > 0 OR NOT v.inventory_managed) FROM public.variants v WHERE v.product_id = p2.id AND v.is_active), false) AS in_stock,
      coalesce((SELECT bool_or(v.compare_at_cents > v.price_cents) FROM public.variants v WHERE v.product_id = p2.id AND v.is_active), false) AS has_offer,
      coalesce((SELECT array_agg(DISTINCT kv.key || ':' || kv.value) FROM public.variants v, jsonb_each_text(v.options) kv
        WHERE v.product_id = p2.id AND v.is_active), '{}'::text[]) AS option_values,
      coalesce((WITH RECURSIVE up(id) AS (
          SELECT pc.category_id FROM public.product_categories pc WHERE pc.product_id = p2.id
          UNION SELECT c.parent_id FROM public.categories c JOIN up ON c.id = up.id WHERE c.parent_id IS NOT NULL
        ) SELECT array_agg(id ORDER BY id) FROM up), '{}'::integer[]) AS category_ids
    FROM public.products p2 WHERE p2.id = ANY(ids)
  ) s
  WHERE p.id = s.id
$$;
--> statement-breakpoint
-- One refresh per statement, for every product the statement touched (transition tables).
CREATE OR REPLACE FUNCTION public.vetrina_listing_rows_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.vetrina_refresh_listing(array(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM public.vetrina_refresh_listing(array(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM public.vetrina_refresh_listing(array(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variants_listing_insert AFTER INSERT ON public.variants REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_listing_rows_changed();
--> statement-breakpoint
CREATE TRIGGER variants_listing_update AFTER UPDATE ON public.variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_listing_rows_changed();
--> statement-breakpoint
CREATE TRIGGER variants_listing_delete AFTER DELETE ON public.variants REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_listing_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_listing_insert AFTER INSERT ON public.product_categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_listing_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_listing_delete AFTER DELETE ON public.product_categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_listing_rows_changed();
--> statement-breakpoint
SELECT public.vetrina_refresh_listing(array(SELECT id FROM public.products));
