-- Every API node keeps what the shop shows (settings, category trees, product pages, listings) in
-- memory and drops it when one of these tables changes: one NOTIFY per statement on the channel
-- vetrina_catalog, with the table's name. A node that lost its listening connection drops everything.
CREATE OR REPLACE FUNCTION vetrina_notify_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vetrina_catalog', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'settings', 'languages', 'currencies', 'categories', 'category_translations', 'brands', 'brand_translations',
    'products', 'product_translations', 'product_categories', 'option_values', 'variants', 'product_images', 'reviews',
    'pages', 'page_translations', 'blog_posts', 'blog_post_translations', 'redirects',
    'delivery_methods', 'payment_methods', 'pickup_stores', 'store_stock'
  ] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS vetrina_catalog_notify ON %I', t);
    EXECUTE format(
      'CREATE TRIGGER vetrina_catalog_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION vetrina_notify_catalog_change()', t);
  END LOOP;
END
$$;
