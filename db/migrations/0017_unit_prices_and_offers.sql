ALTER TABLE "variants" ADD COLUMN "net_quantity" integer;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "net_unit" varchar(2) DEFAULT 'pz' NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_net_unit" CHECK ("variants"."net_unit" in ('g', 'kg', 'ml', 'l', 'pz'));--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_net_quantity_positive" CHECK ("variants"."net_quantity" > 0);--> statement-breakpoint
-- Net quantities for what an import or an older seed wrote as a size ("500g", "75cl", "1kg"): the rest stays by the piece.
UPDATE variants SET
  net_quantity = CASE lower(m[2]) WHEN 'cl' THEN round(m[1]::numeric * 10) ELSE round(m[1]::numeric) END::int,
  net_unit = CASE lower(m[2]) WHEN 'cl' THEN 'ml' ELSE lower(m[2]) END
FROM (SELECT id AS vid, regexp_match(options->>'size', '^(\d+)(g|kg|ml|cl|l)$', 'i') AS m FROM variants) s
WHERE variants.id = s.vid AND s.m IS NOT NULL;
--> statement-breakpoint
-- Issue 21: a listing's offers are the reductions the shop may announce (variants.reference_cents, migration 0016),
-- no longer whatever compare-at price was typed. Otherwise as in 0004.
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
    SELECT count(*) AS n, coalesce(bool_or(v.reference_cents > v.price_cents), false) AS has_offer,
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
-- The stored references of the given products' variants on offer, again: after their perishable flag or the
-- window changes. The rule reads the history as it was written, so only the flag and the window can change it.
CREATE OR REPLACE FUNCTION public.vetrina_recompute_references(ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  days integer := coalesce((SELECT greatest((value->>'prior_price_days')::int, 30) FROM public.settings WHERE key = 'prices'), 30);
BEGIN
  UPDATE public.variants v SET reference_cents = public.vetrina_reference_price(v.id, v.price_cents, v.compare_at_cents, now(), days, p.perishable)
  FROM public.products p
  WHERE p.id = v.product_id AND v.compare_at_cents IS NOT NULL AND (ids IS NULL OR p.id = ANY(ids))
    AND v.reference_cents IS DISTINCT FROM public.vetrina_reference_price(v.id, v.price_cents, v.compare_at_cents, now(), days, p.perishable);
END $$;
--> statement-breakpoint
CREATE FUNCTION public.vetrina_perishable_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.vetrina_recompute_references(array(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.perishable IS DISTINCT FROM o.perishable));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_perishable_update AFTER UPDATE ON public.products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_perishable_changed();
--> statement-breakpoint
CREATE FUNCTION public.vetrina_price_window_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.key = 'prices' THEN PERFORM public.vetrina_recompute_references(NULL); END IF;
  ELSIF NEW.key = 'prices' THEN
    PERFORM public.vetrina_recompute_references(NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER settings_price_window_change AFTER INSERT OR UPDATE OR DELETE ON public.settings
  FOR EACH ROW EXECUTE FUNCTION public.vetrina_price_window_changed();
--> statement-breakpoint
SELECT public.vetrina_refresh_listing(array(SELECT id FROM public.products));
