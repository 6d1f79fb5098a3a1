CREATE TABLE "category_counts" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_counts" ADD CONSTRAINT "category_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("updated_at" DESC NULLS LAST,"id") WHERE "products"."is_featured" and "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_sold_idx" ON "products" USING btree ("sold_count" DESC NULLS LAST,"id") WHERE "products"."is_active";--> statement-breakpoint
-- category_counts follows listing_products: each statement adds what it listed and takes away what it
-- unlisted, per category on the rows' paths, in category order (two transactions lock counts in the same order).
-- A stock or price change rewrites a listing row without moving it, and leaves the counts alone. A category
-- being deleted has lost its count row already: what its products' paths still say of it is dropped.
CREATE FUNCTION public.vetrina_add_category_counts(ids integer[], deltas integer[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO public.category_counts AS c (category_id, products)
    SELECT d.id, d.delta FROM unnest(ids, deltas) AS d(id, delta)
    WHERE d.delta <> 0 AND EXISTS (SELECT 1 FROM public.categories k WHERE k.id = d.id) ORDER BY d.id
  ON CONFLICT (category_id) DO UPDATE SET products = c.products + excluded.products;
$$;
--> statement-breakpoint
CREATE FUNCTION public.vetrina_listing_counts_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.vetrina_add_category_counts(array_agg(id), array_agg(n)) FROM (
    SELECT id, count(*)::int AS n FROM new_rows, unnest(new_rows.category_path_ids) id GROUP BY id) x;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION public.vetrina_listing_counts_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.vetrina_add_category_counts(array_agg(id), array_agg(-n)) FROM (
    SELECT id, count(*)::int AS n FROM old_rows, unnest(old_rows.category_path_ids) id GROUP BY id) x;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION public.vetrina_listing_counts_updated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.vetrina_add_category_counts(array_agg(id), array_agg(n)) FROM (
    SELECT id, sum(n)::int AS n FROM (
      SELECT unnest(n.category_path_ids) AS id, 1 AS n FROM new_rows n JOIN old_rows o ON o.product_id = n.product_id
        WHERE n.category_path_ids IS DISTINCT FROM o.category_path_ids
      UNION ALL
      SELECT unnest(o.category_path_ids), -1 FROM new_rows n JOIN old_rows o ON o.product_id = n.product_id
        WHERE n.category_path_ids IS DISTINCT FROM o.category_path_ids) moved
    GROUP BY id) x;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_counts_insert AFTER INSERT ON public.listing_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_listing_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER listing_counts_delete AFTER DELETE ON public.listing_products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_listing_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER listing_counts_update AFTER UPDATE ON public.listing_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_listing_counts_updated();
--> statement-breakpoint
INSERT INTO public.category_counts (category_id, products)
  SELECT id, count(*) FROM public.listing_products, unnest(category_path_ids) id
  WHERE id IN (SELECT c.id FROM public.categories c) GROUP BY id;
