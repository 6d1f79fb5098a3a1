-- The tags of a change end with a hash of its products, not the products (issue 23; decision 020, 15). Migration
-- 0031 ended `tags:c4,c17;12,345` with the statement's products, so that PostgreSQL, which sends an identical
-- notification once per transaction in its first place, never sends them ahead of their products'. A statement of
-- about 1,000 to 1,300 products (an import's batch) had products that fit a notification but products and tags that
-- did not, and said the table's name: every node read its categories' records whole again. The md5 of the same
-- products is as unique to them, and 32 characters long; only tags past a notification's size now say the table.
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
  ELSIF length(tags) > 7860 THEN
    PERFORM pg_notify('vetrina_catalog', TG_TABLE_NAME);
  ELSE
    PERFORM pg_notify('vetrina_catalog', 'tags:' || tags || ';' || md5(ids));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A featured product's own row (the settings' featured row is ordered by it): the same ending.
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
  IF featured THEN
    PERFORM pg_notify('vetrina_catalog', 'tags:featured;' || md5(ids));
  END IF;
  RETURN NULL;
END
$$;
