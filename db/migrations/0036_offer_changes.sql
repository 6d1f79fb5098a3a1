-- 0035's popular searches again, for a database that never had them: 0035's journal time is earlier than 0034's, and
-- the migrator applies only migrations newer than the last one applied, so a database migrated to 0034 before 0035
-- existed skipped it. Nothing happens where the table is (db/migrations.test.ts).
CREATE TABLE IF NOT EXISTS "search_queries" (
	"lang" varchar(5) NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"score" double precision NOT NULL,
	"results" integer NOT NULL,
	"searched_at" timestamp with time zone NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "search_queries_lang_key_pk" PRIMARY KEY("lang","key")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_queries_score_idx" ON "search_queries" USING btree ("lang","score");
--> statement-breakpoint
-- A change that leaves what a search matches products by says so (issue 23; decision 020, 28): `offers:12,345` on
-- vetrina_catalog, where `products:12,345` says that anything of those products may have changed. A search matches a
-- product by its search documents (its names, its brand's and categories' names: migration 0006) and by its active
-- variants' SKUs and EANs; an order's stock change, a new price, a picture, a store's quantity or the listing's rows
-- touch none of them. A node then keeps what depends on those alone ("did you mean", a search of typo guesses and
-- which products it holds), where it built them again after every order. The listing's rows, the pictures and the
-- stores' stock say `offers:`; a statement on the variants says `products:` when it added or removed a variant or
-- changed one's product, SKU, EAN or state, else `offers:`; the other tables keep `products:`. A node that does not
-- know `offers:` takes it as "anything may have changed" and drops everything: safe while nodes are upgraded.
CREATE OR REPLACE FUNCTION vetrina_notify_product_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  kind text := coalesce(TG_ARGV[1], 'products');
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
    PERFORM pg_notify('vetrina_catalog', kind || ':' || ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The variants' own: `offers:` for an UPDATE that left every row's product, SKU, EAN and state as they were.
CREATE FUNCTION vetrina_notify_variant_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  matched boolean := true;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(id::text, ',' ORDER BY id) INTO ids FROM (SELECT DISTINCT product_id AS id FROM new_rows) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(id::text, ',' ORDER BY id) INTO ids FROM (SELECT DISTINCT product_id AS id FROM old_rows) x;
  ELSE
    SELECT string_agg(id::text, ',' ORDER BY id) INTO ids FROM (SELECT product_id AS id FROM new_rows UNION SELECT product_id FROM old_rows) x;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  ELSIF length(ids) > 7900 THEN
    PERFORM pg_notify('vetrina_catalog', TG_TABLE_NAME);
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT EXISTS (
      SELECT 1 FROM old_rows o FULL JOIN new_rows n ON n.id = o.id
      WHERE (o.product_id, o.sku, o.ean, o.is_active) IS DISTINCT FROM (n.product_id, n.sku, n.ean, n.is_active)
    ) INTO matched;
  END IF;
  IF matched THEN
    PERFORM pg_notify('vetrina_catalog', 'products:' || ids);
  ELSE
    PERFORM pg_notify('vetrina_catalog', 'offers:' || ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER vetrina_products_notify_insert ON public.variants;
--> statement-breakpoint
DROP TRIGGER vetrina_products_notify_update ON public.variants;
--> statement-breakpoint
DROP TRIGGER vetrina_products_notify_delete ON public.variants;
--> statement-breakpoint
CREATE TRIGGER vetrina_products_notify_insert AFTER INSERT ON public.variants REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_notify_variant_change();
--> statement-breakpoint
CREATE TRIGGER vetrina_products_notify_update AFTER UPDATE ON public.variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_notify_variant_change();
--> statement-breakpoint
CREATE TRIGGER vetrina_products_notify_delete AFTER DELETE ON public.variants REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_notify_variant_change();
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['listing_products', 'product_images'] LOOP
    EXECUTE format('DROP TRIGGER vetrina_products_notify_insert ON %I', t);
    EXECUTE format('DROP TRIGGER vetrina_products_notify_update ON %I', t);
    EXECUTE format('DROP TRIGGER vetrina_products_notify_delete ON %I', t);
    EXECUTE format('CREATE TRIGGER vetrina_products_notify_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vetrina_notify_product_change(%L, %L)', t, 'product_id', 'offers');
    EXECUTE format('CREATE TRIGGER vetrina_products_notify_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vetrina_notify_product_change(%L, %L)', t, 'product_id', 'offers');
    EXECUTE format('CREATE TRIGGER vetrina_products_notify_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vetrina_notify_product_change(%L, %L)', t, 'product_id', 'offers');
  END LOOP;
END
$$;
--> statement-breakpoint
-- The stores' stock (migration 0033) as it was, saying `offers:`.
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
  IF ids IS NULL THEN
    RETURN NULL;
  ELSIF length(ids) > 7900 THEN
    PERFORM pg_notify('vetrina_catalog', TG_TABLE_NAME);
  ELSE
    PERFORM pg_notify('vetrina_catalog', 'offers:' || ids);
  END IF;
  RETURN NULL;
END
$$;
