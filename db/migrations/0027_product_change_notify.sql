-- A change to the rows of some products says which (issue 23): `products:12,345` on vetrina_catalog instead of the
-- table's name, so that a node keeps what it can bring up to date with those products alone (a category's listing
-- records: api/catalog/listing.ts) and drops the rest. One notification per statement, as before; a statement
-- that changed no row says nothing; more products than a notification holds (8,000 bytes) say the table's name,
-- which still means "anything may have changed". TRUNCATE keeps the table-name notification of migration 0005.
CREATE OR REPLACE FUNCTION vetrina_notify_product_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT string_agg(DISTINCT %I::text, '','') FROM new_rows', TG_ARGV[0]) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT string_agg(DISTINCT %I::text, '','') FROM old_rows', TG_ARGV[0]) INTO ids;
  ELSE
    EXECUTE format('SELECT string_agg(DISTINCT id::text, '','') FROM (SELECT %1$I AS id FROM new_rows UNION SELECT %1$I FROM old_rows) x', TG_ARGV[0]) INTO ids;
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
--> statement-breakpoint
DO $$
DECLARE
  t text[];
BEGIN
  FOREACH t SLICE 1 IN ARRAY ARRAY[
    ['products', 'id'], ['product_translations', 'product_id'], ['product_categories', 'product_id'],
    ['variants', 'product_id'], ['product_images', 'product_id']
  ] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS vetrina_catalog_notify ON %I', t[1]);
    EXECUTE format('CREATE TRIGGER vetrina_catalog_notify AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION vetrina_notify_catalog_change()', t[1]);
    EXECUTE format('CREATE TRIGGER vetrina_products_notify_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vetrina_notify_product_change(%L)', t[1], t[2]);
    EXECUTE format('CREATE TRIGGER vetrina_products_notify_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vetrina_notify_product_change(%L)', t[1], t[2]);
    EXECUTE format('CREATE TRIGGER vetrina_products_notify_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vetrina_notify_product_change(%L)', t[1], t[2]);
  END LOOP;
END
$$;
