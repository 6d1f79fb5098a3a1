-- Pages follow their products (issue 23; decision 020, 15): besides `products:12,345`, a change of the listing says
-- which categories' listings it touched, and a change of a featured product says so, as `tags:c4,c17,featured;12,345`
-- on vetrina_catalog (domain/catalogue-tags.ts). A node drops the kept pages, and asks the caches in front to drop
-- the pages, that bear one of those tags, where it dropped everything before. The tags are sent after the products'
-- notification of the same statement (these triggers' names sort after vetrina_products_notify_*, and PostgreSQL
-- fires a table's triggers of one event in name order), so a node has brought its answers up to date with the
-- products before it drops the pages. They end with the same products, so that PostgreSQL, which sends an identical
-- notification once per transaction, in its first place, never sends them ahead of their products'. Only rows that
-- changed count (an UPDATE writing a row as it was touches no listing). A notification too long says the table's
-- name, which drops everything.
CREATE OR REPLACE FUNCTION vetrina_notify_listing_tags() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text;
  featured boolean;
  ids text;
BEGIN
  -- The categories each changed row was listed in and is listed in now (their ancestors are in the arrays), and
  -- whether it left or joined the featured products; the statement's products as its products' notification says them.
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg('c' || c, ',' ORDER BY c) INTO tags FROM (SELECT DISTINCT unnest(category_path_ids) AS c FROM new_rows) x;
    SELECT coalesce(bool_or(is_featured), false), string_agg(product_id::text, ',' ORDER BY product_id) INTO featured, ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg('c' || c, ',' ORDER BY c) INTO tags FROM (SELECT DISTINCT unnest(category_path_ids) AS c FROM old_rows) x;
    SELECT coalesce(bool_or(is_featured), false), string_agg(product_id::text, ',' ORDER BY product_id) INTO featured, ids FROM old_rows;
  ELSE
    SELECT string_agg(id::text, ',' ORDER BY id) INTO ids FROM (SELECT product_id AS id FROM new_rows UNION SELECT product_id FROM old_rows) x;
    SELECT string_agg('c' || c, ',' ORDER BY c) INTO tags FROM (
      SELECT DISTINCT unnest(coalesce(o.category_path_ids, '{}') || coalesce(n.category_path_ids, '{}')) AS c
      FROM old_rows o FULL JOIN new_rows n ON n.product_id = o.product_id
      WHERE o IS DISTINCT FROM n
    ) x;
    SELECT EXISTS (
      SELECT 1 FROM old_rows o FULL JOIN new_rows n ON n.product_id = o.product_id
      WHERE coalesce(o.is_featured, false) <> coalesce(n.is_featured, false)
    ) INTO featured;
  END IF;
  IF featured THEN
    tags := concat_ws(',', tags, 'featured');
  END IF;
  IF tags IS NULL THEN
    RETURN NULL;
  ELSIF length(tags) + length(ids) > 7900 THEN
    PERFORM pg_notify('vetrina_catalog', TG_TABLE_NAME);
  ELSE
    PERFORM pg_notify('vetrina_catalog', 'tags:' || tags || ';' || ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The settings' featured row (every page carries the settings) is read from products: a featured product's own row
-- changed (its order is its updated_at), or a product became or stopped being featured.
CREATE OR REPLACE FUNCTION vetrina_notify_featured_tags() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  featured boolean;
  ids text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT coalesce(bool_or(is_featured), false), string_agg(id::text, ',' ORDER BY id) INTO featured, ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT coalesce(bool_or(is_featured), false), string_agg(id::text, ',' ORDER BY id) INTO featured, ids FROM old_rows;
  ELSE
    SELECT EXISTS (
      SELECT 1 FROM old_rows o FULL JOIN new_rows n ON n.id = o.id
      WHERE (coalesce(o.is_featured, false) OR coalesce(n.is_featured, false)) AND o IS DISTINCT FROM n
    ) INTO featured;
    SELECT string_agg(id::text, ',' ORDER BY id) INTO ids FROM (SELECT id FROM new_rows UNION SELECT id FROM old_rows) x;
  END IF;
  IF NOT featured THEN
    RETURN NULL;
  ELSIF length(ids) > 7900 THEN
    PERFORM pg_notify('vetrina_catalog', TG_TABLE_NAME);
  ELSE
    PERFORM pg_notify('vetrina_catalog', 'tags:featured;' || ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vetrina_tags_notify_insert AFTER INSERT ON public.listing_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_notify_listing_tags();
--> statement-breakpoint
CREATE TRIGGER vetrina_tags_notify_update AFTER UPDATE ON public.listing_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_notify_listing_tags();
--> statement-breakpoint
CREATE TRIGGER vetrina_tags_notify_delete AFTER DELETE ON public.listing_products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_notify_listing_tags();
--> statement-breakpoint
CREATE TRIGGER vetrina_tags_notify_insert AFTER INSERT ON public.products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_notify_featured_tags();
--> statement-breakpoint
CREATE TRIGGER vetrina_tags_notify_update AFTER UPDATE ON public.products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_notify_featured_tags();
--> statement-breakpoint
CREATE TRIGGER vetrina_tags_notify_delete AFTER DELETE ON public.products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_notify_featured_tags();
