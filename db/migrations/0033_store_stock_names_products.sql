-- A shop's stock in its pickup stores names its products (issue 23; decision 020, 15): a pickup order, or a stock
-- feed with store quantities, said `store_stock` on vetrina_catalog until now, for every statement (one that changed no
-- row too), and every node dropped every kept page and answer. It now says `products:…` for the products whose
-- variants' store quantities a statement changed, and nothing when it changed none. No kept answer reads store_stock
-- (the checkout's stores are asked per shopper): the products' pages are built again, as after any change of theirs.
CREATE OR REPLACE FUNCTION vetrina_notify_store_stock_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(id::text, ',' ORDER BY id) INTO ids FROM (SELECT DISTINCT v.product_id AS id FROM new_rows r JOIN variants v ON v.id = r.variant_id) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(id::text, ',' ORDER BY id) INTO ids FROM (SELECT DISTINCT v.product_id AS id FROM old_rows r JOIN variants v ON v.id = r.variant_id) x;
  ELSE
    SELECT string_agg(id::text, ',' ORDER BY id) INTO ids FROM (
      SELECT v.product_id AS id FROM new_rows r JOIN variants v ON v.id = r.variant_id
      UNION SELECT v.product_id FROM old_rows r JOIN variants v ON v.id = r.variant_id) x;
  END IF;
  -- No row, or only rows of variants deleted with them (whose own deletion named their products).
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
--> statement-breakpoint
DROP TRIGGER IF EXISTS vetrina_catalog_notify ON public.store_stock;
--> statement-breakpoint
CREATE TRIGGER vetrina_catalog_notify AFTER TRUNCATE ON public.store_stock
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER vetrina_products_notify_insert AFTER INSERT ON public.store_stock REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_notify_store_stock_change();
--> statement-breakpoint
CREATE TRIGGER vetrina_products_notify_update AFTER UPDATE ON public.store_stock REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_notify_store_stock_change();
--> statement-breakpoint
CREATE TRIGGER vetrina_products_notify_delete AFTER DELETE ON public.store_stock REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_notify_store_stock_change();
