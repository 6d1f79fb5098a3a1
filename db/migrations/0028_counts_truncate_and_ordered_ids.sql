-- After a review of 0024 and 0027. A TRUNCATE of listing_products (`truncate products … cascade`) fires no row
-- trigger: it empties category_counts with it. The products a notification names come in numeric order.
CREATE FUNCTION public.vetrina_listing_counts_truncated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.category_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_counts_truncate AFTER TRUNCATE ON public.listing_products
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_listing_counts_truncated();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vetrina_notify_product_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT string_agg(id::text, '','' ORDER BY id) FROM (SELECT DISTINCT %I AS id FROM new_rows) x', TG_ARGV[0]) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT string_agg(id::text, '','' ORDER BY id) FROM (SELECT DISTINCT %I AS id FROM old_rows) x', TG_ARGV[0]) INTO ids;
  ELSE
    EXECUTE format('SELECT string_agg(id::text, '','' ORDER BY id) FROM (SELECT %1$I AS id FROM new_rows UNION SELECT %1$I FROM old_rows) x', TG_ARGV[0]) INTO ids;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  ELSIF length(ids) > 7900 THEN
    PERFORM pg_notify('vetrina_catalog', TG_TABLE_NAME);
  ELSE
    PERFORM pg_notify('vetrina_catalog', 'products:' || ids);
  END IF;
  RETURN NULL;
END
$$;
