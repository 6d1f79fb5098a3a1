CREATE TABLE "brand_counts" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_products" ADD COLUMN "brand_id" integer GENERATED ALWAYS AS ((get_byte(record, 4) << 24) | (get_byte(record, 5) << 16) | (get_byte(record, 6) << 8) | get_byte(record, 7)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_products_brand_idx" ON "listing_products" USING btree ("brand_id");--> statement-breakpoint
-- A brand's page reads its own products' records by listing_products_brand_idx, and the other brands' counts from
-- brand_counts (issue 23; decision 020, 16). brand_counts follows listing_products as category_counts does: each
-- statement adds what it listed and takes away what it unlisted, per brand, in brand order; a stock or price change
-- leaves the brand as it was and writes no count. Brand 0 is "no brand" and is not counted.
CREATE FUNCTION public.vetrina_add_brand_counts(ids integer[], deltas integer[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO public.brand_counts AS c (brand_id, products)
    SELECT d.id, d.delta FROM unnest(ids, deltas) AS d(id, delta) WHERE d.delta <> 0 AND d.id <> 0 ORDER BY d.id
  ON CONFLICT (brand_id) DO UPDATE SET products = c.products + excluded.products;
$$;
--> statement-breakpoint
CREATE FUNCTION public.vetrina_listing_brand_counts() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.vetrina_add_brand_counts(array_agg(brand_id), array_agg(n)) FROM (
      SELECT brand_id, count(*)::int AS n FROM new_rows GROUP BY brand_id) x;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM public.vetrina_add_brand_counts(array_agg(brand_id), array_agg(-n)) FROM (
      SELECT brand_id, count(*)::int AS n FROM old_rows GROUP BY brand_id) x;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM public.vetrina_add_brand_counts(array_agg(brand_id), array_agg(n)) FROM (
      SELECT brand_id, sum(n)::int AS n FROM (
        SELECT n.brand_id, 1 AS n FROM new_rows n JOIN old_rows o ON o.product_id = n.product_id WHERE n.brand_id <> o.brand_id
        UNION ALL
        SELECT o.brand_id, -1 FROM new_rows n JOIN old_rows o ON o.product_id = n.product_id WHERE n.brand_id <> o.brand_id
      ) moved GROUP BY brand_id) x;
  ELSE
    DELETE FROM public.brand_counts;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_brand_counts_insert AFTER INSERT ON public.listing_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_listing_brand_counts();
--> statement-breakpoint
CREATE TRIGGER listing_brand_counts_delete AFTER DELETE ON public.listing_products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_listing_brand_counts();
--> statement-breakpoint
CREATE TRIGGER listing_brand_counts_update AFTER UPDATE ON public.listing_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_listing_brand_counts();
--> statement-breakpoint
CREATE TRIGGER listing_brand_counts_truncate AFTER TRUNCATE ON public.listing_products
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_listing_brand_counts();
--> statement-breakpoint
INSERT INTO public.brand_counts (brand_id, products)
  SELECT brand_id, count(*) FROM public.listing_products WHERE brand_id <> 0 GROUP BY brand_id;
